import { and, desc, eq, isNotNull } from "drizzle-orm";
import { STAGES, type Stage } from "../../../contract/stages";
import type { Db } from "../../platform/db/client";
import { conversations, type UserRow } from "../../platform/db/schema";

/** How many of the user's last rated conversations say what their weak stages are. */
export const WEAK_STAGE_WINDOW = 5;
/** Stages averaging below this are weak (a point under the "good" score of 8). */
export const WEAK_STAGE_THRESHOLD = 7;

/** The user's weakest stages (at most two, weakest first) from the rating.scores of their last rated conversations. */
export async function weakStagesOf(db: Db, user: UserRow): Promise<Stage[]> {
  const rows = await db
    .select({ rating: conversations.rating })
    .from(conversations)
    .where(and(eq(conversations.userId, user.id), isNotNull(conversations.totalScore)))
    .orderBy(desc(conversations.endedAt))
    .limit(WEAK_STAGE_WINDOW);
  const sums = new Map<Stage, { sum: number; n: number }>();
  for (const row of rows) {
    const scores = row.rating?.scores;
    if (!scores) continue;
    for (const stage of STAGES) {
      const v = scores[stage];
      if (typeof v !== "number") continue;
      const acc = sums.get(stage) ?? { sum: 0, n: 0 };
      sums.set(stage, { sum: acc.sum + v, n: acc.n + 1 });
    }
  }
  return [...sums.entries()]
    .map(([stage, { sum, n }]) => ({ stage, avg: sum / n }))
    .filter((s) => s.avg < WEAK_STAGE_THRESHOLD)
    .sort((a, b) => a.avg - b.avg || STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage))
    .slice(0, 2)
    .map((s) => s.stage);
}
