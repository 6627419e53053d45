import { FORM_ACTS } from "./acts";
import type { CorpusLine } from "./corpus";

const FORMS = new Set<string>(FORM_ACTS);
/**
 * Augmentation of the training lines only (the held-out lines stay as written): each line once more as a hurried
 * typist or voice-to-text would give it (lower case, no punctuation), and joined to another line of the same
 * language the way people run two things together in one breath, with both lines' acts.
 */
export function augment<T>(lines: CorpusLine[], toExample: (l: CorpusLine) => T): T[] {
  const out = lines.map(toExample);
  const byLanguage = new Map<string, CorpusLine[]>();
  for (const l of lines) {
    const list = byLanguage.get(l.language);
    if (list) list.push(l);
    else byLanguage.set(l.language, [l]);
  }
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  for (const l of lines) {
    const plain = l.text
      .toLowerCase()
      .replace(/[.,!?¿¡;:]+/gu, "")
      .trim();
    if (plain && plain !== l.text) out.push(toExample({ ...l, text: plain }));
    // A typo: two neighbouring letters swapped in one longer word, or a letter dropped.
    const words = l.text.split(" ");
    const long = words.map((w, i) => ({ w, i })).filter(({ w }) => /^\p{L}{5,}$/u.test(w));
    if (long.length > 0 && !l.acts.includes("gibberish")) {
      const { w, i } = long[next() % long.length] as { w: string; i: number };
      const at = 1 + (next() % (w.length - 2));
      const typo = next() % 2 === 0 ? w.slice(0, at) + (w[at + 1] ?? "") + (w[at] ?? "") + w.slice(at + 2) : w.slice(0, at) + w.slice(at + 1);
      out.push(toExample({ ...l, text: words.map((x, j) => (j === i ? typo : x)).join(" ") }));
    }
    const others = byLanguage.get(l.language) ?? [];
    const other = others[next() % others.length] as CorpusLine;
    if (other === l || l.acts.includes("gibberish") || other.acts.includes("gibberish")) continue;
    const hasForm = l.acts.some((a) => FORMS.has(a));
    const acts = [...new Set([...l.acts, ...other.acts.filter((a) => !(hasForm && FORMS.has(a)))])];
    const joined = `${l.text.replace(/[.!?]+$/u, "")}, ${other.text.charAt(0).toLowerCase()}${other.text.slice(1)}`;
    out.push(toExample({ ...l, text: joined, acts }));
  }
  return out;
}
