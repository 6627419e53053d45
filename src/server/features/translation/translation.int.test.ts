import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { TRANSLATION_UNAVAILABLE } from "../../../contract/translation";
import { startOpenAiTestServer, type OpenAiTestServer } from "../../ai/llm/test/openai-test-server";
import { bearer, createTestApp, registerUser, resetDatabase, type TestApp } from "../../test/harness";

let server: OpenAiTestServer;
beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(async () => {
  await server.close();
});

let t: TestApp;
beforeEach(async () => {
  await resetDatabase();
});
afterEach(async () => {
  server.reset();
  await t.close();
});

const post = (token: string, url: string, payload: unknown) => t.app.inject({ method: "POST", url, headers: bearer(token), payload: payload as object });

describe("with the builtin engine (no translator)", () => {
  beforeEach(async () => {
    t = await createTestApp();
  });

  it("serves the phrase table of each language from the language packs", async () => {
    const en = (await t.app.inject({ method: "GET", url: "/api/translations/en" })).json();
    const et = (await t.app.inject({ method: "GET", url: "/api/translations/et" })).json();
    expect(en.success).toBe(true);
    expect(Object.keys(et.translations.stages).sort()).toEqual(Object.keys(en.translations.stages).sort());
    expect(et.translations.stages.discovery).toBe(et.translations.stages.mapping);
    expect(et.translations.stages.introduction).not.toBe(en.translations.stages.introduction);
    expect((await t.app.inject({ method: "GET", url: "/api/translations/de" })).statusCode).toBe(400);
  });

  it("keeps the original and says so; English is never translated", async () => {
    const u = await registerUser(t.app);
    const res = (await post(u.token, "/api/dynamic-translation/translate", { text: "Great opening.", targetLanguage: "et" })).json();
    expect(res).toEqual({ success: false, translatedText: "Great opening.", message: TRANSLATION_UNAVAILABLE });
    const en = (await post(u.token, "/api/dynamic-translation/translate", { text: "Great opening.", targetLanguage: "en" })).json();
    expect(en).toMatchObject({ success: true, translatedText: "Great opening." });
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/dynamic-translation/translate", payload: { text: "x", targetLanguage: "et" } });
    expect(res.statusCode).toBe(401);
  });
});

describe("with an LLM translator", () => {
  beforeEach(async () => {
    t = await createTestApp({
      env: { AI_PROVIDER: "openai-compatible", AI_MODEL: "test-model-7b", AI_BASE_URL: server.baseUrl, AI_API_KEY: "sk-test", AI_TIMEOUT_MS: "2000" },
    });
  });

  it("translates a batch by position and skips texts already in the target language", async () => {
    const u = await registerUser(t.app);
    server.respond({ kind: "json", value: { translations: ["Hea algus.", "Küsi rohkem küsimusi."] } });
    const res = (
      await post(u.token, "/api/dynamic-translation/batch-translate", {
        texts: ["Good opening.", "Juba eesti keeles: tõesti.", "Ask more questions."],
        targetLanguage: "et",
      })
    ).json();
    expect(res).toMatchObject({ success: true, translations: ["Hea algus.", "Juba eesti keeles: tõesti.", "Küsi rohkem küsimusi."] });
    expect(server.requests).toHaveLength(1);
    expect(JSON.stringify(server.requests[0]?.body.messages)).not.toContain("Juba eesti keeles");
  });

  it("translates stage feedback objects and falls back to the original when the provider fails", async () => {
    const u = await registerUser(t.app);
    server.respond({ kind: "json", value: { translations: ["Хорошее начало."] } });
    const ok = (
      await post(u.token, "/api/dynamic-translation/translate-stage-feedback", { feedback: { opening: "Good start." }, targetLanguage: "ru" })
    ).json();
    expect(ok).toMatchObject({ success: true, translatedFeedback: { opening: "Хорошее начало." } });

    server.respond({ kind: "error", status: 500, retryAfterMs: 1 });
    const failed = (await post(u.token, "/api/dynamic-translation/translate", { text: "Good start.", targetLanguage: "es" })).json();
    expect(failed).toMatchObject({ success: false, translatedText: "Good start." });
    expect(failed.message).toBeTruthy();
  });
});
