import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A local OpenAI-compatible server for tests: POST /v1/chat/completions answers as scripted, as JSON or, when the
 * request asks for `stream: true`, as server-sent events in OpenAI's chunk format ending with `data: [DONE]`.
 * It records every request it gets, so tests can assert what the prompt carried.
 */
export type Scripted =
  /** A reply; streamed as `deltas` (joined, they should equal `text`) or split on word boundaries. */
  | { kind: "text"; text: string; deltas?: string[]; chunkDelayMs?: number }
  /** Structured output: the object is sent as the message content, as a model does for response_format json_schema. */
  | { kind: "json"; value: unknown }
  /** An HTTP error in OpenAI's error shape; `retryAfterMs` sets the header the AI SDK honours to retry quickly. */
  | { kind: "error"; status?: number; message?: string; retryAfterMs?: number }
  /** Never answers (the request stays open until the client gives up or the server closes). */
  | { kind: "hang" };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The parsed JSON body. */
  body: ChatCompletionRequest;
  at: number;
}

export interface ChatCompletionRequest {
  model: string;
  messages: Array<{ role: string; content: string | Array<{ type: string; text?: string }> }>;
  stream?: boolean;
  temperature?: number;
  max_tokens?: number;
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  stream_options?: { include_usage?: boolean };
  [key: string]: unknown;
}

/** One POST /v1/audio/transcriptions the server received (multipart form: model, file, language). */
export interface RecordedTranscription {
  model: string | undefined;
  language: string | undefined;
  /** Size of the whole multipart body. */
  bytes: number;
}

export interface OpenAiTestServer {
  /** Base URL to give the provider, ending in /v1. */
  baseUrl: string;
  /** Streamed answers the client stopped reading before their end. */
  readonly abandonedStreams: number;
  /** Every chat request but the readings of salesperson messages (those are in `reads`). */
  requests: RecordedRequest[];
  /** The llm engine's readings of salesperson messages (system prompt "You label what a salesperson says"). */
  reads: RecordedRequest[];
  /** What a reading request answers from now on; by default an unusable answer, so the learned reader reads. */
  readWith(script: Scripted): void;
  /** Reading requests answered per message: `label` gets the numbered sentences of the salesperson's new message. */
  readBy(label: (sentences: string[]) => Scripted): void;
  transcriptions: RecordedTranscription[];
  /** What POST /v1/audio/transcriptions answers from now on: the text, or an HTTP error. */
  transcribeWith(answer: { text: string } | { status: number; message: string }): void;
  /** The answer to every request from now on (after any queued ones). */
  respond(script: Scripted): void;
  /** One-off answers, used in order before the standing answer. */
  enqueue(...scripts: Scripted[]): void;
  /** Forgets recorded requests and scripts. */
  reset(): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const requests: RecordedRequest[] = [];
  const reads: RecordedRequest[] = [];
  const UNREAD: Scripted = { kind: "json", value: {} };
  let reading: Scripted | ((sentences: string[]) => Scripted) = UNREAD;
  const transcriptions: RecordedTranscription[] = [];
  let transcription: { text: string } | { status: number; message: string } = { text: "Hello, this is a recorded test." };
  let queue: Scripted[] = [];
  let standing: Scripted = { kind: "text", text: "Hello?" };
  let counter = 0;
  let abandonedStreams = 0;
  const sockets = new Set<Socket>();

  const completionId = () => `chatcmpl-test-${++counter}`;
  const created = () => Math.floor(Date.now() / 1000);

