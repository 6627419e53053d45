import { and, desc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "../../../contract/languages";
import { LANGUAGES } from "../../../contract/language-list";
import type { Db } from "../../platform/db/client";
import { assignmentReminders, conversations, scenarioAssignments } from "../../platform/db/schema";
import type { Mail, Mailer } from "../../platform/mail/mailer";
import { type MailBrand, mailBrandOf, withBrand } from "../branding";
import { type DueReminder, dueReminders } from "./service";

/** A reminder goes out when an open assignment is due within two days (issue 17). */
export const REMINDER_LEAD_MS = 2 * 86_400_000;
/** How often each server process looks for reminders to send. */
export const REMINDER_INTERVAL_MS = 10 * 60_000;

const TEXT: Record<Language, { subject(name: string): string; body(name: string, date: string, left: number): string; hello: string; start: string }> = {
  en: {
    subject: (name) => `Reminder: “${name}” is due soon`,
    hello: "Hi",
    body: (name, date, left) =>
      `Your assignment “${name}” is due on ${date}.` +
      (left > 0 ? ` ${left === 1 ? "1 practice call is" : `${left} practice calls are`} still to go.` : " A passing call is still missing."),
    start: "Start it from My assignments on the practice screen:",
  },
  et: {
    subject: (name) => `Meeldetuletus: „${name}” tähtaeg on peagi`,
    hello: "Tere",
    body: (name, date, left) =>
      `Sinu ülesande „${name}” tähtaeg on ${date}.` + (left > 0 ? ` Teha on veel ${left} harjutuskõne${left === 1 ? "" : "t"}.` : " Läbitud kõnet veel pole."),
    start: "Alusta seda harjutamise lehel jaotisest Minu ülesanded:",
  },
  es: {
    subject: (name) => `Recordatorio: «${name}» vence pronto`,
    hello: "Hola",
    body: (name, date, left) =>
      `Tu asignación «${name}» vence el ${date}.` +
      (left > 0 ? ` Te ${left === 1 ? "queda 1 llamada" : `quedan ${left} llamadas`} de práctica.` : " Todavía te falta una llamada aprobada."),
    start: "Empiézala desde Mis asignaciones, en la pantalla de práctica:",
  },
  ru: {
    subject: (name) => `Напоминание: срок задания «${name}» скоро истекает`,
    hello: "Здравствуйте",
    body: (name, date, left) => `Срок задания «${name}» — ${date}.` + (left > 0 ? ` Осталось тренировочных звонков: ${left}.` : " Звонка с зачётом пока нет."),
    start: "Начните его в разделе «Мои задания» на экране тренировки:",
  },
};

export function reminderMail(r: DueReminder, language: Language, publicUrl: string, brand: MailBrand | null = null): Mail {
  const t = TEXT[language];
  const date = new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone: "UTC" }).format(r.dueAt);
  const link = `${publicUrl.replace(/\/$/, "")}/conversations`;
  return withBrand(
    {
      to: r.email,
      subject: t.subject(r.scenarioName),
      text: `${t.hello} ${r.firstName},\n\n${t.body(r.scenarioName, date, r.progress.attemptsLeft)}\n\n${t.start}\n${link}\n`,
    },
    brand,
    language,
  );
}

/**
 * The rep's language: there is no stored preference, so the language they last practised in; before any call,
 * the scenario's.
 */
async function languagesOf(db: Db, userIds: string[]): Promise<Map<string, Language>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([conversations.userId], { userId: conversations.userId, language: conversations.language })
    .from(conversations)
    .where(inArray(conversations.userId, userIds))
    .orderBy(conversations.userId, desc(conversations.createdAt));
  return new Map(rows.filter((r) => (LANGUAGES as readonly string[]).includes(r.language)).map((r) => [r.userId, r.language as Language]));
}

/**
 * Sends the reminders now due, once each even with several server processes: a reminder is claimed by inserting
 * its row (the primary key lets one insert win) before the mail goes out; a mail that fails gives the claim back
 * so the next round tries again. A manager moving the due date (updateAssignment) deletes the claims; a claim made
 * while that edit is under way is checked against the due date it was found for (the read waits for the edit to
 * commit) and given back if the date moved, so the reminder goes out for the new date. Returns the number sent.
 */
export async function sendDueReminders(opts: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger; now?: Date }): Promise<number> {
  const now = opts.now ?? new Date();
  const due = await dueReminders(opts.db, now, REMINDER_LEAD_MS);
  const languages = await languagesOf(opts.db, [...new Set(due.map((d) => d.userId))]);
  const brands = new Map<string, MailBrand | null>();
  for (const companyId of new Set(due.map((d) => d.companyId))) brands.set(companyId, await mailBrandOf(opts.db, companyId));
  let sent = 0;
  for (const r of due) {
    const claimed = await opts.db
      .insert(assignmentReminders)
      .values({ assignmentId: r.assignmentId, userId: r.userId, sentAt: now })
      .onConflictDoNothing()
      .returning({ userId: assignmentReminders.userId });
    if (claimed.length === 0) continue;
    const [current] = await opts.db
      .select({ dueAt: scenarioAssignments.dueAt })
      .from(scenarioAssignments)
      .where(eq(scenarioAssignments.id, r.assignmentId))
      .for("share");
    if (!current || current.dueAt.getTime() !== r.dueAt.getTime()) {
      await opts.db.delete(assignmentReminders).where(and(eq(assignmentReminders.assignmentId, r.assignmentId), eq(assignmentReminders.userId, r.userId)));
      continue;
    }
    try {
      await opts.mailer.send(reminderMail(r, languages.get(r.userId) ?? r.scenarioLanguage, opts.publicUrl, brands.get(r.companyId) ?? null));
      sent++;
    } catch (err) {
      opts.log.error({ err, assignmentId: r.assignmentId, userId: r.userId }, "assignment reminder mail failed");
      await opts.db.delete(assignmentReminders).where(and(eq(assignmentReminders.assignmentId, r.assignmentId), eq(assignmentReminders.userId, r.userId)));
    }
  }
  return sent;
}

/** Looks for reminders every REMINDER_INTERVAL_MS while the server runs (the timer never keeps the process alive). */
export function startReminderJob(opts: { db: Db; mailer: Mailer; publicUrl: string; log: FastifyBaseLogger }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueReminders(opts)
      .catch((err: unknown) => opts.log.error({ err }, "assignment reminders failed"))
      .finally(() => {
        running = false;
      });
  }, REMINDER_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
