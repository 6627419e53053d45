import type { Language } from "../../../contract/languages";
import type { LanguagePack } from "../simulation/types";
import { en } from "./en";
import { es } from "./es";
import { esInformal } from "./es-informal";
import { et } from "./et";
import { etInformal } from "./et-informal";
import { ru } from "./ru";
import { ruInformal } from "./ru-informal";

/**
 * The builtin engine's language packs (ai-engine.md "The builtin simulation"): one per interface language, with
 * informal lines where the language has a register to mirror (tú, ты, sina).
 */
export const LANGUAGE_PACKS: Record<Language, LanguagePack> = {
  en,
  et: { ...et, informal: etInformal },
  es: { ...es, informal: esInformal },
  ru: { ...ru, informal: ruInformal },
};
