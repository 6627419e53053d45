import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../platform/db/schema";
import { bearer, createTestApp, loginRequest, registerUser, resetDatabase, type TestApp } from "../../test/harness";
import { ensureSuperAdmin } from "./bootstrap-admin";

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const ADMIN = { email: "admin@example.test", password: "Admin-Password-1" };
const rowsFor = (email: string) => t.deps.database.db.select().from(users).where(eq(users.email, email));

describe("ensureSuperAdmin (ADMIN_EMAIL / ADMIN_PASSWORD)", () => {
  it("creates a super admin who can sign in and is seen as one", async () => {
    expect(await ensureSuperAdmin(t.deps.database.db, ADMIN)).toBe("created");
    const [row] = await rowsFor(ADMIN.email);
    expect(row).toMatchObject({ role: "super_admin", isSuperAdmin: true, needsPasswordSetup: false });
    const res = await loginRequest(t.app, ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(res.json().token) });
    expect(me.json().user).toMatchObject({
      email: ADMIN.email,
      role: "super_admin",
      isSuperAdmin: true,
      isAdmin: true,
      needsPasswordSetup: false,
    });
  });

  it("changes nothing when run again with the same values", async () => {
    await ensureSuperAdmin(t.deps.database.db, ADMIN);
    const [before] = await rowsFor(ADMIN.email);
    expect(await ensureSuperAdmin(t.deps.database.db, ADMIN)).toBe("unchanged");
    const after = await rowsFor(ADMIN.email);
    expect(after).toHaveLength(1);
    expect(after[0]).toEqual(before);
  });

  it("promotes an existing account and sets its password", async () => {
    const u = await registerUser(t.app, { email: ADMIN.email, password: "Old-Password-1" });
    await t.deps.database.db.update(users).set({ needsPasswordSetup: true }).where(eq(users.id, u.user.id));
    expect(await ensureSuperAdmin(t.deps.database.db, ADMIN)).toBe("updated");
    const rows = await rowsFor(ADMIN.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: u.user.id, role: "super_admin", isSuperAdmin: true, needsPasswordSetup: false });
    expect((await loginRequest(t.app, ADMIN.email, ADMIN.password)).statusCode).toBe(200);
    expect((await loginRequest(t.app, ADMIN.email, "Old-Password-1")).statusCode).toBe(401);
    expect(await ensureSuperAdmin(t.deps.database.db, ADMIN)).toBe("unchanged");
  });

  it("ends the account's sessions when it sets a new password (security item 5)", async () => {
    // The operator changes ADMIN_PASSWORD because the old one leaked: whoever signed in with it is out.
    const admin = await registerUser(t.app, { email: ADMIN.email, password: "Leaked-Password-1" });
    const bystander = await registerUser(t.app);
    expect(await ensureSuperAdmin(t.deps.database.db, ADMIN)).toBe("updated");
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(admin.token) });
    expect(me.statusCode).toBe(401);
    const other = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(bystander.token) });
    expect(other.statusCode).toBe(200);
  });

  it("promotes an existing account whose password already matches without re-hashing it", async () => {
    const u = await registerUser(t.app, { email: ADMIN.email, password: ADMIN.password });
    const [before] = await rowsFor(ADMIN.email);
    expect(await ensureSuperAdmin(t.deps.database.db, ADMIN)).toBe("updated");
    const [after] = await rowsFor(ADMIN.email);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.role).toBe("super_admin");
    // Sessions the account already had keep working.
    const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: bearer(u.token) });
    expect(me.json().user.isSuperAdmin).toBe(true);
  });
});
