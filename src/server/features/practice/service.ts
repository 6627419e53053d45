import { randomBytes } from "node:crypto";
import { and, count, desc, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { isUuid } from "../../../contract/ids";
import type { Language } from "../../../contract/languages";
import { type ChatMessage, type Moment, PRACTICE_LIMITS, PRACTICE_MESSAGES as M, type StartConversationBody } from "../../../contract/practice";
import {
  type AiEngine,
  AiProviderError,
  LANGUAGE_PACKS,
  buildScenarioPersona,
  buildPersona,
  type Persona,
  type CustomerState,
  initialState,
  sentences,
  type Decision,
  step,
} from "../../ai";
import { GOAL_BASE_SCENARIO } from "../../../contract/company-scenarios";
import { assertWithinConversationLimit, reserveConversation } from "../../domain/entitlements";
import { issueCertificates } from "../certificates";
import { scenarioForPractice } from "../company-scenarios";
import { localizedLabels } from "./labels";
import type { Db } from "../../platform/db/client";
import { type ConversationRow, type ConversationSetup, conversations, type UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { conversationRated } from "../webhooks";
import { assertNoOpenCall, closeSilentCalls, DEFAULT_SILENT_CALL_TIMEOUT_MS } from "./open-calls";

export interface PracticeContext {
  db: Db;
  engine: AiEngine;
  /** A call in which the salesperson never spoke is closed this long after it started (config). */
  silentCallTimeoutMs?: number;
}

/** Check on read: closes the user's calls nobody answered within the timeout before they are shown. */
export function closeTimedOutSilentCalls(ctx: PracticeContext, user: UserRow, now = new Date()): Promise<number> {
  const timeout = ctx.silentCallTimeoutMs ?? DEFAULT_SILENT_CALL_TIMEOUT_MS;
  return closeSilentCalls(ctx.db, user.id, new Date(now.getTime() - timeout), now);
}

/** A reply being written holds the conversation this long at most; a crashed writer does not lock it forever. */
const PENDING_TIMEOUT_MS = 2 * 60 * 1000;

export function assertConversationId(id: string): void {
  if (!isUuid(id)) throw new AppError("BAD_REQUEST", M.invalidId);
}

/** AI failures answer with the spec's send-error shape: error, details, type. */
export function aiFailure(e: AiProviderError): AppError {
  return new AppError(e.type === "timeout" ? "GATEWAY_TIMEOUT" : "BAD_GATEWAY", e.message, { details: e.details, type: e.type });
}

function message(role: ChatMessage["role"], content: string, now: Date): ChatMessage {
  return { role, content, timestamp: now.toISOString() };
}

/**
 * POST /api/ai/conversation. The usage slot is reserved first, in one atomic step with the limit check
 * (a conversation counts when it starts), and given back if the customer's opening line cannot be written. One
 * call at a time: a call in progress refuses the start (409); calls nobody answered are closed by it.
 */
export async function startConversation(ctx: PracticeContext, user: UserRow, body: StartConversationBody, now = new Date()) {
  await assertNoOpenCall(ctx.db, user);
  // A company scenario (issue 17) decides the customer, the language and the difficulty; it is looked up before
  // the usage slot is taken, so an unknown or archived one costs nothing.
  const company = body.companyScenarioId ? await scenarioForPractice(ctx.db, user, body.companyScenarioId, body.interfaceLanguage) : null;
  const language: Language = company ? company.content.language : body.language;
  const scenario = company ? GOAL_BASE_SCENARIO[company.content.goal] : body.scenario;
  const difficulty = company ? company.content.customer.difficulty : body.difficulty;
  const giveBack = await reserveConversation(ctx.db, user, now);
  try {
    await closeSilentCalls(ctx.db, user.id, now, now);
    const pack = LANGUAGE_PACKS[language];
    const seed = randomBytes(8).toString("hex");
    const persona = company
      ? buildScenarioPersona(company.id, company.content, seed, pack)
      : buildPersona(
          {
            scenario: body.scenario,
            difficulty: body.difficulty,
            language: body.language,
            clientName: body.clientName,
            clientPersonality: body.clientPersonality,
            clientIndustry: body.clientIndustry,
            clientRole: body.clientRole,
            customPrompt: body.customPrompt,
          },
          seed,
          pack,
        );
    const state = initialState(persona);
    const decision: Decision = { intent: "opening", facts: {}, callEnded: false };
    const opening = await ctx.engine.writeReply({ persona, state, decision, transcript: [], language });
    const setup: ConversationSetup = {
      selectedVoice: body.selectedVoice ?? null,
      ttsVolume: body.ttsVolume,
      customPrompt: company ? null : (body.customPrompt ?? null),
    };
    const rows = await ctx.db
      .insert(conversations)
      .values({
        userId: user.id,
        title: localizedLabels(persona, scenario, language).title,
        scenario,
        difficulty,
        language,
        companyScenarioId: company?.id ?? null,
        setup,
        persona,
        state,
        messages: [message("assistant", opening, now)],
        messageCount: 1,
        engine: ctx.engine.info,
        createdAt: now,
      })
      .returning();
    return rows[0] as ConversationRow;
  } catch (e) {
    await giveBack();
    if (e instanceof AiProviderError) throw aiFailure(e);
    throw e;
  }
}

export async function findOwnConversation(db: Db, user: UserRow, id: string): Promise<ConversationRow> {
  assertConversationId(id);
  const rows = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, user.id)))
    .limit(1);
  if (!rows[0]) throw new AppError("NOT_FOUND", M.notFound);
  return rows[0];
}

