import { and, count, desc, eq } from "drizzle-orm";
import { COMPANY_MESSAGES as M, type CompanyDetailsResponse, type ManagerConversation, type UserConversationsResponse } from "../../../contract/companies";
import { type ActorLike, canViewDetails, isAdminTarget, isSuperAdminActor } from "../../../contract/company-permissions";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import type { Difficulty, Scenario } from "../../../contract/practice";
import type { Role } from "../../../contract/roles";
import { toManagerRatings } from "../../../contract/stages";
import type { SummaryView } from "../../../contract/summaries";
import type { Db } from "../../platform/db/client";
import { conversations, type UserRow } from "../../platform/db/schema";
import { forbidden, notFound } from "../../platform/errors";
import { localizedLabels, toConversationView } from "../practice";
import { listSummaries, toSummaryView } from "../summaries";
import { companyDetails, listCompanies, listCompanyUsers, toActor } from "./queries";
import { requireCompanyArea, resolveCompany, targetInScope } from "./scope";

/** What a manager reads: the company, its people, and a rep's conversations and summaries. */

// ---------------------------------------------------------------------------------------------- reads

export async function getDetails(db: Db, actor: ActorLike, requested: string | undefined): Promise<CompanyDetailsResponse> {
  requireCompanyArea(actor);
  if (isSuperAdminActor(actor) && !requested) return { companies: await listCompanies(db) };
  const company = await resolveCompany(db, actor, requested);
  const details = await companyDetails(db, company.id);
  if (!details) throw notFound(M.companyNotFound);
  return { company: details };
}

export async function getUsers(db: Db, actor: ActorLike, requested: string | undefined) {
  const company = await resolveCompany(db, actor, requested);
  return { users: await listCompanyUsers(db, company.id) };
}

async function readableTarget(db: Db, actor: ActorLike, userId: string): Promise<UserRow> {
  const target = await targetInScope(db, actor, userId);
  if (!canViewDetails(actor, toActor(target))) {
    throw forbidden(isAdminTarget(toActor(target)) ? M.cannotViewAdmin : "You do not have permission to view this user");
  }
  return target;
}

const personWithRole = (u: UserRow) => ({
  _id: u.id,
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  role: u.role as Role,
});

export async function userConversations(
  db: Db,
  actor: ActorLike,
  userId: string,
  page: number,
  limit: number,
  language?: Language,
): Promise<UserConversationsResponse> {
  const target = await readableTarget(db, actor, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: conversations.id,
        scenario: conversations.scenario,
        persona: conversations.persona,
        createdAt: conversations.createdAt,
        messageCount: conversations.messageCount,
        status: conversations.status,
        totalScore: conversations.totalScore,
      })
      .from(conversations)
      .where(eq(conversations.userId, target.id))
      .orderBy(desc(conversations.createdAt), desc(conversations.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversations).where(eq(conversations.userId, target.id)),
  ]);
  const n = Number(total?.n ?? 0);
  return {
    user: personWithRole(target),
    conversations: rows.map((r) => ({
      _id: r.id,
      id: r.id,
      title: localizedLabels(r.persona, r.scenario as Scenario, language ?? r.persona.language).title,
      createdAt: r.createdAt.toISOString(),
      messageCount: r.messageCount,
      isActive: r.status === "active",
      totalScore: r.totalScore,
    })),
    pagination: { page, limit, total: n, pages: Math.max(1, Math.ceil(n / limit)) },
  };
}

export async function userConversation(
  db: Db,
  actor: ActorLike,
  userId: string,
  conversationId: string,
  language: Language | undefined,
): Promise<ManagerConversation> {
  const target = await readableTarget(db, actor, userId);
  if (!isUuid(conversationId)) throw notFound(M.conversationNotFound);
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), eq(conversations.userId, target.id)))
    .limit(1);
  if (!row) throw notFound(M.conversationNotFound);
  const view = toConversationView(row, language);
  return {
    _id: row.id,
    id: row.id,
    title: view.title,
    userId: { _id: target.id, id: target.id, firstName: target.firstName, lastName: target.lastName },
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    isActive: row.status === "active",
    scenario: row.scenario as Scenario,
    difficulty: row.difficulty as Difficulty,
    aiRatings: view.aiRatings ? toManagerRatings(view.aiRatings) : null,
    aiRatingFeedback: view.aiRatingFeedback,
    stageRatings: view.stageRatings,
    messages: view.messages.map((m, i) => ({
      _id: `${row.id}-${i}`,
      role: m.role,
      content: m.content,
      timestamp: m.timestamp,
      ...(m.moment ? { moment: m.moment } : {}),
    })),
    messageCount: row.messageCount,
  };
}

export async function userSummaries(db: Db, actor: ActorLike, userId: string, language: Language | undefined) {
  const target = await readableTarget(db, actor, userId);
  const summaries: SummaryView[] = (await listSummaries(db, target)).map((r) => toSummaryView(r, language ?? "en"));
  return { user: personWithRole(target), summaries };
}
