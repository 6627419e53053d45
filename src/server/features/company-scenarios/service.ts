import { and, asc, count, eq, inArray } from "drizzle-orm";
import {
  COMPANY_SCENARIO_LIMITS,
  COMPANY_SCENARIO_MESSAGES as M,
  type CompanyScenario,
  type CompanyScenarioBody,
  type CompanyScenarioContent,
  companyScenarioBodySchema,
  versionFor,
} from "../../../contract/company-scenarios";
import { type ActorLike, canManageScenarios, canUseScenarios } from "../../../contract/company-permissions";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { companies, type CompanyScenarioRow, companyScenarios, type UserRow, users } from "../../platform/db/schema";
import { isUniqueViolation } from "../../platform/db/unique-violation";
import { AppError, forbidden, notFound } from "../../platform/errors";
import { companyInScope, toActor } from "../companies";

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>): Promise<T> => db.transaction((t) => fn(t as unknown as Db));

const companyFor = (db: Db, actor: ActorLike, requested: string | undefined) => companyInScope(db, actor, requested, M);

/** What is stored as content: the validated body without the company choice. */
function contentOf(body: CompanyScenarioBody): CompanyScenarioContent {
  const { companyId: _c, ...content } = body;
  return content;
}

/** A scenario's content as today's type: scenarios saved before stage weights existed have none (equal weights). */
function scenarioContent(row: CompanyScenarioRow): CompanyScenarioContent {
  return { ...row.content, stageWeights: row.content.stageWeights ?? null };
}

