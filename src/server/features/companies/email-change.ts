import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../platform/db/client";
import { auditEvents, type UserRow } from "../../platform/db/schema";
import type { Mail, Mailer } from "../../platform/mail/mailer";
import { deleteUserSessions } from "../../platform/sessions";

/**
 * A manager changing a member's e-mail could then reset the password at the new address and sign in as the
 * member. So the change signs the member out everywhere, is recorded (who, whose, from what to what), and the
 * old address hears of it.
 */
export interface EmailChange {
  actor: UserRow;
  member: UserRow;
  newEmail: string;
}

/** Inside the caller's transaction, with the update. */
export async function recordEmailChange(t: Db, c: EmailChange): Promise<void> {
  await deleteUserSessions(t, c.member.id);
  await t.insert(auditEvents).values({
    action: "user.email_changed",
    actorUserId: c.actor.id,
    subjectUserId: c.member.id,
    companyId: c.member.companyId,
    details: { oldEmail: c.member.email, newEmail: c.newEmail },
  });
}

export function emailChangedMail(c: EmailChange): Mail {
  const by = `${c.actor.firstName} ${c.actor.lastName}`.trim();
  const text =
    `Hello ${c.member.firstName},\n\n${by} (${c.actor.email}) changed the e-mail address of your SalesDojo account ` +
    `from this address to ${c.newEmail}, and you were signed out.\n\n` +
    "If you did not expect this, contact your company's administrator or reply to this mail.\n";
  const html = `<p>${text.split("\n\n").map(escapeHtml).join("</p><p>")}</p>`;
  return { to: c.member.email, subject: "The e-mail address of your SalesDojo account was changed", text, html };
}

/** After the change is committed: the structured log entry and the mail to the old address (in the background). */
export function announceEmailChange(ctx: { mailer: Mailer; log: FastifyBaseLogger }, c: EmailChange): void {
  ctx.log.info(
    { event: "user.email_changed", actorUserId: c.actor.id, subjectUserId: c.member.id, companyId: c.member.companyId },
    "a manager changed a member's e-mail address",
  );
  ctx.mailer.send(emailChangedMail(c)).catch((err: unknown) => ctx.log.error({ err, userId: c.member.id }, "e-mail change notice failed"));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);
