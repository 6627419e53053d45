import { describe, expect, it } from "vitest";
import { LANGUAGE_PACKS } from "../../language";
import { persona } from "../fixtures/test-calls";
import { replay } from "../replay";
import { scoreClose } from "./close";
import { Evidence } from "./evidence";
import { scoreIntroduction } from "./introduction";
import { scoreMapping } from "./mapping";
import { scoreObjectionHandling } from "./objection-handling";
import { scorePresentation } from "./presentation";

/** Each stage's scorer on its own: what earns points, what costs them, and the finding a trainer reads for it. */
const p = persona("en");
const evidence = (lines: string[]) => new Evidence(p, replay(p, lines, LANGUAGE_PACKS.en));
const codes = (e: Evidence) => e.findings.map((f) => f.code);

describe("stage scorers", () => {
  it("introduction: greeting, name, reason and permission earn it; a rude start loses it", () => {
    const good = evidence(["Hi, this is Mark from Ledgerly.", "I'm calling because we help finance teams close the month faster. Do you have two minutes?"]);
    expect(scoreIntroduction(good)).toBe(10);
    expect(codes(good)).toEqual(["intro.greeted", "intro.introduced_self", "intro.stated_reason", "intro.asked_permission"]);
    const rude = evidence(["Listen, you idiot.", "Buy our software."]);
    expect(scoreIntroduction(rude)).toBeLessThanOrEqual(0);
    expect(codes(rude)).toContain("intro.rude_opening");
    expect(codes(rude)).toContain("intro.no_introduction");
  });

  it("mapping: discovery across areas scores; pitching before asking anything costs", () => {
    const asked = evidence([
      "Hi, Mark from Ledgerly.",
      "How do you handle your invoicing today?",
      "What's the most frustrating part of it?",
      "Who else is involved in choosing a tool like this?",
    ]);
    expect(scoreMapping(asked)).toBeGreaterThanOrEqual(6);
    expect(codes(asked)).toContain("mapping.topics_covered");
    const pitched = evidence(["Hi, Mark from Ledgerly.", "Our customers get paid two weeks faster on average."]);
    expect(scoreMapping(pitched)).toBeLessThanOrEqual(0);
    expect(codes(pitched)).toEqual(["mapping.no_discovery", "mapping.pitched_before_discovery"]);
  });

  it("presentation: a benefit tied to the customer's pain beats a generic one; no pitch scores at most 1", () => {
    const none = evidence(["Hi, Mark from Ledgerly.", "How do you handle your invoicing today?"]);
    expect(scorePresentation(none)).toBeLessThanOrEqual(1);
    expect(codes(none)).toEqual(["presentation.no_presentation"]);
    const generic = evidence(["Hi, Mark from Ledgerly.", "Our tool sends reminders automatically, so invoices get paid faster."]);
    expect(scorePresentation(generic)).toBe(6);
    expect(codes(generic)).toContain("presentation.generic_benefits");
  });

  it("presentation quotes the pitch, never the reason for the call", () => {
    const e = evidence([
      "Hi, Mark from Ledgerly.",
      "I'm calling because we help teams like yours save hours every month on the close.",
      "We're faster than Xero and you'll make fewer mistakes.",
    ]);
    scorePresentation(e);
    const generic = e.findings.find((f) => f.code === "presentation.generic_benefits");
    expect(generic?.quote).toBe("We're faster than Xero and you'll make fewer mistakes.");
  });

  it("objection handling: a call that never met an objection scores 3, not tested", () => {
    const e = evidence(["Hi, Mark from Ledgerly.", "How do you handle your invoicing today?"]);
    expect(scoreObjectionHandling(e)).toBe(3);
    expect(codes(e)).toEqual(["objections.none_raised"]);
  });

  it("objection handling: a concern raised only in the customer's last reply is named, not called absent", () => {
    const e = evidence([
      "Hi, this is Mark from Ledgerly. I'm calling because we help finance teams get paid faster. Do you have two minutes?",
      "How do you handle your invoicing today?",
      "What's the most frustrating part of it?",
      "We send the reminders automatically, so nobody chases payments by hand.",
      "Could we meet on Thursday at 2pm to go through it?",
    ]);
    expect(e.r.turns.at(-1)?.decision.intent).toBe("raise_objection");
    expect(scoreObjectionHandling(e)).toBe(3);
    expect(e.findings).toEqual([{ code: "objections.raised_last", stage: "objectionHandling", effect: "neutral", params: { objection: e.r.final.open } }]);
  });

  it("close: a next step with a concrete time scores; nothing proposed is named", () => {
    const closed = evidence(["Hi, Mark from Ledgerly.", "Could we set up a short meeting on Thursday at 2pm to go through it?"]);
    expect(scoreClose(closed)).toBeGreaterThanOrEqual(5);
    expect(codes(closed)).toEqual(expect.arrayContaining(["close.proposed_next_step", "close.specific_time"]));
    const open = evidence(["Hi, Mark from Ledgerly.", "How do you handle your invoicing today?"]);
    expect(scoreClose(open)).toBe(0);
    expect(codes(open)).toEqual(["close.no_close"]);
  });

  it("close: talking as if the customer had agreed costs points and says so, with the words used", () => {
    const proposal = ["Hi, Mark from Ledgerly.", "Could we set up a short meeting on Thursday at 2pm to go through it?"];
    const asked = evidence(proposal);
    const assumed = evidence([...proposal, "Great, Thursday at 2 it is, I'll send the invite."]);
    expect(assumed.r.turns.at(-1)?.decision.intent).not.toBe("agree_next_step");
    expect(scoreClose(assumed)).toBeLessThan(scoreClose(asked));
    expect(assumed.findings.find((f) => f.code === "close.assumed")?.quote).toBe("Great, Thursday at 2 it is, I'll send the invite.");
  });
});
