import type { Language } from "../../../../contract/languages";
import type { Difficulty, PERSONALITIES, Scenario } from "../../../../contract/practice";
import type { StartConversationInput } from "../api/types";

/** The start form as typed; "custom" personality reveals a free-text box (any text is accepted by the server). */
export interface StartFormValues {
  clientName: string;
  personality: "" | (typeof PERSONALITIES)[number] | "custom";
  personalityCustom: string;
  clientIndustry: string;
  clientRole: string;
  scenario: Scenario;
  difficulty: Difficulty;
  customPrompt: string;
  language: Language;
  voiceURI: string;
  ttsVolume: number;
}

export const DEFAULT_TTS_VOLUME = 0.7;

/** "Use default client" (spec 2 §2): scenario general, difficulty medium, blank fields. */
export function defaultStartValues(language: Language): StartFormValues {
  return {
    clientName: "",
    personality: "",
    personalityCustom: "",
    clientIndustry: "",
    clientRole: "",
    scenario: "general",
    difficulty: "medium",
    customPrompt: "",
    language,
    voiceURI: "",
    ttsVolume: DEFAULT_TTS_VOLUME,
  };
}

/** The form's values as the contract's start body (spec 2 §7); blank fields stay out. */
export function toStartBody(v: StartFormValues, voices: SpeechSynthesisVoice[]): StartConversationInput {
  const text = (s: string) => (s.trim() ? s.trim() : undefined);
  const voice = voices.find((x) => x.voiceURI === v.voiceURI);
  return {
    scenario: v.scenario,
    difficulty: v.difficulty,
    language: v.language,
    clientName: text(v.clientName),
    clientPersonality: v.personality === "custom" ? text(v.personalityCustom) : text(v.personality),
    clientIndustry: text(v.clientIndustry),
    clientRole: text(v.clientRole),
    customPrompt: text(v.customPrompt),
    selectedVoice: voice ? { name: voice.name, lang: voice.lang, voiceURI: voice.voiceURI } : null,
    ttsVolume: Math.min(1, Math.max(0, Number(v.ttsVolume))),
  };
}
