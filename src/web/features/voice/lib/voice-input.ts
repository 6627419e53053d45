import { VOICE_TIMING } from "../../../../contract/voice-rules";
import type { RecognitionResult, Recognizer, RecognizerFactory } from "./recognizer";

/** Spec 2 §4: the voice input's states. */
export type VoiceInputState = "idle" | "starting" | "listening" | "stopped";

export interface VoiceInputOptions {
  recognizer: RecognizerFactory;
  /** en-US, et-EE, es-ES or ru-RU. */
  lang: string;
  /** Send after a silence and listen again after sending. */
  handsFree?: boolean;
  timing?: Partial<typeof VOICE_TIMING>;
  onState?(state: VoiceInputState): void;
  /** Words heard so far that may still change; "" when there are none. */
  onInterim?(text: string, confidence: number): void;
  /** A finished phrase. */
  onFinal?(text: string, confidence: number): void;
  /** Hands-free: the speaker has been silent for the silence delay after saying something. */
  onSilence?(): void;
  /** A recognition error worth telling the user (spec 2 §8 lists the codes); "start-failed" when start threw. */
  onError?(code: string): void;
}

/** Errors after which listening again would only fail again: the microphone or the service is not available. */
const FATAL = new Set(["not-allowed", "service-not-allowed", "audio-capture", "network", "language-not-supported"]);

/**
 * The voice input of the chat (spec 2 §4): idle → starting (after a 1000 ms start delay the recogniser opens)
 * → listening → stopped. Listening is continuous: when the recogniser ends without being asked to (browsers end
 * it after a pause), it opens again after 500 ms. In hands-free mode a silence of 3 s after speech sends, and
 * listening resumes 1 s after sending.
 */
export class VoiceInput {
  private current: VoiceInputState = "idle";
  private rec: Recognizer | null = null;
  /** The recogniser we asked to close; its end is expected, and after a stop (not an abort) its last words count. */
  private closing: Recognizer | null = null;
  private closingKeepsWords = false;
  /** The user wants to be listened to (from start until stop). */
  private wanted = false;
  /** Something was heard since the last send (hands-free sends only then). */
  private heard = false;
  /** A recogniser has listened since start(), and words have been heard since start() (push-to-talk's "no speech"). */
  private listened = false;
  private heardAny = false;
  /** stop() came after listening without a word: say "no speech" once the stopped recogniser has ended. */
  private silentStop = false;
  /** Words heard but not yet final. */
  private interim: { text: string; confidence: number } | null = null;
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private silenceTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly timing: typeof VOICE_TIMING;

  constructor(private readonly options: VoiceInputOptions) {
    this.timing = { ...VOICE_TIMING, ...options.timing };
  }

  get state(): VoiceInputState {
    return this.current;
  }

  /** Listening, or about to: the microphone button shows "stop". */
  get active(): boolean {
    return this.wanted;
  }

  setHandsFree(on: boolean): void {
    this.options.handsFree = on;
    if (!on) this.clearSilence();
  }

  start(): void {
    if (this.wanted) return;
    this.wanted = true;
    this.heard = false;
    this.listened = false;
    this.heardAny = false;
    this.silentStop = false;
    this.set("starting");
    this.later(this.timing.startDelayMs, () => this.open());
  }

  /**
   * Stops listening; what was being said is still delivered. A recording that heard nothing at all ends with the
   * spec's "No speech was detected" (spec 2 §8), once the recogniser has had its last say.
   */
  stop(): void {
    const silent = this.wanted && this.listened && !this.heardAny;
    this.wanted = false;
    this.clearTimers();
    this.options.onInterim?.("", 0);
    if (silent && !this.rec) this.options.onError?.("no-speech");
    this.silentStop = silent && this.rec !== null;
    this.close("stop");
    this.set("stopped");
  }

  /** Stops everything for good (the chat closed). */
  destroy(): void {
    this.wanted = false;
    this.clearTimers();
    this.close("abort");
    this.options.onState = undefined;
  }

