import { useEffect, useState } from "react";

function readVoices(): SpeechSynthesisVoice[] {
  try {
    return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis.getVoices() : [];
  } catch {
    return [];
  }
}

/** The browser's text-to-speech voices; they often arrive a moment after load (the voiceschanged event). */
export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(readVoices);
  useEffect(() => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
    const synth = window.speechSynthesis;
    const update = () => setVoices(readVoices());
    update();
    synth.addEventListener?.("voiceschanged", update);
    return () => synth.removeEventListener?.("voiceschanged", update);
  }, []);
  return voices;
}

/** Voices for `language` (en, et, es, ru) when the browser has any; otherwise every voice. */
export function voicesFor(voices: SpeechSynthesisVoice[], language: string): SpeechSynthesisVoice[] {
  const matching = voices.filter((v) => v.lang.toLowerCase().replace("_", "-").startsWith(language.toLowerCase()));
  return matching.length > 0 ? matching : voices;
}
