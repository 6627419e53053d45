import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { testScenario } from "../../contract/company-scenario-fixtures";
import { type Difficulty, type Scenario, startConversationBodySchema } from "../../contract/practice";
import type { Role } from "../../contract/roles";
import { createBuiltinEngine, LANGUAGE_PACKS } from "../ai";
import { type CallQuality, runScriptedCall, SCRIPTED_REPS, type ScriptedRep } from "../ai/simulation/fixtures/scripted-calls";
import { createRng, type Rng } from "../ai/simulation/random";
import { commitTurn, endConversation, type PracticeContext, prepareTurn, startConversation } from "../features/practice/service";
import { summarizeAfterEnd } from "../features/summaries/service";
import type { Db } from "../platform/db/client";
import {
  certificates as certificatesTable,
  companies,
  companyScenarios,
  conversations as conversationsTable,
  conversationSummaries,
  scenarioAssignments,
  teams,
  type UserRow,
  users,
} from "../platform/db/schema";
import { hashPassword } from "../platform/passwords";
import { type DemoPerson, PEOPLE, TEAMS } from "./demo-people";

/**
 * `npm run seed`: a demo company for trying the manager views (overview, users, teams, leaderboard, the user
 * detail viewer and summaries). Every conversation is a real call played through the practice service with the
 * builtin engine: a scripted salesperson whose skill per stage differs from rep to rep and grows over the weeks,
 * started, answered, ended and rated as a user's would be, backdated over the last six weeks; summaries follow
 * every 5th rated call as they do for a user. Nothing is sent (no mail) and no LLM is called.
 */

export const DEMO_COMPANY_NAME = "Northwind Demo Sales";
const DEMO_EMAIL_DOMAIN = "demo.salesdojo.test";
export const DEMO_ADMIN_EMAIL = `admin@${DEMO_EMAIL_DOMAIN}`;

const WEEKS = 6;
/** The company scenario the demo assigns (issue 17), and to which team. */
export const ASSIGNED_SCENARIO = "Ledgerly: month-end close";
const ASSIGNED_TEAM = "Outbound";
const DAY_MS = 24 * 3600_000;

export interface DemoLogin {
  name: string;
  role: Role;
  team: string | null;
  email: string;
}

export interface DemoSeedResult {
  /** False: the demo company was there already and nothing was changed. */
  created: boolean;
  companyId: string;
  companyName: string;
  /** The password of every demo account; only when this run created them. */
  password: string | null;
  logins: DemoLogin[];
  conversations: number;
  summaries: number;
  /** Certificates of the assignment's reps who passed it (docs/decisions/026). */
  certificates: number;
}

export interface DemoSeedOptions {
  /** The demo accounts' password; a random one is made (and returned) when absent. */
  password?: string;
  /** The end of the six weeks the calls are spread over. */
  now?: Date;
  /** Where a failed automatic summary is logged. */
  log: FastifyBaseLogger;
  /** Makes the choice of calls, dates and skills repeatable (the customers' personas are still random). */
  seed?: string;
}

const emailOf = (p: Pick<DemoPerson, "firstName" | "lastName">) =>
  `${p.firstName}.${p.lastName}`.toLowerCase().replace(/[^a-z.]/g, "") + `@${DEMO_EMAIL_DOMAIN}`;

const loginOf = (p: DemoPerson, email: string): DemoLogin => ({ name: `${p.firstName} ${p.lastName}`, role: p.role, team: p.team, email });

const countCertificates = async (db: Db, companyId: string) =>
  Number((await db.select({ n: count() }).from(certificatesTable).where(eq(certificatesTable.companyId, companyId)))[0]?.n ?? 0);

/** The demo company as it is, for a second run that changes nothing. */
async function existing(db: Db): Promise<DemoSeedResult | null> {
  const [admin] = await db.select().from(users).where(eq(users.email, DEMO_ADMIN_EMAIL)).limit(1);
  if (!admin) return null;
  const companyId = admin.companyId ?? "";
  const [calls] = await db
    .select({ n: count() })
    .from(conversationsTable)
    .innerJoin(users, eq(users.id, conversationsTable.userId))
    .where(eq(users.companyId, companyId));
  const [written] = await db
    .select({ n: count() })
    .from(conversationSummaries)
    .innerJoin(users, eq(users.id, conversationSummaries.userId))
    .where(eq(users.companyId, companyId));
  const certificates = await countCertificates(db, companyId);
  return {
    created: false,
    companyId,
    companyName: admin.company ?? DEMO_COMPANY_NAME,
    password: null,
    logins: PEOPLE.map((p) => loginOf(p, p.role === "company_admin" ? DEMO_ADMIN_EMAIL : emailOf(p))),
    conversations: calls?.n ?? 0,
    summaries: written?.n ?? 0,
    certificates,
  };
}

