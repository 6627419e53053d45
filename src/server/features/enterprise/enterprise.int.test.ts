import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ENTERPRISE_SUCCESS_MESSAGE } from "../../../contract/enterprise";
import { REQUIRED } from "../../../contract/user";
import { enterpriseRequests } from "../../platform/db/schema";
import type { Mailer } from "../../platform/mail/mailer";
import { bearer, createTestApp, login, readOutbox, registerUser, resetDatabase, type TestApp } from "../../test/harness";
import { ensureSuperAdmin } from "../users/bootstrap-admin";

const SALES = "sales-team@example.test";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp({ config: { salesEmail: SALES } });
});
afterEach(async () => {
  await t.close();
});

const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@navy.example",
  phone: "+1 555 0100",
  company: "Compiler Corp",
  jobTitle: "Head of Sales",
  companySize: "51-200",
  industry: "Software",
  useCase: "Onboarding 60 new reps a year",
  expectedUsers: 60,
  budget: "$2500-$5000",
  timeline: "1 month",
  additionalInfo: "We need SSO.",
  ...overrides,
});

const submit = (payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: "POST", url: "/api/enterprise/request", payload: payload as object, headers, remoteAddress });

const rows = () => t.deps.database.db.select().from(enterpriseRequests);

async function adminToken(): Promise<string> {
  const admin = { email: "root@example.test", password: "Admin-Password-1" };
  await ensureSuperAdmin(t.deps.database.db, admin);
  return login(t.app, admin.email, admin.password);
}

const fieldErrors = (body: { errors?: { path: string; msg: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.path, e.msg]));

describe("POST /api/enterprise/request", () => {
  it("lets a visitor send an inquiry: 201 with the spec's message, the row stored without a user", async () => {
    const res = await submit(validBody());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: ENTERPRISE_SUCCESS_MESSAGE });
    const [row, ...more] = await rows();
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      userId: null,
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@navy.example",
      phone: "+1 555 0100",
      company: "Compiler Corp",
      companySize: "51-200",
      expectedUsers: 60,
      budget: "$2500-$5000",
      timeline: "1 month",
      additionalInfo: "We need SSO.",
    });
  });

  it("stores the signed-in user's id", async () => {
    const user = await registerUser(t.app);
    const res = await submit(validBody(), bearer(user.token));
    expect(res.statusCode).toBe(201);
    const [row] = await rows();
    expect(row?.userId).toBe(user.user.id);
  });

  it("mails the sales address a readable summary naming the company", async () => {
    await submit(validBody());
    const [mail, ...more] = await readOutbox(t.outboxDir);
    expect(more).toHaveLength(0);
    expect(mail?.to).toEqual([SALES]);
    expect(mail?.subject).toContain("Compiler Corp");
    for (const part of ["Grace Hopper", "grace@navy.example", "Compiler Corp", "51-200", "60", "$2500-$5000", "1 month", "We need SSO."]) {
      expect(mail?.text).toContain(part);
    }
  });

  it("answers 201 and keeps the row when the mail cannot be sent", async () => {
    await t.close();
    const failing: Mailer = { send: () => Promise.reject(new Error("smtp down")), close: () => {} };
    t = await createTestApp({ mailer: failing });
    const res = await submit(validBody());
    expect(res.statusCode).toBe(201);
    expect(await rows()).toHaveLength(1);
  });

  it("accepts the request without the optional phone and additional info", async () => {
    const body = validBody({ phone: "", additionalInfo: undefined });
    const res = await submit(body);
    expect(res.statusCode).toBe(201);
    const [row] = await rows();
    expect(row).toMatchObject({ phone: null, additionalInfo: null });
  });

  it("refuses fewer than 1 expected user with a field error", async () => {
    const res = await submit(validBody({ expectedUsers: 0 }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("VALIDATION");
    expect(fieldErrors(body)).toEqual({ expectedUsers: "Expected users must be at least 1" });
    expect(body.error).toBe("Expected users must be at least 1");
    expect(await rows()).toHaveLength(0);
  });

  it("refuses a company size that is not one of the choices", async () => {
    const res = await submit(validBody({ companySize: "huge" }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldErrors(res.json()))).toEqual(["companySize"]);
  });

  it("lists every missing required field", async () => {
    const res = await submit({ email: "not-an-email", expectedUsers: 5 });
    expect(res.statusCode).toBe(400);
    const errors = fieldErrors(res.json());
    for (const f of ["firstName", "lastName", "company", "jobTitle", "companySize", "industry", "useCase", "budget", "timeline"]) {
      expect(errors[f], f).toBe(REQUIRED);
    }
    expect(errors.email).toBe("Please enter a valid email address");
    expect(errors.phone).toBeUndefined();
    expect(errors.additionalInfo).toBeUndefined();
  });

  it("refuses blank text in required fields", async () => {
    const res = await submit(validBody({ company: "   ", useCase: "" }));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res.json())).toEqual({ company: REQUIRED, useCase: REQUIRED });
  });

  it("allows 10 inquiries per hour from one IP, then answers 429 with Retry-After", async () => {
    await t.limiter("enterprise-requests").consume("10.0.0.7", 10);
    const res = await submit(validBody(), {}, "10.0.0.7");
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await rows()).toHaveLength(0);
    expect((await submit(validBody(), {}, "10.0.0.8")).statusCode).toBe(201);
  });
});

describe("GET /api/admin/enterprise-requests", () => {
  const list = (headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: "/api/admin/enterprise-requests", headers });

  it("lists the inquiries newest first for the platform admin", async () => {
    await submit(validBody({ company: "First Co" }));
    await submit(validBody({ company: "Second Co", phone: undefined }));
    await t.deps.database.db
      .update(enterpriseRequests)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(enterpriseRequests.company, "First Co"));
    const res = await list(bearer(await adminToken()));
    expect(res.statusCode).toBe(200);
    const { requests } = res.json();
    expect(requests.map((r: { company: string }) => r.company)).toEqual(["Second Co", "First Co"]);
    expect(requests[0]).toMatchObject({ userId: null, phone: null, expectedUsers: 60, companySize: "51-200" });
    expect(requests[1]).toMatchObject({ phone: "+1 555 0100", additionalInfo: "We need SSO." });
    expect(typeof requests[0].id).toBe("string");
    expect(new Date(requests[0].createdAt).toString()).not.toBe("Invalid Date");
  });

  it("refuses an individual user with 403 and a visitor with 401", async () => {
    const user = await registerUser(t.app);
    expect((await list(bearer(user.token))).statusCode).toBe(403);
    expect((await list()).statusCode).toBe(401);
  });
});
