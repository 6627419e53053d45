import type { Language } from "../../../contract/languages";

/**
 * Slots read by precise rules (ai-engine.md revision: regex stays where it is precise): the times a salesperson
 * offers, each as a day and/or clock time, rendered back in the customer's language in one fixed grammatical
 * form, so Estonian and Russian inflection and Spanish capitals never leak from the salesperson's words.
 */
export interface TimeSlot {
  /** 0 = Monday … 6 = Sunday, or a relative day. */
  day: number | "today" | "tomorrow" | "day_after_tomorrow" | null;
  hour: number | null;
  minute: number;
  /** Part of day said without a clock time. */
  part: "morning" | "afternoon" | "evening" | null;
}

interface DayWords {
  /** Patterns in weekday order (Monday first), then today, tomorrow, day after tomorrow. */
  weekdays: RegExp[];
  today: RegExp;
  tomorrow: RegExp;
  dayAfter: RegExp;
  /** A clock time; group 1 the hour, group 2 the minutes, group 3 an am/pm-style marker if any. */
  clock: RegExp[];
  parts: Record<"morning" | "afternoon" | "evening", RegExp>;
}

const B = "(?<![\\p{L}])";
const E = "(?![\\p{L}])";

const WORDS: Record<Language, DayWords> = {
  en: {
    weekdays: ["mon(?:day)?", "tue(?:s|sday)?", "wed(?:nesday)?", "thu(?:r|rs|rsday)?", "fri(?:day)?", "saturday", "sunday"].map(
      (w) => new RegExp(`${B}${w}${E}`, "iu"),
    ),
    today: new RegExp(`${B}(?:today|this\\s+(?:afternoon|morning|evening))${E}`, "iu"),
    tomorrow: new RegExp(`${B}tomorrow${E}`, "iu"),
    dayAfter: new RegExp(`${B}day\\s+after\\s+tomorrow${E}`, "iu"),
    clock: [
      /(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)\s*(a\.?m\.?|p\.?m\.?)?(?![\d])/iu,
      /(?<![\d:.])(1[0-2]|0?[1-9])\s*(?:o['’]clock\s*)?(a\.?m\.?|p\.?m\.?)(?![\p{L}])/iu,
      /\bat\s+(1[0-2]|0?[1-9]|1[3-9]|2[0-3])(?:\s*o['’]clock)?(?![\d:.\p{L}])/iu,
      /\b(noon|midday)\b/iu,
    ],
    parts: { morning: /\bmorning\b/iu, afternoon: /\bafternoon\b/iu, evening: /\bevening\b/iu },
  },
  et: {
    weekdays: ["esmasp", "teisip", "kolmap", "neljap", "reede", "laup", "pühap"].map((w) => new RegExp(`${B}${w}\\p{L}*`, "iu")),
    today: new RegExp(`${B}(?:täna(?![\\p{L}])|tänase\\p{L}*|tänane)`, "iu"),
    tomorrow: new RegExp(`${B}homme(?:m|se|ne)?\\p{L}*`, "iu"),
    dayAfter: new RegExp(`${B}ülehomme\\p{L}*`, "iu"),
    clock: [/(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d])/iu, /\bkell\s+([01]?\d|2[0-3])(?![\d:.])/iu],
    parts: { morning: /hommiku/iu, afternoon: /pärastlõuna|lõuna\p{L}*/iu, evening: /õhtu/iu },
  },
  es: {
    weekdays: ["lunes", "martes", "mi[eé]rcoles", "jueves", "viernes", "s[aá]bado", "domingo"].map((w) => new RegExp(`${B}${w}${E}`, "iu")),
    today: new RegExp(`${B}(?:hoy|esta\\s+(?:tarde|mañana))${E}`, "iu"),
    tomorrow: new RegExp(`${B}(?<!(?:pasado|la|esta|de|por\\s+la)\\s)mañana${E}`, "iu"),
    dayAfter: new RegExp(`${B}pasado\\s+mañana${E}`, "iu"),
    clock: [/(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d])/iu, /\ba\s+las?\s+([01]?\d|2[0-3])(?![\d:.])(?:\s+(?:y\s+media))?/iu],
    parts: { morning: /(?:la|por\s+la|de\s+la)\s+mañana/iu, afternoon: /\btarde\b/iu, evening: /\bnoche\b/iu },
  },
  ru: {
    weekdays: ["понедельн", "вторн", "сред[аеуы]", "четверг", "пятниц", "суббот", "воскресень"].map((w) => new RegExp(`${B}${w}\\p{L}*`, "iu")),
    today: new RegExp(`${B}сегодня${E}`, "iu"),
    tomorrow: new RegExp(`${B}(?<!после)завтра${E}`, "iu"),
    dayAfter: new RegExp(`${B}послезавтра${E}`, "iu"),
    clock: [
      /(?<![\d:.])([01]?\d|2[0-3])[:.]([0-5]\d)(?![\d])/iu,
      /(?<![\p{L}])(?:в|к|на)\s+([01]?\d|2[0-3])(?!(?:[\d:.]|(?!ч)\p{L}))(?:\s*(?:час\p{L}*))?(?:\s+(утра|дня|вечера))?/iu,
    ],
    parts: { morning: /утр/iu, afternoon: /(?:после\s+обеда|днём|днем)/iu, evening: /вечер/iu },
  },
};

interface Mark {
  at: number;
  end: number;
  kind: "day" | "clock" | "part";
  day?: TimeSlot["day"];
  hour?: number;
  minute?: number;
  part?: TimeSlot["part"];
}

/** The global twin of each pattern, made once: building a Unicode regex again on every call costs milliseconds. */
const GLOBAL = new WeakMap<RegExp, RegExp>();
export function globalOf(re: RegExp): RegExp {
  let g = GLOBAL.get(re);
  if (!g) {
    g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
    GLOBAL.set(re, g);
  }
  g.lastIndex = 0;
  return g;
}

/** The time words' patterns of one language, as the reader runs them (warm.ts compiles them before the first call). */
export function slotPatterns(language: Language): RegExp[] {
  const w = WORDS[language];
  return [...w.weekdays, w.today, w.tomorrow, w.dayAfter, ...w.clock, ...Object.values(w.parts)].flatMap((re) => [re, globalOf(re)]);
}

function allMatches(re: RegExp, text: string): RegExpMatchArray[] {
  return [...text.matchAll(globalOf(re))];
}

/** Every time the message offers, in order: "Tuesday at 10 or Thursday at 2" gives two slots. */
export function readTimeSlots(text: string, language: Language): TimeSlot[] {
  const w = WORDS[language];
  const marks: Mark[] = [];
  const push = (m: Mark) => {
    if (!marks.some((x) => m.at < x.end && x.at < m.end)) marks.push(m);
  };
  for (const m of allMatches(w.dayAfter, text)) push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "day", day: "day_after_tomorrow" });
  for (const m of allMatches(w.tomorrow, text)) push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "day", day: "tomorrow" });
  for (const m of allMatches(w.today, text)) push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "day", day: "today" });
  w.weekdays.forEach((re, day) => {
    for (const m of allMatches(re, text)) push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "day", day });
  });
  for (const re of w.clock) {
    for (const m of allMatches(re, text)) {
      const at = m.index ?? 0;
      if (/noon|midday/iu.test(m[1] ?? "")) {
        push({ at, end: at + m[0].length, kind: "clock", hour: 12, minute: 0 });
        continue;
      }
      let hour = Number(m[1]);
      const second = m[2] ?? "";
      const minute = /^\d+$/.test(second) ? Number(second) : /y\s+media/iu.test(m[0]) ? 30 : 0;
      const marker = (/^\d+$/.test(second) ? m[3] : second) ?? "";
      if (/^p/iu.test(marker) || /дня|вечера/iu.test(marker)) hour = hour < 12 ? hour + 12 : hour;
      if (/^a/iu.test(marker) && hour === 12) hour = 0;
      push({ at, end: at + m[0].length, kind: "clock", hour, minute });
    }
  }
  for (const [part, re] of Object.entries(w.parts) as Array<[NonNullable<TimeSlot["part"]>, RegExp]>) {
    for (const m of allMatches(re, text)) push({ at: m.index ?? 0, end: (m.index ?? 0) + m[0].length, kind: "part", part });
  }
  marks.sort((a, b) => a.at - b.at);

  // A day opens a slot; clock times and parts of the day fill the open slot, or open one of their own
  // ("at 10 or at 2" on the day said before).
  const slots: TimeSlot[] = [];
  let current: TimeSlot | null = null;
  let lastDay: TimeSlot["day"] = null;
  for (const m of marks) {
    if (m.kind === "day") {
      current = { day: m.day ?? null, hour: null, minute: 0, part: null };
      lastDay = current.day;
      slots.push(current);
    } else if (m.kind === "clock") {
      if (current && current.hour === null) {
        current.hour = m.hour ?? null;
        current.minute = m.minute ?? 0;
      } else {
        current = { day: lastDay, hour: m.hour ?? null, minute: m.minute ?? 0, part: null };
        slots.push(current);
      }
    } else if (current && current.part === null) current.part = m.part ?? null;
    else if (!current) {
      current = { day: null, hour: null, minute: 0, part: m.part ?? null };
      slots.push(current);
    }
  }
  // Afternoon hours said as "at 2" mean 14:00 in business talk.
  for (const s of slots) {
    if (s.hour !== null && s.hour >= 1 && s.hour <= 6) s.hour += 12;
    else if (s.hour !== null && s.part === "afternoon" && s.hour < 12) s.hour += 12;
    else if (s.hour !== null && s.part === "evening" && s.hour < 12) s.hour += 12;
  }
  return slots;
}

