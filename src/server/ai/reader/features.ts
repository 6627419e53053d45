import type { Language } from "../../../contract/languages";
import { LANGUAGE_PACKS } from "../language";
import { LEXICAL_ACTS, type LexicalAct, TOPICS, type Topic } from "../simulation/types";
import { type OneByte, oneByteFor } from "./one-byte";

/**
 * Features of one sentence for the learned reader: word unigrams and bigrams, the first and last word, and
 * character 2-5-grams of the accent-free text (robust to typos, missing accents and inflection), hashed into a
 * fixed number of buckets. Language-neutral: the same function serves en, et, es and ru.
 */

export const HASH_BITS = 16;
const MASK = (1 << HASH_BITS) - 1;
const CHAR_MIN = 2;
const CHAR_MAX = 5;
const CHAR_WEIGHT = 0.5;
const RX_WEIGHT = 3;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const fold = (h: number) => (h ^ (h >>> HASH_BITS)) & MASK;

/** FNV-1a over the string's UTF-16 code units, folded into HASH_BITS. */
function hash(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return fold(h);
}

/** The FNV state after the prefix "c" of every character n-gram feature. */
const CHAR_PREFIX = Math.imul(FNV_OFFSET ^ 0x63, FNV_PRIME);

/** Lower case, digits as 0, accents dropped (so "Qué" and "que", "ё" and "е" meet), punctuation kept apart. */
export function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\d+/g, "0")
    .replace(/[’`´]/g, "'");
}

export function tokens(normalised: string): string[] {
  return normalised.match(/[\p{L}\p{N}']+|[?¿!]/gu) ?? [];
}

export interface PatternHits {
  acts: Set<LexicalAct>;
  topics: Set<Topic>;
  closedStart: boolean;
}

/** The last few sentences matched (a sentence, its clauses, then the sentence again for its topics). */
const recentHits: { text: string; language: Language; hits: PatternHits }[] = [];
const RECENT = 8;

interface Compiled {
  re: RegExp;
  /**
   * A prefilter: the pattern without its lookarounds (withoutLookarounds), which matches wherever the pattern matches
   * (and more), searching globally, and the exact pattern sticky (tested at one index only). V8 scans for the
   * prefilter many times faster, because a leading lookbehind (a word start) hides the pattern's first letters from
   * the regexp engine's quick scan, and evaluates the lookbehind's Unicode classes at every position. A match of the
   * pattern at an index is a match of the prefilter at that index, so testing the pattern only where the
   * prefilter's matches start finds exactly what a search with the pattern finds; most patterns match no given
   * sentence, and the exact one then never runs.
   */
  starts: { pre: RegExp; at: RegExp } | null;
  /** Tested on the lower-cased text (the pattern lost its `i` flag). */
  lower: boolean;
  /** Has ^ or $: may match a part of a text without matching the text. */
  anchored: boolean;
}

/**
 * A pattern for lower-cased text without the `i` flag: V8's case-insensitive Unicode matching is the costliest part
 * of a reading (lookbehinds over Cyrillic, Estonian and Spanish letters), and lower-casing the text once gives the
 * same answers for patterns with no capital letters and no case classes of their own (the pattern is kept otherwise).
 */
/**
 * The pattern's source without its lookarounds ("(?<!…)", "(?<=…)", "(?!…)", "(?=…)"): a looser pattern that matches
 * wherever the pattern does. Character classes and escapes are skipped over, nested groups are balanced.
 */
export function withoutLookarounds(source: string): string {
  let out = "";
  let i = 0;
  while (i < source.length) {
    const look = /^\(\?<?[!=]/.exec(source.slice(i, i + 4));
    if (!look) {
      const step = source[i] === "\\" ? 2 : source[i] === "[" ? classEnd(source, i) - i : 1;
      out += source.slice(i, i + step);
      i += step;
      continue;
    }
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      if (c === "\\") i += 2;
      else if (c === "[") i = classEnd(source, i);
      else {
        if (c === "(") depth++;
        else if (c === ")") depth--;
        i++;
        if (depth === 0) break;
      }
    }
  }
  return out;
}

/** The index just after the character class that opens at `start`. */
function classEnd(source: string, start: number): number {
  let i = start + 1;
  while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
  return i + 1;
}

function compile(original: RegExp, oneByte: OneByte | null): Compiled {
  const re = oneByte ? new RegExp(oneByte.source(original.source), original.flags) : original;
  const c = compileExact(re);
  // A back-reference could point at a group the loose pattern lost: such a pattern has no prefilter.
  const loose = /\\[1-9]|\\k</.test(c.re.source) ? c.re.source : withoutLookarounds(c.re.source);
  if (loose === c.re.source) return { ...c, starts: null };
  const flags = c.re.flags.replace(/[gy]/g, "");
  try {
    return { ...c, starts: { pre: new RegExp(loose, `${flags}g`), at: new RegExp(c.re.source, `${flags}y`) } };
  } catch {
    return { ...c, starts: null };
  }
}

/** Whether the pattern matches the text, tested only where its prefilter's matches start (Compiled.starts). */
function matchesAtStarts({ pre, at }: { pre: RegExp; at: RegExp }, text: string): boolean {
  pre.lastIndex = 0;
  for (let m = pre.exec(text); m; m = pre.exec(text)) {
    at.lastIndex = m.index;
    if (at.test(text)) return true;
    // The next start after this one (a whole character: a surrogate pair is one).
    const code = text.charCodeAt(m.index);
    pre.lastIndex = m.index + (code >= 0xd800 && code <= 0xdbff ? 2 : 1);
  }
  return false;
}

function compileExact(re: RegExp): Omit<Compiled, "starts"> {
  const anchored = /[\^$]/.test(re.source.replace(/\\./g, "").replace(/\[[^\]]*\]/g, ""));
  const literal = re.source.replace(/\\[pP]\{[^}]*\}|\\[A-Za-z]/g, "");
  if (!re.flags.includes("i") || re.flags.includes("g") || re.flags.includes("y") || /\p{Lu}/u.test(literal) || /\\[pP]\{L[ult]\}/.test(re.source)) {
    return { re, lower: false, anchored };
  }
  return { re: new RegExp(re.source, re.flags.replace("i", "")), lower: true, anchored };
}

interface CompiledPack {
  acts: [LexicalAct, Compiled[]][];
  topics: [Topic, Compiled[]][];
  /** The one-byte copy the patterns run on (one-byte.ts), or null: they run on the text itself. */
  oneByte: OneByte | null;
}
const compiled = new Map<Language, CompiledPack>();
function compiledPack(language: Language): CompiledPack {
  let c = compiled.get(language);
  if (!c) {
    const pack = LANGUAGE_PACKS[language];
    const all = [...LEXICAL_ACTS.flatMap((act) => pack.acts[act]), ...TOPICS.flatMap((topic) => pack.topics[topic])];
    const oneByte = oneByteFor(all.map((re) => re.source));
    c = {
      acts: LEXICAL_ACTS.map((act) => [act, pack.acts[act].map((re) => compile(re, oneByte))]),
      topics: TOPICS.map((topic) => [topic, pack.topics[topic].map((re) => compile(re, oneByte))]),
      oneByte,
    };
    compiled.set(language, c);
  }
  return c;
}

/** The patterns patternHits runs for a language, as it runs them (lower-cased forms and prefilters). */
export function compiledPatterns(language: Language): RegExp[] {
  const { acts, topics } = compiledPack(language);
  return [...acts, ...topics].flatMap(([, patterns]) => patterns.flatMap((p) => (p.starts ? [p.starts.pre, p.starts.at] : [p.re])));
}

/**
 * Which of the language pack's hand-written patterns match the text. A sentence is matched once: the features,
 * the reader's guards and the topics all ask about the same sentence one after the other. A clause of a sentence
 * just matched is only tested for the acts and topics the sentence showed (and for anchored patterns): a pattern
 * without ^ or $ that matches a part of a text matches the text.
 */
export function patternHits(text: string, language: Language): PatternHits {
  const seen = recentHits.find((r) => r.text === text && r.language === language);
  if (seen) return seen.hits;
  const parent = recentHits.find((r) => r.language === language && r.text.length > text.length && r.text.includes(text))?.hits;
  const pack = LANGUAGE_PACKS[language];
  const { acts, topics, oneByte } = compiledPack(language);
  const view = oneByte ? oneByte.text(text) : text;
  const lower = oneByte ? oneByte.text(text.toLowerCase()) : text.toLowerCase();
  const matches = (patterns: Compiled[], possible: boolean) =>
    patterns.some((p) => {
      if (!possible && !p.anchored) return false;
      const t = p.lower ? lower : view;
      return p.starts ? matchesAtStarts(p.starts, t) : p.re.test(t);
    });
  const hits: PatternHits = {
    acts: new Set(acts.filter(([act, patterns]) => matches(patterns, !parent || parent.acts.has(act))).map(([act]) => act)),
    topics: new Set(topics.filter(([topic, patterns]) => matches(patterns, !parent || parent.topics.has(topic))).map(([topic]) => topic)),
    closedStart: pack.closedQuestionStarts.test(text.replace(/^[¿¡"'«\s]+/u, "")),
  };
  recentHits.unshift({ text, language, hits });
  if (recentHits.length > RECENT) recentHits.pop();
  return hits;
}

/** The language packs' hand-written patterns that match the sentence: prior knowledge the model learns to weigh. */
function patternFeatures(text: string, language: Language | undefined, add: (f: string, w?: number) => void): void {
  if (!language) return;
  const hits = patternHits(text, language);
  for (const act of LEXICAL_ACTS) if (hits.acts.has(act)) add(`rx:${act}`, RX_WEIGHT);
  for (const topic of TOPICS) if (hits.topics.has(topic)) add(`tp:${topic}`, RX_WEIGHT);
  if (hits.closedStart) add("rx:closed_start", RX_WEIGHT);
}

/** Per-bucket sums of one featurisation (reset after each), and the buckets it touched: no map per sentence. */
const acc = new Float64Array(1 << HASH_BITS);
const touched = new Int32Array(1 << HASH_BITS);

/** Hashed feature indices of a sentence, each with a weight (repeats add up); unit length overall. */
export function featurise(text: string, language?: Language): { index: Int32Array; value: Float32Array } {
  const norm = normalise(text);
  const toks = tokens(norm);
  let n = 0;
  const addHashed = (k: number, w: number) => {
    if (acc[k] === 0) touched[n++] = k;
    acc[k] = (acc[k] as number) + w;
  };
  const add = (f: string, w = 1) => addHashed(hash(f), w);
  const words = toks.filter((t) => t !== "?" && t !== "¿" && t !== "!");
  add("#bias");
  if (toks.includes("?") || toks.includes("¿")) add("#q");
  if (words.length <= 2) add(`#short${words.length}`);
  else if (words.length > 25) add("#long");
  for (let i = 0; i < toks.length; i++) {
    add(`w:${toks[i]}`);
    if (i + 1 < toks.length) add(`b:${toks[i]} ${toks[i + 1]}`);
  }
  if (words[0]) add(`f:${words[0]}`);
  if (words[1]) add(`f2:${words[0]} ${words[1]}`);
  if (words.length) add(`l:${words[words.length - 1]}`);
  const chars = ` ${words.join(" ")} `;
  // The same hash as add(`c${chars.slice(i, i + n)}`), without building the strings (most of a reading's cost).
  for (let len = CHAR_MIN; len <= CHAR_MAX; len++) {
    for (let i = 0; i + len <= chars.length; i++) {
      let h = CHAR_PREFIX;
      for (let k = i; k < i + len; k++) h = Math.imul(h ^ chars.charCodeAt(k), FNV_PRIME);
      addHashed(fold(h), CHAR_WEIGHT);
    }
  }
  // Gibberish shows as long runs without vowels or odd letter bigrams: give the model the raw shape too.
  const consonantRun = Math.max(0, ...words.map((w) => Math.max(0, ...(w.match(/[^aeiouyõäöüаеиоуыэюяё0']+/gu) ?? [""]).map((r) => r.length))));
  if (consonantRun >= 4) add(`#cons${Math.min(consonantRun, 6)}`);
  patternFeatures(text, language, add);

  let norm2 = 0;
  for (let j = 0; j < n; j++) norm2 += (acc[touched[j] as number] as number) ** 2;
  const scale = 1 / Math.sqrt(norm2 || 1);
  const index = new Int32Array(n);
  const value = new Float32Array(n);
  for (let j = 0; j < n; j++) {
    const k = touched[j] as number;
    index[j] = k;
    value[j] = (acc[k] as number) * scale;
    acc[k] = 0;
  }
  return { index, value };
}
