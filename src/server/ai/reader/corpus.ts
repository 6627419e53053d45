import { createHash } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import { READER_LANGUAGES } from "./acts";

export type CorpusLanguage = (typeof READER_LANGUAGES)[number];
export interface CorpusLine {
  text: string;
  acts: string[];
  language: CorpusLanguage;
}

export const CORPUS_DIR = new URL("./corpus/", import.meta.url);

export function loadCorpus(): CorpusLine[] {
  const out: CorpusLine[] = [];
  for (const file of readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()) {
    const language = file.split(".")[0] as CorpusLanguage;
    if (!READER_LANGUAGES.includes(language)) continue;
    for (const line of readFileSync(new URL(file, CORPUS_DIR), "utf8").split("\n")) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { text: string; acts: string[] };
      out.push({ text: row.text, acts: row.acts, language });
    }
  }
  return out;
}

/** Fixed by the text alone: a line is held out (20%) or trained on, whatever else the corpus holds. */
export function isHeldOut(text: string): boolean {
  const h = createHash("sha256").update(`held-out:${text.trim().toLowerCase()}`).digest();
  return h.readUInt16BE(0) % 100 < 20;
}

/** A second fixed split inside the training part, to tune thresholds without touching the held-out lines. */
export function isValidation(text: string): boolean {
  const h = createHash("sha256").update(`validation:${text.trim().toLowerCase()}`).digest();
  return h.readUInt16BE(0) % 100 < 15;
}

export function corpusHash(lines: CorpusLine[]): string {
  const h = createHash("sha256");
  for (const l of lines) h.update(`${l.language}\t${l.text}\t${l.acts.join(",")}\n`);
  return h.digest("hex").slice(0, 16);
}
