import type { Persona } from "./persona";
import type { Reading } from "./reader";
import { type CustomerState, initialState } from "./state";
import { type Decision, step } from "./step";
import type { LanguagePack } from "./types";

export interface Replay {
  turns: Array<{ message: string; reading: Reading; decision: Decision; before: CustomerState; after: CustomerState }>;
  final: CustomerState;
}

/** Replays the salesperson's messages through the simulation: the same words always give the same call. */
export function replay(persona: Persona, userMessages: string[], pack: LanguagePack): Replay {
  const run = replaySteps(persona, userMessages, pack);
  for (let next = run.next(); ; next = run.next()) if (next.done) return next.value;
}

/**
 * The main thread's time a replay takes before it lets other work in, ms. Small enough that a request waiting
 * behind a rating is barely held up; large enough that a rating is a few turns of the event loop, not one per
 * message (at one message per turn, ratings queued behind each other and a busy loop capped them at a few a second).
 */
export const REPLAY_SLICE_MS = 4;

/**
 * The same replay, giving the event loop back every `sliceMs`. The server rates on its main thread, and a whole
 * call read in one go (tens of milliseconds, more for a long call) held up every other request meanwhile, the
 * health check's included (issue 15: health p95 under load). Replays run one at a time, in the order asked: were
 * they interleaved, every turn of the event loop would carry a slice of each call being rated, and a request that
 * needs several turns (a static file: stat, open, read) would wait behind all of them each time.
 */
export function replayYielding(persona: Persona, userMessages: string[], pack: LanguagePack, sliceMs = REPLAY_SLICE_MS): Promise<Replay> {
  const job = replayQueue.then(async () => {
    const run = replaySteps(persona, userMessages, pack);
    let sliceStart = performance.now();
    for (let next = run.next(); ; next = run.next()) {
      if (next.done) return next.value;
      if (performance.now() - sliceStart >= sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
      }
    }
  });
  replayQueue = job.then(
    () => undefined,
    () => undefined,
  );
  return job;
}
let replayQueue: Promise<void> = Promise.resolve();

/** One message per step; the generator's value is the finished replay. */
function* replaySteps(persona: Persona, userMessages: string[], pack: LanguagePack): Generator<void, Replay> {
  let state = initialState(persona);
  const turns: Replay["turns"] = [];
  for (const message of userMessages) {
    const before = state;
    const r = step(persona, before, message, pack);
    turns.push({ message, reading: r.reading, decision: r.decision, before, after: r.state });
    state = r.state;
    if (r.state.outcome === "hung_up") break;
    yield;
  }
  return { turns, final: state };
}
