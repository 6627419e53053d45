import type { Language } from "../../../contract/languages";
import { LEXICAL_ACTS, TOPICS } from "../simulation/types";
import { normalise, patternHits } from "./features";
import { Kernel } from "./kernel";

/**
 * The reader's sentence encoder: a small convolutional network over the sentence's words, trained from scratch on
 * the labelled corpus (train-encoder.ts).
 *
 * - Each word is the mean of hashed embeddings of the word and of its character 3-5-grams (fastText's subwords), so
 *   a typo, a missing accent or another case ending lands near the word it misspells.
 * - Convolutions over neighbouring words see short phrases ("wouldn't you agree", "по поводу", "kas teil").
 * - Max-pooling over the sentence lets an act's evidence sit anywhere: a greeting at the start of a long
 *   introduction counts as much as a bare "hi".
 * - The language pack's hand-written patterns are given as inputs beside the pooled words.
 *
 * The weights are stored in 8 bits (one scale per matrix) and gzipped.
 */

export interface EncoderShape {
  /** log2 of the number of hashed embedding rows. */
  bits: number;
  /** Embedding width. */
  dim: number;
  /** Channels of each convolution layer. */
  hidden: number;
  /** Width (in words) of each convolution. */
  widths: number[];
}

export interface Encoder {
  shape: EncoderShape;
  labels: string[];
  /** Per label: the probability above which the label is predicted. */
  thresholds: number[];
  policy?: Record<string, Record<string, "model" | "union">>;
  /** rows × dim */
  embeddings: Float32Array;
  /** One per convolution: widths[c] × dim × hidden (input-major) and its bias. */
  conv: { weights: Float32Array; bias: Float32Array }[];
  /** (2 × hidden × convolutions + pattern inputs) × labels, and the labels' bias. */
  out: Float32Array;
  outBias: Float32Array;
}

/** The language pack's pattern hits given to the network as inputs. */
export const PATTERN_INPUTS: string[] = [...LEXICAL_ACTS.map((a) => `rx:${a}`), ...TOPICS.map((t) => `tp:${t}`), "rx:closed_start", "#q", "#excl"];

export const featureWidth = (shape: EncoderShape) => 2 * shape.hidden * shape.widths.length + PATTERN_INPUTS.length;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function hashString(s: string, bits: number): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return (h ^ (h >>> bits)) & ((1 << bits) - 1);
}

