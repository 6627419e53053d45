import type { Language } from "../../../contract/languages";
import { type Encoder, type EncoderShape, embed, featureWidth, patternInputs, pool, tokenRows } from "./encoder";
import { Kernel } from "./kernel";

export interface EncoderExample {
  text: string;
  labels: string[];
  language?: Language;
}

export interface EncoderTrainOptions {
  epochs?: number;
  /** Adam's step size at the start; it falls linearly to a tenth by the last epoch. */
  rate?: number;
  batch?: number;
  /** Dropout of the pooled features. */
  dropout?: number;
  /** Share of words left out of a training sentence. */
  wordDropout?: number;
  seed?: number;
  /** Called after every epoch with the model so far (for validation figures). */
  onEpoch?: (epoch: number, encoder: Encoder, seconds: number) => void;
}

/** mulberry32: a small seeded generator, so training is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Prepared {
  rows: Int32Array[];
  patterns: Float32Array;
  y: Uint8Array;
}

/** Adam over a dense parameter block (its weights and gradients in the kernel's memory). */
class Dense {
  private readonly m: Float32Array;
  private readonly v: Float32Array;
  constructor(
    readonly w: Float32Array,
    readonly g: Float32Array,
  ) {
    this.m = new Float32Array(w.length);
    this.v = new Float32Array(w.length);
  }
  step(rate: number, t: number, scale: number): void {
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** t;
    const c2 = 1 - b2 ** t;
    const { w, g, m, v } = this;
    for (let i = 0; i < w.length; i++) {
      const gi = (g[i] as number) * scale;
      const mi = b1 * (m[i] as number) + (1 - b1) * gi;
      const vi = b2 * (v[i] as number) + (1 - b2) * gi * gi;
      m[i] = mi;
      v[i] = vi;
      w[i] = (w[i] as number) - (rate * (mi / c1)) / (Math.sqrt(vi / c2) + 1e-8);
      g[i] = 0;
    }
  }
}

