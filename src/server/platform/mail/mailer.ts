import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The sender's display name for this mail (a company's brand); the address stays MAIL_FROM's. */
  fromName?: string;
  /** Inline images the html refers to as `cid:<cid>` (a company's logo), sent inside the mail, never fetched. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  cid: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes an .eml file in DATA_DIR/outbox (so a developer, and
 * the browser tests, can open the reset link) plus a log line.
 */
/** MAIL_FROM with the mail's own sender name, when it has one. */
function senderOf(from: string, mail: Mail): string | { name: string; address: string } {
  if (!mail.fromName) return from;
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return { name: mail.fromName, address };
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    // Every remote call has a timeout: connect, greeting and socket inactivity.
    for (const [k, v] of Object.entries({ connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "20000" })) {
      if (!url.searchParams.has(k)) url.searchParams.set(k, v);
    }
    const transport = nodemailer.createTransport(url.toString());
    return {
      send: async (mail) => {
        const { fromName: _name, ...message } = mail;
        await transport.sendMail({ ...message, from: senderOf(opts.from, mail) });
        opts.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    send: async (mail) => {
      const { fromName: _name, ...message } = mail;
      const info = await transport.sendMail({ ...message, from: senderOf(opts.from, mail) });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.log.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
    },
    close: () => transport.close(),
  };
}
