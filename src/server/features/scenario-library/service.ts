import { COMPANY_SCENARIO_MESSAGES } from "../../../contract/company-scenarios";
import type { CompanyScenario } from "../../../contract/company-scenarios";
import { canManageScenarios, isSuperAdminActor } from "../../../contract/company-permissions";
import { LANGUAGES } from "../../../contract/language-list";
import { LIBRARY_KEYS, type LibraryCopyBody, type LibraryEntry, type LibraryKey } from "../../../contract/scenario-library";
import type { Db } from "../../platform/db/client";
import type { UserRow } from "../../platform/db/schema";
import { forbidden } from "../../platform/errors";
import { companyInScope, toActor } from "../companies";
import { insertScenario, withCreators } from "../company-scenarios";
import { SCENARIO_LIBRARY } from "./library";

/**
 * The starter library (issue 17, docs/decisions/026): read by those who manage scenarios (company admins, team
 * leaders, super admins); a copy is an ordinary company scenario, counted against the company's limit.
 */
export function listLibrary(user: UserRow): { entries: LibraryEntry[] } {
  const actor = toActor(user);
  if (!isSuperAdminActor(actor) && !canManageScenarios(actor)) throw forbidden(COMPANY_SCENARIO_MESSAGES.forbidden);
  return {
    entries: LIBRARY_KEYS.map((key) => ({
      key,
      versions: LANGUAGES.map((language) => {
        const c = SCENARIO_LIBRARY[key][language];
        return {
          ...c,
          customer: { ...c.customer, companyName: c.customer.companyName ?? null },
          stageMinimums: c.stageMinimums ?? {},
          stageWeights: c.stageWeights ?? null,
        };
      }),
    })),
  };
}

export async function copyFromLibrary(db: Db, user: UserRow, key: LibraryKey, body: LibraryCopyBody): Promise<CompanyScenario> {
  const actor = toActor(user);
  const companyId = await companyInScope(db, actor, body.companyId, COMPANY_SCENARIO_MESSAGES);
  if (!canManageScenarios(actor, companyId)) throw forbidden(COMPANY_SCENARIO_MESSAGES.forbidden);
  const row = await insertScenario(db, companyId, user.id, structuredClone(SCENARIO_LIBRARY[key][body.language]));
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}
