import type { AddressInfo } from "node:net";
import net from "node:net";
import type { FastifyInstance } from "fastify";

/** Puts a test app on a real loopback port (for what app.inject cannot show: sockets, timeouts). */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export interface RawConnection {
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves with what the server sent once it closes the connection; rejects if it is still open after `ms`. */
  closedWithin(ms: number): Promise<string>;
  /** Resolves with the status line of the first answer; rejects if none has come after `ms`. */
  statusWithin(ms: number): Promise<string>;
  write(data: string | Buffer): void;
  destroy(): void;
}

/** Opens a TCP connection and sends `data` (say, headers and part of a body) without finishing the request. */
export async function rawConnection(port: number, data: string | Buffer): Promise<RawConnection> {
  const socket = net.connect({ port, host: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
  let text = "";
  let closed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((l) => l());
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString("latin1");
    notify();
  });
  socket.on("error", () => undefined); // A reset by the server counts as closed.
  socket.on("close", () => {
    closed = true;
    notify();
  });
  const waitFor = <T>(ms: number, what: string, ready: () => T | undefined) =>
    new Promise<T>((resolve, reject) => {
      const check = () => {
        const value = ready();
        if (value === undefined) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`${what} within ${ms} ms; received so far: ${JSON.stringify(text.slice(0, 200))}`));
      }, ms);
      listeners.add(check);
      check();
    });
  socket.write(data);
  return {
    received: () => text,
    closedWithin: (ms) => waitFor(ms, "the server did not close the connection", () => (closed ? text : undefined)),
    statusWithin: (ms) => waitFor(ms, "no answer", () => (text.includes("\r\n") ? text.split("\r\n")[0] : undefined)),
    write: (more) => socket.write(more),
    destroy: () => socket.destroy(),
  };
}
