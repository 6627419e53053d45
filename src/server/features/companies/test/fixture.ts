import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Role } from "../../../../contract/roles";
import type { StageScores } from "../../../../contract/stages";
import type { Db } from "../../../platform/db/client";
import { companies, type ConversationRow, conversations, teams, type UserRow, users } from "../../../platform/db/schema";
import { createSession } from "../../../platform/sessions";

/**
 * A small world for the company tests, written straight to the database (no password hashing): two companies,
 * three teams, every role, a session per user, and one real conversation made through the practice API that
 * later rows are cloned from (so the viewer renders real persona, state and rating JSON).
 */

export const GOOD_CALL = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams like yours cut the time spent on manual reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect your team?",
];

export interface Person {
  row: UserRow;
  token: string;
  headers: Record<string, string>;
}

export const tag = () => randomBytes(4).toString("hex");

export async function insertUser(
  db: Db,
  fields: { role: Role; companyId?: string | null; teamId?: string | null; firstName?: string; lastName?: string; email?: string },
): Promise<UserRow> {
  const company = fields.companyId ?? null;
  const [row] = await db
    .insert(users)
    .values({
      email: fields.email ?? `${fields.role}-${tag()}@example.test`,
      firstName: fields.firstName ?? "Test",
      lastName: fields.lastName ?? fields.role,
      role: fields.role,
      isSuperAdmin: fields.role === "super_admin",
      companyId: company,
      company: company ? "Company" : null,
      teamId: fields.teamId ?? null,
      companyJoinedAt: company ? new Date() : null,
      plan: company ? "enterprise" : "free",
      subscriptionStatus: company ? "active" : "inactive",
    })
    .returning();
  if (!row) throw new Error("insertUser: nothing inserted");
  return row;
}

export async function signIn(db: Db, row: UserRow): Promise<Person> {
  const token = await createSession(db, row.id);
  return { row, token, headers: { authorization: `Bearer ${token}` } };
}

export async function insertCompany(db: Db, name: string, fields: { maxUsers?: number } = {}) {
  const [row] = await db
    .insert(companies)
    .values({ displayId: `${name.toUpperCase().slice(0, 4)}-${tag()}`, name, maxUsers: fields.maxUsers ?? 1000 })
    .returning();
  if (!row) throw new Error("insertCompany: nothing inserted");
  return row;
}

export async function insertTeam(db: Db, companyId: string, name: string, leaderId: string | null = null) {
  const [row] = await db.insert(teams).values({ companyId, name, teamLeaderId: leaderId }).returning();
  if (!row) throw new Error("insertTeam: nothing inserted");
  return row;
}

/** One rated conversation through the practice API (the builtin engine), as a template for clones. */
export async function practiceConversation(app: FastifyInstance, headers: Record<string, string>): Promise<string> {
  const started = await app.inject({ method: "POST", url: "/api/ai/conversation", headers, payload: { scenario: "cold_call" } });
  if (started.statusCode !== 201) throw new Error(`start: ${started.statusCode} ${started.body}`);
  const id = started.json().conversation._id as string;
  for (const message of GOOD_CALL) {
    const res = await app.inject({ method: "POST", url: "/api/ai/message", headers, payload: { conversationId: id, message, language: "en" } });
    if (res.statusCode !== 200) break;
  }
  const ended = await app.inject({ method: "POST", url: `/api/ai/conversation/${id}/end`, headers });
  if (ended.statusCode !== 200) throw new Error(`end: ${ended.statusCode} ${ended.body}`);
  return id;
}

export async function loadConversation(db: Db, id: string): Promise<ConversationRow> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  if (!row) throw new Error("no such conversation");
  return row;
}

/** A copy of `template` for `userId`: rated with `scores` (null: still active), started at `createdAt`. */
export function cloneConversation(template: ConversationRow, userId: string, createdAt: Date, scores: StageScores | null): typeof conversations.$inferInsert {
  const { id: _id, ...rest } = template;
  const rating = scores ? { ...(template.rating ?? { findings: [], llm: null, engine: template.engine }), scores } : null;
  return {
    ...rest,
    userId,
    createdAt,
    updatedAt: createdAt,
    endedAt: scores ? createdAt : null,
    status: scores ? "ended" : "active",
    rating,
    scoreIntroduction: scores?.introduction ?? null,
    scoreMapping: scores?.mapping ?? null,
    scorePresentation: scores?.productPresentation ?? null,
    scoreObjections: scores?.objectionHandling ?? null,
    scoreClose: scores?.close ?? null,
    totalScore: scores ? Object.values(scores).reduce((a, b) => a + b, 0) : null,
  };
}

