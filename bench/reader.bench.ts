// The learned reader (issue 13): held-out accuracy and macro-F1 per language, and its cost per message.
import { performance } from "node:perf_hooks";
import { LANGUAGE_PACKS } from "../src/server/ai/language";
import { isHeldOut, loadCorpus } from "../src/server/ai/reader/corpus";
import { evaluateReader, type LanguageEvaluation } from "../src/server/ai/reader/evaluate";
import { evaluateMessages } from "../src/server/ai/simulation/reader-evaluation";
import { readMessage } from "../src/server/ai/simulation/reader";
import { warmReader } from "../src/server/ai/reader/warm";
import { percentiles, type Row } from "./stats";

export interface ReaderResult {
  evaluations: LanguageEvaluation[];
  /** The same lines read as whole messages by the simulation (sentences, clauses, guards): what the customer hears. */
  messageF1: { language: string; macroF1: number }[];
  costP99: number;
  cpuP99: number;
}

export function benchReader(): { rows: Row[]; result: ReaderResult } {
  const corpus = loadCorpus();
  const heldOut = corpus.filter((l) => isHeldOut(l.text));
  // The cost of reading a whole message as the simulation does (model, patterns, clauses, time slots), on the
  // held-out lines and on two-sentence messages made of them. A server that has been running is warm: a first pass
  // over as many training lines warms up the code and the encoder's cache of recent words, but not with the
  // measured messages themselves (their words not seen in training stay as new to the cache as in a real call).
  const messages = heldOut.map((l, i) => ({ l, text: i % 3 === 0 ? `${l.text} ${heldOut[(i * 7) % heldOut.length]?.text ?? ""}` : l.text }));
  // The server warms the reader as it starts (warm.ts: every pattern compiled for both kinds of text, the model in
  // its kernel), so the bench does too before it reads anything.
  warmReader();
  const warm = corpus.filter((l) => !isHeldOut(l.text)).slice(0, messages.length * 2);
  for (const l of warm) readMessage(l.text, LANGUAGE_PACKS[l.language], new Set());
  // Wall time, and the process's own CPU time: on a shared virtual machine the wall time also counts the moments
  // another tenant had the core, which the CPU time leaves out.
  const times: number[] = [];
  const cpu: number[] = [];
  for (const { l, text } of messages) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    readMessage(text, LANGUAGE_PACKS[l.language], new Set());
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const cost = percentiles(times);
  const cpuCost = percentiles(cpu);
  const evaluations = evaluateReader(heldOut);
  const messageF1 = evaluateMessages(heldOut);
  return {
    rows: [
      { name: "reader: one message (wall)", ...cost },
      { name: "reader: one message (CPU)", ...cpuCost },
    ],
    result: { evaluations, messageF1, costP99: cost.p99, cpuP99: cpuCost.p99 },
  };
}
