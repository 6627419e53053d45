import { READER_ACTS, READER_LANGUAGES } from "./acts";
import { classifySentence } from "./classify";
import type { CorpusLine } from "./corpus";
import { type LabelScore, exactMatch, labelScores, macroF1 } from "./metrics";
import type { ReaderModel } from "./model";

export interface LanguageEvaluation {
  language: string;
  lines: number;
  macroF1: number;
  exactMatch: number;
  languageAccuracy: number;
  acts: LabelScore[];
}

/** The reader's figures on the given (held-out) lines, per language and overall. */
export function evaluateReader(lines: CorpusLine[], model?: ReaderModel): LanguageEvaluation[] {
  const groups: Array<[string, CorpusLine[]]> = [
    ...READER_LANGUAGES.map((l) => [l, lines.filter((x) => x.language === l)] as [string, CorpusLine[]]),
    ["all", lines],
  ];
  return groups.map(([language, subset]) => {
    const readings = subset.map((l) => classifySentence(l.text, l.language, model));
    const gold = subset.map((l) => l.acts);
    const pred = readings.map((r) => r.acts as string[]);
    const acts = labelScores(gold, pred, READER_ACTS);
    const langLines = subset.map((l, i) => ({ l, r: readings[i] })).filter(({ l }) => !l.acts.includes("gibberish"));
    const languageAccuracy = langLines.filter(({ l, r }) => r?.language === l.language).length / Math.max(1, langLines.length);
    return { language, lines: subset.length, macroF1: macroF1(acts), exactMatch: exactMatch(gold, pred), languageAccuracy, acts };
  });
}

export function printEvaluation(evals: LanguageEvaluation[], opts: { perAct?: boolean } = {}): void {
  console.log("held-out    lines  macro-F1  exact  language-id");
  for (const e of evals) {
    console.log(
      `${e.language.padEnd(10)} ${String(e.lines).padStart(6)}  ${e.macroF1.toFixed(3).padStart(8)}  ${e.exactMatch.toFixed(3)}  ${e.languageAccuracy.toFixed(3)}`,
    );
  }
  if (!opts.perAct) return;
  const all = evals.find((e) => e.language === "all");
  console.log("act                       support  precision  recall  F1");
  for (const s of all?.acts ?? []) {
    console.log(`${s.label.padEnd(24)} ${String(s.tp + s.fn).padStart(8)}  ${s.precision.toFixed(3).padStart(9)}  ${s.recall.toFixed(3)}  ${s.f1.toFixed(3)}`);
  }
}
