/**
 * The browser's speech recognition behind a small port, so the voice logic is plain TypeScript that unit tests
 * drive with fake recognisers and fake timers, and Playwright can script a recogniser in the page.
 */
export interface RecognitionResult {
  transcript: string;
  isFinal: boolean;
  /** 0 to 1; browsers that do not say give 0 for interim results. */
  confidence: number;
}

export interface RecognizerEvents {
  onStart(): void;
  onResult(result: RecognitionResult): void;
  /** The Web Speech API error code: no-speech, audio-capture, not-allowed, network, service-not-allowed, aborted… */
  onError(code: string): void;
  onEnd(): void;
}

export interface Recognizer {
  start(): void;
  /** Stops and delivers what was heard. */
  stop(): void;
  /** Stops and drops what was heard. */
  abort(): void;
}

export interface RecognizerOptions {
  lang: string;
}

export type RecognizerFactory = (options: RecognizerOptions, events: RecognizerEvents) => Recognizer;

/** The parts of the Web Speech API's SpeechRecognition this app uses. */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onresult: ((event: { resultIndex: number; results: ArrayLike<ArrayLike<{ transcript: string; confidence: number }> & { isFinal: boolean }> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

function recognitionConstructor(): SpeechRecognitionCtor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionCtor; webkitSpeechRecognition?: SpeechRecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Chrome, Edge and Safari have speech recognition; Firefox does not (spec 2 §5 warns those users). */
export function browserHasRecognition(): boolean {
  return recognitionConstructor() !== undefined;
}

/** A recogniser on the browser's SpeechRecognition (webkit-prefixed in Chrome and Safari). */
export const browserRecognizer: RecognizerFactory = (options, events) => {
  const Ctor = recognitionConstructor();
  if (!Ctor) throw new Error("Speech recognition is not supported in this browser");
  const rec = new Ctor();
  rec.lang = options.lang;
  rec.continuous = true;
  rec.interimResults = true;
  rec.maxAlternatives = 1;
  rec.onstart = () => events.onStart();
  rec.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      const best = result?.[0];
      if (!result || !best) continue;
      events.onResult({ transcript: best.transcript, isFinal: result.isFinal, confidence: best.confidence ?? 0 });
    }
  };
  rec.onerror = (event) => events.onError(event.error);
  rec.onend = () => events.onEnd();
  return {
    start: () => rec.start(),
    stop: () => rec.stop(),
    abort: () => rec.abort(),
  };
};
