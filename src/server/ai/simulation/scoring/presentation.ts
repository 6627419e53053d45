import { stems } from "../reader";
import type { Evidence } from "./evidence";

/** Product presentation: benefits tied to the customer's own pains score most; features piled up and speeches cost. */
export function scorePresentation(e: Evidence): number {
  const { r, persona } = e;
  let presentation = 0;
  const tied = r.turns.filter((t) => t.reading.acts.has("benefit_tied"));
  const pitched = e.firstPitch >= 0;
  // Evidence of a pitch comes from sentences that present the offer, never from the reason for the call.
  const genericBenefit = e.firstPitchQuote("benefit");
  const untiedProof = e.firstPitchQuote("proof");
  if (tied.length > 0) {
    presentation += 6 + Math.min(2, tied.length - 1) * 1.5;
    const quote = tied[0]?.reading.quotes.get("benefit_tied");
    // The pain the benefit answered: by topic, else the one whose words it echoes most (the reader tied it by either).
    const echoed = new Set(stems(quote ?? ""));
    const overlap = (text: string) => stems(text).filter((w) => echoed.has(w)).length;
    const pain =
      persona.pains.find((p) => tied[0]?.reading.topics.has(p.topic)) ??
      [...persona.pains].sort((x, y) => overlap(`${y.text} ${y.impact}`) - overlap(`${x.text} ${x.impact}`))[0];
    e.add({ code: "presentation.benefit_tied", stage: "productPresentation", effect: "positive", quote, params: { pain: pain?.text ?? "" } });
  } else if (genericBenefit) {
    presentation += 4;
    e.add({ code: "presentation.generic_benefits", stage: "productPresentation", effect: "negative", quote: genericBenefit });
  } else if (untiedProof) {
    presentation += 3;
    e.add({ code: "presentation.proof_untied", stage: "productPresentation", effect: "neutral", quote: untiedProof });
  } else if (pitched) presentation += 2;
  if (e.any("check_understanding")) presentation += 1;
  if (e.any("feature_dump")) {
    presentation -= 3;
    e.add({ code: "presentation.feature_dump", stage: "productPresentation", effect: "negative", quote: e.firstQuote("feature_dump") });
  }
  if (e.any("monologue")) {
    presentation -= 2;
    e.add({ code: "presentation.monologue", stage: "productPresentation", effect: "negative", quote: e.firstQuote("monologue") });
  }
  if (!pitched) {
    e.add({ code: "presentation.no_presentation", stage: "productPresentation", effect: "negative" });
    return Math.min(presentation, 1);
  }
  return presentation + 2;
}