  private open(): void {
    if (!this.wanted || this.rec) return;
    let rec: Recognizer;
    try {
      rec = this.options.recognizer(
        { lang: this.options.lang },
        {
          onStart: () => {
            if (this.rec !== rec) return;
            this.listened = true;
            this.set("listening");
          },
          onResult: (r) => this.result(rec, r),
          onError: (code) => this.error(rec, code),
          onEnd: () => this.ended(rec),
        },
      );
      this.rec = rec;
      rec.start();
    } catch {
      this.rec = null;
      this.wanted = false;
      this.set("stopped");
      this.options.onError?.("start-failed");
    }
  }

  private close(how: "stop" | "abort"): void {
    const rec = this.rec;
    if (!rec) return;
    this.rec = null;
    this.closing = rec;
    this.closingKeepsWords = how === "stop";
    try {
      if (how === "stop") rec.stop();
      else rec.abort();
    } catch {
      // Already ended.
    }
  }

  private result(rec: Recognizer, r: RecognitionResult): void {
    // A stopped recogniser may still deliver its last words; an aborted or replaced one may not.
    if (rec !== this.rec && !(rec === this.closing && this.closingKeepsWords)) return;
    const text = r.transcript.trim();
    if (!text) return;
    this.heardAny = true;
    if (r.isFinal) {
      this.interim = null;
      this.options.onInterim?.("", 0);
      this.options.onFinal?.(text, r.confidence);
    } else {
      this.interim = { text, confidence: r.confidence };
      this.options.onInterim?.(text, r.confidence);
    }
    this.heard = true;
    if (this.options.handsFree && this.wanted) this.armSilence();
  }

  private armSilence(): void {
    this.clearSilence();
    this.silenceTimer = setTimeout(() => {
      this.silenceTimer = null;
      if (!this.wanted || !this.heard) return;
      this.heard = false;
      // Words still interim after the silence are what was said: take them as final, drop the recogniser's
      // late copy, send, and listen again a moment later.
      const pending = this.interim;
      this.interim = null;
      if (pending) {
        this.options.onInterim?.("", 0);
        this.options.onFinal?.(pending.text, pending.confidence);
      }
      this.close("abort");
      this.set("starting");
      this.options.onSilence?.();
      this.later(this.timing.resumeAfterSendMs, () => this.open());
    }, this.timing.silenceMs);
  }

  private error(rec: Recognizer, code: string): void {
    if (rec === this.closing && code === "aborted") return; // we aborted it ourselves
    if (rec !== this.rec && rec !== this.closing) return;
    // Continuous listening: a pause is not an error; the recogniser ends and opens again. After stop(), whether
    // anything was said is decided when the recogniser ends.
    if (code === "no-speech" && (this.wanted || rec === this.closing)) return;
    if (FATAL.has(code)) {
      this.wanted = false;
      this.clearTimers();
    }
    this.options.onError?.(code);
  }

  private ended(rec: Recognizer): void {
    if (rec === this.closing) {
      this.closing = null;
      if (this.silentStop) {
        this.silentStop = false;
        if (!this.heardAny) this.options.onError?.("no-speech");
      }
      return;
    }
    if (rec !== this.rec) return;
    this.rec = null;
    if (this.wanted) {
      // Ended without being asked (a pause, a time limit): listen again shortly.
      this.set("starting");
      this.later(this.timing.restartDelayMs, () => this.open());
    } else {
      this.options.onInterim?.("", 0);
      this.set("stopped");
    }
  }

  private set(state: VoiceInputState): void {
    if (this.current === state) return;
    this.current = state;
    this.options.onState?.(state);
  }

  private later(ms: number, fn: () => void): void {
    const id = setTimeout(() => {
      this.timers.delete(id);
      fn();
    }, ms);
    this.timers.add(id);
  }

  private clearSilence(): void {
    if (this.silenceTimer) clearTimeout(this.silenceTimer);
    this.silenceTimer = null;
  }

  private clearTimers(): void {
    for (const id of this.timers) clearTimeout(id);
    this.timers.clear();
    this.clearSilence();
  }
}
