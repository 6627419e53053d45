import type { Language } from "../../../contract/languages";
import type { Scenario } from "../../../contract/practice";
import { LANGUAGE_PACKS, type Persona } from "../../ai";

/**
 * The words the product made up for a conversation (its title, the customer's industry or the household's
 * product), said in the language the reader chose rather than the one the call was held in. Names and company
 * names are proper nouns and stay; words the trainee typed stay as typed. Industries are the same ten in the
 * same order in every language pack, so a drawn one is found by its place.
 */
export function localizedLabels(
  persona: Pick<Persona, "name" | "company" | "industry" | "language" | "custom">,
  scenario: Scenario,
  language: Language,
): { title: string; industry: string } {
  const to = LANGUAGE_PACKS[language];
  const from = LANGUAGE_PACKS[persona.language] ?? to;
  const drawn = from.persona.industries.indexOf(persona.industry);
  let industry = persona.industry;
  if (drawn >= 0) industry = to.persona.industries[drawn] ?? industry;
  else if (persona.industry === from.persona.household.product) industry = to.persona.household.product;
  // A company scenario's call is named after the scenario, as the company named it (issue 17).
  if (persona.custom) return { title: `${persona.custom.name}: ${persona.name}, ${persona.company}`, industry };
  return { title: to.title(scenario, persona.name, persona.company), industry };
}