/**
 * Creates the demo company, its teams and people, and their rated calls. Refuses to run twice: when the demo
 * admin exists it answers what is there and changes nothing.
 */
export async function seedDemo(db: Db, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const found = await existing(db);
  if (found) return found;
  const now = options.now ?? new Date();
  const rng = createRng(options.seed ?? "salesdojo-demo");
  const password = options.password ?? `demo-${randomBytes(6).toString("hex")}`;
  const passwordHash = await hashPassword(password);
  const joined = new Date(now.getTime() - (WEEKS + 2) * 7 * DAY_MS);

  // The company, its teams and people together: a failure leaves no half-made company behind.
  const assignedAt = new Date(now.getTime() - 14 * DAY_MS);
  const { companyId, people, scenarioId } = await db.transaction(async (t) => {
    const company = await insertCompany(t, joined);
    const teamIds = await insertTeams(t, company.id, joined);
    const people = await insertPeople(t, company, teamIds, { passwordHash, now, joined });
    const scenarioId = await assignScenario(t, company.id, teamIds, people, { now, joined, assignedAt });
    return { companyId: company.id, people, scenarioId };
  });

  const { conversations, summaries } = await playCalls(db, people, { now, assignedAt, scenarioId, rng, log: options.log });
  return {
    created: true,
    companyId,
    companyName: DEMO_COMPANY_NAME,
    password,
    logins: people.map(({ person, row }) => loginOf(person, row.email)),
    conversations,
    summaries,
    // Issued by the practice service itself when a rep's call completed the assignment.
    certificates: await countCertificates(db, companyId),
  };
}

type DemoPeople = Array<{ person: DemoPerson; row: UserRow }>;

/** The demo company, an Enterprise one of 11-50 people. */
async function insertCompany(t: Db, joined: Date) {
  const [company] = await t
    .insert(companies)
    .values({
      displayId: "NWDEMO-1000",
      name: DEMO_COMPANY_NAME,
      description: "A demo company made by npm run seed",
      industry: "Software",
      size: "11-50",
      plan: "enterprise",
      maxUsers: 50,
      monthlyConversationLimit: 200,
      createdAt: joined,
    })
    .returning();
  if (!company) throw new Error("the demo company was not created");
  return company;
}

/** The teams, by name. */
async function insertTeams(t: Db, companyId: string, joined: Date): Promise<Map<string, string>> {
  const teamIds = new Map<string, string>();
  for (const team of TEAMS) {
    const [row] = await t.insert(teams).values({ companyId, name: team.name, description: team.description, createdAt: joined }).returning();
    teamIds.set(team.name, row!.id);
  }
  return teamIds;
}

/** The people, each in their team (a newcomer joined last week); the team leaders lead theirs, the admin the company. */
async function insertPeople(
  t: Db,
  company: { id: string; name: string },
  teamIds: Map<string, string>,
  { passwordHash, now, joined }: { passwordHash: string; now: Date; joined: Date },
): Promise<DemoPeople> {
  const people: DemoPeople = [];
  for (const person of PEOPLE) {
    const newcomer = person.calls < 5;
    const since = newcomer ? new Date(now.getTime() - 7 * DAY_MS) : joined;
    const [row] = await t
      .insert(users)
      .values({
        email: person.role === "company_admin" ? DEMO_ADMIN_EMAIL : emailOf(person),
        passwordHash,
        firstName: person.firstName,
        lastName: person.lastName,
        role: person.role,
        company: company.name,
        companyId: company.id,
        teamId: person.team ? (teamIds.get(person.team) ?? null) : null,
        companyJoinedAt: since,
        plan: "enterprise",
        subscriptionStatus: "active",
        createdAt: since,
      })
      .returning();
    people.push({ person, row: row! });
    if (person.role === "company_team_leader" && person.team) {
      await t
        .update(teams)
        .set({ teamLeaderId: row!.id })
        .where(eq(teams.id, teamIds.get(person.team)!));
    }
    if (person.role === "company_admin") await t.update(companies).set({ adminUserId: row!.id }).where(eq(companies.id, company.id));
  }
  return people;
}