/** Trains the encoder: binary cross-entropy per label, positives weighed up, Adam (lazy on the embedding rows). */
export function trainEncoder(examples: EncoderExample[], labels: string[], shape: EncoderShape, opts: EncoderTrainOptions = {}): Encoder {
  const { epochs = 8, rate = 2e-3, batch = 16, dropout = 0.25, wordDropout = 0.1, seed = 1 } = opts;
  const rnd = random(seed);
  const uniform = (a: number) => (rnd() * 2 - 1) * a;
  const L = labels.length;
  const { dim: d, hidden: h, widths } = shape;
  const rowsCount = 1 << shape.bits;
  const F = featureWidth(shape);

  const at = new Map(labels.map((l, i) => [l, i]));
  const data: Prepared[] = examples.map((e) => {
    const y = new Uint8Array(L);
    for (const l of e.labels) {
      const i = at.get(l);
      if (i !== undefined) y[i] = 1;
    }
    return { rows: tokenRows(e.text, e.language, shape.bits), patterns: patternInputs(e.text, e.language), y };
  });
  const pos = new Float32Array(L);
  for (const e of data) for (let l = 0; l < L; l++) pos[l] = (pos[l] as number) + (e.y[l] as number);
  const posWeight = Float32Array.from(pos, (p) => Math.min(4, Math.max(1, Math.sqrt((data.length - p) / Math.max(1, p)))));

  // The products run in the kernel (kernel.ts): the convolutions, the output layer, their gradients and the
  // scratch arrays of one sentence live in its memory.
  const maxT = data.reduce((a, e) => Math.max(a, e.rows.length), 1);
  const convSize = widths.reduce((a, w) => a + w * d * h + h, 0);
  const kernel = new Kernel(2 * (convSize + F * L + L) + maxT * (2 * d + (widths.length + 1) * h) + 3 * F + L + 16 * (4 * widths.length + 16));
  const embeddings = new Float32Array(rowsCount * d);
  for (let i = 0; i < embeddings.length; i++) embeddings[i] = uniform(0.1);
  const conv = widths.map((width) => {
    const weights = kernel.alloc(width * d * h);
    const a = Math.sqrt(6 / (width * d));
    for (let i = 0; i < weights.length; i++) weights[i] = uniform(a);
    return { weights, bias: kernel.hold(new Float32Array(h).fill(0.01)) };
  });
  const out = kernel.alloc(F * L);
  const ao = Math.sqrt(6 / (F + L));
  for (let i = 0; i < out.length; i++) out[i] = uniform(ao);
  const outBias = kernel.alloc(L);
  for (let l = 0; l < L; l++) outBias[l] = Math.log(Math.max(1, pos[l] as number) / Math.max(1, data.length - (pos[l] as number)));
  const encoder: Encoder = { shape, labels, thresholds: labels.map(() => 0.5), embeddings, conv, out, outBias };

  const dense = [...conv.flatMap((c) => [c.weights, c.bias]), out, outBias].map((w) => new Dense(w, kernel.alloc(w.length)));
  const convGrads = conv.map((_, c) => ({ w: dense[2 * c] as Dense, b: dense[2 * c + 1] as Dense }));
  const outGrad = dense[2 * conv.length] as Dense;
  const outBiasGrad = dense[2 * conv.length + 1] as Dense;
  const x = kernel.alloc(maxT * d);
  const dx = kernel.alloc(maxT * d);
  const acts = widths.map(() => kernel.alloc(maxT * h));
  const dz = kernel.alloc(maxT * h);
  // Lazy Adam on the embedding rows a batch touched.
  const gE = new Float32Array(rowsCount * d);
  const mE = new Float32Array(rowsCount * d);
  const vE = new Float32Array(rowsCount * d);
  const touched = new Uint8Array(rowsCount);
  const touchedList: number[] = [];

  const feat = kernel.alloc(F);
  const keep = new Float32Array(F);
  const dfeat = kernel.alloc(F);
  const dlogit = kernel.alloc(L);
  const argmax = widths.map(() => new Int32Array(h));
  let step = 0;
  const order = Array.from({ length: data.length }, (_, i) => i);

  for (let epoch = 0; epoch < epochs; epoch++) {
    const t0 = performance.now();
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j] as number, order[i] as number];
    }
    for (let start = 0; start < order.length; start += batch) {
      const end = Math.min(order.length, start + batch);
      for (let n = start; n < end; n++) {
        const e = data[order[n] as number] as Prepared;
        // Word dropout: a training sentence sometimes loses a word (never its start or end marks).
        const rows = e.rows.filter((_, t) => t === 0 || t === e.rows.length - 1 || rnd() >= wordDropout);
        const T = rows.length;
        x.set(embed(encoder, rows));
        widths.forEach((width, c) => {
          const a = acts[c] as Float32Array;
          const { weights: W, bias } = conv[c] as Encoder["conv"][number];
          const half = (width - 1) >> 1;
          for (let t = 0; t < T; t++) {
            a.set(bias, t * h);
            for (let k = 0; k < width; k++) {
              const s = t + k - half;
              if (s >= 0 && s < T) kernel.vecMat(x, s * d, d, W, k * d * h, h, a, t * h);
            }
          }
          for (let i = 0; i < T * h; i++) if ((a[i] as number) < 0) a[i] = 0;
          pool(a, T, h, feat, 2 * h * c, argmax[c]);
        });
        feat.set(e.patterns, 2 * h * widths.length);
        for (let f = 0; f < F; f++) {
          keep[f] = f < 2 * h * widths.length && rnd() < dropout ? 0 : f < 2 * h * widths.length ? 1 / (1 - dropout) : 1;
          feat[f] = (feat[f] as number) * (keep[f] as number);
        }
        // Forward to the labels and the loss's gradient.
        dlogit.set(outBias);
        kernel.vecMat(feat, 0, F, out, 0, L, dlogit, 0);
        for (let l = 0; l < L; l++) {
          const p = 1 / (1 + Math.exp(-(dlogit[l] as number)));
          const y = e.y[l] as number;
          dlogit[l] = (p - y) * (y ? (posWeight[l] as number) : 1);
          outBiasGrad.g[l] = (outBiasGrad.g[l] as number) + (dlogit[l] as number);
        }
        dfeat.fill(0);
        kernel.matVec(out, 0, F, L, dlogit, 0, dfeat, 0);
        for (let f = 0; f < F; f++) dfeat[f] = (dfeat[f] as number) * (keep[f] as number);
        kernel.outer(feat, 0, F, dlogit, 0, L, outGrad.g, 0);
        // Back through the pools and the convolutions to the words.
        dx.fill(0, 0, T * d);
        widths.forEach((width, c) => {
          const a = acts[c] as Float32Array;
          const W = (conv[c] as Encoder["conv"][number]).weights;
          const gW = (convGrads[c] as { w: Dense }).w.g;
          const gb = (convGrads[c] as { b: Dense }).b.g;
          const half = (width - 1) >> 1;
          const base = 2 * h * c;
          const am = argmax[c] as Int32Array;
          for (let j = 0; j < h; j++) {
            const mean = (dfeat[base + h + j] as number) / T;
            for (let t = 0; t < T; t++) dz[t * h + j] = mean;
            dz[(am[j] as number) * h + j] = (dz[(am[j] as number) * h + j] as number) + (dfeat[base + j] as number);
          }
          for (let t = 0; t < T; t++) {
            const o = t * h;
            for (let j = 0; j < h; j++) {
              if ((a[o + j] as number) <= 0) dz[o + j] = 0;
              else gb[j] = (gb[j] as number) + (dz[o + j] as number);
            }
            for (let k = 0; k < width; k++) {
              const s = t + k - half;
              if (s < 0 || s >= T) continue;
              kernel.outer(x, s * d, d, dz, o, h, gW, k * d * h);
              kernel.matVec(W, k * d * h, d, h, dz, o, dx, s * d);
            }
          }
        });
        for (let t = 0; t < T; t++) {
          const r = rows[t] as Int32Array;
          const inv = 1 / r.length;
          for (let k = 0; k < r.length; k++) {
            const row = r[k] as number;
            if (!touched[row]) {
              touched[row] = 1;
              touchedList.push(row);
            }
            const off = row * d;
            for (let i = 0; i < d; i++) gE[off + i] = (gE[off + i] as number) + (dx[t * d + i] as number) * inv;
          }
        }
      }
      step++;
      const progress = (epoch + start / order.length) / epochs;
      const lr = rate * (1 - 0.9 * progress);
      const scale = 1 / (end - start);
      for (const p of dense) p.step(lr, step, scale);
      const c1 = 1 - 0.9 ** step;
      const c2 = 1 - 0.999 ** step;
      for (const row of touchedList) {
        const off = row * d;
        for (let i = off; i < off + d; i++) {
          const gi = (gE[i] as number) * scale;
          const mi = 0.9 * (mE[i] as number) + 0.1 * gi;
          const vi = 0.999 * (vE[i] as number) + 0.001 * gi * gi;
          mE[i] = mi;
          vE[i] = vi;
          embeddings[i] = (embeddings[i] as number) - (lr * (mi / c1)) / (Math.sqrt(vi / c2) + 1e-8);
          gE[i] = 0;
        }
        touched[row] = 0;
      }
      touchedList.length = 0;
    }
    opts.onEpoch?.(epoch, encoder, (performance.now() - t0) / 1000);
  }
  return encoder;
}
