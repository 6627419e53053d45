import type { Conversation } from "./api/types";

/** A conversation as the API answers it, for component tests; override what the test is about. */
export function testConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    _id: "c0ffee00-0000-4000-8000-000000000001",
    id: "c0ffee00-0000-4000-8000-000000000001",
    title: "Cold call with Laura Kask",
    scenario: "cold_call",
    difficulty: "medium",
    language: "en",
    clientCustomization: {
      name: "Laura Kask",
      personality: "busy",
      industry: "Logistics",
      role: "Operations manager",
      company: "Nordline",
      customPrompt: null,
      selectedVoice: null,
      ttsVolume: 0.7,
    },
    messages: [{ role: "assistant", content: "Hello, Laura speaking.", timestamp: "2030-05-01T09:00:00.000Z" }],
    isActive: true,
    status: "active",
    duration: 0,
    createdAt: "2030-05-01T09:00:00.000Z",
    endedAt: null,
    customerState: { trust: 30, interest: 20, patience: 70, mood: "neutral", outcome: null, callOver: false },
    aiRatings: null,
    aiRatingFeedback: null,
    stageRatings: null,
    engine: { kind: "builtin", label: "Offline simulator" },
    ...overrides,
  };
}

/** The same conversation ended and rated. */
export function ratedConversation(overrides: Partial<Conversation> = {}): Conversation {
  return testConversation({
    isActive: false,
    status: "ended",
    duration: 185,
    endedAt: "2030-05-01T09:03:05.000Z",
    customerState: { trust: 70, interest: 65, patience: 60, mood: "warm", outcome: "meeting_booked", callOver: false },
    aiRatings: { introduction: 9, mapping: 7, productPresentation: 6, objectionHandling: 4, close: 8 },
    aiRatingFeedback: "A focused call that ended with a meeting.",
    stageRatings: [
      {
        stage: "introduction",
        score: 9,
        feedback: "Clear introduction.",
        evidence: [{ quote: "Hi, this is Anna from Acme", effect: "positive" }],
        points: [{ quote: "Hi, this is Anna from Acme", text: "Saying who you are told the customer who was calling.", effect: "positive", messageIndex: 1 }],
        trySaying: null,
        modelFeedback: null,
      },
      {
        stage: "mapping",
        score: 7,
        feedback: "Good questions.",
        evidence: [],
        points: [{ quote: null, text: "Good questions.", effect: "positive", messageIndex: null }],
        trySaying: null,
        modelFeedback: null,
      },
      {
        stage: "productPresentation",
        score: 6,
        feedback: "Tie benefits to needs.",
        evidence: [],
        points: [{ quote: null, text: "Tie benefits to needs.", effect: "negative", messageIndex: null }],
        trySaying: '"You mentioned losing two days a month on reports."',
        modelFeedback: null,
      },
      {
        stage: "objectionHandling",
        score: 4,
        feedback: "No objections handled.",
        evidence: [],
        points: [{ quote: null, text: "No objections handled.", effect: "negative", messageIndex: null }],
        trySaying: '"I understand. What exactly worries you about it?"',
        modelFeedback: null,
      },
      {
        stage: "close",
        score: 8,
        feedback: "You proposed a time.",
        evidence: [{ quote: "How about Tuesday at 10?", effect: "positive" }],
        points: [{ quote: "How about Tuesday at 10?", text: "Naming a specific time made it easy to say yes.", effect: "positive", messageIndex: 3 }],
        trySaying: null,
        modelFeedback: null,
      },
    ],
    ...overrides,
  });
}

/** A server-sent-events answer of POST /api/ai/message: `delta` pieces then `done`. */
export function sseResponse(events: [string, unknown][]): Response {
  const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");
  const bytes = new TextEncoder().encode(body);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // Split mid-event to prove the parser buffers across chunks.
      const mid = Math.floor(bytes.length / 2);
      controller.enqueue(bytes.slice(0, mid));
      controller.enqueue(bytes.slice(mid));
      controller.close();
    },
  });
  return new Response(stream, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8" } });
}
