import { ASKER_ACTS, PITCH_ACTS } from "../../reader/acts";
import type { Act } from "../types";
import type { TurnRule } from "./rule";

const BUSINESS_ACTS: readonly Act[] = [
  "states_reason",
  ...ASKER_ACTS,
  ...PITCH_ACTS,
  "price_statement",
  "propose_next_step",
  "ask_commitment",
  "trial_close",
  "objection_acknowledge",
  "objection_clarify",
  "summary",
];

/** A benefit tied to the customer's pain, and a trial close: interest grows, or a held doubt comes out. */
export const TIED_RULES: readonly TurnRule[] = [
  {
    name: "benefit tied to a pain",
    when: (t) => t.a.has("benefit_tied"),
    decide: (t) => {
      const { s, persona, reading } = t;
      s.pitches += 1;
      const pending = t.nextUnraised();
      if (pending && s.pitches >= 2 && s.raised.length <= s.resolved.length) {
        t.change("interest", t.gain(8));
        return t.raise(pending);
      }
      t.change("interest", t.gain(t.a.has("trial_close") ? 18 : 15));
      t.change("trust", t.gain(5));
      const tied = persona.pains.find((p) => reading.topics.has(p.topic));
      t.facts.pain = tied?.text ?? persona.pains[0]?.text ?? "";
      return "interested";
    },
  },
  {
    name: "trial close",
    // "So if I got it right, month-end takes too long. Is that it?" before any pitch checks a summary, not the offer.
    when: (t) => t.a.has("trial_close") && !(t.a.has("summary") && t.s.pitches === 0),
    decide: (t) => {
      const { s, persona, d } = t;
      const pending = t.nextUnraised();
      if (pending && s.pitches > 0 && s.raised.length <= s.resolved.length) return t.raise(pending);
      if (s.interest < d.agreeInterest - 10) return "hesitate";
      t.facts.pain = persona.pains[0]?.text ?? "";
      t.change("interest", t.gain(3));
      return "interested";
    },
  },
];

/** What follows discovery: summaries, the offer itself, the price, empathy, speeches, small talk, stray questions. */
export const OFFER_RULES: readonly TurnRule[] = [
  {
    // A fair summary, or "does that make sense?" after the offer: the customer confirms it followed.
    name: "summary or check",
    when: (t) => t.a.has("summary") || (t.a.has("check_understanding") && !t.pitched && (t.s.pitches > 0 || t.s.resolved.length > 0)),
    decide: (t) => {
      // "So your support takes days to answer?" to a customer who never said so: it puts the salesperson right.
      if (t.a.has("summary") && !t.fairSummary()) {
        const named = t.persona.pains.findIndex((_, i) => t.s.revealed.includes(`pain:${i}`));
        t.facts.pain = t.persona.pains[named]?.text ?? "";
        t.change("trust", -t.loss(3));
        return "correct_summary";
      }
      t.change("trust", t.gain(6));
      t.change("interest", t.gain(3));
      return t.a.has("summary") ? "agree_summary" : "understood";
    },
  },
  {
    name: "feature dump",
    when: (t) => t.a.has("feature_dump"),
    decide: (t) => {
      t.s.pitches += 1;
      t.change("interest", -t.loss(5));
      t.change("patience", -t.loss(8));
      return "bored_by_features";
    },
  },
  {
    name: "price stated",
    when: (t) => t.a.has("price_statement"),
    decide: (t) => {
      t.s.pitches += 1;
      if (t.persona.objections.includes("price") && !t.s.raised.includes("price")) return t.raise("price");
      // "It starts at 400 a month.": a customer without a price concern sets it against its budget, once.
      return t.s.revealed.includes("budget") ? "neutral" : t.revealFact("budget");
    },
  },
  {
    name: "pitch",
    // A pitch told as a speech is a monologue first (below).
    when: (t) => t.pitched && !t.a.has("monologue"),
    decide: (t) => {
      const { s } = t;
      s.pitches += 1;
      const pending = t.nextUnraised();
      if (s.revealed.length === 0 && !t.a.has("proof")) {
        t.change("interest", -t.loss(3));
        return "bored_by_features";
      }
      if (pending && s.pitches >= 2 && s.raised.length <= s.resolved.length) return t.raise(pending);
      t.change("interest", t.gain(t.a.has("proof") ? 5 : 3));
      return "neutral";
    },
  },
  {
    name: "empathy",
    when: (t) => t.a.has("empathy"),
    decide: (t) => {
      t.change("trust", t.gain(8));
      return "appreciate_empathy";
    },
  },
  {
    name: "monologue",
    when: (t) => t.a.has("monologue"),
    decide: (t) => {
      t.change("patience", -t.loss(10));
      t.change("interest", -t.loss(3));
      return "lost_in_monologue";
    },
  },
  {
    // "Hi, Kadri from Arvekeskus here. How's your day going?": the greeting is answered before the business.
    name: "small talk",
    // "Good to hear. Did you catch the game?" acknowledges no concern when none is open: it is still small talk.
    when: (t) =>
      t.a.has("small_talk") && !BUSINESS_ACTS.some((x) => x !== "states_reason" && t.a.has(x) && (x !== "objection_acknowledge" || t.s.open !== null)),
    decide: (t) => {
      t.change("patience", -t.loss(t.persona.personality === "busy" ? 6 : 2));
      t.change("trust", t.gain(t.persona.personality === "friendly" ? 3 : 1));
      return t.smallTalkAnswer();
    },
  },
  {
    name: "asks for a moment",
    when: (t) => t.a.has("asks_permission") && t.s.turn <= 3,
    decide: (t) => {
      const intent = t.persona.personality === "busy" || t.s.patience < 50 ? "busy_but_listening" : "grant_permission";
      t.change("trust", t.gain(5));
      return intent;
    },
  },
  {
    // "What else?", and "tell me more about that" with no concern open: the customer goes on about its situation.
    name: "open question",
    when: (t) => t.a.has("open_question") || (t.a.has("objection_clarify") && t.a.has("question") && !t.s.open),
    // An open question is never answered with a bare yes or no: the setup first, then a pain; held back while trust
    // is low, and the worst pain again ("as I said") when every pain has been told.
    decide: (t) => {
      if (!t.s.revealed.includes("situation")) return t.revealFact("situation");
      if (t.s.trust < t.d.revealTrust) {
        t.change("trust", t.gain(2));
        return "deflect";
      }
      return t.revealNext("pain", t.reading.topics) ?? t.answerArea("pain", 2);
    },
  },
  {
    // A question the reader cannot place gets "why do you ask?", never a yes or a no picked at random. One the
    // salesperson answers themself ("How are we better than 1C? We connect straight to your bank.") was not put
    // to the customer: it listens on.
    name: "question it cannot place",
    when: (t) => t.a.has("question"),
    decide: (t) => (t.reading.words === 0 || !t.reading.sentences.at(-1)?.acts.includes("question") ? "neutral" : "ask_what_meant"),
  },
  {
    name: "introduction or reason",
    when: (t) => t.a.has("states_reason") || t.a.has("introduces_self") || t.a.has("greeting"),
    decide: (t) => (t.persona.personality === "busy" ? "busy_but_listening" : "neutral"),
  },
];