/** Words and the punctuation that shapes a sentence (question and exclamation marks, commas, full stops). */
export function encoderTokens(text: string): string[] {
  return normalise(text).match(/[\p{L}\p{N}']+|[?¿!¡,.;:…]/gu) ?? [];
}

/** The sentence as the encoder reads it: a start mark naming the language, the words, an end mark. */
export function sentenceWords(text: string, language: Language | undefined): string[] {
  return [`<s:${language ?? "xx"}>`, ...encoderTokens(text), "</s>"];
}

/** A word's embedding rows: the word itself and, for a word of letters, its character 3-5-grams. */
export function wordRows(word: string, bits: number): Int32Array {
  if (word.length === 1 || word.startsWith("<s:") || word === "</s>" || !/[\p{L}\p{N}]/u.test(word)) return Int32Array.of(hashString(`w:${word}`, bits));
  const padded = `<${word}>`;
  const rows = [hashString(`w:${word}`, bits)];
  for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= padded.length; i++) rows.push(hashString(padded.slice(i, i + n), bits));
  return Int32Array.from(rows);
}

export function tokenRows(text: string, language: Language | undefined, bits: number): Int32Array[] {
  return sentenceWords(text, language).map((w) => wordRows(w, bits));
}

export function patternInputs(text: string, language: Language | undefined): Float32Array {
  const x = new Float32Array(PATTERN_INPUTS.length);
  if (language) {
    const hits = patternHits(text, language);
    LEXICAL_ACTS.forEach((a, i) => {
      if (hits.acts.has(a)) x[i] = 1;
    });
    TOPICS.forEach((t, i) => {
      if (hits.topics.has(t)) x[LEXICAL_ACTS.length + i] = 1;
    });
    if (hits.closedStart) x[LEXICAL_ACTS.length + TOPICS.length] = 1;
  }
  if (/[?¿]/u.test(text)) x[PATTERN_INPUTS.length - 2] = 1;
  if (/[!¡]/u.test(text)) x[PATTERN_INPUTS.length - 1] = 1;
  return x;
}

/** The words' input vectors (T × dim): each the mean of its rows. */
export function embed(encoder: Pick<Encoder, "embeddings" | "shape">, rows: Int32Array[]): Float32Array {
  const d = encoder.shape.dim;
  const E = encoder.embeddings;
  const x = new Float32Array(rows.length * d);
  for (let t = 0; t < rows.length; t++) {
    const r = rows[t] as Int32Array;
    const base = t * d;
    for (let k = 0; k < r.length; k++) {
      const off = (r[k] as number) * d;
      for (let i = 0; i < d; i++) x[base + i] = (x[base + i] as number) + (E[off + i] as number);
    }
    const inv = 1 / r.length;
    for (let i = 0; i < d; i++) x[base + i] = (x[base + i] as number) * inv;
  }
  return x;
}

/** Max and mean over the words of each channel, written at `at` in `into`; the max's word per channel in `argmax`. */
export function pool(a: Float32Array, T: number, hidden: number, into: Float32Array, at: number, argmax?: Int32Array): void {
  for (let j = 0; j < hidden; j++) {
    let m = -Infinity;
    let arg = 0;
    let sum = 0;
    for (let t = 0; t < T; t++) {
      const v = a[t * hidden + j] as number;
      sum += v;
      if (v > m) {
        m = v;
        arg = t;
      }
    }
    into[at + j] = m;
    into[at + hidden + j] = sum / T;
    if (argmax) argmax[j] = arg;
  }
}

/** The words of a sentence the encoder reads: a longer sentence is read by its first words and its end mark. */
export const MAX_WORDS = 512;
/** The embedding rows of a word the encoder reads: the word and its first character n-grams. */
const MAX_ROWS = 256;

/** The encoder's matrices copied into kernel memory, with the scratch arrays one reading needs. */
interface Loaded {
  kernel: Kernel;
  embeddings: Float32Array;
  /** A word's rows (MAX_ROWS). */
  rows: Int32Array;
  /** Every convolution's weights at every offset side by side: dim × (Σ widths × hidden), so one product gives a
   * word's contribution. */
  byInput: Float32Array;
  bias: Float32Array[];
  out: Float32Array;
  /** One word's input vector (dim). */
  x: Float32Array;
  /** One word's contribution (Σ widths × hidden). */
  contribution: Float32Array;
  /** The sentence's words' contributions, one after another (MAX_WORDS × Σ widths × hidden). */
  parts: Float32Array;
  feat: Float32Array;
  logits: Float32Array;
}
const loadedEncoders = new WeakMap<Encoder, Loaded>();

/**
 * The encoder in kernel memory, copied on first use. An encoder is not changed once it reads (training works on its
 * own copy), so the copy stays true.
 */
function loaded(encoder: Encoder): Loaded {
  let l = loadedEncoders.get(encoder);
  if (!l) {
    const { dim: d, hidden: h, widths } = encoder.shape;
    const total = widths.reduce((a, w) => a + w, 0) * h;
    const F = featureWidth(encoder.shape);
    const L = encoder.labels.length;
    const weights = encoder.conv.reduce((a, c) => a + c.weights.length + c.bias.length, 0) + encoder.out.length;
    const kernel = new Kernel(encoder.embeddings.length + MAX_ROWS + weights + d + total * (MAX_WORDS + 1) + F + L + 16 * (encoder.conv.length + 10));
    const byInput = kernel.alloc(d * total);
    let at = 0;
    widths.forEach((width, c) => {
      const W = (encoder.conv[c] as { weights: Float32Array }).weights;
      for (let k = 0; k < width; k++, at += h) for (let i = 0; i < d; i++) byInput.set(W.subarray((k * d + i) * h, (k * d + i + 1) * h), i * total + at);
    });
    l = {
      kernel,
      embeddings: kernel.hold(encoder.embeddings),
      rows: kernel.allocInt32(MAX_ROWS),
      byInput,
      bias: encoder.conv.map((c) => kernel.hold(c.bias)),
      out: kernel.hold(encoder.out),
      x: kernel.alloc(d),
      contribution: kernel.alloc(total),
      parts: kernel.alloc(MAX_WORDS * total),
      feat: kernel.alloc(F),
      logits: kernel.alloc(L),
    };
    loadedEncoders.set(encoder, l);
  }
  return l;
}

/**
 * What one word contributes to every convolution at every offset (Σ widths × hidden): the word's input vector times
 * each offset's weights. A convolution's output at a word is its bias plus its neighbours' contributions, so a word
 * seen before costs a few additions. Computed the same way whether cached or not, so a reading never depends on
 * what was read before it.
 */
function contribution(encoder: Encoder, rows: Int32Array): Float32Array {
  const { dim: d } = encoder.shape;
  const l = loaded(encoder);
  const n = Math.min(rows.length, MAX_ROWS);
  l.rows.set(n < rows.length ? rows.subarray(0, n) : rows);
  l.kernel.meanRows(l.embeddings, l.rows, n, d, l.x, 0);
  l.contribution.fill(0);
  l.kernel.vecMat(l.x, 0, d, l.byInput, 0, l.contribution.length, l.contribution, 0);
  return l.contribution.slice();
}

/** Recently read words' contributions, per encoder (the words of a call repeat): the newest CACHE_WORDS. */
const CACHE_WORDS = 4096;
interface WordCache {
  byWord: Map<string, Float32Array>;
  /** The cached words in the order they came, as a ring: the oldest is replaced first. */
  ring: string[];
  next: number;
}
const caches = new WeakMap<Encoder, WordCache>();

function cachedContribution(encoder: Encoder, word: string): Float32Array {
  let cache = caches.get(encoder);
  if (!cache) caches.set(encoder, (cache = { byWord: new Map(), ring: [], next: 0 }));
  let c = cache.byWord.get(word);
  if (!c) {
    c = contribution(encoder, wordRows(word, encoder.shape.bits));
    const oldest = cache.ring[cache.next];
    if (oldest !== undefined) cache.byWord.delete(oldest);
    cache.ring[cache.next] = word;
    cache.next = (cache.next + 1) % CACHE_WORDS;
    cache.byWord.set(word, c);
  }
  return c;
}

/** The label scores (probabilities) of one sentence. */
export function encoderScores(encoder: Encoder, text: string, language?: Language): Float32Array {
  const { hidden: h, widths } = encoder.shape;
  const k = loaded(encoder);
  const words = sentenceWords(text, language);
  if (words.length > MAX_WORDS) words.splice(MAX_WORDS - 1, words.length - MAX_WORDS);
  const T = words.length;
  const total = k.contribution.length;
  words.forEach((w, t) => k.parts.set(cachedContribution(encoder, w), t * total));
  // Each convolution's output at a word: its bias plus the contributions of the word and its neighbours.
  let offset = 0;
  widths.forEach((width, c) => {
    k.kernel.convPool(k.parts, T, total, offset, width, h, k.bias[c] as Float32Array, k.feat, 2 * h * c);
    offset += width * h;
  });
  k.feat.set(patternInputs(text, language), 2 * h * widths.length);
  k.logits.set(encoder.outBias);
  k.kernel.vecMat(k.feat, 0, k.feat.length, k.out, 0, k.logits.length, k.logits, 0);
  return Float32Array.from(k.logits, (v) => 1 / (1 + Math.exp(-v)));
}

interface EncoderHeader {
  format: "salesdojo-encoder";
  version: 1;
  shape: EncoderShape;
  labels: string[];
  thresholds: number[];
  policy?: Encoder["policy"];
  /** The weight blocks in file order, each as int8 × scale. */
  blocks: { name: string; length: number; scale: number }[];
}

function blocksOf(encoder: Encoder): [string, Float32Array][] {
  return [
    ["embeddings", encoder.embeddings],
    ...encoder.conv.flatMap((c, i): [string, Float32Array][] => [
      [`conv${i}.weights`, c.weights],
      [`conv${i}.bias`, c.bias],
    ]),
    ["out", encoder.out],
    ["outBias", encoder.outBias],
  ];
}

/** The encoder as bytes: a JSON header, then every weight block in 8 bits (biases too: they are few). */
export function serialiseEncoder(encoder: Encoder): Buffer {
  const blocks = blocksOf(encoder);
  const header: EncoderHeader = {
    format: "salesdojo-encoder",
    version: 1,
    shape: encoder.shape,
    labels: encoder.labels,
    thresholds: encoder.thresholds,
    policy: encoder.policy,
    blocks: blocks.map(([name, w]) => {
      let max = 0;
      for (let i = 0; i < w.length; i++) max = Math.max(max, Math.abs(w[i] as number));
      return { name, length: w.length, scale: max / 127 || 1 };
    }),
  };
  const parts = blocks.map(([, w], b) => {
    const scale = (header.blocks[b] as { scale: number }).scale;
    const q = new Int8Array(w.length);
    for (let i = 0; i < w.length; i++) q[i] = Math.round((w[i] as number) / scale);
    return Buffer.from(q.buffer);
  });
  const h = Buffer.from(JSON.stringify(header), "utf8");
  const len = Buffer.alloc(4);
  len.writeUInt32LE(h.length);
  return Buffer.concat([len, h, ...parts]);
}

export function deserialiseEncoder(raw: Buffer): Encoder {
  const len = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + len).toString("utf8")) as EncoderHeader;
  if (header.format !== "salesdojo-encoder" || header.version !== 1) throw new Error("The reader's encoder does not match this code: run npm run train:reader");
  let at = 4 + len;
  const blocks = new Map<string, Float32Array>();
  for (const b of header.blocks) {
    const q = new Int8Array(raw.buffer, raw.byteOffset + at, b.length);
    blocks.set(
      b.name,
      Float32Array.from(q, (v) => v * b.scale),
    );
    at += b.length;
  }
  const block = (name: string) => blocks.get(name) ?? new Float32Array(0);
  return {
    shape: header.shape,
    labels: header.labels,
    thresholds: header.thresholds,
    policy: header.policy,
    embeddings: block("embeddings"),
    conv: header.shape.widths.map((_, i) => ({ weights: block(`conv${i}.weights`), bias: block(`conv${i}.bias`) })),
    out: block("out"),
    outBias: block("outBias"),
  };
}
