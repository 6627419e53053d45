import { type Language, LANGUAGES } from "../../../contract/language-list";
import type { CompanyScenario } from "./api";

/** One training in its language versions (scenarios sharing a groupId, docs/decisions/028). */
export interface ScenarioGroup {
  groupId: string;
  /** In the order of LANGUAGES (en, et, es, ru). */
  versions: CompanyScenario[];
}

/** The list's scenarios gathered by training, in the order the list first names each one. */
export function groupScenarios(scenarios: readonly CompanyScenario[]): ScenarioGroup[] {
  const groups = new Map<string, CompanyScenario[]>();
  for (const s of scenarios) groups.set(s.groupId ?? s.id, [...(groups.get(s.groupId ?? s.id) ?? []), s]);
  return [...groups].map(([groupId, versions]) => ({
    groupId,
    versions: [...versions].sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language)),
  }));
}

/** The version shown first: the one in the interface language, else an active one, else the first. */
export function preferredVersion(group: ScenarioGroup, language: Language): CompanyScenario {
  return group.versions.find((v) => v.language === language) ?? group.versions.find((v) => v.status === "active") ?? (group.versions[0] as CompanyScenario);
}

/** The languages the training has no version in yet. */
export const missingLanguages = (group: ScenarioGroup): Language[] => LANGUAGES.filter((l) => !group.versions.some((v) => v.language === l));
