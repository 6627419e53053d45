import { type Act, LEXICAL_ACTS, type LanguagePack, TOPICS, type Topic } from "./types";

/** What one salesperson message does, with the sentence that shows each act (the rating quotes it). */
export interface Reading {
  acts: Set<Act>;
  /** The sentence that carried each act. */
  quotes: Map<Act, string>;
  /** Topics the message talks about. */
  topics: Set<Topic>;
  words: number;
}

const MONOLOGUE_WORDS = 70;
const QUOTE_MAX = 200;

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Crude stems of the content words (5+ letters, first 5 kept): enough to see the customer's words echoed back. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).map((w) => w.slice(0, 5));
}

function clip(s: string): string {
  return s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX - 1).trimEnd()}…` : s;
}

function countMatches(text: string, patterns: RegExp[]): number {
  let n = 0;
  for (const re of patterns) {
    const g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    n += [...text.matchAll(g)].length;
  }
  return n;
}

/**
 * Reads a message into acts (ai-engine.md "Reading the salesperson"): lexical acts by the language's patterns,
 * structural ones from the message's shape. `painTopics` are the customer's revealed pains, for benefit_tied.
 */
export function readMessage(
  message: string,
  pack: LanguagePack,
  painTopics: ReadonlySet<Topic>,
  painTexts: readonly string[] = [],
): Reading {
  const acts = new Set<Act>();
  const quotes = new Map<Act, string>();
  const topics = new Set<Topic>();
  const parts = sentences(message);
  const mark = (act: Act, sentence: string) => {
    acts.add(act);
    if (!quotes.has(act)) quotes.set(act, clip(sentence));
  };

  for (const sentence of parts) {
    for (const act of LEXICAL_ACTS) {
      if (pack.acts[act].some((re) => re.test(sentence))) mark(act, sentence);
    }
    for (const topic of TOPICS) {
      if (pack.topics[topic].some((re) => re.test(sentence))) topics.add(topic);
    }
  }

  const words = message.trim().split(/\s+/u).filter(Boolean).length;
  const questionSentences = parts.filter((s) => s.includes("?") || s.includes("¿"));
  if (questionSentences.length > 0 || acts.has("open_question")) {
    mark("question", questionSentences[0] ?? quotes.get("open_question") ?? message);
  }
  if (
    questionSentences.length > 0 &&
    !acts.has("open_question") &&
    questionSentences.every((s) => pack.closedQuestionStarts.test(s.replace(/^[¿¡"'«\s]+/u, "")))
  ) {
    mark("closed_question", questionSentences[0] as string);
  }
  if (words > MONOLOGUE_WORDS && !acts.has("question")) mark("monologue", parts[0] ?? message);

  if (acts.has("benefit")) {
    const benefitSentences = parts.filter((s) => pack.acts.benefit.some((re) => re.test(s)));
    const painStems = new Set(painTexts.flatMap(stems));
    const tied = benefitSentences.find(
      (s) =>
        TOPICS.some((t) => painTopics.has(t) && pack.topics[t].some((re) => re.test(s))) ||
        stems(s).filter((w) => painStems.has(w)).length >= 2,
    );
    if (tied) mark("benefit_tied", tied);
  }
  const featureCount = countMatches(message, pack.acts.feature);
  if (featureCount >= 3 || (featureCount >= 2 && !acts.has("benefit_tied") && words > 40)) {
    mark("feature_dump", quotes.get("feature") ?? parts[0] ?? message);
  }
  return { acts, quotes, topics, words };
}
