import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ComparedCall } from "../../../../../contract/practice";
import { i18n } from "../../../../lib/i18n";
import { ratedConversation } from "../../test-fixtures";
import { ScoreBadge } from "../score-badge";
import { Scorecard, type ScorecardProps } from "./scorecard";

const c = ratedConversation(); // introduction 9, mapping 7, productPresentation 6, objectionHandling 4, close 8

function renderCard(props: Partial<ScorecardProps> = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <Scorecard ratings={c.aiRatings!} stageRatings={c.stageRatings} scenario="cold_call" {...props} />
    </I18nextProvider>,
  );
}

const stage = (name: string) => document.querySelector(`[data-stage="${name}"]`) as HTMLElement;
const badge = (name: string) => stage(name).querySelector("[data-level]") as HTMLElement;

const call = (over: Partial<ComparedCall>): ComparedCall => ({
  id: "p",
  title: "Earlier call",
  scenario: "cold_call",
  createdAt: "2030-04-01T09:00:00.000Z",
  aiRatings: { introduction: 7, mapping: 7, productPresentation: 7, objectionHandling: 7, close: 7 },
  overall: 7,
  ...over,
});

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

describe("score colours relative to the target of 7", () => {
  it("colours 8 and above green, 6-7 amber, under 6 red (spec 2 §9)", () => {
    render(
      <>
        {[10, 8, 7.9, 7, 6, 5.9, 5, 0].map((s) => (
          <ScoreBadge key={s} score={s} />
        ))}
      </>,
    );
    const level = (text: string) => screen.getByText(text).getAttribute("data-level");
    expect(["10/10", "8/10"].map(level)).toEqual(["good", "good"]);
    expect(["7.9/10", "7/10", "6/10"].map(level)).toEqual(["middling", "middling", "middling"]);
    expect(["5.9/10", "5/10", "0/10"].map(level)).toEqual(["poor", "poor", "poor"]);
    expect(screen.getByText("8/10").className).toMatch(/emerald/);
    expect(screen.getByText("6/10").className).toMatch(/amber/);
    expect(screen.getByText("5/10").className).toMatch(/red/);
  });

  it("colours each stage by its score and says what the colours mean", () => {
    renderCard();
    expect(badge("introduction").dataset.level).toBe("good");
    expect(badge("mapping").dataset.level).toBe("middling"); // 7: close to the target of 8
    expect(badge("productPresentation").dataset.level).toBe("middling");
    expect(badge("objectionHandling").dataset.level).toBe("poor");
    expect(screen.getByText("Target: 8/10 on every stage. Colours show how far each score is from it.")).toBeTruthy();
    const legend = screen.getByRole("list", { name: "What the colours mean" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["On target: 8–10", "Close: 6–7", "Needs work: under 6"]);
  });
});

describe("the scorecard", () => {
  it("names the stages in the one vocabulary, each out of 10, the overall out of 10 and no total out of 50", () => {
    renderCard();
    for (const name of ["Opening", "Discovery", "Presentation", "Objection handling", "Closing"]) {
      expect(screen.getByRole("heading", { name })).toBeTruthy();
    }
    expect(within(stage("mapping")).getByText("7/10")).toBeTruthy();
    expect(screen.getByTestId("overall-score").textContent).toBe("6.8/10");
    expect(document.body.textContent).not.toMatch(/\/50/);
  });

  it("shows each quote once, with why it mattered, and a line to try only under 7", () => {
    renderCard();
    const intro = stage("introduction");
    expect(within(intro).getAllByText("Hi, this is Anna from Acme")).toHaveLength(1);
    expect(within(intro).getByText("Saying who you are told the customer who was calling.")).toBeTruthy();
    expect(within(intro).queryByTestId("try-saying")).toBeNull();
    expect(within(stage("mapping")).queryByTestId("try-saying")).toBeNull();
    expect(within(stage("productPresentation")).getByTestId("try-saying").textContent).toBe('Try saying: "You mentioned losing two days a month on reports."');
    expect(within(stage("objectionHandling")).getByTestId("try-saying")).toBeTruthy();
  });

  it("a quote is a button that shows its message", async () => {
    const onShow = vi.fn();
    renderCard({ onShowMessage: onShow });
    const button = screen.getByRole("button", { name: "Show in the transcript: How about Tuesday at 10?" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(onShow).toHaveBeenCalledWith(3);
  });

  it("says up or down per stage against the previous call and the best in the scenario", () => {
    renderCard({
      comparison: {
        previous: call({
          aiRatings: { introduction: 7, mapping: 7, productPresentation: 8, objectionHandling: 4, close: 6 },
          overall: 6.4,
          scenario: "general",
        }),
        best: call({ aiRatings: { introduction: 10, mapping: 6, productPresentation: 6, objectionHandling: 5, close: 8 }, overall: 7 }),
      },
    });
    const delta = (s: string, against: string) => stage(s).querySelector(`[data-against="${against}"]`) as HTMLElement;
    expect(delta("introduction", "previous").textContent).toBe("Up +2 vs previous");
    expect(delta("productPresentation", "previous").dataset.delta).toBe("down");
    expect(delta("objectionHandling", "previous").textContent).toBe("No change ±0 vs previous");
    expect(delta("introduction", "best").textContent).toBe("Down −1 vs best");
    expect(delta("mapping", "best").dataset.delta).toBe("up");
    const summary = screen.getByTestId("comparison");
    expect(summary.textContent).toContain("Previous call: 6.4/10 (General conversation)");
    expect(summary.textContent).toContain("Your best Cold call: 7/10");
    expect(screen.queryByTestId("new-best")).toBeNull();
  });

  it("says when there is nothing to compare with yet", () => {
    renderCard({ comparison: { previous: null, best: null } });
    expect(screen.getByText("Your first rated call: the next ones will be compared with it.")).toBeTruthy();
    expect(document.querySelector("[data-delta]")).toBeNull();
  });
});
