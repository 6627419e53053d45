/** Per-label precision, recall and F1 of multi-label predictions, and the macro-F1 over the labels present. */
export interface LabelScore {
  label: string;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
}

export function labelScores(gold: string[][], predicted: string[][], labels: readonly string[]): LabelScore[] {
  return labels.map((label) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    gold.forEach((g, i) => {
      const inGold = g.includes(label);
      const inPred = (predicted[i] ?? []).includes(label);
      if (inGold && inPred) tp++;
      else if (inPred) fp++;
      else if (inGold) fn++;
    });
    const precision = tp + fp ? tp / (tp + fp) : 1;
    const recall = tp + fn ? tp / (tp + fn) : 1;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { label, tp, fp, fn, precision, recall, f1 };
  });
}

/** Macro-F1 over the labels that occur in the gold data (a label never seen cannot be scored). */
export function macroF1(scores: LabelScore[]): number {
  const present = scores.filter((s) => s.tp + s.fn > 0);
  return present.reduce((a, s) => a + s.f1, 0) / Math.max(1, present.length);
}

/** Share of lines whose whole act set is exactly right. */
export function exactMatch(gold: string[][], predicted: string[][]): number {
  let ok = 0;
  gold.forEach((g, i) => {
    const p = predicted[i] ?? [];
    if (g.length === p.length && g.every((x) => p.includes(x))) ok++;
  });
  return ok / Math.max(1, gold.length);
}
