// Trains the learned reader from its labelled corpus and writes src/server/ai/reader/model.bin.gz.
// Usage: npm run train:reader [-- --acts] [-- --encoder=FILE]   (deterministic: the same corpus always gives the same file)
//   --acts          prints the held-out figures of every act
//   --encoder=FILE  takes the encoder from a model file written by an earlier run on the same corpus instead of
//                   training it again (about 50 minutes on two cores); the file written is the same as a full run's,
//                   because everything after the encoder's training is tuned on its 8-bit weights either way
//
// 1. The corpus splits by a hash of each line's text: 20% held out (never trained on, only measured), and of the
//    rest 15% validation (thresholds, the linear model's share and the pattern policy are chosen there) and 85% fit.
// 2. The sentence encoder (reader/encoder.ts) and a linear model over n-grams learn from the fit lines and their
//    augmented copies (reader/augment.ts).
// 3. On the validation lines: how much of the linear model to mix in, each act's threshold, and per language and
//    act whether the language pack's patterns add to the model.
// 4. The figures on the held-out lines, from the file as written (8-bit weights).
import { readFileSync, writeFileSync } from "node:fs";
import { READER_ACTS, READER_LANGUAGES } from "../src/server/ai/reader/acts";
import { augment } from "../src/server/ai/reader/augment";
import { MODEL_LABELS, classifySentence, patternHit } from "../src/server/ai/reader/classify";
import { type CorpusLine, corpusHash, isHeldOut, isValidation, loadCorpus } from "../src/server/ai/reader/corpus";
import { type Encoder, type EncoderShape, deserialiseEncoder, serialiseEncoder } from "../src/server/ai/reader/encoder";
import { evaluateReader, printEvaluation } from "../src/server/ai/reader/evaluate";
import { labelScores, macroF1 } from "../src/server/ai/reader/metrics";
import { MODEL_URL, type PatternPolicy, type ReaderModel, deserialise, readerScores, serialise } from "../src/server/ai/reader/model";
import { deserialiseLinear, serialiseLinear } from "../src/server/ai/reader/linear";
import { type Example, trainLogistic } from "../src/server/ai/reader/train";
import { trainEncoder } from "../src/server/ai/reader/train-encoder";

/** The encoder's size: 2^16 hashed rows of 48 numbers, three convolutions (1, 2 and 3 words) of 192 channels. */
const SHAPE: EncoderShape = { bits: 16, dim: 48, hidden: 192, widths: [1, 2, 3] };
const EPOCHS = 6;
/** The linear model's shares tried on the validation lines. */
const MIXES = [0, 0.1, 0.2, 0.3, 0.4, 0.5];

const corpus = loadCorpus();
const toExample = (l: CorpusLine): Example => ({
  text: l.text,
  language: l.language,
  labels: l.acts.includes("gibberish") ? l.acts : [...l.acts, `lang:${l.language}`],
});
const training = corpus.filter((l) => !isHeldOut(l.text));
const heldOut = corpus.filter((l) => isHeldOut(l.text));
const fit = training.filter((l) => !isValidation(l.text));
const validation = training.filter((l) => isValidation(l.text));
console.log(`corpus: ${corpus.length} lines, training ${training.length} (fit ${fit.length} + validation ${validation.length}), held out ${heldOut.length}`);

