import { exploresObjection } from "../objections";
import type { Reading } from "../reader";
import type { Evidence } from "./evidence";

/** The sentence that asked into the concern: the clarifying question, else the open or discovery question. */
function clarifyingQuote(reading: Reading): string | undefined {
  const asked = [
    "objection_clarify",
    "open_question",
    "discovery_pain",
    "discovery_impact",
    "discovery_situation",
    "discovery_budget",
    "discovery_timeline",
    "discovery_decision",
  ] as const;
  for (const act of asked) {
    const q = reading.quotes.get(act);
    if (q) return q;
  }
  return undefined;
}

/**
 * Objection handling: acknowledged, explored, resolved; ignored or argued costs. A call that never met an objection
 * (none raised, or only in the customer's very last reply) was not tested and scores below any handled one.
 */
export function scoreObjectionHandling(e: Evidence): number {
  const { r } = e;
  const raisedTurns = r.turns.map((t, i) => ({ t, i })).filter(({ t, i }) => t.decision.intent === "raise_objection" && i < r.turns.length - 1);
  if (raisedTurns.length === 0) {
    const last = r.turns.at(-1);
    if (last?.decision.intent === "raise_objection" && last.after.open)
      e.add({ code: "objections.raised_last", stage: "objectionHandling", effect: "neutral", params: { objection: last.after.open } });
    else e.add({ code: "objections.none_raised", stage: "objectionHandling", effect: "neutral" });
    return 3;
  }
  let pts = 2;
  const after = r.turns.slice((raisedTurns[0]?.i ?? 0) + 1);
  const ack = after.find((t) => t.reading.acts.has("objection_acknowledge") || t.reading.acts.has("empathy"));
  const clar = after.find((t) => t.reading.acts.has("objection_clarify") || (t.before.open !== null && exploresObjection(t.reading.acts, t.before.open)));
  if (ack) {
    pts += 2;
    e.add({
      code: "objections.acknowledged",
      stage: "objectionHandling",
      effect: "positive",
      quote: ack.reading.quotes.get("objection_acknowledge") ?? ack.reading.quotes.get("empathy"),
    });
  }
  if (clar) {
    pts += 2;
    e.add({ code: "objections.clarified", stage: "objectionHandling", effect: "positive", quote: clarifyingQuote(clar.reading) });
  }
  const resolved = r.final.resolved.length;
  if (resolved > 0) {
    pts += Math.round((4 * resolved) / raisedTurns.length);
    e.add({ code: "objections.resolved", stage: "objectionHandling", effect: "positive", params: { count: resolved } });
  }
  if (r.final.open && r.turns[r.turns.length - 1]?.decision.intent !== "raise_objection") {
    pts -= 2;
    e.add({ code: "objections.ignored", stage: "objectionHandling", effect: "negative", params: { objection: r.final.open } });
  }
  const argued = after.find((t) => t.before.open !== null && (t.reading.acts.has("pushy") || t.reading.acts.has("feature_dump")));
  if (argued) {
    pts -= 3;
    e.add({
      code: "objections.argued",
      stage: "objectionHandling",
      effect: "negative",
      quote: argued.reading.quotes.get("pushy") ?? argued.reading.quotes.get("feature_dump"),
    });
  }
  return pts;
}
