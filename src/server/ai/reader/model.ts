import { readFileSync } from "node:fs";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Language } from "../../../contract/languages";
import { type Encoder, deserialiseEncoder, encoderScores, serialiseEncoder } from "./encoder";
import { type LinearModel, deserialiseLinear, linearScores, serialiseLinear } from "./linear";

/** How the model and the language pack's patterns combine for one act in one language (chosen on validation lines). */
export type PatternPolicy = Record<string, Record<string, "model" | "union">>;

/**
 * The learned reader as committed (model.bin.gz): the sentence encoder, optionally a linear model over n-grams whose
 * probabilities are mixed in, and the per-label thresholds and pattern policy tuned on the validation lines.
 */
export interface ReaderModel {
  labels: string[];
  thresholds: number[];
  policy?: PatternPolicy;
  encoder: Encoder;
  linear?: LinearModel;
  /** The linear model's share of a probability (0 without one). */
  mix: number;
}

export interface TrainedOn {
  lines: number;
  heldOut: number;
  corpusHash: string;
}

/** Each label's probability for one sentence. */
export function readerScores(model: ReaderModel, text: string, language?: Language): Float32Array {
  const p = encoderScores(model.encoder, text, language);
  if (!model.linear || model.mix <= 0) return p;
  const q = linearScores(model.linear, text, language);
  for (let i = 0; i < p.length; i++) {
    // The encoder is told the call's language (its first word), so it cannot say that a sentence is in another:
    // which language a sentence is in comes from the linear model, which reads the words alone.
    p[i] = model.labels[i]?.startsWith("lang:") ? (q[i] as number) : (1 - model.mix) * (p[i] as number) + model.mix * (q[i] as number);
  }
  return p;
}

interface Header {
  format: "salesdojo-reader";
  version: 3;
  labels: string[];
  thresholds: number[];
  policy?: PatternPolicy;
  mix: number;
  encoderBytes: number;
  linearBytes: number;
  trainedOn: TrainedOn;
}

export function serialise(model: ReaderModel, trainedOn: TrainedOn): Buffer {
  const encoder = serialiseEncoder(model.encoder);
  const linear = model.linear ? serialiseLinear(model.linear) : Buffer.alloc(0);
  const header: Header = {
    format: "salesdojo-reader",
    version: 3,
    labels: model.labels,
    thresholds: model.thresholds,
    policy: model.policy,
    mix: model.linear ? model.mix : 0,
    encoderBytes: encoder.length,
    linearBytes: linear.length,
    trainedOn,
  };
  const h = Buffer.from(JSON.stringify(header), "utf8");
  const len = Buffer.alloc(4);
  len.writeUInt32LE(h.length);
  return gzipSync(Buffer.concat([len, h, encoder, linear]), { level: 9 });
}

/** The model in a file; `{ linear: false }` leaves out its linear part (as when a run takes only the encoder). */
export function deserialise(file: Buffer, parts: { linear?: boolean } = {}): ReaderModel & { trainedOn: TrainedOn } {
  const raw = gunzipSync(file);
  const len = raw.readUInt32LE(0);
  const header = JSON.parse(raw.subarray(4, 4 + len).toString("utf8")) as Header;
  if (header.format !== "salesdojo-reader" || header.version !== 3) throw new Error("The reader model does not match this code: run npm run train:reader");
  const at = 4 + len;
  const encoder = deserialiseEncoder(raw.subarray(at, at + header.encoderBytes));
  const linear =
    header.linearBytes > 0 && parts.linear !== false
      ? deserialiseLinear(raw.subarray(at + header.encoderBytes, at + header.encoderBytes + header.linearBytes))
      : undefined;
  return {
    labels: header.labels,
    thresholds: header.thresholds,
    policy: header.policy,
    encoder,
    linear,
    mix: header.mix,
    trainedOn: header.trainedOn,
  };
}

export const MODEL_URL = new URL("./model.bin.gz", import.meta.url);

let loaded: ReaderModel | null = null;
/** The committed model, loaded once. */
export function readerModel(): ReaderModel {
  loaded ??= deserialise(readFileSync(MODEL_URL));
  return loaded;
}
