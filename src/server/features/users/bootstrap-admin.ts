import { eq } from "drizzle-orm";
import { findUserByEmail } from "../../domain/users";
import type { Db } from "../../platform/db/client";
import { users } from "../../platform/db/schema";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import { deleteUserSessions } from "../../platform/sessions";

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
  const passwordHash = passwordOk ? undefined : await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: "super_admin",
        isSuperAdmin: true,
        needsPasswordSetup: false,
        ...(passwordHash ? { passwordHash } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    // A new password ends every session signed in with the old one (security item 5).
    if (passwordHash) await deleteUserSessions(tx as unknown as Db, existing.id);
  });
  return "updated";
}
