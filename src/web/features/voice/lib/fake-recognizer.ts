import type { RecognizerEvents, RecognizerFactory, RecognizerOptions } from "./recognizer";

/** A scripted recogniser for unit tests: records what the voice input asked and lets the test speak. */
export class FakeRecognizers {
  readonly created: FakeRecognizer[] = [];
  failStart = false;
  readonly factory: RecognizerFactory = (options, events) => {
    const rec = new FakeRecognizer(options, events, this.failStart);
    this.created.push(rec);
    return rec;
  };
  get last(): FakeRecognizer {
    const rec = this.created.at(-1);
    if (!rec) throw new Error("no recogniser was created");
    return rec;
  }
}

export class FakeRecognizer {
  started = false;
  stopped = false;
  aborted = false;
  constructor(
    readonly options: RecognizerOptions,
    private readonly events: RecognizerEvents,
    private readonly failStart: boolean,
  ) {}
  start() {
    if (this.failStart) throw new Error("InvalidStateError");
    this.started = true;
    this.events.onStart();
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.aborted = true;
  }
  say(transcript: string, confidence = 0.9) {
    this.events.onResult({ transcript, isFinal: true, confidence });
  }
  hear(transcript: string, confidence = 0.5) {
    this.events.onResult({ transcript, isFinal: false, confidence });
  }
  fail(code: string) {
    this.events.onError(code);
  }
  end() {
    this.events.onEnd();
  }
}
