import type { Language } from "../../../contract/languages";
import { HASH_BITS, featurise } from "./features";
import type { LinearModel } from "./linear";

export interface Example {
  text: string;
  labels: string[];
  language?: Language;
}

type Featurised = { index: Int32Array; value: Float32Array; y: Uint8Array };

function prepare(examples: Example[], labels: string[]): Featurised[] {
  const at = new Map(labels.map((l, i) => [l, i]));
  return examples.map((e) => {
    const y = new Uint8Array(labels.length);
    for (const l of e.labels) {
      const i = at.get(l);
      if (i !== undefined) y[i] = 1;
    }
    return { ...featurise(e.text, e.language), y };
  });
}

/** A deterministic shuffle (the training order must not depend on anything but the corpus). */
function order(n: number, epoch: number): number[] {
  const idx = Array.from({ length: n }, (_, i) => i);
  let s = 0x9e3779b9 ^ epoch;
  for (let i = n - 1; i > 0; i--) {
    s = Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) ^ Math.imul(s ^ (s >>> 12), 0x297a2d39);
    const j = (s >>> 0) % (i + 1);
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  return idx;
}

export interface TrainOptions {
  epochs?: number;
  rate?: number;
  l2?: number;
}

/** One-vs-rest logistic regression by AdaGrad over the hashed features. */
export function trainLogistic(examples: Example[], labels: string[], opts: TrainOptions = {}): LinearModel {
  const { epochs = 6, rate = 0.4, l2 = 1e-4 } = opts;
  const L = labels.length;
  const D = 1 << HASH_BITS;
  const data = prepare(examples, labels);
  const W = new Float32Array(D * L);
  const G = new Float32Array(D * L).fill(1e-8);
  const bias = new Float32Array(L);
  const gb = new Float32Array(L).fill(1e-8);
  // Positives are rare for every label: weigh them up to the negatives' share, capped.
  const pos = new Float32Array(L);
  for (const d of data) for (let l = 0; l < L; l++) pos[l] = (pos[l] as number) + (d.y[l] as number);
  const posWeight = Array.from(pos, (p) => Math.min(4, Math.max(1, Math.sqrt((data.length - p) / Math.max(1, p)))));
  const z = new Float32Array(L);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (const n of order(data.length, epoch)) {
      const d = data[n] as Featurised;
      z.set(bias);
      for (let j = 0; j < d.index.length; j++) {
        const row = (d.index[j] as number) * L;
        const v = d.value[j] as number;
        for (let l = 0; l < L; l++) z[l] = (z[l] as number) + v * (W[row + l] as number);
      }
      for (let l = 0; l < L; l++) {
        const p = 1 / (1 + Math.exp(-(z[l] as number)));
        const y = d.y[l] as number;
        const g = (p - y) * (y ? (posWeight[l] as number) : 1);
        gb[l] = (gb[l] as number) + g * g;
        bias[l] = (bias[l] as number) - (rate * g) / Math.sqrt(gb[l] as number);
        if (Math.abs(g) < 1e-4) continue;
        for (let j = 0; j < d.index.length; j++) {
          const k = (d.index[j] as number) * L + l;
          const gw = g * (d.value[j] as number) + l2 * (W[k] as number);
          G[k] = (G[k] as number) + gw * gw;
          W[k] = (W[k] as number) - (rate * gw) / Math.sqrt(G[k] as number);
        }
      }
    }
  }
  return { labels, thresholds: labels.map(() => 0.5), bias, weights: W };
}
