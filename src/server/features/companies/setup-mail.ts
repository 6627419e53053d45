import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { INVITE_TTL_DAYS } from "../../../contract/invites";
import type { Language } from "../../../contract/languages";
import type { Db } from "../../platform/db/client";
import { verifications } from "../../platform/db/schema";
import { hashToken, newToken } from "../../platform/crypto";
import type { Mail, Mailer } from "../../platform/mail/mailer";
import { type MailBrand, productName, withBrand } from "../branding";

/**
 * Accounts created by a manager or an admin start with `needsPasswordSetup` (and, unless the creator chose one,
 * no password at all). The new user gets an invitation whose link opens "Set your password"
 * (/set-password?token=…, served by /api/invites/*): a single-use `password_setup` token, valid for 7 days, that
 * signs them in once the password is set. A forgot-password mail does not cancel it; it stops working once the
 * account has a password of the owner's choosing (features/invites).
 */
export const SETUP_TOKEN_TTL_MS = INVITE_TTL_DAYS * 24 * 3600_000;

type Executor = Pick<Db, "insert" | "delete">;

/** Stores an invitation token for the user (inside the caller's transaction) and answers the link to mail. */
export async function createSetupLink(tx: Executor, userId: string, publicUrl: string, now = new Date()): Promise<string> {
  const token = newToken();
  await tx.delete(verifications).where(and(eq(verifications.userId, userId), eq(verifications.purpose, "password_setup"), isNull(verifications.usedAt)));
  await tx.insert(verifications).values({
    userId,
    purpose: "password_setup",
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SETUP_TOKEN_TTL_MS),
  });
  return `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;
}

interface InviteText {
  subject: (company: string, app: string) => string;
  hello: string;
  body: (inviter: string, company: string, app: string) => string;
  expires: string;
  after: string;
}

const TEXT: Record<Language, InviteText> = {
  en: {
    subject: (c, app) => `You're invited to ${c || app}`,
    hello: "Hello",
    body: (i, c, app) => `${i} invited you to practise sales calls on ${app}${c && c !== app ? ` with ${c}` : ""}. Open this link to set your password:`,
    expires: `The link works once and expires in ${INVITE_TTL_DAYS} days.`,
    after: "Once your password is set you are signed in and can start your first practice call.",
  },
  et: {
    subject: (c, app) => `Oled kutsutud: ${c || app}`,
    hello: "Tere",
    body: (i, c, app) =>
      `${i} kutsus sind ${app === "SalesDojo" ? "SalesDojos" : `keskkonnas ${app}`} müügikõnesid harjutama${c && c !== app ? ` (ettevõte ${c})` : ""}. Ava see link ja määra oma parool:`,
    expires: `Link töötab ühe korra ja kehtib ${INVITE_TTL_DAYS} päeva.`,
    after: "Kui parool on määratud, oled sisse logitud ja saad alustada oma esimest harjutuskõnet.",
  },
  es: {
    subject: (c, app) => `Te han invitado a ${c || app}`,
    hello: "Hola",
    body: (i, c, app) =>
      `${i} te ha invitado a practicar llamadas de venta en ${app}${c && c !== app ? ` con ${c}` : ""}. Abre este enlace para establecer tu contraseña:`,
    expires: `El enlace funciona una sola vez y caduca en ${INVITE_TTL_DAYS} días.`,
    after: "Cuando hayas establecido la contraseña, habrás iniciado sesión y podrás empezar tu primera llamada de práctica.",
  },
  ru: {
    subject: (c, app) => (c ? `Вас пригласили в компанию ${c}` : `Вас пригласили в ${app}`),
    hello: "Здравствуйте",
    body: (i, c, app) =>
      `${i} приглашает вас тренировать продажи в ${app}${c && c !== app ? ` в компании ${c}` : ""}. Откройте эту ссылку, чтобы задать пароль:`,
    expires: `Ссылка действует один раз в течение ${INVITE_TTL_DAYS} дней.`,
    after: "Как только пароль задан, вы войдёте в систему и сможете начать первый тренировочный звонок.",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The invitation mail ("You're invited to <company>"), in the inviter's language. */
export function setupMail(opts: {
  to: string;
  firstName: string;
  inviter: string;
  company: string | null;
  link: string;
  language?: Language;
  /** The company's brand (decision 024): its display name replaces the company's name, and white-label SalesDojo's. */
  brand?: MailBrand | null;
}): Mail {
  const language = opts.language ?? "en";
  const t = TEXT[language];
  const company = opts.brand?.displayName ?? opts.company ?? "";
  const app = productName(opts.brand);
  const body = t.body(opts.inviter, company, app);
  const text = `${t.hello} ${opts.firstName},\n\n${body}\n\n${opts.link}\n\n${t.expires}\n${t.after}\n`;
  const html =
    `<p>${escapeHtml(t.hello)} ${escapeHtml(opts.firstName)},</p><p>${escapeHtml(body)}</p>` +
    `<p><a href="${escapeHtml(opts.link)}">${escapeHtml(opts.link)}</a></p>` +
    `<p>${escapeHtml(t.expires)}<br>${escapeHtml(t.after)}</p>`;
  return withBrand({ to: opts.to, subject: t.subject(company, app), text, html }, opts.brand, language);
}

/** Sends in the background; a failed mail is logged, never fails the call that created the account. */
export function sendSetupMail(mailer: Mailer, log: FastifyBaseLogger, mail: Mail, userId: string): void {
  mailer.send(mail).catch((err: unknown) => log.error({ err, userId }, "account setup mail failed"));
}
