import { exploresObjection, workOnObjection } from "../objections";
import type { Act, Objection } from "../types";
import type { Area } from "./turn";
import type { TurnRule } from "./rule";

/** Acts that work on an open concern (acknowledging, answering, checking): such a message goes to the concern. */
const OBJECTION_WORK: readonly Act[] = [
  "objection_acknowledge",
  "objection_clarify",
  "empathy",
  "benefit",
  "benefit_tied",
  "proof",
  "check_understanding",
  "feature_dump",
  "pushy",
];

/** While a concern is open, and when the customer is asked for its doubts. */
export const OBJECTION_RULES: readonly TurnRule[] = [
  {
    // A question about something else while a concern is open: the customer answers it, and says the concern
    // still stands ("Two of us decide. But as I said, we have too much on our plate right now.").
    name: "side question while a concern is open",
    when: (t) =>
      t.s.open !== null &&
      t.areas.length > 0 &&
      !exploresObjection(t.a, t.s.open) &&
      // "Mis teeks selle teie jaoks väärt?" asks into the concern, whatever area the reader hears in it.
      !t.pack.asksForDoubts.test(t.message) &&
      !t.a.has("propose_next_step") &&
      !t.a.has("ask_commitment") &&
      !OBJECTION_WORK.some((x) => t.a.has(x)),
    decide: (t) => {
      const area = t.areas[0] as Area;
      const intent = t.answerArea(area, t.askedBefore(area) + 1);
      if (!t.followUp) {
        t.followUp = "explain_objection";
        t.objection = t.s.open as Objection;
        t.facts.objection = t.persona.objectionTexts[t.s.open as Objection];
      }
      t.change("patience", -t.loss(3));
      return intent;
    },
  },
  {
    name: "work on the open concern",
    when: (t) =>
      t.s.open !== null &&
      (t.a.has("objection_acknowledge") ||
        t.a.has("objection_clarify") ||
        t.a.has("check_understanding") ||
        !(t.a.has("propose_next_step") || t.a.has("ask_commitment"))),
    decide: (t) => {
      const intent = workOnObjection(
        t.s,
        t.a as Set<Act>,
        t.persona,
        t.facts,
        (n) => t.gain(n),
        (n) => t.loss(n),
        t.message,
        t.reading.sentences,
        t.pack,
      );
      t.objection = t.s.open ?? t.objection;
      return intent;
    },
  },
  {
    // "What's holding you back?": asked for its doubts, the customer voices the one it has been holding. "Tell me
    // more about that" with no concern open is not such a question (it invites the customer to go on).
    name: "asked for its doubts",
    when: (t) => !t.s.open && t.a.has("question") && t.pack.asksForDoubts.test(t.message) && t.nextUnraised() !== undefined,
    decide: (t) => t.raise(t.nextUnraised() as Objection),
  },
];
