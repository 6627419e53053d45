import { desc } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { z } from "zod";
import type { FeedbackBody, feedbackItemSchema } from "../../../contract/feedback";
import type { Db } from "../../platform/db/client";
import { feedback, type UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { type LimiterFactory, tryConsume } from "../../platform/rate-limit/limiter";

export const ADMIN_LIST_LIMIT = 200;

export interface FeedbackLimiters {
  /** Feedback from one user: 30 per hour. */
  perUser: RateLimiterAbstract;
}

export function createFeedbackLimiters(factory: LimiterFactory): FeedbackLimiters {
  return { perUser: factory.create("feedback", { points: 30, durationSeconds: 3600 }) };
}

/**
 * Stores beta feedback. Who sent it comes from the session: the userId, userEmail and userName the spec's
 * client puts in the body are ignored (security item 13).
 */
export async function submitFeedback(opts: { db: Db; limiters: FeedbackLimiters; user: UserRow; body: FeedbackBody }): Promise<{ id: string }> {
  const { user, body } = opts;
  const wait = await tryConsume(opts.limiters.perUser, user.id);
  if (wait) throw new AppError("RATE_LIMITED", "Too many requests. Please try again later.", { retryAfterSeconds: wait });
  const [row] = await opts.db
    .insert(feedback)
    .values({
      userId: user.id,
      userEmail: user.email,
      userName: `${user.firstName} ${user.lastName}`.trim(),
      type: body.type,
      priority: body.priority,
      title: body.title,
      description: body.description,
      url: body.url ?? null,
      userAgent: body.userAgent ?? null,
      clientTimestamp: body.timestamp ?? null,
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error("feedback insert returned no row");
  return row;
}

type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** Newest first, for the platform admin. */
export async function listFeedback(db: Db, limit = ADMIN_LIST_LIMIT): Promise<FeedbackItem[]> {
  const rows = await db.select().from(feedback).orderBy(desc(feedback.createdAt), desc(feedback.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    type: r.type as FeedbackItem["type"],
    priority: r.priority as FeedbackItem["priority"],
    title: r.title,
    description: r.description,
    url: r.url,
    userAgent: r.userAgent,
    clientTimestamp: r.clientTimestamp,
    userId: r.userId,
    userEmail: r.userEmail,
    userName: r.userName,
    createdAt: r.createdAt.toISOString(),
  }));
}
