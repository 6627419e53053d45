import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client";
import { users } from "../../platform/db/schema";

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0];
}
