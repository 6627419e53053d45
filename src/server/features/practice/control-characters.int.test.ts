import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CONTROL_CHARACTERS_MESSAGE } from "../../../contract/text";
import { createBuiltinEngine, type AiEngine } from "../../ai";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp, uniqueEmail } from "../../test/harness";

/** Control characters in text fields are refused at the edge, and no failure of a turn leaves the conversation locked. */
let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function started(token: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(token), payload: { scenario: "cold_call" } });
  expect(res.statusCode).toBe(201);
  return res.json().conversation.id as string;
}
const send = (token: string, conversationId: string, message: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/ai/message", headers: { ...bearer(token), ...headers }, payload: { conversationId, message } });

describe("control characters in text", () => {
  it("a NUL in a practice message answers 400, and the conversation takes the next message at once", async () => {
    const u = await registerUser(t.app);
    const id = await started(u.token);
    const res = await send(u.token, id, "Hello\u0000, do you have a minute?");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "VALIDATION", errors: [{ path: "message", msg: CONTROL_CHARACTERS_MESSAGE }] });
    const next = await send(u.token, id, "Hi, this is Alex from BrightPath.\nDo you have two minutes?\tThanks.");
    expect(next.statusCode).toBe(200);
  });

  it("refuses NUL and escape characters in one-line fields of any form with 400", async () => {
    const register = (firstName: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        payload: { firstName, lastName: "King", email: uniqueEmail(), password: "Correct-Horse-9", confirmPassword: "Correct-Horse-9" },
      });
    for (const name of ["Lea\u0000", "Lea\u001b[31m", "Lea\nKing"]) {
      const res = await register(name);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: "firstName", msg: CONTROL_CHARACTERS_MESSAGE, reason: "common.controlCharacters" }]);
    }
    const u = await registerUser(t.app);
    const feedback = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: bearer(u.token),
      payload: { title: "Broken\u0000", description: "Line one\nline two" },
    });
    expect(feedback.statusCode).toBe(400);
    expect(feedback.json().errors).toEqual([{ path: "title", msg: CONTROL_CHARACTERS_MESSAGE, reason: "common.controlCharacters" }]);
    const start = await t.app.inject({ method: "POST", url: "/api/ai/conversation", headers: bearer(u.token), payload: { clientName: "Ann\u0007" } });
    expect(start.statusCode).toBe(400);
  });

  it("a turn that fails while it is stored still frees the conversation (plain and streamed)", async () => {
    const builtin = createBuiltinEngine();
    let poisoned = false;
    // The customer's reply cannot be stored (PostgreSQL refuses a NUL in jsonb): storing the turn fails.
    const engine: AiEngine = {
      ...builtin,
      writeReply: async (input, opts) => (poisoned ? "Sure\u0000" : builtin.writeReply(input, opts)),
      streamReply: async function* (input, opts) {
        if (poisoned) yield "Sure\u0000";
        else yield* builtin.streamReply(input, opts);
      },
    };
    await t.close();
    t = await createTestApp({ ai: { engine } });
    const u = await registerUser(t.app);
    const id = await started(u.token);
    poisoned = true;
    const plain = await send(u.token, id, "Hi, this is Alex from BrightPath.");
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    const streamed = await send(u.token, id, "Hi, this is Alex from BrightPath.", { accept: "text/event-stream" });
    expect(streamed.body).toContain("event: error");
    poisoned = false;
    expect((await send(u.token, id, "Hi, this is Alex from BrightPath.")).statusCode).toBe(200);
  });
});
