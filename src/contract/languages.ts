import { z } from "zod";
import { LANGUAGES } from "./language-list";

export * from "./language-list";
export const languageSchema = z.enum(LANGUAGES);
