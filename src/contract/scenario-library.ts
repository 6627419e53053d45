import { z } from "zod";
import { COMPANY_SCENARIO_MESSAGES } from "./company-scenario-rules";
import { companyScenarioSchema } from "./company-scenarios";
import { uuidSchema } from "./ids";
import { languageSchema } from "./languages";

/**
 * The starter library (issue 17, docs/decisions/026): ready-made scenarios, read-only and the same for every
 * company, each written in the four languages. A manager copies one into their company and edits the copy.
 */
export const LIBRARY_KEYS = ["saas_discovery", "renewal_price_objection", "inbound_qualification"] as const;
export type LibraryKey = (typeof LIBRARY_KEYS)[number];

/** A library entry in one language: the scenario's content as a copy would start (no id, company or dates). */
export const libraryScenarioSchema = companyScenarioSchema.omit({
  id: true,
  companyId: true,
  groupId: true,
  status: true,
  createdBy: true,
  createdAt: true,
  updatedAt: true,
});

export const libraryEntrySchema = z.object({
  key: z.enum(LIBRARY_KEYS),
  versions: z.array(libraryScenarioSchema).describe("One per language (en, et, es, ru)"),
});
export type LibraryEntry = z.infer<typeof libraryEntrySchema>;
export const libraryListSchema = z.object({ entries: z.array(libraryEntrySchema) });

export const libraryKeyParamsSchema = z.object({ key: z.enum(LIBRARY_KEYS, { message: COMPANY_SCENARIO_MESSAGES.libraryNotFound }) });
export const libraryCopyBodySchema = z.object({
  language: languageSchema.describe("Which language version to copy"),
  companyId: uuidSchema().optional().describe("Super admins only: the company to copy it into"),
});
export type LibraryCopyBody = z.infer<typeof libraryCopyBodySchema>;
