// Issue 8, LLM overhead: the built server with AI_PROVIDER=openai-compatible against the local OpenAI-compatible
// test server, which answers at once. The server's own share of a turn is the turn's time less a direct call to
// the provider with the same kind of request; the streamed answer's first byte is timed from the request.
import { performance } from "node:perf_hooks";
import { startOpenAiTestServer } from "../src/server/ai/llm/test/openai-test-server";
import { CALL } from "./load.bench";
import { seedUsers, startServer } from "./server";
import { percentiles, type Row } from "./stats";

const REPLY = "Well, honestly our reports take forever, and nobody trusts the numbers.";

export interface LlmResult {
  turns: number;
  /** A direct, non-streamed chat completion from this process to the test provider, ms. */
  providerDirect: Omit<Row, "name">;
  /** POST /api/ai/message as JSON, ms. */
  turn: Omit<Row, "name">;
  /** turn p50 - providerDirect p50: what the server adds to a turn; target under 10 ms. */
  addedP50: number;
  /** POST /api/ai/message with Accept: text/event-stream, until the first byte of the body, ms. */
  firstByte: Omit<Row, "name">;
  /** The same streamed turn until its last byte, ms. */
  streamed: Omit<Row, "name">;
}

export async function benchLlm(turns = 200): Promise<LlmResult> {
  const provider = await startOpenAiTestServer();
  provider.respond({ kind: "text", text: REPLY });
  const server = await startServer({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: "bench-model",
    AI_API_KEY: "bench-key",
  });
  try {
    const [user] = await seedUsers(server.url, 1, "bench-llm");
    const headers = { "content-type": "application/json", authorization: `Bearer ${user?.token}` };

    const direct: number[] = [];
    const body = JSON.stringify({
      model: "bench-model",
      messages: [
        { role: "system", content: "You are the customer in a sales call. ".repeat(40) },
        ...CALL.slice(0, 4).flatMap((line) => [
          { role: "user", content: line },
          { role: "assistant", content: REPLY },
        ]),
      ],
      temperature: 0.8,
      max_tokens: 600,
    });
    for (let i = 0; i < turns + 20; i++) {
      const t0 = performance.now();
      const res = await fetch(`${provider.baseUrl}/chat/completions`, { method: "POST", headers: { "content-type": "application/json" }, body });
      await res.arrayBuffer();
      if (i >= 20) direct.push(performance.now() - t0);
    }

    let conversationId = "";
    let inConversation = CALL.length;
    const nextConversation = async () => {
      if (inConversation < CALL.length) return;
      const res = await fetch(`${server.url}/api/ai/conversation`, { method: "POST", headers, body: JSON.stringify({ scenario: "cold_call" }) });
      if (res.status !== 201) throw new Error(`start: HTTP ${res.status} ${await res.text()}`);
      conversationId = ((await res.json()) as { conversation: { id: string } }).conversation.id;
      inConversation = 0;
    };
    const message = () => JSON.stringify({ conversationId, message: CALL[inConversation++ % CALL.length], language: "en" });

    const turn: number[] = [];
    const firstByte: number[] = [];
    const streamed: number[] = [];
    // The first 20 of each warm the server up and are not counted.
    for (let i = 0; i < turns + 20; i++) {
      await nextConversation();
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/ai/message`, { method: "POST", headers, body: message() });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`turn: HTTP ${res.status}`);
      if (i >= 20) turn.push(performance.now() - t0);
    }
    for (let i = 0; i < turns + 20; i++) {
      await nextConversation();
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/ai/message`, { method: "POST", headers: { ...headers, accept: "text/event-stream" }, body: message() });
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      let chunk = await reader.read();
      const first = performance.now() - t0;
      let text = "";
      while (!chunk.done) {
        text += new TextDecoder().decode(chunk.value);
        chunk = await reader.read();
      }
      if (res.status !== 200 || !text.includes("event: done")) throw new Error(`streamed turn: HTTP ${res.status} ${text.slice(0, 200)}`);
      if (i >= 20) {
        firstByte.push(first);
        streamed.push(performance.now() - t0);
      }
    }
    const d = percentiles(direct);
    const t = percentiles(turn);
    return { turns, providerDirect: d, turn: t, addedP50: t.p50 - d.p50, firstByte: percentiles(firstByte), streamed: percentiles(streamed) };
  } finally {
    await server.stop();
    await provider.close();
  }
}

export function llmRows(r: LlmResult): Row[] {
  return [
    { name: "LLM: provider called directly", ...r.providerDirect },
    { name: "LLM: turn over HTTP (JSON)", ...r.turn },
    { name: "LLM: turn, first streamed byte", ...r.firstByte },
    { name: "LLM: turn, streamed to the end", ...r.streamed },
  ];
}
