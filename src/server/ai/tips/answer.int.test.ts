import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LlmConfig } from "../llm/provider";
import { messageText, type OpenAiTestServer, startOpenAiTestServer } from "../llm/test/openai-test-server";
import { answerTips, builtinTipsAnswer, type TipsQuestion } from "./answer";

let server: OpenAiTestServer;
beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterEach(() => server.reset());
afterAll(async () => {
  await server.close();
});

const config = (overrides: Partial<LlmConfig> = {}): LlmConfig => ({
  provider: "openai-compatible",
  model: "test-model-7b",
  baseUrl: server.baseUrl,
  apiKey: "sk-test-secret-key-123456",
  timeoutMs: 2_000,
  maxOutputTokens: 400,
  ...overrides,
});

const question: TipsQuestion = {
  message: "el cliente dice que es demasiado caro",
  language: "es",
  history: [
    { role: "user", content: "hola" },
    { role: "assistant", content: "¡Hola! ¿En qué te ayudo?" },
  ],
  weakStages: ["objectionHandling"],
};

describe("tips with an LLM", () => {
  it("asks the model with the retrieved notes, the weak stages and the history", async () => {
    server.respond({ kind: "text", text: "  Reconoce la objeción y pregunta con qué compara el precio.  " });
    const answer = await answerTips(question, config());
    expect(answer).toBe("Reconoce la objeción y pregunta con qué compara el precio.");
    const body = server.requests[0]?.body;
    const system = messageText(body?.messages[0] as never);
    expect(system).toContain("Spanish");
    expect(system).toContain("objection handling");
    expect(system).toContain("Cuando el cliente dice que es demasiado caro");
    expect(body?.messages.slice(1).map((m) => m.role)).toEqual(["user", "assistant", "user"]);
  });

  it("falls back to the builtin answer when the provider fails or times out", async () => {
    const onFallback = vi.fn();
    server.respond({ kind: "error", status: 500, message: "boom" });
    expect(await answerTips(question, config(), { onFallback })).toBe(builtinTipsAnswer(question));
    server.respond({ kind: "hang" });
    expect(await answerTips(question, config({ timeoutMs: 200 }), { onFallback })).toBe(builtinTipsAnswer(question));
    expect(onFallback).toHaveBeenCalledTimes(2);
  });
});
