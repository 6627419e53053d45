import { clip } from "../reader";
import type { Evidence, ReplayTurn } from "./evidence";

/** The sentence that told the customer why the call came: a pitch if there is one, else the longest statement. */
function reasonSentence(t: ReplayTurn): string | undefined {
  const statements = t.reading.sentences.filter(
    (x) => !/[?¿]/u.test(x.text) && !x.acts.some((a) => a === "greeting" || a === "introduces_self" || a === "thanks"),
  );
  const pitch = statements.find((x) => x.acts.some((a) => a === "benefit" || a === "feature" || a === "proof"));
  const longest = [...statements].sort((x, y) => y.text.length - x.text.length)[0];
  const text = (pitch ?? longest)?.text;
  return text === undefined ? undefined : clip(text);
}

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
  // The customer's own view decides: "Мы помогаем финансовым отделам закрывать месяц быстрее" told it why the call
  // came, whether or not the reader named that sentence a reason, so the rating does not say no reason was given.
  const toldWhy = e.r.turns.slice(0, 3).find((t) => t.after.reasonGiven && !t.before.reasonGiven);
  if (e.any("states_reason", 0, 3) || toldWhy) {
    intro += 3;
    const quote = e.firstQuote("states_reason", 0, 3) ?? (toldWhy ? reasonSentence(toldWhy) : undefined);
    e.add({ code: "intro.stated_reason", stage: "introduction", effect: "positive", quote });
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
