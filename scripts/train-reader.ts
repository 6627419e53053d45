// Trains the learned reader from its labelled corpus and writes src/server/ai/reader/model.bin.gz.
// Usage: npm run train:reader   (deterministic: the same corpus always gives the same model file)
import { writeFileSync } from "node:fs";
import { FORM_ACTS, READER_ACTS, READER_LANGUAGES } from "../src/server/ai/reader/acts";
import { MODEL_LABELS, classifySentence, patternHit } from "../src/server/ai/reader/classify";
import { type CorpusLine, corpusHash, isHeldOut, isValidation, loadCorpus } from "../src/server/ai/reader/corpus";
import { labelScores, macroF1 } from "../src/server/ai/reader/metrics";
import { type LinearModel, MODEL_URL, deserialise, serialise, scores } from "../src/server/ai/reader/model";
import { type Example, trainLogistic, trainNaiveBayes } from "../src/server/ai/reader/train";
import { evaluateReader, printEvaluation } from "../src/server/ai/reader/evaluate";

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

/** Per act, the candidate threshold that maximises F1 on the lines (the first of equals). */
function bestThresholds(model: LinearModel, lines: CorpusLine[], candidates: (probs: number[]) => number[]): number[] {
  const probs = lines.map((l) => scores(model, l.text, l.language));
  return model.labels.map((label, i) => {
    if (label.startsWith("lang:")) return 0.5;
    let best = { t: 0.5, f1: -1 };
    for (const t of candidates(probs.map((p) => p[i] as number))) {
      const f1 = f1On(lines, label, (_, n) => (probs[n]?.[i] as number) >= t);
      if (f1 > best.f1 + 1e-9) best = { t, f1 };
    }
    return best.t;
  });
}

/** Per act, the threshold on a fixed grid (0.15 … 0.85) that maximises F1 on the validation lines. */
function tuneThresholds(model: LinearModel, lines: CorpusLine[]): number[] {
  return bestThresholds(model, lines, () => Array.from({ length: 15 }, (_, k) => Math.round((0.15 + k * 0.05) * 100) / 100));
}

/**
 * Naive Bayes scores are badly calibrated (its probabilities crowd at 0 and 1), so a fixed grid would not do it
 * justice: its thresholds are searched among its own scores of the validation lines.
 */
function tuneByRank(model: LinearModel, lines: CorpusLine[]): number[] {
  return bestThresholds(model, lines, (values) => {
    const sorted = [...new Set(values)].sort((a, b) => a - b);
    return sorted.filter((_, k) => k % Math.max(1, Math.floor(sorted.length / 200)) === 0);
  });
}

function validationF1(model: LinearModel): number {
  const gold = validation.map((l) => l.acts);
  const pred = validation.map((l) => classifySentence(l.text, l.language, model).acts as string[]);
  return macroF1(labelScores(gold, pred, READER_ACTS));
}

const FORMS = new Set<string>(FORM_ACTS);
/**
 * Augmentation of the training lines only (the held-out lines stay as written): each line once more as a hurried
 * typist or voice-to-text would give it (lower case, no punctuation), and joined to another line of the same
 * language the way people run two things together in one breath, with both lines' acts.
 */
function augment(lines: CorpusLine[]): Example[] {
  const out = lines.map(toExample);
  const byLanguage = new Map<string, CorpusLine[]>();
  for (const l of lines) byLanguage.set(l.language, [...(byLanguage.get(l.language) ?? []), l]);
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  for (const l of lines) {
    const plain = l.text
      .toLowerCase()
      .replace(/[.,!?¿¡;:]+/gu, "")
      .trim();
    if (plain && plain !== l.text) out.push(toExample({ ...l, text: plain }));
    // A typo: two neighbouring letters swapped in one longer word, or a letter dropped.
    const words = l.text.split(" ");
    const long = words.map((w, i) => ({ w, i })).filter(({ w }) => /^\p{L}{5,}$/u.test(w));
    if (long.length > 0 && !l.acts.includes("gibberish")) {
      const { w, i } = long[next() % long.length] as { w: string; i: number };
      const at = 1 + (next() % (w.length - 2));
      const typo = next() % 2 === 0 ? w.slice(0, at) + (w[at + 1] ?? "") + (w[at] ?? "") + w.slice(at + 2) : w.slice(0, at) + w.slice(at + 1);
      out.push(toExample({ ...l, text: words.map((x, j) => (j === i ? typo : x)).join(" ") }));
    }
    const others = byLanguage.get(l.language) ?? [];
    const other = others[next() % others.length] as CorpusLine;
    if (other === l || l.acts.includes("gibberish") || other.acts.includes("gibberish")) continue;
    const hasForm = l.acts.some((a) => FORMS.has(a));
    const acts = [...new Set([...l.acts, ...other.acts.filter((a) => !(hasForm && FORMS.has(a)))])];
    const joined = `${l.text.replace(/[.!?]+$/u, "")}, ${other.text.charAt(0).toLowerCase()}${other.text.slice(1)}`;
    out.push(toExample({ ...l, text: joined, acts }));
  }
  return out;
}

