import { describe, expect, it } from "vitest";
import { LANGUAGE_PACKS } from "../language";
import { buildPersona } from "../simulation/persona";
import { initialState } from "../simulation/state";
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
});
