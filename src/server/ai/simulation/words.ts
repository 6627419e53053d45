/** Words of a message as the reader sees them: noise that forms no word, and crude stems to see words echoed back. */

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