const t0 = performance.now();
const examples = augment(fit, toExample);
console.log(`fit lines with their augmented copies: ${examples.length}`);
// Both models are tuned and measured as the file holds them (8-bit weights), not as trained in memory.
const linear = deserialiseLinear(serialiseLinear(trainLogistic(examples, MODEL_LABELS)));
console.log(`linear model trained in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
const reused = process.argv.find((a) => a.startsWith("--encoder="))?.slice("--encoder=".length);
function trainedEncoder(): Encoder {
  if (reused) {
    const earlier = deserialise(readFileSync(reused), { linear: false });
    if (earlier.trainedOn.corpusHash !== corpusHash(corpus)) throw new Error(`${reused} was trained on another corpus`);
    console.log(`encoder taken from ${reused}`);
    return earlier.encoder;
  }
  const trained = trainEncoder(examples, MODEL_LABELS, SHAPE, {
    epochs: EPOCHS,
    onEpoch: (epoch, _, seconds) => console.log(`  encoder epoch ${epoch + 1}/${EPOCHS}: ${seconds.toFixed(0)} s`),
  });
  return deserialiseEncoder(serialiseEncoder(trained));
}
const encoder = trainedEncoder();
console.log(`trained in ${((performance.now() - t0) / 1000).toFixed(0)} s`);

/** F1 of one act on some lines, given whether each line is predicted to carry it. */
function f1On(lines: CorpusLine[], act: string, predicted: (line: CorpusLine, n: number) => boolean): number {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  lines.forEach((l, n) => {
    const gold = l.acts.includes(act);
    const pred = predicted(l, n);
    if (gold && pred) tp++;
    else if (pred) fp++;
    else if (gold) fn++;
  });
  return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
}

const GRID = Array.from({ length: 17 }, (_, k) => Math.round((0.1 + k * 0.05) * 100) / 100);

/** Per act, the threshold on the grid (0.10 … 0.90) that maximises F1 on the validation lines. */
function tuneThresholds(model: ReaderModel): number[] {
  const probs = validation.map((l) => readerScores(model, l.text, l.language));
  return model.labels.map((label, i) => {
    if (label.startsWith("lang:")) return 0.5;
    let best = { t: 0.5, f1: -1 };
    for (const t of GRID) {
      const f1 = f1On(validation, label, (_, n) => (probs[n]?.[i] as number) >= t);
      if (f1 > best.f1 + 1e-9) best = { t, f1 };
    }
    return best.t;
  });
}

function validationF1(model: ReaderModel): number {
  const gold = validation.map((l) => l.acts);
  const pred = validation.map((l) => classifySentence(l.text, l.language, model).acts as string[]);
  return macroF1(labelScores(gold, pred, READER_ACTS));
}

const candidate = (mix: number): ReaderModel => {
  const model: ReaderModel = { labels: MODEL_LABELS, thresholds: [], encoder, linear, mix };
  model.thresholds = tuneThresholds(model);
  return model;
};
let model = candidate(0);
let bestF1 = validationF1(model);
console.log(`validation macro-F1: encoder alone ${bestF1.toFixed(3)}`);
for (const mix of MIXES.slice(1)) {
  const m = candidate(mix);
  const f1 = validationF1(m);
  console.log(`validation macro-F1: linear share ${mix} ${f1.toFixed(3)}`);
  if (f1 > bestF1 + 0.002) {
    model = m;
    bestF1 = f1;
  }
}
if (model.mix === 0) delete model.linear;

/**
 * Per language and act: keep the model alone, or add the language pack's pattern hits, whichever reads that
 * language's validation lines better.
 */
function choosePolicy(m: ReaderModel): PatternPolicy {
  const out: PatternPolicy = {};
  for (const language of READER_LANGUAGES) {
    const lines = validation.filter((l) => l.language === language);
    const readings = lines.map((l) => new Set(classifySentence(l.text, l.language, { ...m, policy: {} }).acts as string[]));
    const policy: Record<string, "model" | "union"> = {};
    for (const act of READER_ACTS) {
      const f1 = (union: boolean) => f1On(lines, act, (l, n) => Boolean(readings[n]?.has(act)) || (union && patternHit(act, l.text, l.language)));
      const alone = f1(false);
      const union = f1(true);
      policy[act] = union > alone + 0.005 ? "union" : "model";
      if (policy[act] === "union") console.log(`  ${language} ${act}: model ${alone.toFixed(3)}, with patterns ${union.toFixed(3)} -> patterns added`);
    }
    out[language] = policy;
  }
  return out;
}
model.policy = choosePolicy(model);
console.log(`validation macro-F1 with the chosen policy: ${validationF1(model).toFixed(3)} (linear share ${model.mix})`);

const file = serialise(model, { lines: training.length, heldOut: heldOut.length, corpusHash: corpusHash(corpus) });
writeFileSync(MODEL_URL, file);
console.log(`wrote ${MODEL_URL.pathname.split("/").slice(-4).join("/")} (${(file.length / 1024).toFixed(0)} KB)`);

// Figures from the file as committed (8-bit weights), not the model in memory.
printEvaluation(evaluateReader(heldOut, deserialise(file)), { perAct: process.argv.includes("--acts") });
