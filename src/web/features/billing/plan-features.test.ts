import { describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../contract/plans";
import { i18n } from "../../lib/i18n";
import { planFeatures } from "./plan-features";

describe("the plans' feature lists", () => {
  it("name conversation export on every paid plan and not on Free", async () => {
    await i18n.changeLanguage("en");
    for (const id of PLAN_IDS) {
      const texts = planFeatures(i18n.t, id)
        .filter((f) => f.included)
        .map((f) => f.text);
      if (id === "free") expect(texts).not.toContain("Export your conversation history");
      else expect(texts, id).toContain("Export your conversation history");
    }
  });
});
