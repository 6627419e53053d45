import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import type { ChatMessage } from "../../../contract/practice";
import type { AiEngine } from "../engine";
import { LANGUAGE_PACKS } from "../language";
import type { ReaderAct } from "../reader/acts";
import { sentences } from "../simulation/reader";
import { type Lines, LINES } from "../simulation/fixtures/behaviour-lines";
import { opened, persona, ready } from "../simulation/fixtures/test-calls";
import { personaSize, type Persona } from "../simulation/persona";
import type { CustomerState } from "../simulation/state";
import { step } from "../simulation/step";
import { createLlmEngine } from "./llm-engine";
import { messageText, type OpenAiTestServer, startOpenAiTestServer } from "./test/openai-test-server";

/**
 * The customer's behaviours of simulation/behaviour.test.ts, played through the llm engine against the local
 * OpenAI-compatible test server, in every language. The server stands in for an able model: it reads each line into
 * the acts a careful reader would give (below), and writes a fixed reply. So these tests show what the engine adds
 * to its model: the model's reading drives the turn (not the learned reader's), the simulation's guard-rails
 * decide (a meeting only after agreement, hang-up rules, one of two slots), and the writer is told what was
 * decided and what the customer remembers.
 */
const MODEL_READS: Record<keyof Lines, ReaderAct[]> = {
  smallTalk: ["small_talk"],
  about: ["ask_about_customer", "open_question"],
  oneSlot: ["propose_next_step"],
  twoSlots: ["propose_next_step"],
  proposeNoTime: ["propose_next_step"],
  yes: ["confirmation"],
  question: ["discovery_situation", "open_question"],
  insults: ["rude"],
  gibberish: ["gibberish"],
  foreign: ["discovery_budget", "open_question"],
  assumptive: ["confirmation"],
  pitch: ["benefit", "proof"],
  proof: ["proof"],
};

const MODEL_REPLY = "(the model's words)";

let server: OpenAiTestServer;
let engine: AiEngine;
/** Sentences the stand-in model was asked to read but has no reading for (a test's mistake, reported). */
const unread: string[] = [];

beforeAll(async () => {
  server = await startOpenAiTestServer();
  engine = createLlmEngine(
    { provider: "openai-compatible", model: "test-model-7b", baseUrl: server.baseUrl, apiKey: "sk-test", timeoutMs: 5_000, maxOutputTokens: 300 },
    { log: { warn: () => undefined }, packs: LANGUAGE_PACKS },
  );
});
afterAll(async () => {
  await server.close();
});

function standInModel(language: Language) {
  const L = LINES[language];
  const table = new Map<string, ReaderAct[]>();
  for (const [key, acts] of Object.entries(MODEL_READS)) {
    const line = L[key as keyof Lines];
    const texts = typeof line === "string" ? [line] : key === "oneSlot" || key === "twoSlots" ? [line[0] as string] : (line as string[]);
    for (const text of texts) for (const s of sentences(text)) table.set(s, acts);
  }
  server.reset();
  unread.length = 0;
  server.respond({ kind: "text", text: MODEL_REPLY });
  server.readBy((said) => {
    const missing = said.filter((s) => !table.has(s));
    unread.push(...missing);
    return missing.length > 0 ? { kind: "error", status: 500 } : { kind: "json", value: { sentences: said.map((s) => ({ acts: table.get(s) })) } };
  });
}

/** One turn as the practice service runs it with the llm engine: the model reads, the simulation decides, the model writes. */
async function say(p: Persona, state: CustomerState, line: string) {
  const transcript: ChatMessage[] = [{ role: "user", content: line, timestamp: "2026-01-01T10:00:00.000Z" }];
  const acts = await engine.read?.({ persona: p, language: p.language, transcript: [], sentences: sentences(line) });
  expect(acts, `the stand-in model could not read: ${unread.join(" | ")}`).toBeTruthy();
  const r = step(p, state, line, LANGUAGE_PACKS[p.language], acts ?? undefined);
  const before = server.requests.length;
  const reply = await engine.writeReply({ persona: p, state: r.state, decision: r.decision, transcript, language: p.language });
  const written = server.requests[before];
  const system = written ? messageText(written.body.messages[0] ?? { role: "system", content: "" }) : "";
  return { ...r, acts, reply, system };
}