  async function answer(res: ServerResponse, body: ChatCompletionRequest, isRead = false): Promise<void> {
    const script = isRead ? (typeof reading === "function" ? reading(numberedSentences(body)) : reading) : (queue.shift() ?? standing);
    const model = body.model ?? "test-model";
    switch (script.kind) {
      case "hang":
        return; // the socket stays open; close() destroys it
      case "error": {
        const status = script.status ?? 500;
        const headers: Record<string, string> = script.retryAfterMs !== undefined ? { "retry-after-ms": String(script.retryAfterMs) } : {};
        send(
          res,
          status,
          { error: { message: script.message ?? "The server had an error while processing your request.", type: "server_error", param: null, code: null } },
          headers,
        );
        return;
      }
      case "text":
      case "json": {
        const content = script.kind === "json" ? JSON.stringify(script.value) : script.text;
        const usage = { prompt_tokens: 42, completion_tokens: Math.max(1, Math.ceil(content.length / 4)), total_tokens: 42 + Math.ceil(content.length / 4) };
        if (!body.stream) {
          send(res, 200, {
            id: completionId(),
            object: "chat.completion",
            created: created(),
            model,
            choices: [{ index: 0, message: { role: "assistant", content }, logprobs: null, finish_reason: "stop" }],
            usage,
          });
          return;
        }
        const deltas = script.kind === "text" && script.deltas ? script.deltas : (content.match(/\S+\s*|\s+/g) ?? [content]);
        const delay = script.kind === "text" ? (script.chunkDelayMs ?? 0) : 0;
        const id = completionId();
        const ts = created();
        const chunk = (choices: unknown[], extra: Record<string, unknown> = {}) =>
          `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: ts, model, choices, ...extra })}\n\n`;
        res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
        res.write(chunk([{ index: 0, delta: { role: "assistant", content: "" }, logprobs: null, finish_reason: null }]));
        for (const d of deltas) {
          if (delay > 0) await sleep(delay);
          if (res.destroyed) {
            abandonedStreams++;
            return;
          }
          res.write(chunk([{ index: 0, delta: { content: d }, logprobs: null, finish_reason: null }]));
        }
        res.write(chunk([{ index: 0, delta: {}, logprobs: null, finish_reason: "stop" }]));
        if (body.stream_options?.include_usage) res.write(chunk([], { usage }));
        res.end("data: [DONE]\n\n");
        return;
      }
    }
  }

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      if (req.method === "POST" && path === "/v1/audio/transcriptions") {
        const field = (name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(raw)?.[1];
        transcriptions.push({ model: field("model"), language: field("language"), bytes: Buffer.byteLength(raw) });
        if ("status" in transcription) {
          send(res, transcription.status, { error: { message: transcription.message, type: "server_error", param: null, code: null } });
        } else {
          send(res, 200, { text: transcription.text, language: "english", duration: 1.5, segments: [] });
        }
        return;
      }
      if (req.method !== "POST" || path !== "/v1/chat/completions") {
        send(res, 404, { error: { message: `Unknown route ${req.method} ${path}`, type: "invalid_request_error", param: null, code: null } });
        return;
      }
      let body: ChatCompletionRequest;
      try {
        body = JSON.parse(raw) as ChatCompletionRequest;
      } catch {
        send(res, 400, { error: { message: "Invalid JSON body", type: "invalid_request_error", param: null, code: null } });
        return;
      }
      const first = body.messages[0];
      const isRead = first !== undefined && messageText(first).startsWith("You label what a salesperson says");
      (isRead ? reads : requests).push({ method: req.method, path, headers: req.headers, body, at: Date.now() });
      await answer(res, body, isRead);
    })().catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { error: { message: String(error), type: "server_error", param: null, code: null } });
      else res.destroy();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get abandonedStreams() {
      return abandonedStreams;
    },
    requests,
    reads,
    readWith(script) {
      reading = script;
    },
    readBy(label) {
      reading = label;
    },
    transcriptions,
    transcribeWith(answer) {
      transcription = answer;
    },
    respond(script) {
      standing = script;
    },
    enqueue(...scripts) {
      queue.push(...scripts);
    },
    reset() {
      requests.length = 0;
      reads.length = 0;
      reading = UNREAD;
      abandonedStreams = 0;
      transcriptions.length = 0;
      transcription = { text: "Hello, this is a recorded test." };
      queue = [];
      standing = { kind: "text", text: "Hello?" };
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
    },
  };
}

/** The sentences a reading request numbers ("1. Hello there.") in its last message. */
function numberedSentences(body: ChatCompletionRequest): string[] {
  const last = body.messages[body.messages.length - 1];
  const text = last ? messageText(last) : "";
  return [...text.matchAll(/^\d+\. (.*)$/gmu)].map((m) => m[1] ?? "");
}

/** The text of a recorded message (string content or text parts). */
export function messageText(message: ChatCompletionRequest["messages"][number]): string {
  return typeof message.content === "string" ? message.content : message.content.map((p) => p.text ?? "").join("");
}
