import { describe, expect, it } from "vitest";
import { LANGUAGE_PACKS } from "../language";
import { buildPersona } from "../simulation/persona";
import { initialState } from "../simulation/state";
import { scoreCall, scoreCallYielding } from "../simulation/rubric";
import { step } from "../simulation/step";
import { createBuiltinEngine } from "./builtin-engine";

describe("the builtin engine", () => {
  it("does not change the state it is given, and does not repeat the customer's recent replies", async () => {
    const pack = LANGUAGE_PACKS.en;
    const persona = buildPersona({ scenario: "general", difficulty: "medium", language: "en" }, "pure-writer", pack);
    const engine = createBuiltinEngine();
    const transcript: Array<{ role: "user" | "assistant"; content: string; timestamp: string }> = [];
    let state = initialState(persona);
    const replies: string[] = [];
    for (let i = 0; i < 6; i++) {
      const message = "Okay, go on then.";
      const r = step(persona, state, message, pack);
      transcript.push({ role: "user", content: message, timestamp: new Date(0).toISOString() });
      const before = structuredClone(r.state);
      const reply = await engine.writeReply({ persona, state: r.state, decision: r.decision, transcript, language: "en" });
      expect(r.state).toEqual(before);
      replies.push(reply);
      transcript.push({ role: "assistant", content: reply, timestamp: new Date(0).toISOString() });
      state = r.state;
    }
    for (let i = 1; i < replies.length; i++) expect(replies[i], `reply ${i}`).not.toBe(replies[i - 1]);
  });

  it("lets other requests in while it rates a call (with a zero slice, after every message) and rates as the plain replay does", async () => {
    const pack = LANGUAGE_PACKS.en;
    const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language: "en" }, "yielding-rate", pack);
    const said = [
      "Hi, this is Alex from BrightPath. Do you have two minutes?",
      "How do you handle reporting today?",
      "What is the hardest part of it?",
      "How much time does that cost your team every week?",
      "We cut that work in half for teams like yours.",
      "Would a short demo on Tuesday at 10am work?",
    ];
    // Stands in for the server's other requests: one waits in each turn of the event loop.
    let served = 0;
    let rating = false;
    const other = () => {
      if (!rating) return;
      served += 1;
      setImmediate(other);
    };
    rating = true;
    setImmediate(other);
    const result = await scoreCallYielding(persona, said, pack, 0);
    rating = false;
    expect(served).toBeGreaterThanOrEqual(said.length - 1);
    const direct = scoreCall(persona, said, pack);
    expect(result.scores).toEqual(direct.scores);
    expect(result.findings).toEqual(direct.findings);
    // The engine's rating is the same.
    const transcript = said.map((content) => ({ role: "user" as const, content, timestamp: new Date(0).toISOString() }));
    expect((await createBuiltinEngine().rate({ persona, transcript, language: "en" })).scores).toEqual(direct.scores);
  });

  it("rates calls one at a time, in the order they ended: a short call ended second waits for the long one", async () => {
    const pack = LANGUAGE_PACKS.en;
    const persona = buildPersona({ scenario: "cold_call", difficulty: "medium", language: "en" }, "rating-order", pack);
    const long = Array.from({ length: 12 }, (_, i) => `Could you tell me more about how your team handles reporting, part ${i + 1}?`);
    const short = ["Hi, this is Alex from BrightPath.", "Do you have two minutes?"];
    const finished: string[] = [];
    // A zero slice yields after every message: interleaved, the short call would finish first.
    await Promise.all([
      scoreCallYielding(persona, long, pack, 0).then(() => finished.push("long")),
      scoreCallYielding(persona, short, pack, 0).then(() => finished.push("short")),
    ]);
    expect(finished).toEqual(["long", "short"]);
  });
});
