// The learned reader (issue 13): held-out accuracy and macro-F1 per language, and its cost per message.
import { performance } from "node:perf_hooks";
import { LANGUAGE_PACKS } from "../src/server/ai/language";
import { isHeldOut, loadCorpus } from "../src/server/ai/reader/corpus";
import { evaluateReader, type LanguageEvaluation } from "../src/server/ai/reader/evaluate";
import { readMessage } from "../src/server/ai/simulation/reader";
import { percentiles, type Row } from "./stats";

export interface ReaderResult {
  evaluations: LanguageEvaluation[];
  costP99: number;
}

export function benchReader(): { rows: Row[]; result: ReaderResult } {
  const heldOut = loadCorpus().filter((l) => isHeldOut(l.text));
  // The cost of reading a whole message as the simulation does (model, patterns, clauses, time slots), on the
  // held-out lines and on two-sentence messages made of them; a first pass over all of them warms up (a server is warm).
  const messages = heldOut.map((l, i) => ({ l, text: i % 3 === 0 ? `${l.text} ${heldOut[(i * 7) % heldOut.length]?.text ?? ""}` : l.text }));
  for (const { l, text } of messages) readMessage(text, LANGUAGE_PACKS[l.language], new Set());
  const times: number[] = [];
  for (const { l, text } of messages) {
    const t0 = performance.now();
    readMessage(text, LANGUAGE_PACKS[l.language], new Set());
    times.push(performance.now() - t0);
  }
  const cost = percentiles(times);
  const evaluations = evaluateReader(heldOut);
  return { rows: [{ name: "reader: one message", ...cost }], result: { evaluations, costP99: cost.p99 } };
}
