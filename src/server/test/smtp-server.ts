import type { AddressInfo } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";

interface Received {
  from: string | undefined;
  rcptTo: string[];
  user: string | undefined;
  raw: Buffer;
}

/** A real SMTP server on a random local port that keeps every message it accepts. */
export async function startSmtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    ...options,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : undefined,
          raw: Buffer.concat(chunks),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** Resolves once `count` messages arrived; rejects after 3 s. */
    waitFor: async (count = 1) => {
      const deadline = Date.now() + 3_000;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP server got ${received.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
