import { DISCOVERY_ACTS, PITCH_ACTS } from "../../reader/acts";
import { clip } from "../reader";
import type { Evidence, ReplayTurn } from "./evidence";

/** The last message (one-based) in which a reason for the call still counts as part of the introduction. */
const REASON_LATEST = 5;

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
  // A reason given with the first question about the customer's business, after a greeting, a name and a word
  // about the weather, still opens the call ("Anyway, we do month-end software. How do you handle month end?").
  const business = e.r.turns.findIndex((t) => [...DISCOVERY_ACTS, ...PITCH_ACTS].some((a) => t.reading.acts.has(a)));
  const end = business < 0 ? 3 : Math.min(REASON_LATEST, Math.max(3, business + 1));
  const toldWhy = e.r.turns.slice(0, end).find((t) => t.after.reasonGiven && !t.before.reasonGiven);
  if (e.any("states_reason", 0, end) || toldWhy) {
    intro += 3;
    const quote = e.firstQuote("states_reason", 0, end) ?? (toldWhy ? reasonSentence(toldWhy) : undefined);
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
