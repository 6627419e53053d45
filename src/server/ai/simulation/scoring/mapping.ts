import { DISCOVERY, type Evidence, pitchSentence } from "./evidence";

const ASKS = [...DISCOVERY, "ask_about_customer"] as const;

/** Mapping (discovery): the areas asked about, open questions, pains and impact uncovered; pitching first costs. */
export function scoreMapping(e: Evidence): number {
  const { r, persona } = e;
  const topicsAsked = new Set(DISCOVERY.filter((act) => e.any(act)));
  const openQuestions = e.count("open_question");
  // Questions that map the customer's situation; small talk and "got a minute?" are not discovery.
  const questions = r.turns.filter((t) => ASKS.some((a) => t.reading.acts.has(a))).length;
  let mapping = Math.min(8, topicsAsked.size * 2) + (openQuestions >= 2 ? 2 : openQuestions);
  if (openQuestions > 0)
    e.add({ code: "mapping.open_questions", stage: "mapping", effect: "positive", quote: e.firstQuote("open_question"), params: { count: openQuestions } });
  const topicNames = [...topicsAsked].map((a) => a.replace("discovery_", ""));
  if (topicsAsked.size >= 2) e.add({ code: "mapping.topics_covered", stage: "mapping", effect: "positive", params: { topics: topicNames.join(",") } });
  const painIdx = r.final.revealed.filter((x) => x.startsWith("pain:")).map((x) => Number(x.slice(5)));
  if (painIdx.length > 0) {
    const painTurn = r.turns.find((t) => t.decision.intent === "reveal_pain");
    const quote =
      painTurn?.reading.quotes.get("discovery_pain") ?? painTurn?.reading.quotes.get("discovery_impact") ?? painTurn?.reading.quotes.get("open_question");
    e.add({ code: "mapping.pain_uncovered", stage: "mapping", effect: "positive", quote, params: { pain: persona.pains[painIdx[0] as number]?.text ?? "" } });
    mapping += 1;
  }
  if (r.final.revealed.some((x) => x.startsWith("impact:"))) {
    // The question the customer answered with what the problem costs, not merely the first one read as impact.
    const impactTurn = r.turns.find(
      (t) => (t.decision.intent === "reveal_impact" || t.decision.followUp === "reveal_impact") && t.reading.quotes.has("discovery_impact"),
    );
    const quote = impactTurn?.reading.quotes.get("discovery_impact") ?? e.firstQuote("discovery_impact");
    e.add({ code: "mapping.impact_explored", stage: "mapping", effect: "positive", quote });
    mapping += 1;
  }
  if (questions === 0 || topicsAsked.size === 0) {
    e.add({ code: "mapping.no_discovery", stage: "mapping", effect: "negative" });
    mapping = Math.min(mapping, 1);
  } else if (openQuestions === 0 && e.count("closed_question") > 0) {
    e.add({ code: "mapping.closed_questions_only", stage: "mapping", effect: "negative", quote: e.firstQuote("closed_question") });
    mapping = Math.min(mapping, 4);
  } else if (questions < 3) {
    e.add({ code: "mapping.few_questions", stage: "mapping", effect: "negative" });
    mapping = Math.min(mapping, 5);
  }
  const firstDiscovery = r.turns.findIndex((t) => DISCOVERY.some((a) => t.reading.acts.has(a)));
  if (e.firstPitch >= 0 && (firstDiscovery < 0 || e.firstPitch < firstDiscovery)) {
    mapping -= 2;
    const pitch = r.turns[e.firstPitch];
    e.add({ code: "mapping.pitched_before_discovery", stage: "mapping", effect: "negative", quote: pitch ? pitchSentence(pitch)?.text : undefined });
  }
  return mapping;
}
