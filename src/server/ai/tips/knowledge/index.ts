import type { Language } from "../../../../contract/languages";
import { EN_TIPS } from "./en";
import { ES_TIPS } from "./es";
import { ET_TIPS } from "./et";
import { RU_TIPS } from "./ru";
import type { TipEntry } from "./types";

export type { TipEntry } from "./types";
export { TIP_TOPICS } from "./types";

export const KNOWLEDGE: Record<Language, TipEntry[]> = { en: EN_TIPS, et: ET_TIPS, es: ES_TIPS, ru: RU_TIPS };
