import { CHAT_SPEECH_RATE } from "../../../../contract/voice-rules";
import { SentenceBuffer, splitSentences } from "./sentences";

export type SpeakerState = "idle" | "speaking" | "paused";

/** The parts of window.speechSynthesis the speaker uses (a fake in unit tests). */
export interface SynthesisLike {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  pause(): void;
  resume(): void;
  getVoices(): SpeechSynthesisVoice[];
}

export interface SpeakerOptions {
  synth: SynthesisLike;
  /** Builds an utterance (the browser's SpeechSynthesisUtterance by default). */
  utterance?: (text: string) => SpeechSynthesisUtterance;
  /** The voice chosen in the start dialog; the browser's default for `lang` when absent or gone. */
  voiceURI?: string | null;
  lang: string;
  /** 0 to 1 (the start dialog's slider). */
  volume: number;
  rate?: number;
  onState?(state: SpeakerState): void;
}

export function browserSynthesis(): SynthesisLike | null {
  return typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : null;
}

/**
 * The customer's voice (spec 2 §2): speaks sentence by sentence, so a streamed reply starts being spoken while
 * it is still being written, at rate 0.9 and the chosen volume; can be stopped, paused and resumed.
 */
export class Speaker {
  private current: SpeakerState = "idle";
  /** Utterances queued or being spoken; kept referenced, since Chrome drops events of collected ones. */
  private readonly live = new Set<SpeechSynthesisUtterance>();
  private stream: SentenceBuffer | null = null;
  /** Bumped on stop, so events of cancelled utterances are ignored. */
  private generation = 0;

  constructor(private readonly options: SpeakerOptions) {}

  get state(): SpeakerState {
    return this.current;
  }

  setVolume(volume: number): void {
    this.options.volume = volume;
  }

  /** Speaks a whole message. */
  speak(text: string): void {
    for (const sentence of splitSentences(text)) this.say(sentence);
  }

  /** A reply starts streaming. */
  beginStream(): void {
    this.stream = new SentenceBuffer();
  }

  /** A piece of the streaming reply: complete sentences are spoken at once. */
  feed(piece: string): void {
    if (!this.stream) this.beginStream();
    for (const sentence of this.stream?.push(piece) ?? []) this.say(sentence);
  }

  /** The reply is complete: speak what is left. */
  endStream(): void {
    for (const sentence of this.stream?.flush() ?? []) this.say(sentence);
    this.stream = null;
  }

  stop(): void {
    this.generation++;
    this.stream = null;
    this.live.clear();
    this.options.synth.cancel();
    this.set("idle");
  }

  pause(): void {
    if (this.current !== "speaking") return;
    this.options.synth.pause();
    this.set("paused");
  }

  resume(): void {
    if (this.current !== "paused") return;
    this.options.synth.resume();
    this.set("speaking");
  }

  destroy(): void {
    this.options.onState = undefined;
    this.stop();
  }

  private say(text: string): void {
    const make = this.options.utterance ?? ((t: string) => new SpeechSynthesisUtterance(t));
    const u = make(text);
    const voice = this.options.voiceURI ? this.options.synth.getVoices().find((v) => v.voiceURI === this.options.voiceURI) : undefined;
    if (voice) u.voice = voice;
    u.lang = voice?.lang ?? this.options.lang;
    u.volume = this.options.volume;
    u.rate = this.options.rate ?? CHAT_SPEECH_RATE;
    const generation = this.generation;
    const done = () => {
      if (generation !== this.generation || !this.live.delete(u)) return;
      if (this.live.size === 0) this.set("idle");
    };
    u.onend = done;
    u.onerror = done;
    this.live.add(u);
    if (this.current === "idle") this.set("speaking");
    this.options.synth.speak(u);
  }

  private set(state: SpeakerState): void {
    if (this.current === state) return;
    this.current = state;
    this.options.onState?.(state);
  }
}
