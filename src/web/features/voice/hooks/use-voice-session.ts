import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Language } from "../../../../contract/languages";
import { RECOGNITION_LANGUAGES } from "../../../../contract/voice-rules";
import { browserHasRecognition, browserRecognizer, type RecognizerFactory } from "../lib/recognizer";
import { browserCanRecord, recordingRecognizer } from "../lib/recorder";
import { browserSynthesis, Speaker, type SpeakerState } from "../lib/speaker";
import { VoiceInput, type VoiceInputState } from "../lib/voice-input";

/** How this browser hears the salesperson: its own speech recognition, a recording the server transcribes, or not at all. */
export type HearingMode = "browser" | "recorder" | "none";

export function hearingMode(serverTranscription: boolean): HearingMode {
  if (browserHasRecognition()) return "browser";
  if (serverTranscription && browserCanRecord()) return "recorder";
  return "none";
}

export interface VoiceSessionOptions {
  language: Language;
  mode: HearingMode;
  /** Sends the recording for transcription (recorder mode). */
  transcribe(audio: Blob): Promise<string>;
  voiceURI: string | null;
  volume: number;
  /** A finished phrase was heard. */
  onPhrase(text: string): void;
  /** Hands-free: the salesperson has stopped talking; send. */
  onSilence(): void;
  onError(code: string): void;
}

export interface VoiceSession {
  inputState: VoiceInputState;
  listening: boolean;
  interim: { text: string; confidence: number } | null;
  handsFree: boolean;
  setHandsFree(on: boolean): void;
  startListening(): void;
  stopListening(): void;
  speakerState: SpeakerState;
  canSpeak: boolean;
  speak(text: string): void;
  /** Streamed reply pieces. */
  beginReply(): void;
  feedReply(piece: string): void;
  endReply(): void;
  stopSpeaking(): void;
  pauseSpeaking(): void;
  resumeSpeaking(): void;
}

/**
 * One chat's voice: the speech input (a VoiceInput over the browser's recogniser or the recorder) and the
 * customer's voice (a Speaker).
 */
export function useVoiceSession(options: VoiceSessionOptions): VoiceSession {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [inputState, setInputState] = useState<VoiceInputState>("idle");
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState<{ text: string; confidence: number } | null>(null);
  const [handsFree, setHandsFreeState] = useState(false);
  const [speakerState, setSpeakerState] = useState<SpeakerState>("idle");
  const input = useRef<VoiceInput | null>(null);
  const speaker = useRef<Speaker | null>(null);
  const synth = browserSynthesis();

  const { language, mode } = options;
  useEffect(() => {
    const recognizer: RecognizerFactory | null =
      mode === "browser" ? browserRecognizer : mode === "recorder" ? recordingRecognizer((audio) => latest.current.transcribe(audio)) : null;
    if (recognizer) {
      input.current = new VoiceInput({
        recognizer,
        lang: RECOGNITION_LANGUAGES[language],
        onState: (s) => {
          setInputState(s);
          setListening(input.current?.active ?? false);
        },
        onInterim: (text, confidence) => setInterim(text ? { text, confidence } : null),
        onFinal: (text) => latest.current.onPhrase(text),
        onSilence: () => latest.current.onSilence(),
        onError: (code) => {
          setListening(input.current?.active ?? false);
          latest.current.onError(code);
        },
      });
    }
    const s = browserSynthesis();
    if (s) {
      speaker.current = new Speaker({
        synth: s,
        voiceURI: latest.current.voiceURI,
        lang: RECOGNITION_LANGUAGES[language],
        volume: latest.current.volume,
        onState: setSpeakerState,
      });
    }
    return () => {
      input.current?.destroy();
      speaker.current?.destroy();
      input.current = null;
      speaker.current = null;
    };
  }, [language, mode]);

  const setHandsFree = useCallback((on: boolean) => {
    setHandsFreeState(on);
    input.current?.setHandsFree(on);
  }, []);

  return {
    inputState,
    listening,
    interim,
    handsFree,
    setHandsFree,
    startListening: useCallback(() => {
      input.current?.start();
      setListening(true);
    }, []),
    stopListening: useCallback(() => {
      input.current?.stop();
      setListening(false);
    }, []),
    speakerState,
    canSpeak: synth !== null,
    speak: useCallback((text: string) => speaker.current?.speak(text), []),
    beginReply: useCallback(() => speaker.current?.beginStream(), []),
    feedReply: useCallback((piece: string) => speaker.current?.feed(piece), []),
    endReply: useCallback(() => speaker.current?.endStream(), []),
    stopSpeaking: useCallback(() => speaker.current?.stop(), []),
    pauseSpeaking: useCallback(() => speaker.current?.pause(), []),
    resumeSpeaking: useCallback(() => speaker.current?.resume(), []),
  };
}
