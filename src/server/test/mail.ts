import fs from "node:fs/promises";
import path from "node:path";
import PostalMime from "postal-mime";
import type { Mailer } from "../platform/mail/mailer";

export interface OutboxMail {
  file: string;
  from: string | undefined;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

// Mails still being written, per outbox dir, so that readers wait for them instead of reading half a file.
const inFlight = new Map<string, Set<Promise<unknown>>>();

/** Wraps a mailer so that readOutbox() and close() can wait for the sends the server left running. */
export function trackMailer(mailer: Mailer, outboxDir: string): Mailer & { settled(): Promise<void> } {
  const pending = new Set<Promise<unknown>>();
  inFlight.set(path.resolve(outboxDir), pending);
  return {
    send: (mail) => {
      const p = mailer.send(mail);
      pending.add(p);
      const done = () => pending.delete(p);
      p.then(done, done);
      return p;
    },
    close: () => mailer.close(),
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

export function forgetOutbox(outboxDir: string): void {
  inFlight.delete(path.resolve(outboxDir));
}

async function settle(outboxDir: string): Promise<void> {
  const pending = inFlight.get(path.resolve(outboxDir));
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}

async function emlFiles(outboxDir: string): Promise<string[]> {
  try {
    return (await fs.readdir(outboxDir)).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
}

/**
 * The mails in an outbox dir, oldest first, parsed with postal-mime. Polls until at least `count` mails are
 * there (default 1) or `timeoutMs` passes (then throws). With count 0 it waits only for sends in flight.
 */
export async function readOutbox(outboxDir: string, opts: { count?: number; timeoutMs?: number } = {}): Promise<OutboxMail[]> {
  const count = opts.count ?? 1;
  const deadline = Date.now() + (opts.timeoutMs ?? 3_000);
  let files = await emlFiles(outboxDir);
  while (files.length < count) {
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} mail(s) in ${outboxDir}, found ${files.length}`);
    }
    await new Promise((r) => setTimeout(r, 25));
    await settle(outboxDir);
    files = await emlFiles(outboxDir);
  }
  await settle(outboxDir);
  files = await emlFiles(outboxDir);
  return Promise.all(files.map((f) => parseEml(path.join(outboxDir, f))));
}

export async function parseEml(file: string): Promise<OutboxMail> {
  const raw = await fs.readFile(file, "utf8");
  return { file, raw, ...(await parseMail(raw)) };
}

export async function parseMail(raw: string | Buffer): Promise<Omit<OutboxMail, "file" | "raw">> {
  const email = await PostalMime.parse(typeof raw === "string" ? raw : new Uint8Array(raw));
  return {
    from: email.from?.address,
    to: (email.to ?? []).flatMap((a) => ("address" in a && a.address ? [a.address] : [])),
    subject: email.subject ?? "",
    text: email.text ?? "",
    html: email.html ?? "",
  };
}

const RESET_LINK = /(\S+\/reset-password\?token=)([A-Za-z0-9_~.%-]+)/;

/** The reset link in a mail's text, or undefined. */
export function extractResetLink(mailText: string): string | undefined {
  const m = RESET_LINK.exec(mailText);
  return m ? `${m[1]}${m[2]}` : undefined;
}

/** The token of the reset link in a mail's text; throws when there is none. */
export function extractResetToken(mailText: string): string {
  const m = RESET_LINK.exec(mailText);
  if (!m?.[2]) throw new Error(`no reset link in mail:\n${mailText}`);
  return decodeURIComponent(m[2]);
}

const INVITE_LINK = /\S+\/set-password\?token=([A-Za-z0-9_~.%-]+)/;

/** The token of the invitation link ("Set your password") in a mail's text; throws when there is none. */
export function extractInviteToken(mailText: string): string {
  const m = INVITE_LINK.exec(mailText);
  if (!m?.[1]) throw new Error(`no invitation link in mail:\n${mailText}`);
  return decodeURIComponent(m[1]);
}
