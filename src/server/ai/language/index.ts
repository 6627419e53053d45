import type { Language } from "../../../contract/languages";
import type { LanguagePack } from "../simulation/types";
import { en } from "./en";
import { es } from "./es";
import { et } from "./et";
import { ru } from "./ru";

/** The builtin engine's language packs (ai-engine.md "The builtin simulation"): one per interface language. */
export const LANGUAGE_PACKS: Record<Language, LanguagePack> = { en, et, es, ru };
