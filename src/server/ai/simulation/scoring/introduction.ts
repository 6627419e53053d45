import type { Evidence } from "./evidence";

/** Introduction, over the first messages: a greeting, a name, a reason for the call, permission; a rude start costs. */
export function scoreIntroduction(e: Evidence): number {
  const { persona } = e;
  let intro = 0;
  if (e.any("greeting", 0, 2)) {
    intro += 2;
    e.add({ code: "intro.greeted", stage: "introduction", effect: "positive", quote: e.firstQuote("greeting", 0, 2) });
  }
  if (e.any("introduces_self", 0, 2)) {
    intro += 3;
    e.add({ code: "intro.introduced_self", stage: "introduction", effect: "positive", quote: e.firstQuote("introduces_self", 0, 2) });
  } else if (persona.scenario !== "general") {
    e.add({ code: "intro.no_introduction", stage: "introduction", effect: "negative" });
  } else intro += 2;
  if (e.any("states_reason", 0, 3)) {
    intro += 3;
    e.add({ code: "intro.stated_reason", stage: "introduction", effect: "positive", quote: e.firstQuote("states_reason", 0, 3) });
  } else if (persona.scenario === "general" || persona.scenario === "objection_handling") {
    intro += 2;
  } else e.add({ code: "intro.no_reason", stage: "introduction", effect: "negative" });
  if (e.any("asks_permission", 0, 3) || e.any("open_question", 0, 2)) {
    intro += 2;
    if (e.any("asks_permission", 0, 3))
      e.add({ code: "intro.asked_permission", stage: "introduction", effect: "positive", quote: e.firstQuote("asks_permission", 0, 3) });
  }
  if (e.any("rude", 0, 2) || e.any("pushy", 0, 2)) {
    intro -= 5;
    e.add({ code: "intro.rude_opening", stage: "introduction", effect: "negative", quote: e.firstQuote("rude", 0, 2) ?? e.firstQuote("pushy", 0, 2) });
  }
  return intro;
}
