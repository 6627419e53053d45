// How far the learned reader is from a careful annotator: a second annotator labelled 480 held-out lines blind, from
// the corpus guide alone (docs/reader-agreement/<lang>.jsonl). Prints the annotator's agreement with the corpus, the
// model's, and the model's with the annotator, as macro-F1 and exact-set rate. `node --import tsx scripts/reader-agreement.ts`
import { readFileSync } from "node:fs";
import { READER_ACTS, READER_LANGUAGES } from "../src/server/ai/reader/acts";
import { classifySentence } from "../src/server/ai/reader/classify";
import { loadCorpus } from "../src/server/ai/reader/corpus";
import { exactMatch, labelScores, macroF1 } from "../src/server/ai/reader/metrics";

const corpus = new Map(loadCorpus().map((l) => [`${l.language}\t${l.text}`, l.acts]));
const f1 = (gold: string[][], other: string[][]) => macroF1(labelScores(gold, other, READER_ACTS));
const rows: Array<[string, string[][], string[][], string[][]]> = [];
for (const language of READER_LANGUAGES) {
  const lines = readFileSync(new URL(`../docs/reader-agreement/${language}.jsonl`, import.meta.url), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as { text: string; acts: string[] });
  const gold = lines.map((l) => {
    const acts = corpus.get(`${language}\t${l.text}`);
    if (!acts) throw new Error(`not in the corpus any more: ${l.text}`);
    return acts;
  });
  rows.push([language, gold, lines.map((l) => l.acts), lines.map((l) => classifySentence(l.text, language).acts as string[])]);
}
rows.push(["all", rows.flatMap((r) => r[1]), rows.flatMap((r) => r[2]), rows.flatMap((r) => r[3])]);
console.log("language  lines  annotator~corpus (F1, exact)  model~corpus (F1, exact)  model~annotator (F1)");
for (const [language, gold, annotator, model] of rows) {
  console.log(
    `${language.padEnd(8)} ${String(gold.length).padStart(6)}  ${f1(gold, annotator).toFixed(3)}  ${exactMatch(gold, annotator).toFixed(3)}             ${f1(gold, model).toFixed(3)}  ${exactMatch(gold, model).toFixed(3)}        ${f1(annotator, model).toFixed(3)}`,
  );
}
