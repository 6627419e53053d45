import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { verifications } from "../../platform/db/schema";
import { hashToken, newToken } from "../../platform/crypto";
import type { Mail, Mailer } from "../../platform/mail/mailer";

/**
 * Accounts created by a manager or an admin start with `needsPasswordSetup`. The new user gets a mail with a
 * link that sets their own password: a single-use token of the password-reset flow (so the existing
 * /reset-password page and /api/password-reset/* calls serve it), valid for 7 days instead of 1 hour. Signing in
 * with the password the manager chose also works; the password-setup modal then asks for a new one.
 */
export const SETUP_TOKEN_TTL_MS = 7 * 24 * 3600_000;

type Executor = Pick<Db, "insert" | "delete">;

/** Stores a setup token for the user (inside the caller's transaction) and answers the link to mail. */
export async function createSetupLink(tx: Executor, userId: string, publicUrl: string, now = new Date()): Promise<string> {
  const token = newToken();
  await tx
    .delete(verifications)
    .where(and(eq(verifications.userId, userId), eq(verifications.purpose, "password_reset"), isNull(verifications.usedAt)));
  await tx.insert(verifications).values({
    userId,
    purpose: "password_reset",
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
  });
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}&setup=1`;
}

const TEXT: Record<
  Language,
  { subject: (company: string) => string; hello: string; body: (inviter: string, company: string) => string; expires: string; after: string }
> = {
  en: {
    subject: (c) => (c ? `Your SalesDojo account at ${c}` : "Your SalesDojo account"),
    hello: "Hello",
    body: (i, c) =>
      `${i} has created a SalesDojo account for you${c ? ` at ${c}` : ""}. Open this link to choose your own password:`,
    expires: "The link works once and expires in 7 days.",
    after: "After that, sign in with your e-mail address and the new password to start practising.",
  },
  et: {
    subject: (c) => (c ? `Sinu SalesDojo konto ettevõttes ${c}` : "Sinu SalesDojo konto"),
    hello: "Tere",
    body: (i, c) =>
      `${i} lõi sulle SalesDojo konto${c ? ` (ettevõte ${c})` : ""}. Ava see link ja vali endale parool:`,
    expires: "Link töötab ühe korra ja kehtib 7 päeva.",
    after: "Seejärel logi sisse oma e-posti aadressi ja uue parooliga ning alusta harjutamist.",
  },
  es: {
    subject: (c) => (c ? `Tu cuenta de SalesDojo en ${c}` : "Tu cuenta de SalesDojo"),
    hello: "Hola",
    body: (i, c) =>
      `${i} ha creado una cuenta de SalesDojo para ti${c ? ` en ${c}` : ""}. Abre este enlace para elegir tu propia contraseña:`,
    expires: "El enlace funciona una sola vez y caduca en 7 días.",
    after: "Después, inicia sesión con tu correo electrónico y la nueva contraseña para empezar a practicar.",
  },
  ru: {
    subject: (c) => (c ? `Ваша учётная запись SalesDojo в компании ${c}` : "Ваша учётная запись SalesDojo"),
    hello: "Здравствуйте",
    body: (i, c) =>
      `${i} создал(а) для вас учётную запись SalesDojo${c ? ` в компании ${c}` : ""}. Откройте эту ссылку, чтобы задать собственный пароль:`,
    expires: "Ссылка действует один раз в течение 7 дней.",
    after: "Затем войдите, указав свой адрес электронной почты и новый пароль, — и можно начинать тренировки.",
  },
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function setupMail(opts: {
  to: string;
  firstName: string;
  inviter: string;
  company: string | null;
  link: string;
  language?: Language;
}): Mail {
  const t = TEXT[opts.language ?? "en"];
  const company = opts.company ?? "";
  const body = t.body(opts.inviter, company);
  const text = `${t.hello} ${opts.firstName},\n\n${body}\n\n${opts.link}\n\n${t.expires}\n${t.after}\n`;
  const html =
    `<p>${escapeHtml(t.hello)} ${escapeHtml(opts.firstName)},</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p>` +
    `<p>${escapeHtml(t.expires)}<br>${escapeHtml(t.after)}</p>`;
  return { to: opts.to, subject: t.subject(company), text, html };
}

/** Sends in the background; a failed mail is logged, never fails the call that created the account. */
export function sendSetupMail(mailer: Mailer, log: FastifyBaseLogger, mail: Mail, userId: string): void {
  mailer.send(mail).catch((err: unknown) => log.error({ err, userId }, "account setup mail failed"));
}
