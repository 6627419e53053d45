import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { users } from "../../platform/db/schema";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { findUserByEmail } from "./queries";

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create the platform super admin, or make an existing account one and set its
 * password. Running it again with the same values changes nothing.
 */
export async function ensureSuperAdmin(db: Db, admin: { email: string; password: string }): Promise<"created" | "updated" | "unchanged"> {
  const existing = await findUserByEmail(db, admin.email);
  if (!existing) {
    await db
      .insert(users)
      .values({
        email: admin.email,
        passwordHash: await hashPassword(admin.password),
        firstName: "Platform",
        lastName: "Admin",
        role: "super_admin",
        isSuperAdmin: true,
        subscriptionStatus: "active",
      })
      .onConflictDoNothing();
    return "created";
  }
  const passwordOk = await verifyPassword(existing.passwordHash, admin.password);
  if (passwordOk && existing.role === "super_admin" && existing.isSuperAdmin && !existing.needsPasswordSetup) {
    return "unchanged";
  }
  await db
    .update(users)
    .set({
      role: "super_admin",
      isSuperAdmin: true,
      needsPasswordSetup: false,
      ...(passwordOk ? {} : { passwordHash: await hashPassword(admin.password) }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id));
  return "updated";
}
