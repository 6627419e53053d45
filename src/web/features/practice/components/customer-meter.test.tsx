import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import type { CustomerStateView } from "../api/types";
import { CustomerMeter } from "./customer-meter";

const state: CustomerStateView = { trust: 43, interest: 61, patience: 80, mood: "neutral", outcome: null, callOver: false };

function renderMeter() {
  render(
    <I18nextProvider i18n={i18n}>
      <CustomerMeter state={state} />
    </I18nextProvider>,
  );
}

describe("the customer meters", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("explain trust, interest and mood, with their scale, on request", async () => {
    renderMeter();
    expect(screen.getByRole("meter", { name: "Trust" }).getAttribute("aria-valuenow")).toBe("43");
    expect(screen.queryByText(/how far the customer believes you/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "What do these mean?" }));
    expect(await screen.findByText(/how far the customer believes you/)).toBeTruthy();
    expect(screen.getByText("Interest (0-100)")).toBeTruthy();
    expect(screen.getByText(/An annoyed customer may hang up/)).toBeTruthy();
  });

  it("explains them in the interface language", async () => {
    await i18n.changeLanguage("ru");
    renderMeter();
    await userEvent.click(screen.getByRole("button", { name: "Что это значит?" }));
    expect(await screen.findByText(/насколько клиент вам верит/)).toBeTruthy();
  });
});
