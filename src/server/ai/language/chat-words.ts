import type { Language } from "../../../contract/languages";

/**
 * Chat shorthand salespeople type in a hurry, with the words they stand for: "q programa usas?", "what do u use
 * rn?", "чё у вас щас?". The reader reads the full words (the quote keeps what was typed). Only forms that mean
 * one thing in a sales call are listed; a shorthand that is also a word of its own ("a", "i", "d" in a date) is not.
 */
const CHAT_WORDS: Record<Language, Record<string, string>> = {
  en: {
    u: "you",
    ur: "your",
    r: "are",
    ppl: "people",
    rn: "right now",
    thx: "thanks",
    ty: "thank you",
    pls: "please",
    plz: "please",
    bc: "because",
    cuz: "because",
    coz: "because",
    abt: "about",
    wanna: "want to",
    gonna: "going to",
    gotta: "have to",
    yr: "your",
    tmrw: "tomorrow",
    tmr: "tomorrow",
    mins: "minutes",
    min: "minute",
    w: "with",
    b4: "before",
    im: "I'm",
    dont: "don't",
    whats: "what's",
    hows: "how's",
    thier: "their",
    teh: "the",
  },
  es: {
    q: "qué",
    xq: "por qué",
    pq: "por qué",
    porq: "por qué",
    pa: "para",
    tb: "también",
    tmb: "también",
    tbn: "también",
    x: "por",
    xfa: "por favor",
    porfa: "por favor",
    grax: "gracias",
    msj: "mensaje",
    mñn: "mañana",
    finde: "fin de semana",
    min: "minutos",
    mins: "minutos",
  },
  et: {
    mt: "mitte",
    mnt: "minut",
    tnx: "tänan",
    pmst: "põhimõtteliselt",
    vb: "võib-olla",
    nt: "näiteks",
    jne: "ja nii edasi",
  },
  ru: {
    щас: "сейчас",
    щя: "сейчас",
    чё: "что",
    че: "что",
    шо: "что",
    спс: "спасибо",
    пжл: "пожалуйста",
    пж: "пожалуйста",
    плз: "пожалуйста",
    норм: "нормально",
    ваще: "вообще",
    тыс: "тысяч",
    мин: "минут",
    оч: "очень",
    мб: "может быть",
    кст: "кстати",
    скока: "сколько",
    скоко: "сколько",
    токо: "только",
    ща: "сейчас",
  },
};

/** The message with chat shorthand written out in full, for reading. */
export function expandChatWords(text: string, language: Language): string {
  const words = CHAT_WORDS[language];
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => {
    const full = words[w.toLowerCase()];
    if (!full) return w;
    // Keep a capital where the shorthand had one ("Q programa…" reads as "Qué programa…").
    return /^\p{Lu}/u.test(w) ? full.charAt(0).toUpperCase() + full.slice(1) : full;
  });
}
