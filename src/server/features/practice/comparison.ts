import { and, asc, desc, eq, isNotNull, lt, ne } from "drizzle-orm";
import type { ComparedCall, ConversationComparison, Scenario } from "../../../contract/practice";
import { overallScore, type StageScores } from "../../../contract/stages";
import type { Db } from "../../platform/db/client";
import { type ConversationRow, conversations, type UserRow } from "../../platform/db/schema";
import { findOwnConversation } from "./service";

const columns = {
  id: conversations.id,
  title: conversations.title,
  scenario: conversations.scenario,
  createdAt: conversations.createdAt,
  introduction: conversations.scoreIntroduction,
  mapping: conversations.scoreMapping,
  productPresentation: conversations.scorePresentation,
  objectionHandling: conversations.scoreObjections,
  close: conversations.scoreClose,
};
type Selected = { [K in keyof typeof columns]: K extends "createdAt" ? Date : K extends "id" | "title" | "scenario" ? string : number | null };

function compared(r: Selected | undefined): ComparedCall | null {
  if (!r) return null;
  const aiRatings: StageScores = {
    introduction: r.introduction ?? 0,
    mapping: r.mapping ?? 0,
    productPresentation: r.productPresentation ?? 0,
    objectionHandling: r.objectionHandling ?? 0,
    close: r.close ?? 0,
  };
  return { id: r.id, title: r.title, scenario: r.scenario as Scenario, createdAt: r.createdAt.toISOString(), aiRatings, overall: overallScore(aiRatings) };
}

/**
 * The calls a scorecard is compared with: the user's rated call started just before this one (any scenario), and
 * their best other rated call in this call's scenario (highest total; the earlier one on a tie).
 */
export async function comparisonFor(db: Db, user: UserRow, id: string): Promise<ConversationComparison> {
  const row: ConversationRow = await findOwnConversation(db, user, id);
  const rated = and(eq(conversations.userId, user.id), isNotNull(conversations.totalScore), ne(conversations.id, row.id));
  const [previous, best] = await Promise.all([
    db
      .select(columns)
      .from(conversations)
      .where(and(rated, lt(conversations.createdAt, row.createdAt)))
      .orderBy(desc(conversations.createdAt))
      .limit(1),
    db
      .select(columns)
      .from(conversations)
      .where(and(rated, eq(conversations.scenario, row.scenario)))
      .orderBy(desc(conversations.totalScore), asc(conversations.createdAt))
      .limit(1),
  ]);
  return { previous: compared(previous[0]), best: compared(best[0]) };
}