/**
 * Marks the conversation as busy (one reply at a time). Refusals say why: not found, ended, or still
 * waiting for the previous reply.
 */
async function claim(db: Db, user: UserRow, id: string, now: Date): Promise<ConversationRow> {
  assertConversationId(id);
  const rows = await db
    .update(conversations)
    .set({ pendingSince: now })
    .where(
      and(
        eq(conversations.id, id),
        eq(conversations.userId, user.id),
        eq(conversations.status, "active"),
        or(isNull(conversations.pendingSince), lt(conversations.pendingSince, new Date(now.getTime() - PENDING_TIMEOUT_MS))),
      ),
    )
    .returning();
  if (rows[0]) return rows[0];
  const existing = await findOwnConversation(db, user, id);
  if (existing.status === "ended") throw new AppError("BAD_REQUEST", M.ended);
  throw new AppError("CONFLICT", M.replyPending);
}

/** Frees the conversation; never throws, so that the failure being handled is the one the caller sees. */
async function release(db: Db, id: string): Promise<void> {
  await db
    .update(conversations)
    .set({ pendingSince: null })
    .where(eq(conversations.id, id))
    .catch(() => {}); // The lock then expires after PENDING_TIMEOUT_MS, or at the next start.
}

/** At start-up, when no other process can be writing a reply: frees every conversation marked as waiting for one. */
export async function releaseAbandonedTurns(db: Db): Promise<number> {
  const rows = await db.update(conversations).set({ pendingSince: null }).where(isNotNull(conversations.pendingSince)).returning({ id: conversations.id });
  return rows.length;
}

export interface PreparedTurn {
  row: ConversationRow;
  persona: Persona;
  state: CustomerState;
  decision: Decision;
  transcript: ChatMessage[];
  userMessage: ChatMessage;
  language: Language;
}

/** First half of POST /api/ai/message: checks, claims the conversation and runs the simulation's step. */
export async function prepareTurn(
  ctx: PracticeContext,
  user: UserRow,
  conversationId: string,
  text: string,
  now = new Date(),
  signal?: AbortSignal,
): Promise<PreparedTurn> {
  const content = text.trim();
  assertConversationId(conversationId);
  if (!content) throw new AppError("BAD_REQUEST", M.messageRequired);
  await assertWithinConversationLimit(ctx.db, user, now);
  const row = await claim(ctx.db, user, conversationId, now);
  try {
    const persona = row.persona;
    const before = row.state;
    if (before.callOver || before.outcome === "hung_up") throw new AppError("BAD_REQUEST", M.ended);
    if (row.messageCount + 2 > PRACTICE_LIMITS.conversationMaxMessages) throw new AppError("BAD_REQUEST", M.tooLong);
    const language = row.language as Language;
    const history = row.messages;
    // The engine's own reading where it has one (the llm engine's model); otherwise, or when it could not read
    // the message, the learned reader reads it inside step.
    const sentenceActs = ctx.engine.read ? await ctx.engine.read({ persona, language, transcript: history, sentences: sentences(content) }, { signal }) : null;
    const { state, decision } = step(persona, before, content, LANGUAGE_PACKS[language], sentenceActs ?? undefined);
    const userMessage = message("user", content, now);
    const transcript = [...history, userMessage];
    return { row, persona, state, decision, transcript, userMessage, language };
  } catch (e) {
    await release(ctx.db, conversationId);
    throw e;
  }
}

/** What the customer's turn changed that a salesperson looks for afterwards: an objection, a meeting, a hang-up. */
export function momentOf(before: CustomerState, after: CustomerState): Moment | undefined {
  if (after.outcome === "hung_up" && before.outcome !== "hung_up") return { kind: "hung_up" };
  if (after.outcome === "meeting_booked" && before.outcome !== "meeting_booked") return { kind: "meeting_agreed" };
  if (after.raised.length > before.raised.length) return { kind: "objection_raised", objection: after.raised[after.raised.length - 1] };
  return undefined;
}

