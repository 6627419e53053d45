/**
 * The main thread's side of the embedded database: the part of PGlite's client that drizzle's PGlite driver and
 * migrator use (`query`, `exec`, `transaction` with a `tx` that has query/exec/rollback), answered by the worker
 * thread that owns the database (pglite-worker.ts). The main thread only sends messages and parses nothing heavy,
 * so HTTP keeps being served while the database works.
 */
import { Worker } from "node:worker_threads";
import type { ParserOptions, QueryOptions, Results, Transaction } from "@electric-sql/pglite";
import { deserializeError, type PgliteWorkerData, type Ready, type Reply, type Request, type SerializedError } from "./pglite-protocol";

/** Request without its id: the proxy numbers them. */
type Call = Request extends infer R ? (R extends Request ? Omit<R, "id"> : never) : never;

export interface PgliteProxyOptions {
  /** A data directory, or "memory://". */
  dataDir: string;
  /** A dump (dumpDataDir's tar) to start from. */
  loadDataDir?: ArrayBuffer;
  /** Called once if the worker stops without close() (the database is gone: every call fails from then on). */
  onLost?: (error: Error) => void;
}

const workerFile = new URL(`./pglite-worker${import.meta.url.endsWith(".ts") ? ".ts" : ".js"}`, import.meta.url);

/**
 * The worker's entry. The server runs its TypeScript through tsx (`node --import tsx`), but on Node 20 a worker's
 * `execArgv: ["--import", "tsx"]` does not reach its main module; the worker registers tsx itself, then loads the file.
 */
function workerEntry(): [string | URL, { eval?: boolean }] {
  if (!workerFile.pathname.endsWith(".ts")) return [workerFile, {}];
  // Resolved here: an eval'd worker would resolve "tsx" from the working directory.
  const tsx = import.meta.resolve("tsx/esm/api");
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerFile.href)}); })`;
  return [code, { eval: true }];
}

/** What every call answers after the worker has gone: "Connection terminated" reads as unavailable (503). */
function lostError(cause: unknown): Error {
  return Object.assign(new Error("Connection terminated: the embedded database's worker stopped", { cause }), { code: "57P01" });
}

export class PgliteProxy {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  private lost: Error | null = null;
  private closing = false;

  private constructor(worker: Worker, onLost?: (error: Error) => void) {
    this.worker = worker;
    worker.on("message", (reply: Reply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.settled(reply.id);
      if (reply.ok) call.resolve(reply.value);
      else call.reject(deserializeError(reply.error));
    });
    const fail = (cause: unknown) => {
      if (this.lost) return;
      this.lost = lostError(cause);
      for (const [id, call] of this.pending) {
        this.settled(id);
        call.reject(this.lost);
      }
      if (!this.closing) onLost?.(this.lost);
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the worker exited with code ${code}`)));
    // Like PGlite in-process, an idle database does not keep the process alive; a pending call does.
    worker.unref();
  }

  /** Starts the worker and opens the database in it; rejects with the worker's error if it cannot. */
  static async create(opts: PgliteProxyOptions): Promise<PgliteProxy> {
    const workerData: PgliteWorkerData = { dataDir: opts.dataDir, loadDataDir: opts.loadDataDir };
    const [entry, how] = workerEntry();
    const worker = new Worker(entry, { ...how, workerData, transferList: opts.loadDataDir ? [opts.loadDataDir] : [] });
    let settle: { resolve(ready: Ready): void; reject(error: Error): void } = { resolve: () => {}, reject: () => {} };
    const onMessage = (ready: Ready) => settle.resolve(ready);
    const onError = (error: Error) => settle.reject(error);
    const onExit = (code: number) => settle.reject(new Error(`the database worker exited with code ${code} while opening`));
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
    const ready = await new Promise<Ready>((resolve, reject) => (settle = { resolve, reject })).finally(() => {
      // Only these: Worker keeps listeners of its own.
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw deserializeError(ready.error as SerializedError);
    }
    return new PgliteProxy(worker, opts.onLost);
  }

  private send(call: Call, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.lost) return Promise.reject(this.lost);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...call, id } as Request, transfer);
    });
  }

  private settled(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<Results<T>> {
    if (options.serializers || options.blob || options.onNotice || options.paramTypes) {
      throw new Error("the database worker takes only rowMode and parsers as query options");
    }
    const parsers = options.parsers ?? {};
    const rawOids = Object.keys(parsers).map(Number);
    const result = (await this.send({ op: "query", sql, params, rowMode: options.rowMode, rawOids, tx })) as Results<T>;
    if (rawOids.length) applyParsers(result, parsers, options.rowMode ?? "object");
    return result;
  }

  async exec(sql: string, _options?: QueryOptions, tx?: number): Promise<Results[]> {
    return (await this.send({ op: "exec", sql, tx })) as Results[];
  }

  /** PGlite's transaction: BEGIN, the callback, COMMIT (or ROLLBACK if it throws); other calls wait meanwhile. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const txId = (await this.send({ op: "begin" })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.query<R>(sql, params, options, txId);
      },
      exec: async (sql: string, options?: QueryOptions) => {
        open();
        return this.exec(sql, options, txId);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.send({ op: "rollback", tx: txId });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.send({ op: "commit", tx: txId });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.send({ op: "rollback", tx: txId });
      }
      throw error;
    }
  }

  /** The database as a tar (PGlite's dumpDataDir without compression). */
  async dumpDataDir(): Promise<ArrayBuffer> {
    return (await this.send({ op: "dump" })) as ArrayBuffer;
  }

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (!this.lost) await this.send({ op: "close" });
    await this.worker.terminate();
  }
}

/** The caller's parsers for the types the worker kept as text (PGlite calls no parser on NULL). */
function applyParsers(result: Results<unknown>, parsers: ParserOptions, rowMode: "array" | "object"): void {
  const columns = result.fields.flatMap((field, i) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: rowMode === "array" ? i : field.name, parse, type: field.dataTypeID }] : [];
  });
  if (!columns.length) return;
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const { key, parse, type } of columns) {
      const value = row[key];
      if (typeof value === "string") row[key] = (parse as (v: string, t: number) => unknown)(value, type);
    }
  }
}