describe.each(Object.keys(LINES) as Language[])("the llm engine's customer in %s", (language) => {
  const L = LINES[language];
  beforeEach(() => standInModel(language));

  it("answers small talk as small talk, from the model's reading", async () => {
    const p = persona(language);
    const r = await say(p, opened(p), L.smallTalk);
    expect(r.reading.acts.has("small_talk")).toBe(true);
    expect(r.decision.intent).toBe("small_talk_reply");
    expect(r.system).toContain("Answer their small talk briefly, as small talk");
    expect(r.reply).toBe(MODEL_REPLY);
  });

  it("goes by the model's reading where it differs from the learned reader's", async () => {
    const p = persona(language);
    const learned = step(p, opened(p), L.question, LANGUAGE_PACKS[language]);
    expect(learned.decision.intent).toBe("answer_situation");
    // A model that takes the question for one about the customer itself is answered as such.
    server.readBy((said) => ({ kind: "json", value: { sentences: said.map(() => ({ acts: ["ask_about_customer", "open_question"] })) } }));
    const r = await say(p, opened(p), L.question);
    expect(r.decision.intent).toBe("answer_about_self");
  });

  it("answers a question about itself from its persona", async () => {
    const p = persona(language);
    const r = await say(p, opened(p), L.about);
    expect(r.decision.intent).toBe("answer_about_self");
    expect(r.system).toContain(String(personaSize(p)));
  });

  it("accepts one offered time, and takes exactly one of two", async () => {
    const p = persona(language);
    const one = await say(p, ready(p), L.oneSlot[0]);
    expect(one.decision.intent).toBe("agree_next_step");
    expect(one.state.outcome).toBe("meeting_booked");
    expect(one.state.memory?.agreedTime).toBe(L.oneSlot[1]);
    expect(one.system).toContain(L.oneSlot[1]);
    const two = await say(p, ready(p), L.twoSlots[0]);
    expect(two.decision.intent).toBe("choose_slot");
    expect(two.state.outcome).toBe("meeting_booked");
    const chosen = two.state.memory?.agreedTime ?? "";
    expect(L.twoSlots[1]).toContain(chosen);
    const instruction = two.system.split("\n").find((line) => line.includes("Accept exactly this one")) ?? "";
    expect(instruction).toContain(chosen);
    expect(instruction).not.toContain(L.twoSlots[1].find((slot) => slot !== chosen) as string);
  });

  it("honours a plain yes to the time it suggested, and tells the model the meeting is agreed", async () => {
    const p = persona(language);
    const asked = await say(p, ready(p), L.proposeNoTime);
    expect(asked.decision.intent).toBe("ask_for_time");
    const yes = await say(p, asked.state, L.yes);
    expect(yes.decision.intent).toBe("agree_next_step");
    expect(yes.state.outcome).toBe("meeting_booked");
    expect(yes.system).toContain("A meeting has been agreed");
  });

  it("says it answered a repeated question already, then loses patience", async () => {
    const p = persona(language);
    const first = await say(p, opened(p), L.question);
    expect(first.decision.intent).toBe("answer_situation");
    const again = await say(p, (await say(p, first.state, L.smallTalk)).state, L.question);
    expect(again.decision.repeated).toBe(true);
    const third = await say(p, again.state, L.question);
    expect(third.decision.intent).toBe("already_covered");
    expect(third.state.patience).toBeLessThan(again.state.patience - 5);
  });

  it("is offended by an insult at once and hangs up by the third, even on easy", async () => {
    const p = persona(language, "easy");
    let state = opened(p);
    const intents: string[] = [];
    for (const insult of L.insults) {
      if (state.callOver) break;
      const r = await say(p, state, insult);
      intents.push(r.decision.intent);
      state = r.state;
      if (r.decision.intent === "hang_up") expect(r.system).toContain("This is your last line");
    }
    expect(intents[0]).toBe("offended");
    expect(intents[intents.length - 1]).toBe("hang_up");
    expect(state.outcome).toBe("hung_up");
  });

  it("does not understand gibberish and ends the call when it goes on", async () => {
    const p = persona(language, "easy");
    let state = opened(p);
    const intents: string[] = [];
    for (const noise of L.gibberish) {
      const r = await say(p, state, noise);
      intents.push(r.decision.intent);
      state = r.state;
    }
    expect(intents).toEqual(["confused", "confused", "hang_up"]);
    expect(state.callOver).toBe(true);
  });

  it("asks to keep to its language when the salesperson switches, whatever the model read", async () => {
    const p = persona(language);
    expect((await say(p, opened(p), L.foreign)).decision.intent).toBe("ask_language");
  });

  it("refuses an assumptive close the model read as a confirmation, and books nothing", async () => {
    const p = persona(language);
    const r = await say(p, opened(p, { revealed: ["situation", "pain:0"], pitches: 1 }), L.assumptive);
    expect(r.acts).toEqual([["confirmation"]]);
    expect(r.decision.intent).toBe("refuse_assumption");
    expect(r.state.outcome).toBeNull();
    expect(r.system).not.toContain("A meeting has been agreed");
  });

  it("asks what it costs once the offer is on the table, and asks again when the salesperson goes past it", async () => {
    const p = persona(language);
    const r = await say(p, opened(p, { revealed: ["situation", "pain:0"] }), L.pitch);
    expect([r.decision.intent, r.decision.followUp]).toContain("ask_price");
    const past = await say(p, r.state, L.proof);
    expect(past.decision.askedAgain).toBe(true);
    expect([past.decision.intent, past.decision.followUp]).toContain("ask_price");
    expect(past.system).toContain("They went past your question without answering it");
  });
});
