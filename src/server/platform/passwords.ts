import { hash, verify } from "@node-rs/argon2";

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (security item 1). */
export const ARGON2_PARAMS = {
  // Algorithm.Argon2id (a const enum that cannot be imported under verbatimModuleSyntax).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_PARAMS);
}

// A real hash to verify against when the account does not exist, so both paths cost one hash (item 10).
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("timing-equaliser-not-a-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