export function toScenarioView(row: CompanyScenarioRow, createdBy: string | null): CompanyScenario {
  const c = scenarioContent(row);
  return {
    id: row.id,
    companyId: row.companyId,
    status: row.status as CompanyScenario["status"],
    name: row.name,
    language: row.language as Language,
    groupId: row.groupId,
    product: c.product,
    customer: { ...c.customer, companyName: c.customer.companyName ?? null },
    goal: c.goal,
    passMark: c.passMark,
    stageMinimums: c.stageMinimums ?? {},
    stageWeights: c.stageWeights,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function withCreators(db: Db, rows: CompanyScenarioRow[]): Promise<CompanyScenario[]> {
  const ids = [...new Set(rows.map((r) => r.createdBy).filter((x): x is string => x !== null))];
  const people =
    ids.length === 0 ? [] : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, ids));
  const names = new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`.trim()]));
  return rows.map((r) => toScenarioView(r, r.createdBy ? (names.get(r.createdBy) ?? null) : null));
}

/**
 * A scenario the caller may see: a member of its company sees the active ones, a manager the archived ones too.
 * Anything else is "not found" (another company's scenarios are never confirmed to exist).
 */
async function visibleScenario(db: Db, actor: ActorLike, id: string, opts: { manage: boolean }): Promise<CompanyScenarioRow> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(companyScenarios).where(eq(companyScenarios.id, id)).limit(1);
  if (!row || !canUseScenarios(actor, row.companyId)) throw notFound(M.notFound);
  const manager = canManageScenarios(actor, row.companyId);
  if (row.status === "archived" && !manager) throw notFound(M.notFound);
  if (opts.manage && !manager) throw forbidden(M.forbidden);
  return row;
}

export async function listScenarios(db: Db, user: UserRow, query: { companyId?: string; status: "active" | "archived" | "all" }) {
  const actor = toActor(user);
  const companyId = await companyFor(db, actor, query.companyId);
  if (!canUseScenarios(actor, companyId)) throw forbidden(M.noCompany);
  const canManage = canManageScenarios(actor, companyId);
  // Reps see what they can practise: the active scenarios.
  const status = canManage ? query.status : "active";
  const where =
    status === "all" ? eq(companyScenarios.companyId, companyId) : and(eq(companyScenarios.companyId, companyId), eq(companyScenarios.status, status));
  const rows = await db
    .select()
    .from(companyScenarios)
    .where(where)
    .orderBy(asc(companyScenarios.name), asc(companyScenarios.createdAt))
    .limit(COMPANY_SCENARIO_LIMITS.maxPerCompany);
  return { scenarios: await withCreators(db, rows), canManage };
}

export async function getScenario(db: Db, user: UserRow, id: string): Promise<CompanyScenario> {
  const row = await visibleScenario(db, toActor(user), id, { manage: false });
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}

/** A second version in one language of a group: the unique (group, language) index refused it. */
const versionExists = (e: unknown) => (isUniqueViolation(e) ? new AppError("CONFLICT", M.versionExists) : e);

/** Stores a new scenario: in its own new group, or as a version of `groupId`'s training. */
export async function insertScenario(
  db: Db,
  companyId: string,
  createdBy: string,
  content: CompanyScenarioContent,
  groupId?: string,
): Promise<CompanyScenarioRow> {
  return tx(db, async (t) => {
    // The company row is locked so that two creates at once cannot both pass the count.
    await t.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for("update");
    const [n] = await t.select({ n: count() }).from(companyScenarios).where(eq(companyScenarios.companyId, companyId));
    if (Number(n?.n ?? 0) >= COMPANY_SCENARIO_LIMITS.maxPerCompany) throw new AppError("CONFLICT", M.tooMany);
    const [row] = await t
      .insert(companyScenarios)
      .values({ companyId, name: content.name, language: content.language, content, createdBy, ...(groupId ? { groupId } : {}) })
      .returning();
    return row as CompanyScenarioRow;
  }).catch((e: unknown) => {
    throw versionExists(e);
  });
}

export async function createScenario(db: Db, user: UserRow, body: CompanyScenarioBody): Promise<CompanyScenario> {
  const actor = toActor(user);
  const companyId = await companyFor(db, actor, body.companyId);
  if (!canManageScenarios(actor, companyId)) throw forbidden(M.forbidden);
  const row = await insertScenario(db, companyId, user.id, contentOf(body));
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}

export async function updateScenario(db: Db, user: UserRow, id: string, body: CompanyScenarioBody): Promise<CompanyScenario> {
  await visibleScenario(db, toActor(user), id, { manage: true });
  const content = contentOf(body);
  const [row] = await db
    .update(companyScenarios)
    .set({ name: content.name, language: content.language, content, updatedAt: new Date() })
    .where(eq(companyScenarios.id, id))
    .returning()
    .catch((e: unknown) => {
      // Changing the language to one another version of the training already has.
      throw versionExists(e);
    });
  if (!row) throw notFound(M.notFound);
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}

/**
 * "Add a version in <language>": a copy of the scenario in the same group, in that language, for the manager to
 * translate. The copy keeps the texts as they are (the manager translates them) and is active.
 */
export async function addVersion(db: Db, user: UserRow, id: string, language: Language): Promise<CompanyScenario> {
  const source = await visibleScenario(db, toActor(user), id, { manage: true });
  const [taken] = await db
    .select({ id: companyScenarios.id })
    .from(companyScenarios)
    .where(and(eq(companyScenarios.groupId, source.groupId), eq(companyScenarios.language, language)))
    .limit(1);
  if (taken) throw new AppError("CONFLICT", M.versionExists);
  const content = { ...source.content, language };
  const row = await insertScenario(db, source.companyId, user.id, contentOf(companyScenarioBodySchema.parse(content)), source.groupId);
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}

export async function duplicateScenario(db: Db, user: UserRow, id: string, name?: string): Promise<CompanyScenario> {
  const source = await visibleScenario(db, toActor(user), id, { manage: true });
  const content = source.content;
  // The copy is validated like any scenario (its name may be new); a copy is always active.
  const parsed = companyScenarioBodySchema.parse({ ...content, name: name ?? `${source.name} (2)`.slice(0, COMPANY_SCENARIO_LIMITS.name) });
  const row = await insertScenario(db, source.companyId, user.id, contentOf(parsed));
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}

export async function setArchived(db: Db, user: UserRow, id: string, archived: boolean): Promise<CompanyScenario> {
  await visibleScenario(db, toActor(user), id, { manage: true });
  const [row] = await db
    .update(companyScenarios)
    .set({ status: archived ? "archived" : "active", updatedAt: new Date() })
    .where(eq(companyScenarios.id, id))
    .returning();
  if (!row) throw notFound(M.notFound);
  return (await withCreators(db, [row]))[0] as CompanyScenario;
}

/** Deletes the scenario; calls practised on it keep their own copy of it (their link becomes null). */
export async function deleteScenario(db: Db, user: UserRow, id: string): Promise<{ message: string }> {
  await visibleScenario(db, toActor(user), id, { manage: true });
  await db.delete(companyScenarios).where(eq(companyScenarios.id, id));
  return { message: "Scenario deleted" };
}

/**
 * The scenario a rep starts a call on: one of their company's active scenarios, or its active version in the rep's
 * interface language when its group has one (docs/decisions/028). Assignments name the scenario they were made
 * with; the call records the version practised, and counts for the assignment through the group.
 */
export async function scenarioForPractice(
  db: Db,
  user: UserRow,
  id: string,
  interfaceLanguage?: Language | null,
): Promise<{ id: string; content: CompanyScenarioContent }> {
  const actor = toActor(user);
  if (!isUuid(id)) throw notFound(M.notFound);
  const [row] = await db.select().from(companyScenarios).where(eq(companyScenarios.id, id)).limit(1);
  if (!row || !canUseScenarios(actor, row.companyId)) throw notFound(M.notFound);
  if (row.status !== "active") throw new AppError("BAD_REQUEST", M.archived);
  const group =
    interfaceLanguage && interfaceLanguage !== row.language
      ? await db
          .select()
          .from(companyScenarios)
          .where(and(eq(companyScenarios.groupId, row.groupId), eq(companyScenarios.companyId, row.companyId)))
      : [];
  const used = versionFor(row, group, interfaceLanguage);
  return { id: used.id, content: scenarioContent(used) };
}
