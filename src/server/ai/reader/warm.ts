import { setImmediate as nextTurn } from "node:timers/promises";
import type { Language } from "../../../contract/languages";
import { LANGUAGE_PACKS } from "../language";
import { READER_LANGUAGES } from "./acts";
import { encoderScores } from "./encoder";
import { compiledPatterns } from "./features";
import { readerModel } from "./model";

/**
 * The reader made ready before the first call. V8 compiles a regular expression on its first runs, separately for
 * text of one-byte characters and of two-byte ones (Cyrillic), and for the language packs' patterns (Unicode
 * classes, lookbehinds) that takes milliseconds each: left to the calls, the first sentence to reach a pattern
 * waited for it, up to 300 ms for one message (ADR 035). Warming runs every pattern on both kinds of text twice
 * (the second run is the compiled one) and loads the model into the reader's kernel.
 */
const SUBJECTS = ["a", "я", "a", "я"];

function packRegExps(value: unknown, into: Set<RegExp>, depth = 0): Set<RegExp> {
  if (value instanceof RegExp) into.add(value);
  else if (Array.isArray(value)) for (const v of value) packRegExps(v, into, depth + 1);
  else if (value && typeof value === "object" && depth < 8) for (const v of Object.values(value)) packRegExps(v, into, depth + 1);
  return into;
}

function* warmSteps(): Generator<void> {
  const model = readerModel();
  for (const language of READER_LANGUAGES as readonly Language[]) {
    encoderScores(model.encoder, "a", language);
    yield;
    const patterns = [...packRegExps(LANGUAGE_PACKS[language], new Set()), ...compiledPatterns(language)];
    for (const re of patterns) {
      for (const s of SUBJECTS) {
        re.lastIndex = 0;
        re.test(s);
      }
      re.lastIndex = 0;
      yield;
    }
  }
}

/** Warms the reader at once (the benchmark, before it measures). */
export function warmReader(): void {
  for (const _ of warmSteps());
}

/**
 * Warms the reader in slices of about `sliceMs`, giving the event loop a turn between them, so a server that has
 * just started answers requests meanwhile. Resolves with the milliseconds it took from start to end.
 */
export async function warmReaderInBackground(sliceMs = 20): Promise<number> {
  const started = performance.now();
  let since = started;
  for (const _ of warmSteps()) {
    if (performance.now() - since < sliceMs) continue;
    await nextTurn();
    since = performance.now();
  }
  return performance.now() - started;
}
