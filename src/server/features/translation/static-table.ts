import { type Language, LANGUAGE_NAMES, LANGUAGES } from "../../../contract/languages";
import { DIFFICULTIES, PERSONALITIES, SCENARIOS } from "../../../contract/practice";
import { MANAGER_STAGES, STAGE_TO_MANAGER, STAGES } from "../../../contract/stages";
import { LANGUAGE_PACKS } from "../../ai";

/**
 * GET /api/translations/{language}: the built-in phrase table clients fall back on: stage names in
 * both vocabularies, and the words the rating uses, straight from the language pack.
 */
export function staticTable(language: Language): Record<string, Record<string, string>> {
  const pack = LANGUAGE_PACKS[language];
  const stages: Record<string, string> = {};
  for (const s of STAGES) {
    stages[s] = pack.stageNames[s];
    stages[STAGE_TO_MANAGER[s]] = pack.stageNames[s];
  }
  for (const s of MANAGER_STAGES) stages[s] ??= s;
  return {
    stages,
    topics: { ...pack.topicNames },
    objections: { ...pack.objectionNames },
    discovery: { ...pack.discoveryNames },
    // Scenario names as titles show them ("Cold call: …"), without the client part.
    scenarios: Object.fromEntries(SCENARIOS.map((s) => [s, pack.title(s, "", "").replace(/[:\s,]+$/u, "")])),
    difficulties: Object.fromEntries(DIFFICULTIES.map((d) => [d, d])),
    personalities: Object.fromEntries(PERSONALITIES.map((p) => [p, p])),
    languages: Object.fromEntries(LANGUAGES.map((l) => [l, LANGUAGE_NAMES[l]])),
  };
}
