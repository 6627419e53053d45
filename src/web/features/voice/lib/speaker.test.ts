import { beforeEach, describe, expect, it } from "vitest";
import { Speaker, type SpeakerState, type SynthesisLike } from "./speaker";

class FakeUtterance {
  voice: SpeechSynthesisVoice | null = null;
  lang = "";
  volume = 1;
  rate = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

class FakeSynth implements SynthesisLike {
  queue: FakeUtterance[] = [];
  calls: string[] = [];
  voices = [{ voiceURI: "ee-voice", name: "Mari", lang: "et-EE" }] as unknown as SpeechSynthesisVoice[];
  speak(u: SpeechSynthesisUtterance) {
    this.queue.push(u as unknown as FakeUtterance);
  }
  cancel() {
    this.calls.push("cancel");
    this.queue = [];
  }
  pause() {
    this.calls.push("pause");
  }
  resume() {
    this.calls.push("resume");
  }
  getVoices() {
    return this.voices;
  }
  /** The browser finishes the first utterance in its queue. */
  finishOne() {
    this.queue.shift()?.onend?.();
  }
}

let synth: FakeSynth;
let states: SpeakerState[];
const make = (voiceURI: string | null = "ee-voice") =>
  new Speaker({
    synth,
    utterance: (t) => new FakeUtterance(t) as unknown as SpeechSynthesisUtterance,
    voiceURI,
    lang: "et-EE",
    volume: 0.7,
    onState: (s) => states.push(s),
  });

beforeEach(() => {
  synth = new FakeSynth();
  states = [];
});

describe("the customer's voice", () => {
  it("speaks with the chosen voice, the chosen volume and rate 0.9, sentence by sentence", () => {
    const speaker = make();
    speaker.speak("Tere! Kes räägib?");
    expect(synth.queue.map((u) => u.text)).toEqual(["Tere!", "Kes räägib?"]);
    expect(synth.queue[0]).toMatchObject({ lang: "et-EE", volume: 0.7, rate: 0.9 });
    expect(synth.queue[0]?.voice?.name).toBe("Mari");
    expect(speaker.state).toBe("speaking");
    synth.finishOne();
    expect(speaker.state).toBe("speaking");
    synth.finishOne();
    expect(speaker.state).toBe("idle");
    expect(states).toEqual(["speaking", "idle"]);
  });

  it("uses the browser's default voice when the chosen one is not there", () => {
    const speaker = make("gone");
    speaker.speak("Hello.");
    expect(synth.queue[0]?.voice).toBeNull();
    expect(synth.queue[0]?.lang).toBe("et-EE");
  });

  it("starts speaking a streamed reply at its first full sentence", () => {
    const speaker = make();
    speaker.beginStream();
    speaker.feed("Meil on juba ");
    expect(synth.queue).toHaveLength(0);
    speaker.feed("pakkuja. Miks peaksin ");
    expect(synth.queue.map((u) => u.text)).toEqual(["Meil on juba pakkuja."]);
    speaker.feed("vahetama");
    speaker.endStream();
    expect(synth.queue.map((u) => u.text)).toEqual(["Meil on juba pakkuja.", "Miks peaksin vahetama"]);
  });

  it("stop cancels everything, and late events of cancelled speech change nothing", () => {
    const speaker = make();
    speaker.speak("Üks. Kaks.");
    const first = synth.queue[0];
    speaker.stop();
    expect(synth.calls).toContain("cancel");
    expect(speaker.state).toBe("idle");
    speaker.speak("Kolm.");
    first?.onend?.();
    expect(speaker.state).toBe("speaking");
  });

  it("pauses and resumes", () => {
    const speaker = make();
    speaker.pause(); // nothing to pause
    expect(synth.calls).toEqual([]);
    speaker.speak("Üks.");
    speaker.pause();
    expect(speaker.state).toBe("paused");
    speaker.resume();
    expect(speaker.state).toBe("speaking");
    expect(synth.calls).toEqual(["pause", "resume"]);
  });
});
