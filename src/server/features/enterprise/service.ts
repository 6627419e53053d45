import { desc } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { z } from "zod";
import type { EnterpriseRequestBody, enterpriseRequestSchema } from "../../../contract/enterprise";
import type { Db } from "../../platform/db/client";
import { enterpriseRequests } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import type { Mailer } from "../../platform/mail/mailer";
import { type LimiterFactory, tryConsume } from "../../platform/rate-limit/limiter";
import { enterpriseRequestMail } from "./mail";

export const ADMIN_LIST_LIMIT = 200;

export interface EnterpriseLimiters {
  /** Inquiries from one IP: 10 per hour (the form is open to visitors). */
  requestsPerIp: RateLimiterAbstract;
}

export function createEnterpriseLimiters(factory: LimiterFactory): EnterpriseLimiters {
  return { requestsPerIp: factory.create("enterprise-requests", { points: 10, durationSeconds: 3600 }) };
}

/**
 * Stores the inquiry, then mails the sales team in the background: the row is what counts, so a mail
 * failure is logged and never fails the request.
 */
export async function submitEnterpriseRequest(opts: {
  db: Db;
  mailer: Mailer;
  limiters: EnterpriseLimiters;
  log: FastifyBaseLogger;
  salesEmail: string;
  body: EnterpriseRequestBody;
  userId: string | null;
  ip: string;
}): Promise<{ id: string }> {
  const wait = await tryConsume(opts.limiters.requestsPerIp, opts.ip);
  if (wait) throw new AppError("RATE_LIMITED", "Too many requests. Please try again later.", { retryAfterSeconds: wait });
  const b = opts.body;
  const [row] = await opts.db
    .insert(enterpriseRequests)
    .values({
      userId: opts.userId,
      firstName: b.firstName,
      lastName: b.lastName,
      email: b.email,
      phone: b.phone ?? null,
      company: b.company,
      jobTitle: b.jobTitle,
      companySize: b.companySize,
      industry: b.industry,
      useCase: b.useCase,
      expectedUsers: b.expectedUsers,
      budget: b.budget,
      timeline: b.timeline,
      additionalInfo: b.additionalInfo ?? null,
    })
    .returning({ id: enterpriseRequests.id, createdAt: enterpriseRequests.createdAt });
  if (!row) throw new Error("enterprise request insert returned no row");
  const mail = enterpriseRequestMail({ to: opts.salesEmail, request: b, id: row.id, userId: opts.userId, receivedAt: row.createdAt });
  opts.mailer.send(mail).catch((err: unknown) => opts.log.error({ err, requestId: row.id }, "enterprise request mail failed"));
  return { id: row.id };
}

type EnterpriseRequestItem = z.infer<typeof enterpriseRequestSchema>;

/** Newest first, for the platform admin. */
export async function listEnterpriseRequests(db: Db, limit = ADMIN_LIST_LIMIT): Promise<EnterpriseRequestItem[]> {
  const rows = await db.select().from(enterpriseRequests).orderBy(desc(enterpriseRequests.createdAt), desc(enterpriseRequests.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    company: r.company,
    jobTitle: r.jobTitle,
    companySize: r.companySize as EnterpriseRequestItem["companySize"],
    industry: r.industry,
    useCase: r.useCase,
    expectedUsers: r.expectedUsers,
    budget: r.budget as EnterpriseRequestItem["budget"],
    timeline: r.timeline as EnterpriseRequestItem["timeline"],
    additionalInfo: r.additionalInfo,
    createdAt: r.createdAt.toISOString(),
  }));
}
