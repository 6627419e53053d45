import { renderTimeSlot } from "../../reader/slots";
import { hashText } from "../random";
import type { Intent } from "../types";
import type { TurnRule } from "./rule";
import type { Turn } from "./turn";

/** Asked for a next step: the open concern first, then a held doubt, then a time (one of several offered). */
function respond(t: Turn): Intent {
  const { s, m, persona, reading, d } = t;
  if (t.a.has("propose_next_step")) s.nextStepTurn = s.turn;
  const pending = t.nextUnraised();
  if (s.open) {
    t.objection = s.open;
    t.facts.objection = persona.objectionTexts[s.open];
    t.change("patience", -t.loss(6));
    return "objection_ignored";
  }
  if (pending && s.raised.length < Math.min(persona.objections.length, 1 + s.resolved.length) && s.pitches + s.revealed.length >= 2) {
    // Asked to commit, the customer voices the doubt they have been holding.
    return t.raise(pending);
  }
  if (s.interest >= d.agreeInterest) {
    const offered = reading.times.map((x) => renderTimeSlot(x, persona.language));
    m.offered = [...m.offered, ...offered].slice(-6);
    if (offered.length === 0) {
      t.facts.time = persona.meetingTime;
      m.suggestedTime = persona.meetingTime;
      return "ask_for_time";
    }
    // Of several slots the customer takes exactly one and says it back.
    const pick = offered.length > 1 ? (offered[Math.abs(hashText(`${persona.seed}:${s.turn}`)) % offered.length] as string) : (offered[0] as string);
    t.facts.time = pick;
    m.agreedTime = pick;
    s.outcome = "meeting_booked";
    t.change("trust", t.gain(5));
    return offered.length > 1 ? "choose_slot" : "agree_next_step";
  }
  if (pending && s.pitches > 0) return t.raise(pending);
  t.change("patience", -t.loss(3));
  return "hesitate";
}

export const NEXT_STEP_RULE: TurnRule = {
  name: "next step proposed",
  when: (t) =>
    t.a.has("propose_next_step") ||
    t.a.has("ask_commitment") ||
    ((t.before.lastIntent === "ask_for_time" || t.a.has("confirmation")) && t.reading.times.length > 0),
  decide: respond,
};