export const uniformScores = (n: number): StageScores => ({
  introduction: n,
  mapping: n,
  productPresentation: n,
  objectionHandling: n,
  close: n,
});

export interface CompanyWorld {
  companyA: typeof companies.$inferSelect;
  companyB: typeof companies.$inferSelect;
  t1: typeof teams.$inferSelect;
  t2: typeof teams.$inferSelect;
  tb: typeof teams.$inferSelect;
  superAdmin: Person;
  admin: Person;
  companyAdmin: Person;
  leader1: Person;
  rep1: Person;
  rep1b: Person;
  leader2: Person;
  rep2: Person;
  repNoTeam: Person;
  individual: Person;
  /** An individual subscribed to Unlimited: may set up their own team (issue 20 item 9). */
  unlimited: Person;
  adminB: Person;
  repB: Person;
  template: ConversationRow;
  /** One conversation per company user, by user id. */
  conversationOf: Map<string, string>;
}

export async function buildCompanyWorld(app: FastifyInstance, db: Db): Promise<CompanyWorld> {
  const companyA = await insertCompany(db, "Acme");
  const companyB = await insertCompany(db, "Globex");
  const t1 = await insertTeam(db, companyA.id, "Alpha");
  const t2 = await insertTeam(db, companyA.id, "Bravo");
  const tb = await insertTeam(db, companyB.id, "Bravo");
  const make = async (role: Role, companyId: string | null, teamId: string | null, firstName: string) =>
    signIn(db, await insertUser(db, { role, companyId, teamId, firstName }));

  const superAdmin = await make("super_admin", null, null, "Sam");
  const admin = await make("admin", null, null, "Ada");
  const individual = await make("individual", null, null, "Ivy");
  const [unlimitedRow] = await db
    .update(users)
    .set({ plan: "unlimited", subscriptionStatus: "active", billingCustomerId: `cus_${tag()}` })
    .where(eq(users.id, (await insertUser(db, { role: "individual", firstName: "Uma" })).id))
    .returning();
  const unlimited = await signIn(db, unlimitedRow!);
  const companyAdmin = await make("company_admin", companyA.id, null, "Carl");
  const leader1 = await make("company_team_leader", companyA.id, t1.id, "Lena");
  const rep1 = await make("company_user", companyA.id, t1.id, "Rita");
  const rep1b = await make("company_user", companyA.id, t1.id, "Rob");
  const leader2 = await make("company_team_leader", companyA.id, t2.id, "Leo");
  const rep2 = await make("company_user", companyA.id, t2.id, "Rosa");
  const repNoTeam = await make("company_user", companyA.id, null, "Nina");
  const adminB = await make("company_admin", companyB.id, null, "Bea");
  const repB = await make("company_user", companyB.id, tb.id, "Boris");
  await db.update(companies).set({ adminUserId: companyAdmin.row.id }).where(eq(companies.id, companyA.id));
  await db.update(companies).set({ adminUserId: adminB.row.id }).where(eq(companies.id, companyB.id));
  await db.update(teams).set({ teamLeaderId: leader1.row.id }).where(eq(teams.id, t1.id));
  await db.update(teams).set({ teamLeaderId: leader2.row.id }).where(eq(teams.id, t2.id));

  const templateId = await practiceConversation(app, rep1.headers);
  const template = await loadConversation(db, templateId);
  const conversationOf = new Map<string, string>([[rep1.row.id, templateId]]);
  for (const p of [companyAdmin, leader1, rep1b, leader2, rep2, repNoTeam, adminB, repB]) {
    const [c] = await db
      .insert(conversations)
      .values(cloneConversation(template, p.row.id, new Date(), uniformScores(6)))
      .returning({ id: conversations.id });
    conversationOf.set(p.row.id, c!.id);
  }
  return {
    companyA,
    companyB,
    t1,
    t2,
    tb,
    superAdmin,
    admin,
    companyAdmin,
    leader1,
    rep1,
    rep1b,
    leader2,
    rep2,
    repNoTeam,
    individual,
    unlimited,
    adminB,
    repB,
    template,
    conversationOf,
  };
}
