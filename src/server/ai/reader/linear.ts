import type { Language } from "../../../contract/languages";
import { HASH_BITS, featurise } from "./features";
import { Kernel } from "./kernel";

/**
 * A one-vs-rest linear model over hashed sentence features: one logistic score per label. Weights are stored
 * feature-major (all labels of one bucket side by side) and quantised to 8 bits per label, so the committed file
 * stays small and a prediction touches a few hundred short rows.
 */
export interface LinearModel {
  labels: string[];
  /** Per label: the probability above which the label is predicted (tuned on a validation part of training). */
  thresholds: number[];
  /**
   * Per language and act, how the model and the language pack's hand-written patterns combine, chosen on the
   * validation part: the model alone, or the model or a pattern hit ("union"). Absent: the model alone.
   */
  policy?: Record<string, Record<string, "model" | "union">>;
  bias: Float32Array;
  /** buckets × labels */
  weights: Float32Array;
}

/** The model's weights copied into kernel memory (a model is not changed once it predicts), with scratch arrays. */
interface Loaded {
  kernel: Kernel;
  weights: Float32Array;
  index: Int32Array;
  value: Float32Array;
  out: Float32Array;
}
const loadedModels = new WeakMap<LinearModel, Loaded>();
/** Features summed per call to the kernel (a longer sentence takes several). */
const CHUNK = 4096;

function loaded(model: LinearModel): Loaded {
  let l = loadedModels.get(model);
  if (!l) {
    const kernel = new Kernel(model.weights.length + 2 * CHUNK + model.labels.length + 16 * 4);
    l = { kernel, weights: kernel.hold(model.weights), index: kernel.allocInt32(CHUNK), value: kernel.alloc(CHUNK), out: kernel.alloc(model.labels.length) };
    loadedModels.set(model, l);
  }
  return l;
}

export function linearScores(model: LinearModel, text: string, language?: Language): Float32Array {
  const L = model.labels.length;
  const k = loaded(model);
  k.out.set(model.bias);
  const { index, value } = featurise(text, language);
  for (let at = 0; at < index.length; at += CHUNK) {
    const n = Math.min(CHUNK, index.length - at);
    k.index.set(index.subarray(at, at + n));
    k.value.set(value.subarray(at, at + n));
    k.kernel.gatherRows(k.weights, k.index, k.value, n, L, k.out, 0);
  }
  return Float32Array.from(k.out, (v) => 1 / (1 + Math.exp(-v)));
}

/** The linear model as bytes (no compression: the reader's file is gzipped whole): per label, weight = int8 × scale. */
export function serialiseLinear(model: LinearModel): Buffer {
  const L = model.labels.length;
  const buckets = model.weights.length / L;
  const scales = model.labels.map((_, l) => {
    let max = 0;
    for (let b = 0; b < buckets; b++) max = Math.max(max, Math.abs(model.weights[b * L + l] as number));
    return max / 127 || 1;
  });
  const q = new Int8Array(model.weights.length);
  for (let i = 0; i < q.length; i++) q[i] = Math.round((model.weights[i] as number) / (scales[i % L] as number));
  const header = { hashBits: HASH_BITS, labels: model.labels, bias: [...model.bias], scales };
  const h = Buffer.from(JSON.stringify(header), "utf8");
  const len = Buffer.alloc(4);
  len.writeUInt32LE(h.length);
  return Buffer.concat([len, h, Buffer.from(q.buffer)]);
}

export function deserialiseLinear(raw: Buffer): LinearModel {
  const len = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + len).toString("utf8")) as { hashBits: number; labels: string[]; bias: number[]; scales: number[] };
  if (header.hashBits !== HASH_BITS) throw new Error("The reader's linear model does not match this code: run npm run train:reader");
  const L = header.labels.length;
  const q = new Int8Array(raw.buffer, raw.byteOffset + 4 + len, raw.length - 4 - len);
  const weights = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) weights[i] = (q[i] as number) * (header.scales[i % L] as number);
  return { labels: header.labels, thresholds: header.labels.map(() => 0.5), bias: Float32Array.from(header.bias), weights };
}