/** A time one can put in a calendar: a weekday, or a clock time; "today" or "tomorrow" only with a time of day. */
export function isConcrete(slot: TimeSlot): boolean {
  if (slot.hour !== null) return true;
  if (typeof slot.day === "number") return true;
  return slot.day !== null && slot.part !== null;
}

const pad = (n: number) => String(n).padStart(2, "0");

const RENDER: Record<
  Language,
  {
    days: string[];
    rel: Record<"today" | "tomorrow" | "day_after_tomorrow", string>;
    parts: Record<"morning" | "afternoon" | "evening", string>;
    at: (h: number, m: number) => string;
    join: (day: string, time: string) => string;
  }
> = {
  en: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    rel: { today: "today", tomorrow: "tomorrow", day_after_tomorrow: "the day after tomorrow" },
    parts: { morning: "morning", afternoon: "afternoon", evening: "evening" },
    at: (h, m) => {
      const h12 = h % 12 === 0 ? 12 : h % 12;
      return `at ${h12}${m ? `:${pad(m)}` : ""}${h === 12 && !m ? " noon" : h < 12 ? " am" : " pm"}`.replace(" 12 noon", " noon");
    },
    join: (day, time) => [day, time].filter(Boolean).join(" "),
  },
  et: {
    days: ["esmaspäeval", "teisipäeval", "kolmapäeval", "neljapäeval", "reedel", "laupäeval", "pühapäeval"],
    rel: { today: "täna", tomorrow: "homme", day_after_tomorrow: "ülehomme" },
    parts: { morning: "hommikul", afternoon: "pärastlõunal", evening: "õhtul" },
    at: (h, m) => `kell ${h}${m ? `.${pad(m)}` : ""}`,
    join: (day, time) => [day, time].filter(Boolean).join(" "),
  },
  es: {
    days: ["el lunes", "el martes", "el miércoles", "el jueves", "el viernes", "el sábado", "el domingo"],
    rel: { today: "hoy", tomorrow: "mañana", day_after_tomorrow: "pasado mañana" },
    parts: { morning: "por la mañana", afternoon: "por la tarde", evening: "por la noche" },
    at: (h, m) => `${h === 1 || h === 13 ? "a la" : "a las"} ${h}${m ? `:${pad(m)}` : ""}`,
    join: (day, time) => [day, time].filter(Boolean).join(" "),
  },
  ru: {
    days: ["в понедельник", "во вторник", "в среду", "в четверг", "в пятницу", "в субботу", "в воскресенье"],
    rel: { today: "сегодня", tomorrow: "завтра", day_after_tomorrow: "послезавтра" },
    parts: { morning: "утром", afternoon: "днём", evening: "вечером" },
    at: (h, m) => `в ${h}:${pad(m)}`,
    join: (day, time) => [day, time].filter(Boolean).join(" "),
  },
};

/** A slot in the customer's words, in the grammatical form the agreement lines expect ("neljapäeval kell 14"). */
export function renderTimeSlot(slot: TimeSlot, language: Language): string {
  const r = RENDER[language];
  const day = slot.day === null ? "" : typeof slot.day === "number" ? (r.days[slot.day] ?? "") : r.rel[slot.day];
  const time = slot.hour !== null ? r.at(slot.hour, slot.minute) : slot.part ? r.parts[slot.part] : "";
  return r.join(day, time);
}

/**
 * Whether two slots can name the same time: a weekday against another weekday, or a clock time against another (2
 * and 14 are the same on a phone), differ; a relative day ("tomorrow") against a weekday is not known to differ.
 */
export function sameTimeSlot(a: TimeSlot, b: TimeSlot): boolean {
  if (a.day !== null && b.day !== null && typeof a.day === typeof b.day && a.day !== b.day) return false;
  if (a.hour !== null && b.hour !== null) return a.hour % 12 === b.hour % 12 && a.minute === b.minute;
  return a.part === null || b.part === null || a.hour !== null || b.hour !== null || a.part === b.part;
}