/** The company scenario, its Spanish version and its assignment to ASSIGNED_TEAM; answers the scenario's id. */
async function assignScenario(
  t: Db,
  companyId: string,
  teamIds: Map<string, string>,
  people: DemoPeople,
  { now, joined, assignedAt }: { now: Date; joined: Date; assignedAt: Date },
): Promise<string> {
  // A company scenario (issue 17) assigned to Outbound two weeks ago, due in five days, two attempts each.
  const content = { ...testScenario("en"), name: ASSIGNED_SCENARIO };
  const admin = people.find((p) => p.person.role === "company_admin")?.row.id ?? null;
  const [scenario] = await t
    .insert(companyScenarios)
    .values({ companyId, name: content.name, language: content.language, content, createdBy: admin, createdAt: joined, updatedAt: joined })
    .returning();
  // Its Spanish version (docs/decisions/028): one training, practised in the rep's interface language.
  const spanish = testScenario("es");
  await t.insert(companyScenarios).values({
    companyId,
    groupId: scenario!.groupId,
    name: spanish.name,
    language: spanish.language,
    content: spanish,
    createdBy: admin,
    createdAt: joined,
    updatedAt: joined,
  });
  await t.insert(scenarioAssignments).values({
    companyId,
    scenarioId: scenario!.id,
    teamId: teamIds.get(ASSIGNED_TEAM)!,
    dueAt: new Date(now.getTime() + 5 * DAY_MS),
    requiredAttempts: 2,
    passMarkTenths: Math.round(content.passMark * 10),
    createdBy: admin,
    createdAt: assignedAt,
  });
  return scenario!.id;
}

/** Every person's calls, played through the practice service; answers how many calls and summaries it made. */
async function playCalls(
  db: Db,
  people: DemoPeople,
  { now, assignedAt, scenarioId, rng, log }: { now: Date; assignedAt: Date; scenarioId: string; rng: Rng; log: FastifyBaseLogger },
) {
  const ctx: PracticeContext = { db, engine: createBuiltinEngine() };
  let conversations = 0;
  let summaries = 0;
  for (const { person, row } of people) {
    const window = person.calls < 5 ? 7 : WEEKS * 7;
    const times = callTimes(rng, now, window, person.calls);
    // The assignment's reps practise its scenario: Outbound's reps, on some of their calls since it was assigned
    // (one, two or three, so the manager sees to do, in progress and done side by side).
    const onIt = person.role === "company_user" && person.team === ASSIGNED_TEAM ? PEOPLE.indexOf(person) % 4 : 0;
    const assigned = onIt === 0 ? [] : times.filter((x) => x >= assignedAt).slice(-onIt);
    for (const startedAt of times) {
      // How far through the six weeks this call is: skills grow with practice.
      const progress = 1 - (now.getTime() - startedAt.getTime()) / (WEEKS * 7 * DAY_MS);
      const onScenario = assigned.includes(startedAt) ? scenarioId : null;
      const summary = await playCall(ctx, row, person, startedAt, Math.max(0, Math.min(1, progress)), rng, log, onScenario);
      conversations++;
      if (summary) summaries++;
    }
  }
  return { conversations, summaries };
}

