/**
 * Text of one-byte characters for the patterns of a language written in Latin letters (ADR 035). V8 keeps a string
 * of characters up to U+00FF one byte a character and compiles each pattern apart for one-byte and for two-byte
 * text; one curly apostrophe, dash, euro sign or Cyrillic word makes a whole sentence two-byte. The two-byte code
 * of a pattern with Unicode classes is large, and V8 optimises regular expressions only until the process has
 * generated about a megabyte of their code: English, Estonian and Spanish patterns compiled for both kinds of text
 * spent that budget, and every pattern compiled after it ran several times slower.
 *
 * So such text is matched in a one-byte copy: each character above U+00FF becomes a Latin-1 stand-in of the same
 * kind for the language's patterns. A character the patterns name ("don['’]t", "€", "š") gets a stand-in of its own
 * that no pattern names, and the patterns name the stand-in instead; any other letter becomes one letter no pattern
 * names, a digit a digit-like sign, a space a no-break space, anything else a control character no pattern names.
 * The patterns test characters only by what they name and by \p{L}, \p{N}, \s, \w, \d, \b and ".", so they find the
 * same matches in the copy (features.test.ts holds it on every held-out line, in every pack, and on typographic
 * lines). A pack that names more characters above U+00FF than a few (Russian: its own letters) is matched as it is.
 */
export interface OneByte {
  /** The text with every character above U+00FF replaced by its stand-in. */
  text(s: string): string;
  /** A pattern's source with the characters it names replaced by their stand-ins. */
  source(src: string): string;
}

type Kind = "letter" | "number" | "space" | "other";

const LETTER = /\p{L}/u;
const NUMBER = /\p{N}/u;
const SPACE = /\s/u;
const NON_LATIN1 = /[^\0-\xff]/gu;
/** Line terminators: "." does not match them, so their stand-in must be one too. */
const LINE_TERMINATORS = new Set(["\u2028", "\u2029"]);

function kindOf(ch: string): Kind {
  if (LETTER.test(ch)) return "letter";
  if (NUMBER.test(ch)) return "number";
  if (SPACE.test(ch)) return "space";
  return "other";
}

/**
 * Latin-1 stand-ins by kind, in order of preference. Letters that the patterns name need one with an upper and a
 * lower case in Latin-1 (a case-insensitive pattern naming "š" matches "Š"); any other letter becomes "ª" (no case).
 */
const NAMED_LETTERS = [..."þðæøåìíîïòóôõöùúûüýàáâãäçèéêëñ"];
const OTHER_LETTER = ["ª", "º"];
const NUMBERS = [..."¹²³¼½¾"];
/** C1 control characters (not \s, not letters; U+0085 left out, which some engines treat as a line break). */
const OTHERS = Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)).filter((c) => c !== "\x85");

/** Whether a named character stands at either end of a range in a character class ("[a-ž]"), where a stand-in would not. */
function inRange(source: string, named: ReadonlySet<string>): boolean {
  let inClass = false;
  const chars = [...source];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === "\\") {
      i++;
      continue;
    }
    if (!inClass) {
      if (c === "[") inClass = true;
      continue;
    }
    if (c === "]") {
      inClass = false;
      continue;
    }
    const dashAfter = chars[i + 1] === "-" && chars[i + 2] !== undefined && chars[i + 2] !== "]";
    const dashBefore = chars[i - 1] === "-" && chars[i - 2] !== "[" && chars[i - 2] !== undefined;
    if (named.has(c) && (dashAfter || dashBefore)) return true;
  }
  return false;
}

/** The one-byte copy for a language's pattern sources, or null when the patterns are best run on the text itself. */
export function oneByteFor(sources: readonly string[], maxNamed = 16): OneByte | null {
  const joined = sources.join("\x01");
  const named = new Set<string>();
  for (const ch of joined) if ((ch.codePointAt(0) as number) > 0xff) named.add(ch);
  if (named.size > maxNamed || sources.some((s) => inRange(s, named) || /\\u|\\x/.test(s))) return null;
  const taken = (c: string) => joined.includes(c) || joined.includes(c.toUpperCase()) || joined.includes(c.toLowerCase());
  const pools: Record<Kind, string[]> = {
    letter: NAMED_LETTERS.filter((c) => !taken(c)),
    number: NUMBERS.filter((c) => !taken(c)),
    space: [],
    other: OTHERS.filter((c) => !taken(c)),
  };
  const standIn = new Map<string, string>();
  for (const ch of named) {
    if (standIn.has(ch)) continue;
    const kind = kindOf(ch);
    const c = pools[kind].shift();
    if (!c) return null;
    if (kind !== "letter") {
      standIn.set(ch, c);
      continue;
    }
    // The letter and its other case share a stand-in pair, so case-insensitive patterns still match both.
    const lower = ch.toLowerCase();
    const upper = ch.toUpperCase();
    for (const [variant, stand] of [
      [lower, c],
      [upper, c.toUpperCase()],
    ] as const) {
      if ([...variant].length === 1 && (variant.codePointAt(0) as number) > 0xff) standIn.set(variant, stand);
    }
    if (!standIn.has(ch)) standIn.set(ch, c);
  }
  const rest: Record<Kind, string | undefined> = {
    letter: OTHER_LETTER.find((c) => !taken(c)),
    number: pools.number.shift(),
    space: taken("\xa0") ? undefined : "\xa0",
    other: pools.other.shift(),
  };
  if (!rest.letter || !rest.number || !rest.space || !rest.other) return null;
  const seen = new Map<string, string>(standIn);
  const replace = (ch: string) => {
    let s = seen.get(ch);
    if (s === undefined) {
      s = LINE_TERMINATORS.has(ch) ? "\n" : (rest[kindOf(ch)] as string);
      if (seen.size < 4096) seen.set(ch, s);
    }
    return s;
  };
  return {
    // String.replace keeps a two-byte string two-byte even when no character above U+00FF is left, and so does a
    // slice of a two-byte message ("Привет. How are you?" gives a two-byte "How are you?"): the Latin-1 round trip
    // through a buffer is what gives V8 a one-byte string (half a microsecond more for a 200-character sentence).
    text: (s) => Buffer.from(s.replace(NON_LATIN1, replace), "latin1").toString("latin1"),
    source: (src) => [...src].map((ch) => standIn.get(ch) ?? ch).join(""),
  };
}
