import type { Language } from "../../../../contract/languages";

/** Spec ruling 8: both lists of the spec, in the chat, in every interface language. */
export const VOICE_COMMANDS = ["send", "clear", "stopListening", "stopSpeaking", "repeat", "new", "end", "help"] as const;
export type VoiceCommand = (typeof VOICE_COMMANDS)[number];

/**
 * What to say for each command. The first phrase is the one the help list shows; the others are what people
 * also say. A phrase is a command only when it is the whole utterance, so "I'll send you the brochure" is
 * dictation, not "send".
 */
export const COMMAND_PHRASES: Record<Language, Record<VoiceCommand, string[]>> = {
  en: {
    send: ["send", "send message", "send it"],
    clear: ["clear", "clear message", "clear that"],
    stopListening: ["stop listening"],
    stopSpeaking: ["stop speaking", "stop talking", "be quiet"],
    repeat: ["repeat that", "repeat", "say that again"],
    new: ["new conversation", "new chat", "new call"],
    end: ["end conversation", "end call", "end the call"],
    help: ["help", "voice commands", "what can i say"],
  },
  et: {
    send: ["saada", "saada sõnum", "saada ära"],
    clear: ["tühjenda", "kustuta", "kustuta see"],
    stopListening: ["lõpeta kuulamine", "ära kuula"],
    stopSpeaking: ["lõpeta rääkimine", "ole vait", "vaikus"],
    repeat: ["korda seda", "korda", "ütle uuesti"],
    new: ["uus vestlus", "uus kõne"],
    end: ["lõpeta vestlus", "lõpeta kõne"],
    help: ["abi", "häälkäsklused", "mida ma öelda saan"],
  },
  es: {
    send: ["enviar", "envía", "enviar mensaje", "envíalo"],
    clear: ["borrar", "borra", "limpiar"],
    stopListening: ["deja de escuchar", "dejar de escuchar"],
    stopSpeaking: ["deja de hablar", "dejar de hablar", "silencio"],
    repeat: ["repite eso", "repite", "repetir"],
    new: ["nueva conversación", "nueva llamada"],
    end: ["terminar conversación", "terminar llamada", "finalizar conversación"],
    help: ["ayuda", "comandos de voz", "qué puedo decir"],
  },
  ru: {
    send: ["отправить", "отправь", "отправить сообщение"],
    clear: ["очистить", "очисти", "стереть"],
    stopListening: ["хватит слушать", "перестань слушать", "стоп запись"],
    stopSpeaking: ["перестань говорить", "хватит говорить", "замолчи"],
    repeat: ["повтори", "повтори это", "ещё раз"],
    new: ["новый разговор", "новый звонок"],
    end: ["завершить разговор", "закончить разговор", "завершить звонок"],
    help: ["помощь", "голосовые команды", "что можно сказать"],
  },
};

/** Lower case, without punctuation and extra spaces: what recognisers differ in ("Send." / "send"). */
export function normalizeUtterance(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/ё/g, "е")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The command an utterance is, in the conversation's language or the interface's (a salesperson practising in
 * Spanish with an English interface may say either), or null when it is dictation.
 */
export function parseCommand(utterance: string, languages: readonly Language[]): VoiceCommand | null {
  const said = normalizeUtterance(utterance);
  if (!said) return null;
  for (const language of languages) {
    for (const command of VOICE_COMMANDS) {
      if (COMMAND_PHRASES[language][command].some((phrase) => normalizeUtterance(phrase) === said)) return command;
    }
  }
  return null;
}