/** `count` start times on working days in the last `days` days, 08:00-18:00 UTC, oldest first, none in the future. */
function callTimes(rng: Rng, now: Date, days: number, count: number): Date[] {
  const times: number[] = [];
  while (times.length < count) {
    const day = new Date(now.getTime() - rng.int(0, days - 1) * DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    day.setUTCHours(rng.int(8, 17), rng.int(0, 59), rng.int(0, 59), 0);
    // Two hours of room for the call itself, and none in the future.
    if (day.getTime() > now.getTime() - 2 * 3600_000) continue;
    times.push(day.getTime());
  }
  return times.sort((a, b) => a - b).map((t) => new Date(t));
}

const SCENARIOS: Scenario[] = ["cold_call", "cold_call", "general", "objection_handling", "lead_call"];
const DIFFICULTIES: Difficulty[] = ["easy", "medium", "medium", "hard"];

/** Plays one call: starts it, sends each line the scripted salesperson says, ends and rates it. */
async function playCall(
  ctx: PracticeContext,
  user: UserRow,
  person: DemoPerson,
  at: Date,
  progress: number,
  rng: Rng,
  log: FastifyBaseLogger,
  companyScenarioId: string | null = null,
) {
  const scenario = rng.pick(SCENARIOS);
  const body = startConversationBodySchema.parse({ scenario, difficulty: rng.pick(DIFFICULTIES), language: "en", companyScenarioId });
  const started = await startConversation(ctx, user, body, at);
  const rep = salesperson(person, progress, rng);
  const lines = runScriptedCall(started.persona, rep, LANGUAGE_PACKS.en);
  let clock = at.getTime();
  for (const line of lines) {
    clock += rng.int(15, 70) * 1000;
    const turn = await prepareTurn(ctx, user, started.id, line, new Date(clock));
    const reply = await ctx.engine.writeReply(turn);
    clock += rng.int(2, 8) * 1000;
    await commitTurn(ctx, turn, reply, new Date(clock));
    if (turn.decision.callEnded) break;
  }
  const ended = await endConversation(ctx, user, started.id, new Date(clock + 30_000));
  const summary = await summarizeAfterEnd(ctx.db, user, ended, log, ended.endedAt ?? new Date(clock));
  // A summary is written when its 5th call ends: date it then, not when the seed ran.
  if (summary)
    await ctx.db
      .update(conversationSummaries)
      .set({ createdAt: ended.endedAt ?? new Date(clock) })
      .where(eq(conversationSummaries.id, summary.id));
  return summary;
}

/**
 * A scripted salesperson for one call, assembled part by part from the strong, average and weak reps of the
 * simulation's scripted calls: each part of the call is done well with the person's skill for it (grown with
 * `progress`), so reps differ by stage and improve over the weeks.
 */
function salesperson(person: DemoPerson, progress: number, rng: Rng): ScriptedRep {
  const reps = SCRIPTED_REPS.en!;
  const level = (chance: number): CallQuality => {
    const p = Math.min(0.97, chance + person.growth * progress);
    const roll = rng.next();
    return roll < p ? "strong" : roll < p + (1 - p) * 0.6 ? "average" : "weak";
  };
  const parts = {
    opening: level(person.skill.opening),
    discovery: level(person.skill.discovery),
    presentation: level(person.skill.presentation),
    objections: level(person.skill.objections),
    closing: level(person.skill.closing),
  };
  const own = (line: string) =>
    line
      .replace("Alex Morgan", `${person.firstName} ${person.lastName}`)
      .replace(/\bAlex\b/, person.firstName)
      .replace(/BrightPath/g, "Northwind");
  const plan = (scenario: Scenario) => {
    const strong = reps.strong.plan(scenario);
    const average = reps.average.plan(scenario);
    const weak = reps.weak.plan(scenario);
    const pick = (quality: CallQuality, lines: Record<CallQuality, string[]>) => lines[quality];
    return [
      ...pick(parts.opening, { strong: strong.slice(0, 1), average: average.slice(0, 2), weak: weak.slice(0, 1) }),
      ...pick(parts.discovery, { strong: strong.slice(1, 5), average: average.slice(2, 4), weak: [] }),
      ...pick(parts.presentation, { strong: strong.slice(5, 6), average: average.slice(4, 5), weak: weak.slice(1, 3) }),
      ...(parts.discovery === "strong" ? strong.slice(6, 7) : []),
      ...pick(parts.closing, { strong: strong.slice(7, 8), average: average.slice(5, 6), weak: weak.slice(3, 5) }),
    ].map(own);
  };
  const objections = parts.objections === "strong" ? reps.strong : parts.objections === "average" ? reps.average : reps.weak;
  const closer = parts.closing === "strong" ? reps.strong : undefined;
  return {
    plan,
    acknowledge: objections.acknowledge,
    answer: objections.answer,
    time: closer?.time,
    close: closer?.close,
    goodbye: closer?.goodbye,
  };
}
