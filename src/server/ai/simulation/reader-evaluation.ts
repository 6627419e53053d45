import { READER_ACTS, READER_LANGUAGES } from "../reader/acts";
import type { CorpusLine } from "../reader/corpus";
import { labelScores, macroF1 } from "../reader/metrics";
import { LANGUAGE_PACKS } from "../language";
import { readMessage } from "./reader";

const LEARNED = new Set<string>(READER_ACTS);

/**
 * Macro-F1 of the acts the simulation reads in each line taken as a whole message (split into sentences, guarded by
 * the rules in reader.ts), per language and overall: the reader as the customer meets it.
 */
export function evaluateMessages(lines: CorpusLine[]): { language: string; macroF1: number }[] {
  const groups: Array<[string, CorpusLine[]]> = [
    ...READER_LANGUAGES.map((l) => [l, lines.filter((x) => x.language === l)] as [string, CorpusLine[]]),
    ["all", lines],
  ];
  return groups.map(([language, subset]) => {
    const pred = subset.map((l) => [...readMessage(l.text, LANGUAGE_PACKS[l.language], new Set()).acts].filter((a) => LEARNED.has(a)) as string[]);
    return {
      language,
      macroF1: macroF1(
        labelScores(
          subset.map((l) => l.acts),
          pred,
          READER_ACTS,
        ),
      ),
    };
  });
}
