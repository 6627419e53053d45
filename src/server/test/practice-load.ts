/**
 * A load generator in its own process (so that its work does not slow down the test that measures the server):
 * CONNECTIONS loops, each practising as a user does (start a conversation, send a few lines, end and rate it),
 * against URL with the bearer TOKENS (a JSON array, one per connection: a user has one call at a time), for DURATION_MS. Prints
 * {"ok":n,"failed":n,"statuses":{...},"p50Ms":n} (the practice requests' median time) when done. Used by health-under-load.int.test.ts.
 */
const url = process.env.URL ?? "";
const tokens = JSON.parse(process.env.TOKENS ?? "[]") as string[];
const connections = Number(process.env.CONNECTIONS ?? 50);
const until = Date.now() + Number(process.env.DURATION_MS ?? 10_000);

export const LINES = [
  "Hi, good morning! This is Alex Morgan from BrightPath. I'm calling because we help teams cut the time spent on reporting. Do you have two minutes?",
  "Thanks. Could you tell me how you handle your reporting today?",
  "What are the biggest challenges you face with that at the moment?",
  "I understand, that sounds frustrating. How does that affect your team?",
];

const answered = { ok: 0, failed: 0, statuses: {} as Record<number, number>, p50Ms: 0 };
const timings: number[] = [];

async function post(pathname: string, body: unknown, token: string): Promise<Record<string, unknown>> {
  const t0 = performance.now();
  const res = await fetch(`${url}${pathname}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  timings.push(performance.now() - t0);
  if (res.ok) answered.ok++;
  else {
    answered.failed++;
    answered.statuses[res.status] = (answered.statuses[res.status] ?? 0) + 1;
  }
  return json;
}

async function practise(token: string): Promise<void> {
  while (Date.now() < until) {
    const started = await post("/api/ai/conversation", { scenario: "cold_call" }, token);
    const id = (started.conversation as { id: string } | undefined)?.id;
    if (!id) {
      // Refused (a call of this user still open, or the server busy): wait a moment instead of spinning.
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    for (const message of LINES) {
      await post("/api/ai/message", { conversationId: id, message, language: "en" }, token);
    }
    await post(`/api/ai/conversation/${id}/end`, {}, token);
  }
}

await Promise.all(Array.from({ length: connections }, (_, i) => practise(tokens[i % tokens.length] as string)));
answered.p50Ms = [...timings].sort((a, b) => a - b)[Math.floor(timings.length / 2)] ?? 0;
console.log(JSON.stringify(answered));
