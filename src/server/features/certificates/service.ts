import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import {
  type Certificate,
  CERTIFICATE_MESSAGES as M,
  COMPANY_CERTIFICATE_LIMIT,
  type CompanyCertificateList,
  type CompanyCertificateListQuery,
} from "../../../contract/certificates";
import { canManageScenarios, canViewCertificate, isCompanyAdminOf } from "../../../contract/company-permissions";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { type CertificateRow, certificates, companies, type ConversationRow, teams, type UserRow, users } from "../../platform/db/schema";
import { forbidden, notFound } from "../../platform/errors";
import { companyInScope, toActor } from "../companies";
import { passedAssignments } from "../assignments";

/**
 * Certificates (issue 17, docs/decisions/026). Stored rows, issued once at the moment of the pass: right after a
 * call on a company scenario is rated, in the same transaction, each of the rep's assignments on that scenario
 * that is passed now and has no certificate yet gets one.
 */

const toView = (row: CertificateRow, companyName: string): Certificate => ({
  id: row.id,
  userId: row.userId,
  recipientName: row.recipientName,
  companyName,
  scenarioId: row.scenarioId,
  scenarioName: row.scenarioName,
  scenarioLanguage: row.scenarioLanguage as Language,
  assignmentId: row.assignmentId,
  conversationId: row.conversationId,
  score: row.scoreTenths / 10,
  passMark: row.passMarkTenths / 10,
  issuedAt: row.issuedAt.toISOString(),
});

/**
 * Issues the certificates the rated call `call` earned. `db` is the transaction that stored the rating, so the
 * rating and its certificates are stored together or not at all; the unique (assignment, user) index keeps a
 * certificate single even if two calls end at once. Answers the certificates issued now.
 */
export async function issueCertificates(db: Db, user: UserRow, call: ConversationRow, now: Date): Promise<CertificateRow[]> {
  if (!call.companyScenarioId || !user.companyId) return [];
  const passed = await passedAssignments(db, user, call.companyScenarioId, now);
  if (passed.length === 0) return [];
  const existing = await db
    .select({ assignmentId: certificates.assignmentId })
    .from(certificates)
    .where(
      and(
        eq(certificates.userId, user.id),
        inArray(
          certificates.assignmentId,
          passed.map((p) => p.assignment.id),
        ),
      ),
    );
  const has = new Set(existing.map((e) => e.assignmentId));
  const fresh = passed.filter((p) => !has.has(p.assignment.id));
  if (fresh.length === 0) return [];
  return db
    .insert(certificates)
    .values(
      fresh.map((p) => ({
        companyId: p.assignment.companyId,
        userId: user.id,
        assignmentId: p.assignment.id,
        scenarioId: p.assignment.scenarioId,
        conversationId: p.conversationId,
        recipientName: `${user.firstName} ${user.lastName}`.trim(),
        scenarioName: p.scenarioName,
        scenarioLanguage: p.scenarioLanguage,
        scoreTenths: Math.round(p.score * 10),
        passMarkTenths: p.assignment.passMarkTenths,
        issuedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

const companyNames = async (db: Db, ids: string[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, [...new Set(ids)]))
        ).map((c) => [c.id, c.name]),
  );

/** The caller's own certificates, newest first (any signed-in user; none outside a company). */
export async function myCertificates(db: Db, user: UserRow): Promise<{ certificates: Certificate[] }> {
  const rows = await db.select().from(certificates).where(eq(certificates.userId, user.id)).orderBy(desc(certificates.issuedAt)).limit(500);
  const names = await companyNames(
    db,
    rows.map((r) => r.companyId),
  );
  return { certificates: rows.map((r) => toView(r, names.get(r.companyId) ?? "")) };
}

/** One certificate, for its holder and the managers who may see it (canViewCertificate); anyone else gets 404. */
export async function getCertificate(db: Db, user: UserRow, id: string): Promise<Certificate> {
  if (!isUuid(id)) throw notFound(M.notFound);
  const [found] = await db
    .select({ c: certificates, holderCompanyId: users.companyId, holderTeamId: users.teamId, companyName: companies.name })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .where(eq(certificates.id, id.toLowerCase()))
    .limit(1);
  if (!found || !canViewCertificate(toActor(user), found.c, { companyId: found.holderCompanyId, teamId: found.holderTeamId })) throw notFound(M.notFound);
  return toView(found.c, found.companyName);
}

/**
 * The managers' list (GET /api/certificates): a company admin (or a super admin naming the company) sees every
 * certificate the company issued, a team leader those of the reps now on their team, the same rule as for opening
 * one (canViewCertificate), so every line's printable page opens. Filtered by scenario or rep; a rep the caller
 * does not manage is 404.
 */
export async function companyCertificates(db: Db, user: UserRow, query: CompanyCertificateListQuery): Promise<CompanyCertificateList> {
  const actor = toActor(user);
  const companyId = await companyInScope(db, actor, query.companyId, { notFound: M.notFound, noCompany: M.noCompany });
  if (!canManageScenarios(actor, companyId)) throw forbidden(M.forbidden);
  const wholeCompany = isCompanyAdminOf(actor, companyId);
  // A team leader without a team manages no one.
  if (!wholeCompany && !actor.teamId) return { certificates: [] };
  if (query.userId) {
    const [holder] = await db.select({ companyId: users.companyId, teamId: users.teamId }).from(users).where(eq(users.id, query.userId.toLowerCase())).limit(1);
    if (!holder || holder.companyId !== companyId || (!wholeCompany && holder.teamId !== actor.teamId)) throw notFound(M.userNotFound);
  }
  const where: SQL[] = [eq(certificates.companyId, companyId)];
  if (!wholeCompany) where.push(eq(users.companyId, companyId), eq(users.teamId, actor.teamId as string));
  if (query.userId) where.push(eq(certificates.userId, query.userId.toLowerCase()));
  if (query.scenarioId) where.push(eq(certificates.scenarioId, query.scenarioId.toLowerCase()));
  const rows = await db
    .select({ c: certificates, holderCompanyId: users.companyId, teamName: teams.name, companyName: companies.name })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(companies, eq(companies.id, certificates.companyId))
    .leftJoin(teams, eq(teams.id, users.teamId))
    .where(and(...where))
    .orderBy(desc(certificates.issuedAt))
    .limit(COMPANY_CERTIFICATE_LIMIT);
  return {
    certificates: rows.map((r) => ({ ...toView(r.c, r.companyName), teamName: r.holderCompanyId === companyId ? (r.teamName ?? null) : null })),
  };
}