const t0 = performance.now();
const AUGMENT = !process.argv.includes("--no-augment");
const lrFit = trainLogistic(AUGMENT ? augment(fit) : fit.map(toExample), MODEL_LABELS);
lrFit.thresholds = tuneThresholds(lrFit, validation);
if (process.argv.includes("--compare")) {
  // The alternative of ADR 011, on the same (unaugmented) lines and thresholds tuned the same way.
  const plainLr = trainLogistic(fit.map(toExample), MODEL_LABELS);
  plainLr.thresholds = tuneThresholds(plainLr, validation);
  const nbFit = trainNaiveBayes(fit.map(toExample), MODEL_LABELS);
  nbFit.thresholds = tuneByRank(nbFit, validation);
  console.log(
    `validation macro-F1 without augmentation: logistic regression ${validationF1(plainLr).toFixed(3)}, naive Bayes ${validationF1(nbFit).toFixed(3)}`,
  );
}
console.log(`validation macro-F1: logistic regression with augmentation ${validationF1(lrFit).toFixed(3)}`);

/**
 * Per language and act: keep the model alone, or add the language pack's pattern hits, whichever reads that
 * language's validation lines better.
 */
function choosePolicy(model: LinearModel): Record<string, Record<string, "model" | "union">> {
  const out: Record<string, Record<string, "model" | "union">> = {};
  for (const language of READER_LANGUAGES)
    out[language] = choosePolicyFor(
      model,
      validation.filter((l) => l.language === language),
      language,
    );
  return out;
}

function choosePolicyFor(model: LinearModel, lines: CorpusLine[], language: string): Record<string, "model" | "union"> {
  const policy: Record<string, "model" | "union"> = {};
  const readings = lines.map((l) => ({ l, model: new Set(classifySentence(l.text, l.language, { ...model, policy: {} }).acts as string[]) }));
  for (const act of READER_ACTS) {
    const f1 = (union: boolean) => f1On(lines, act, (l, n) => Boolean(readings[n]?.model.has(act)) || (union && patternHit(act, l.text, l.language)));
    const alone = f1(false);
    const union = f1(true);
    policy[act] = union > alone + 0.005 ? "union" : "model";
    if (policy[act] === "union") console.log(`  ${language} ${act}: model ${alone.toFixed(3)}, with patterns ${union.toFixed(3)} -> patterns added`);
  }
  return policy;
}

lrFit.policy = choosePolicy(lrFit);
console.log(`validation macro-F1 with the chosen policy: ${validationF1(lrFit).toFixed(3)}`);

// The chosen model is retrained on the whole training part with the tuned thresholds and policy.
const model = trainLogistic(AUGMENT ? augment(training) : training.map(toExample), MODEL_LABELS);
model.thresholds = lrFit.thresholds;
model.policy = lrFit.policy;
console.log(`trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const file = serialise(model, { lines: training.length, heldOut: heldOut.length, corpusHash: corpusHash(corpus) });
writeFileSync(MODEL_URL, file);
console.log(`wrote ${MODEL_URL.pathname.split("/").slice(-4).join("/")} (${(file.length / 1024).toFixed(0)} KB)`);

// Figures from the file as committed (8-bit weights), not the model in memory.
printEvaluation(evaluateReader(heldOut, deserialise(file)), { perAct: process.argv.includes("--acts") });
