import { clip } from "../reader";
import type { Evidence } from "./evidence";

/** Close: a trial close, a proposed next step with a concrete time, a commitment asked, a meeting booked; pressure and an assumed yes cost. */
export function scoreClose(e: Evidence): number {
  let close = 0;
  if (e.any("trial_close")) {
    close += 2;
    e.add({ code: "close.trial_close", stage: "close", effect: "positive", quote: e.firstQuote("trial_close") });
  }
  if (e.any("propose_next_step")) {
    close += 3;
    e.add({ code: "close.proposed_next_step", stage: "close", effect: "positive", quote: e.firstQuote("propose_next_step") });
  }
  if (e.any("specific_time")) {
    close += 2;
    e.add({ code: "close.specific_time", stage: "close", effect: "positive", quote: e.firstQuote("specific_time") });
  }
  if (e.any("ask_commitment")) {
    close += 1;
    e.add({ code: "close.asked_commitment", stage: "close", effect: "positive", quote: e.firstQuote("ask_commitment") });
  }
  if (e.r.final.outcome === "meeting_booked") {
    close += 2;
    e.add({ code: "close.meeting_booked", stage: "close", effect: "positive" });
  }
  if (close === 0) e.add({ code: "close.no_close", stage: "close", effect: "negative" });
  const pushyClose = e.r.turns.find((t) => t.reading.acts.has("pushy"));
  if (pushyClose) {
    close -= 3;
    e.add({ code: "close.pushy", stage: "close", effect: "negative", quote: pushyClose.reading.quotes.get("pushy") });
  }
  // "Thursday at 2 works, I'll send the invite" when the customer never said yes: the customer refused it.
  const assumed = e.r.turns.find((t) => t.decision.intent === "refuse_assumption");
  if (assumed) {
    close -= 2;
    const said = assumed.reading.sentences.find((x) => x.acts.includes("confirmation")) ?? assumed.reading.sentences[0];
    e.add({ code: "close.assumed", stage: "close", effect: "negative", quote: clip(said?.text ?? assumed.message) });
  }
  return close;
}
