import type { Language } from "../../../../contract/languages";
import type { SummaryPhrases } from "../types";
import { en } from "./en";
import { es } from "./es";
import { et } from "./et";
import { ru } from "./ru";

/** Summary phrases, one pack per interface language (same shape, written natively). */
export const SUMMARY_PHRASES: Record<Language, SummaryPhrases> = { en, et, es, ru };
