import MiniSearch from "minisearch";
import type { Language } from "../../../contract/languages";
import type { Stage } from "../../../contract/stages";
import { KNOWLEDGE, type TipEntry } from "./knowledge";

/** Words too common to say anything about a question, per language. */
const STOP_WORDS: Record<Language, Set<string>> = {
  en: new Set(
    "a an the and or but is are was be to of in on at for with it this that i you we they he she my me do does how what when why can should would says say said".split(
      " ",
    ),
  ),
  et: new Set("ja ning või aga et on oli see seda mis kuidas kui ma mina sa sina me nad ta tema ei ka kas siis nii ütleb ütles".split(" ")),
  es: new Set("el la los las un una y o pero es son que de del en a al por para con se me te lo le mi su como qué cómo cuando dice dijo muy".split(" ")),
  ru: new Set("и или но а что это как в на с к по о от за для не ли же то я ты мы вы он она они мне мой его её говорит сказал очень".split(" ")),
};

const STEM_LENGTH = 5;

/** Lowercased Unicode-letter words; long words also yield a short stem, a light stand-in for inflection. */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFC")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

function processTerm(language: Language) {
  return (term: string): string[] | null => {
    const t = term.toLowerCase();
    if (t.length < 2 || STOP_WORDS[language].has(t)) return null;
    return t.length > STEM_LENGTH + 1 ? [t, `${t.slice(0, STEM_LENGTH)}~`] : [t];
  };
}

interface IndexedTip {
  id: string;
  title: string;
  text: string;
  keywords: string;
}

const indexes = new Map<Language, { search: MiniSearch<IndexedTip>; byId: Map<string, TipEntry> }>();

function indexFor(language: Language) {
  let built = indexes.get(language);
  if (!built) {
    const search = new MiniSearch<IndexedTip>({
      fields: ["title", "text", "keywords"],
      tokenize,
      processTerm: processTerm(language),
      searchOptions: { boost: { keywords: 3, title: 2, text: 1 }, fuzzy: 0.2, prefix: true, combineWith: "OR" },
    });
    const entries = KNOWLEDGE[language];
    search.addAll(entries.map((e) => ({ id: e.id, title: e.title, text: `${e.text} ${e.example}`, keywords: e.keywords.join(" ") })));
    built = { search, byId: new Map(entries.map((e) => [e.id, e])) };
    indexes.set(language, built);
  }
  return built;
}

/** How much more an entry of one of the user's weak stages weighs (the weakest a little more). */
export const WEAK_STAGE_BOOST = 1.25;
export const WEAKEST_STAGE_BOOST = 1.4;

export interface ScoredTip {
  entry: TipEntry;
  score: number;
}

/** Every matching entry with its BM25 score, best first, the user's weak stages gently boosted. */
export function searchTips(question: string, language: Language, weakStages: Stage[] = []): ScoredTip[] {
  const { search, byId } = indexFor(language);
  const results = search.search(question, {
    boostDocument: (id) => {
      const stage = byId.get(String(id))?.stage;
      if (!stage) return 1;
      if (stage === weakStages[0]) return WEAKEST_STAGE_BOOST;
      return weakStages.includes(stage) ? WEAK_STAGE_BOOST : 1;
    },
  });
  return results.flatMap((r) => {
    const entry = byId.get(String(r.id));
    return entry ? [{ entry, score: r.score }] : [];
  });
}

/**
 * The k most relevant knowledge entries for a question (BM25 over title, text and keywords), gently preferring
 * the stages the user scored lowest on. Without any match, the entries of their weakest stage, else the first.
 */
export function retrieveTips(question: string, language: Language, weakStages: Stage[] = [], k = 3): TipEntry[] {
  const found = searchTips(question, language, weakStages).map((s) => s.entry);
  if (found.length > 0) return found.slice(0, k);
  const entries = KNOWLEDGE[language];
  const weakest = weakStages[0];
  const fallback = weakest ? entries.filter((e) => e.stage === weakest) : [];
  return (fallback.length > 0 ? fallback : entries).slice(0, k);
}

/**
 * The entries an answer is built from: the best match, then the best of its own topic, then other strong matches,
 * topped up from the best match's topic; at most k. Keeps a price question from drifting to unrelated advice.
 */
export function tipsForAnswer(question: string, language: Language, weakStages: Stage[] = [], k = 3): TipEntry[] {
  const scored = searchTips(question, language, weakStages);
  const top = scored[0];
  if (!top) return retrieveTips(question, language, weakStages, k);
  const rest = scored.slice(1);
  const sameTopic = rest.filter((s) => s.entry.topic === top.entry.topic && s.score >= top.score * 0.2);
  const strongOthers = rest.filter((s) => s.entry.topic !== top.entry.topic && s.score >= top.score * 0.6);
  const picked = [top.entry, ...sameTopic.map((s) => s.entry), ...strongOthers.map((s) => s.entry)];
  for (const e of KNOWLEDGE[language]) if (e.topic === top.entry.topic) picked.push(e);
  return [...new Map(picked.map((e) => [e.id, e])).values()].slice(0, k);
}
