/**
 * The embedded database in its own thread. PGlite runs PostgreSQL compiled to WebAssembly synchronously: on the
 * main thread every query stopped the event loop, so /api/health and static files waited behind the database
 * under load (ADR 014). Here it runs on this worker's loop; the main thread's proxy (pglite-proxy.ts)
 * sends it queries and transactions as messages (pglite-protocol.ts).
 *
 * Requests are handled as they arrive, without waiting for the previous one: PGlite's own locks then order them
 * exactly as they were ordered in-process (one transaction at a time; other queries wait for it to end).
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { type PgliteWorkerData, type Ready, type Reply, type Request, serializeError } from "./pglite-protocol";

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: commit (true) or roll back (false). */
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<unknown>;
}

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");

const { dataDir, loadDataDir } = workerData as PgliteWorkerData;
const transactions = new Map<number, OpenTransaction>();
let nextTx = 1;

/** Parsers that keep the text of the given types: the caller's own parsers (functions) run on the main thread. */
const keepText = (oids: number[]) => Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));

function openTransaction(pg: PGlite): Promise<number> {
  let finish: (commit: boolean) => void = () => {};
  const decided = new Promise<boolean>((resolve) => (finish = resolve));
  return new Promise<number>((resolve, reject) => {
    const ended = pg.transaction(async (tx) => {
      const txId = nextTx++;
      transactions.set(txId, { tx, finish, ended });
      resolve(txId);
      try {
        // PGlite commits when this returns, unless the transaction was rolled back.
        if (!(await decided)) await tx.rollback();
      } finally {
        transactions.delete(txId);
      }
    });
    // Settles before `resolve` only when BEGIN itself failed.
    ended.catch(reject);
  });
}

async function endTransaction(txId: number, commit: boolean): Promise<void> {
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  open.finish(commit);
  await open.ended;
}

function target(pg: PGlite, txId: number | undefined): Pick<Transaction, "query" | "exec"> {
  if (txId === undefined) return pg;
  const open = transactions.get(txId);
  if (!open) throw new Error("Transaction is closed");
  return open.tx;
}

async function handle(pg: PGlite, req: Request): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (req.op) {
    case "query":
      return {
        value: await target(pg, req.tx).query(req.sql, req.params, {
          rowMode: req.rowMode,
          parsers: req.rawOids.length ? keepText(req.rawOids) : undefined,
        }),
      };
    case "exec":
      return { value: await target(pg, req.tx).exec(req.sql) };
    case "begin":
      return { value: await openTransaction(pg) };
    case "commit":
      return { value: await endTransaction(req.tx, true) };
    case "rollback":
      return { value: await endTransaction(req.tx, false) };
    case "dump": {
      const buffer = await (await pg.dumpDataDir("none")).arrayBuffer();
      return { value: buffer, transfer: [buffer] };
    }
    case "close":
      await pg.close();
      return { value: undefined };
  }
}

try {
  const pg = await PGlite.create(dataDir, loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {});
  const fail = (id: number, error: unknown) => port.postMessage({ id, ok: false, error: serializeError(error) } satisfies Reply);
  port.on("message", (req: Request) => {
    handle(pg, req).then(
      ({ value, transfer }) => {
        try {
          port.postMessage({ id: req.id, ok: true, value } satisfies Reply, transfer ?? []);
        } catch (error) {
          // A value that cannot be cloned fails its own request, not the thread.
          fail(req.id, error);
        }
      },
      (error: unknown) => fail(req.id, error),
    );
  });
  port.postMessage({ ready: true } satisfies Ready);
} catch (error) {
  port.postMessage({ ready: false, error: serializeError(error) } satisfies Ready);
}
