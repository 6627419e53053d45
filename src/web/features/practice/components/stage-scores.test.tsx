import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { ScoreBadge } from "./score-badge";
import { StageScores } from "./stage-scores";

const ratings = { introduction: 9, mapping: 8, productPresentation: 7, objectionHandling: 6, close: 5 };

function renderScores() {
  render(
    <I18nextProvider i18n={i18n}>
      <StageScores
        ratings={ratings}
        stageRatings={[
          {
            stage: "introduction",
            score: 9,
            feedback: "You introduced yourself and your company.",
            evidence: [{ quote: "Hi, this is Anna from Acme", effect: "positive" }],
          },
          {
            stage: "close",
            score: 5,
            feedback: "You did not propose a concrete next step.",
            evidence: [{ quote: "Just buy it", effect: "negative" }],
          },
        ]}
      />
    </I18nextProvider>,
  );
}

const stage = (name: string) => document.querySelector(`[data-stage="${name}"]`) as HTMLElement;
const level = (el: HTMLElement) => el.querySelector("[data-level]")?.getAttribute("data-level");

describe("score colours", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("colours 8 and above green, 6 and above amber, else red", () => {
    renderScores();
    expect(level(stage("introduction"))).toBe("good");
    expect(level(stage("mapping"))).toBe("good");
    expect(level(stage("productPresentation"))).toBe("middling");
    expect(level(stage("objectionHandling"))).toBe("middling");
    expect(level(stage("close"))).toBe("poor");
    expect(stage("introduction").querySelector("[data-level]")?.className).toMatch(/emerald/);
    expect(stage("objectionHandling").querySelector("[data-level]")?.className).toMatch(/amber/);
    expect(stage("close").querySelector("[data-level]")?.className).toMatch(/red/);
  });

  it("shows every stage out of 10 and the total out of 50", () => {
    renderScores();
    for (const name of ["Introduction", "Needs mapping", "Product presentation", "Objection handling", "Close"]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    expect(within(stage("mapping")).getByText("8/10")).toBeTruthy();
    expect(screen.getByTestId("total-score").textContent).toBe("35/50");
    expect(screen.getByTestId("total-score").className).toMatch(/amber/);
  });

  it("shows the quotes with quote marks, green when they helped and red when they hurt", () => {
    renderScores();
    const good = within(stage("introduction")).getByText("Hi, this is Anna from Acme");
    expect(good.tagName).toBe("Q");
    expect(good.closest("li")?.getAttribute("data-effect")).toBe("positive");
    expect(good.closest("li")?.className).toMatch(/emerald/);
    const bad = within(stage("close")).getByText("Just buy it");
    expect(bad.closest("li")?.getAttribute("data-effect")).toBe("negative");
    expect(bad.closest("li")?.className).toMatch(/red/);
    expect(screen.getByText("You did not propose a concrete next step.")).toBeTruthy();
  });

  it("colours a badge by its share of the maximum", () => {
    render(
      <>
        <ScoreBadge score={8} />
        <ScoreBadge score={7.9} />
        <ScoreBadge score={5.9} />
        <ScoreBadge score={40} max={50} />
      </>,
    );
    expect(screen.getByText("8/10").getAttribute("data-level")).toBe("good");
    expect(screen.getByText("7.9/10").getAttribute("data-level")).toBe("middling");
    expect(screen.getByText("5.9/10").getAttribute("data-level")).toBe("poor");
    expect(screen.getByText("40/50").getAttribute("data-level")).toBe("good");
  });
});
