import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeRecognizers } from "./fake-recognizer";
import { VoiceInput, type VoiceInputOptions, type VoiceInputState } from "./voice-input";

let recs: FakeRecognizers;
let states: VoiceInputState[];
let finals: string[];
let interims: Array<[string, number]>;
let errors: string[];
let sends: number;

function make(extra: Partial<VoiceInputOptions> = {}) {
  return new VoiceInput({
    recognizer: recs.factory,
    lang: "et-EE",
    onState: (s) => states.push(s),
    onFinal: (t) => finals.push(t),
    onInterim: (t, c) => interims.push([t, c]),
    onError: (c) => errors.push(c),
    onSilence: () => sends++,
    ...extra,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  recs = new FakeRecognizers();
  states = [];
  finals = [];
  interims = [];
  errors = [];
  sends = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("starting", () => {
  it("goes idle → starting, opens the recogniser after the 1000 ms start delay in the conversation's language, then listens", () => {
    const input = make();
    expect(input.state).toBe("idle");
    input.start();
    expect(input.state).toBe("starting");
    vi.advanceTimersByTime(999);
    expect(recs.created).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(recs.last.options.lang).toBe("et-EE");
    expect(input.state).toBe("listening");
    expect(states).toEqual(["starting", "listening"]);
  });

  it("reports a start failure and stops", () => {
    recs.failStart = true;
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    expect(errors).toEqual(["start-failed"]);
    expect(input.state).toBe("stopped");
    expect(input.active).toBe(false);
  });

  it("ignores a second start while starting or listening", () => {
    const input = make();
    input.start();
    input.start();
    vi.advanceTimersByTime(1000);
    input.start();
    vi.advanceTimersByTime(5000);
    expect(recs.created).toHaveLength(1);
  });
});

describe("listening", () => {
  it("passes interim words with their confidence and final phrases", () => {
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.hear("tere", 0.55);
    recs.last.say("Tere, helistan Acme'ist.", 0.92);
    expect(interims).toEqual([
      ["tere", 0.55],
      ["", 0],
    ]);
    expect(finals).toEqual(["Tere, helistan Acme'ist."]);
  });

  it("restarts 500 ms after the recogniser ends by itself (continuous mode)", () => {
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.end();
    expect(input.state).toBe("starting");
    vi.advanceTimersByTime(499);
    expect(recs.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(recs.created).toHaveLength(2);
    expect(input.state).toBe("listening");
  });

  it("treats no-speech as a pause while listening continuously, not an error", () => {
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.fail("no-speech");
    recs.last.end();
    vi.advanceTimersByTime(500);
    expect(errors).toEqual([]);
    expect(recs.created).toHaveLength(2);
  });

  it("stops for good on a microphone or permission error and says why", () => {
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.fail("not-allowed");
    recs.last.end();
    vi.advanceTimersByTime(5000);
    expect(errors).toEqual(["not-allowed"]);
    expect(recs.created).toHaveLength(1);
    expect(input.state).toBe("stopped");
  });

  it("stop: asks the recogniser to stop, still delivers its last words, and does not restart", () => {
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    const rec = recs.last;
    input.stop();
    expect(rec.stopped).toBe(true);
    expect(input.state).toBe("stopped");
    rec.say("viimased sõnad");
    rec.end();
    vi.advanceTimersByTime(5000);
    expect(finals).toEqual(["viimased sõnad"]);
    expect(recs.created).toHaveLength(1);
  });

  it("stop after listening without a word says 'no speech' once the recogniser has ended (spec 2 §8, issue 20 item 8)", () => {
    const input = make();
    input.start();
    vi.advanceTimersByTime(1000);
    const rec = recs.last;
    input.stop();
    // The browser may report no-speech itself as it closes: said once, when the recogniser has ended.
    rec.fail("no-speech");
    expect(errors).toEqual([]);
    rec.end();
    expect(errors).toEqual(["no-speech"]);

    // Words that arrive after the stop (a recording transcribed on stop) count: no message.
    input.start();
    vi.advanceTimersByTime(1000);
    input.stop();
    recs.last.say("hilised sõnad");
    recs.last.end();
    expect(errors).toEqual(["no-speech"]);

    // Words earlier in the session: a quiet moment before the stop is not "no speech".
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.say("tere");
    input.stop();
    recs.last.fail("no-speech");
    recs.last.end();
    expect(errors).toEqual(["no-speech"]);

    // Stopped between two recognisers of a continuous session that heard nothing: said at once.
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.end();
    input.stop();
    expect(errors).toEqual(["no-speech", "no-speech"]);
  });

  it("stop during the start delay never opens the microphone", () => {
    const input = make();
    input.start();
    input.stop();
    vi.advanceTimersByTime(5000);
    expect(recs.created).toHaveLength(0);
    expect(states).toEqual(["starting", "stopped"]);
  });
});

describe("hands-free", () => {
  it("sends after 3 s of silence following speech, then listens again 1 s later", () => {
    const input = make({ handsFree: true });
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.say("Kas teil on minut aega?");
    vi.advanceTimersByTime(2999);
    expect(sends).toBe(0);
    vi.advanceTimersByTime(1);
    expect(sends).toBe(1);
    expect(recs.created[0]?.aborted).toBe(true);
    expect(input.state).toBe("starting");
    vi.advanceTimersByTime(999);
    expect(recs.created).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(recs.created).toHaveLength(2);
    expect(input.state).toBe("listening");
  });

  it("each new word restarts the silence timer; silence without speech sends nothing", () => {
    const input = make({ handsFree: true });
    input.start();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(10_000);
    expect(sends).toBe(0);
    recs.last.hear("kas");
    vi.advanceTimersByTime(2000);
    recs.last.hear("kas teil");
    vi.advanceTimersByTime(2000);
    expect(sends).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(sends).toBe(1);
  });

  it("takes words still interim at the silence as final before sending", () => {
    const input = make({ handsFree: true });
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.hear("meil on juba pakkuja", 0.7);
    vi.advanceTimersByTime(3000);
    expect(finals).toEqual(["meil on juba pakkuja"]);
    expect(sends).toBe(1);
  });

  it("switching hands-free off cancels a pending send", () => {
    const input = make({ handsFree: true });
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.say("tere");
    input.setHandsFree(false);
    vi.advanceTimersByTime(5000);
    expect(sends).toBe(0);
  });
});

describe("after a hands-free send", () => {
  it("drops the closed recogniser's late copy of the words it already sent", () => {
    const input = make({ handsFree: true });
    input.start();
    vi.advanceTimersByTime(1000);
    const first = recs.last;
    first.hear("meil on juba pakkuja");
    vi.advanceTimersByTime(3000);
    first.say("meil on juba pakkuja");
    first.end();
    expect(finals).toEqual(["meil on juba pakkuja"]);
    vi.advanceTimersByTime(1000);
    expect(recs.created).toHaveLength(2);
  });

  it("stop during the pause after sending does not listen again", () => {
    const input = make({ handsFree: true });
    input.start();
    vi.advanceTimersByTime(1000);
    recs.last.say("tere");
    vi.advanceTimersByTime(3000);
    input.stop();
    vi.advanceTimersByTime(5000);
    expect(recs.created).toHaveLength(1);
    expect(input.state).toBe("stopped");
  });
});
