import { setImmediate as nextTurn } from "node:timers/promises";
import type { Language } from "../../../contract/languages";
import { READER_LANGUAGES } from "./acts";
import { classifySentence } from "./classify";
import { encoderScores } from "./encoder";
import { compiledPatterns } from "./features";
import { readerModel } from "./model";
import { readTimeSlots, slotPatterns } from "./slots";

/**
 * The reader made ready before the first call (ADR 035). V8 compiles a regular expression to machine code on its
 * second run, separately for text of one-byte characters and of two-byte ones (Cyrillic); left to the calls, the
 * first sentence to reach a pattern waited for it. And V8 optimises that machine code only until the process has
 * generated about a megabyte of it: every pattern compiled after that runs several times slower for the rest of the
 * process (measured: the Spanish patterns 7 times slower once two other languages' patterns had been compiled for
 * two-byte text). So the warm-up compiles the patterns every sentence runs, first and only for the kind of text each
 * language is written in, before anything else spends the budget; it leaves the rest to the calls that need them.
 */
const TEXT_OF: Record<Language, readonly string[]> = {
  en: ["a", "a"],
  et: ["a", "a"],
  es: ["a", "a"],
  ru: ["я", "я"],
};
/** A sentence of each language's script, read twice: the code around the patterns and the model's parts load. */
const SENTENCE_OF: Record<Language, string> = {
  en: "Hello, how are you doing today at 10?",
  et: "Tere, kuidas teil täna kell 10 läheb?",
  es: "Hola, ¿qué tal está hoy a las 10?",
  ru: "Здравствуйте, как у вас дела во вторник в 10?",
};

function* warmSteps(): Generator<void> {
  const model = readerModel();
  const languages = READER_LANGUAGES as readonly Language[];
  for (const language of languages) {
    for (const re of [...compiledPatterns(language), ...slotPatterns(language)]) {
      for (const s of TEXT_OF[language]) {
        re.lastIndex = 0;
        re.test(s);
      }
      re.lastIndex = 0;
      yield;
    }
  }
  for (const language of languages) {
    encoderScores(model.encoder, "a", language);
    for (let i = 0; i < 2; i++) {
      classifySentence(SENTENCE_OF[language], language);
      readTimeSlots(SENTENCE_OF[language], language);
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
