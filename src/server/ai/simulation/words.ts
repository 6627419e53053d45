import type { Language } from "../../../contract/languages";
import { readTimeSlots } from "../reader/slots";

/**
 * Words of a message as the reader sees them: noise that forms no word, crude stems to see words echoed back, and the
 * names of products and companies.
 */

const VOWELS = "aeiouyõäöüéáíóúàèìòùâêîôûаеёиоуыэюя";

/** Letters that form no word: a word of 3+ letters without a vowel, 4+ consonants in a row, or a letter thrice. */
export function looksLikeNoise(sentence: string): boolean {
  return (sentence.toLowerCase().match(/\p{L}+/gu) ?? []).some((w) => {
    if (/(\p{L})\1\1/u.test(w)) return true;
    let run = 0;
    let vowels = 0;
    for (const ch of w) {
      if (VOWELS.includes(ch)) {
        vowels++;
        run = 0;
      } else if (++run >= 4) return true;
    }
    return w.length >= 3 && vowels === 0;
  });
}

/**
 * Stems that say nothing of a pain when echoed: clients, companies, people, work and the like, in the four
 * languages ("Многие наши клиенты раньше работали…" does not answer "we lost a good client over the rework").
 */
const GENERIC_STEMS = new Set([
  ...["clien", "custo", "compa", "busin", "peopl", "their", "would", "could", "about", "there", "which", "other", "every", "thing", "worki"],
  ...["clien", "empre", "negoc", "traba", "perso", "todos", "mucho", "nuest", "despu", "puede"],
  ...["klien", "ettev", "firma", "inime", "tööta", "meeskonn", "kõiki", "sellega", "võiks"].map((w) => w.slice(0, 5)),
  ...["клиен", "компа", "работ", "людей", "котор", "очень", "всего", "через", "тольк", "может", "наших", "нашей", "ваших", "вашей", "много"],
]);

/** Crude stems of the content words (5+ letters, first 5 kept): enough to see the customer's words echoed back. */
export function stems(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).map((w) => w.slice(0, 5)).filter((w) => !GENERIC_STEMS.has(w));
}

/**
 * Capitalised words inside a sentence (not its first word), or a name in «» or quotes: "we're cheaper than
 * HubSpot", "are you still on Xero?". Days, months and "I" are not names.
 */
export function namesIn(sentence: string, language: Language): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(/[«"“]([^»"”]{2,40})[»"”]/gu)) out.push((m[1] as string).trim());
  const words = sentence.replace(/[«"“][^»"”]*[»"”]/gu, " ").split(/\s+/u);
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) out.push(run.join(" "));
    run = [];
  };
  words.forEach((raw, i) => {
    // "Optimoroute'i", "Xero's": the name without the case ending or possessive after its apostrophe.
    const w = raw.replace(/^[¿¡(]+|[.,!?;:)]+$/gu, "").replace(/(?<=\p{L})['’]\p{Ll}{1,3}$/u, "");
    // "IT-поддержкой", "CRM-система", "SaaS-platvorm": an acronym joined to a common word names no company.
    const acronymWord = /^(?=(?:\P{Lu}*\p{Lu}){2})[\p{L}\p{N}]{2,5}-\p{Ll}{3,}/u.test(w);
    const capital = /^\p{Lu}[\p{L}\p{N}&.'-]*$/u.test(w) && w !== "I" && !/^I['’]/u.test(w) && !acronymWord;
    if (i > 0 && capital && readTimeSlots(w, language).length === 0 && !MONTHS.test(w)) run.push(w);
    else flush();
    if (/[.,!?;:]$/u.test(raw)) flush();
  });
  flush();
  return out.filter((n) => n.length >= 2);
}

const MONTHS =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|september|oktoober|november|detsember|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|январ|феврал|март|апрел|ма[йя]|июн|июл|август|сентябр|октябр|ноябр|декабр)/iu;