/** Second half: stores both messages and the new state in one update and frees the conversation. */
export async function commitTurn(ctx: PracticeContext, turn: PreparedTurn, reply: string, now = new Date()) {
  const moment = momentOf(turn.row.state, turn.state);
  const assistant: ChatMessage = moment ? { ...message("assistant", reply, now), moment } : message("assistant", reply, now);
  await ctx.db
    .update(conversations)
    .set({
      messages: sql`${conversations.messages} || ${JSON.stringify([turn.userMessage, assistant])}::jsonb`,
      messageCount: sql`${conversations.messageCount} + 2`,
      state: turn.state,
      pendingSince: null,
      updatedAt: now,
    })
    .where(eq(conversations.id, turn.row.id));
  return { response: reply, message: assistant, callEnded: turn.decision.callEnded };
}

/** A failed reply leaves the conversation as it was: intact, nothing charged. */
export async function abandonTurn(ctx: PracticeContext, turn: PreparedTurn): Promise<void> {
  await release(ctx.db, turn.row.id);
}

/** The non-streaming POST /api/ai/message. */
export async function sendMessage(ctx: PracticeContext, user: UserRow, conversationId: string, text: string) {
  const turn = await prepareTurn(ctx, user, conversationId, text);
  try {
    const reply = await ctx.engine.writeReply(turn);
    return { ...(await commitTurn(ctx, turn, reply)), state: turn.state };
  } catch (e) {
    // Whatever failed (the engine, or storing the turn), the conversation takes the next message.
    await abandonTurn(ctx, turn);
    if (e instanceof AiProviderError) throw aiFailure(e);
    throw e;
  }
}

/**
 * POST /api/ai/conversation/{id}/end: rates the call and ends it. Rating, scores and status are written in one
 * update, so an interrupted end leaves either no rating or a complete one, even if the process is killed; a
 * certificate the call earns is issued in the same transaction.
 */
export async function endConversation(ctx: PracticeContext, user: UserRow, id: string, now = new Date()): Promise<ConversationRow> {
  assertConversationId(id);
  const existing = await findOwnConversation(ctx.db, user, id);
  if (existing.status === "ended") return existing;
  await assertWithinConversationLimit(ctx.db, user, now);
  const userMessages = existing.messages.filter((m) => m.role === "user").length;
  // A call the customer ended can always be rated; otherwise the salesperson must have said a few things.
  const customerEnded = Boolean(existing.state.callOver);
  if (userMessages < (customerEnded ? 1 : PRACTICE_LIMITS.minUserMessagesToEnd)) {
    throw new AppError("BAD_REQUEST", M.notEnoughMessages);
  }
  const row = await claim(ctx.db, user, id, now);
  try {
    const rating = await ctx.engine.rate({
      persona: row.persona,
      transcript: row.messages,
      language: row.language as Language,
    });
    const s = rating.scores;
    // The rating, its webhook deliveries (docs/decisions/022) and the certificates it earns (docs/decisions/026)
    // are written together or not at all.
    const done = await ctx.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const updated = await tx
        .update(conversations)
        .set({
          status: "ended",
          endedAt: now,
          pendingSince: null,
          rating,
          scoreIntroduction: s.introduction,
          scoreMapping: s.mapping,
          scorePresentation: s.productPresentation,
          scoreObjections: s.objectionHandling,
          scoreClose: s.close,
          totalScore: s.introduction + s.mapping + s.productPresentation + s.objectionHandling + s.close,
          updatedAt: now,
        })
        .where(and(eq(conversations.id, id), eq(conversations.status, "active")))
        .returning();
      if (updated[0]) {
        await conversationRated(tx, user, updated[0], now);
        await issueCertificates(tx, user, updated[0], now);
      }
      return updated;
    });
    return (done[0] ?? (await findOwnConversation(ctx.db, user, id))) as ConversationRow;
  } catch (e) {
    await release(ctx.db, id);
    if (e instanceof AiProviderError) throw aiFailure(e);
    throw e;
  }
}

export async function listConversations(db: Db, user: UserRow, page: number, pageSize: number) {
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(eq(conversations.userId, user.id))
      .orderBy(desc(conversations.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countConversations(db, user),
  ]);
  return { rows, total };
}

export async function countConversations(db: Db, user: UserRow): Promise<number> {
  const [r] = await db.select({ n: count() }).from(conversations).where(eq(conversations.userId, user.id));
  return Number(r?.n ?? 0);
}

export async function allConversations(db: Db, user: UserRow): Promise<ConversationRow[]> {
  return db.select().from(conversations).where(eq(conversations.userId, user.id)).orderBy(desc(conversations.createdAt)).limit(10_000);
}
