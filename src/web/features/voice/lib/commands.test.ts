import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../../contract/languages";
import { COMMAND_PHRASES, parseCommand, VOICE_COMMANDS } from "./commands";

describe("voice commands", () => {
  it("knows every command of both spec lists in all four languages, each phrase meaning one command only", () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const command of VOICE_COMMANDS) {
        expect(COMMAND_PHRASES[language][command].length, `${language} ${command}`).toBeGreaterThan(0);
        for (const phrase of COMMAND_PHRASES[language][command]) {
          expect(parseCommand(phrase, [language]), `${language}: "${phrase}"`).toBe(command);
          expect(seen.get(phrase), `"${phrase}" is two commands in ${language}`).toBeUndefined();
          seen.set(phrase, command);
        }
      }
    }
  });

  it("matches whatever case and punctuation the recogniser adds", () => {
    expect(parseCommand("Send.", ["en"])).toBe("send");
    expect(parseCommand("  Stop listening!  ", ["en"])).toBe("stopListening");
    expect(parseCommand("Repite eso.", ["es"])).toBe("repeat");
    expect(parseCommand("Лõpeta kõne", ["et"])).toBeNull(); // a Cyrillic "Л" is not Estonian
    expect(parseCommand("Повтори ещё раз", ["ru"])).toBeNull();
    expect(parseCommand("Ещё раз", ["ru"])).toBe("repeat");
    expect(parseCommand("Lõpeta kõne.", ["et"])).toBe("end");
  });

  it("treats a command word inside a sentence as dictation", () => {
    expect(parseCommand("I'll send you the brochure", ["en"])).toBeNull();
    expect(parseCommand("Can you help me understand your process?", ["en"])).toBeNull();
    expect(parseCommand("saada mulle pakkumine", ["et"])).toBeNull();
  });

  it("listens in the conversation's language and the interface's, and only those", () => {
    expect(parseCommand("отправить", ["es", "ru"])).toBe("send");
    expect(parseCommand("enviar", ["es", "ru"])).toBe("send");
    expect(parseCommand("saada", ["es", "ru"])).toBeNull();
  });
});
