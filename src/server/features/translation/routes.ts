import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { Language } from "../../../contract/languages";
import { errorBodySchema } from "../../../contract/errors";
import {
  batchTranslateBodySchema,
  batchTranslateResponseSchema,
  stageFeedbackBodySchema,
  stageFeedbackResponseSchema,
  TRANSLATION_UNAVAILABLE,
  translateBodySchema,
  translateResponseSchema,
  translationsParamsSchema,
  translationsResponseSchema,
} from "../../../contract/translation";
import { AiProviderError, alreadyInLanguage, type Translator } from "../../ai";
import { AppError } from "../../platform/errors";
import { authed } from "../../platform/http/route-auth";
import type { ZodRoutes } from "../../platform/http/zod-routes";
import { type LimiterFactory, tryConsume } from "../../platform/rate-limit/limiter";
import { staticTable } from "./static-table";
import { PUBLIC } from "../../platform/http/openapi";

/** What the free-text routes translate with: the port's translator, and each user's allowance (60 a minute). */
interface TranslationDeps {
  translator: Translator;
  perUser: RateLimiterAbstract;
}

const tags = ["translation"];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

/**
 * Translation of free text (an LLM's feedback). Builtin output never needs it: it renders natively in every
 * language. English is never translated; without an LLM the original comes back with success false, and the
 * client shows its translation error line.
 */
export async function translationRoutes(app: FastifyInstance, opts: { translator: Translator; limiterFactory: LimiterFactory }) {
  const deps: TranslationDeps = {
    translator: opts.translator,
    perUser: opts.limiterFactory.create("translations", { points: 60, durationSeconds: 60 }),
  };
  const r = app.withTypeProvider<ZodTypeProvider>();
  phraseTableRoutes(r);
  freeTextRoutes(r, deps);
}

/** The built-in phrase tables, one per language. */
function phraseTableRoutes(r: ZodRoutes) {
  r.get(
    "/api/translations/:language",
    {
      config: { auth: "public" },
      schema: {
        operationId: "getPhraseTable",
        security: PUBLIC,
        tags,
        summary: "The built-in phrase table of a language",
        params: translationsParamsSchema,
        response: { 200: translationsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, language: request.params.language, translations: staticTable(request.params.language) }),
  );
}

/** Free text translated by the LLM: one text, a batch, a stage's feedback. */
function freeTextRoutes(r: ZodRoutes, deps: TranslationDeps) {
  const run = (userId: string, texts: string[], target: Language, context: string) => translateTexts(deps, userId, texts, target, context);

  r.post(
    "/api/dynamic-translation/translate",
    {
      config: { auth: "user" },
      schema: {
        operationId: "translateText",
        tags,
        summary: "Translate one text",
        body: translateBodySchema,
        response: { 200: translateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { text, targetLanguage, context } = request.body;
      const res = await run(authed(request).user.id, [text], targetLanguage, context);
      return { success: res.success, translatedText: res.texts[0] ?? text, message: res.message };
    },
  );

  r.post(
    "/api/dynamic-translation/batch-translate",
    {
      config: { auth: "user" },
      schema: {
        operationId: "translateTexts",
        tags,
        summary: "Translate several texts (answers by position)",
        body: batchTranslateBodySchema,
        response: { 200: batchTranslateResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { texts, targetLanguage, context } = request.body;
      const res = await run(authed(request).user.id, texts, targetLanguage, context);
      return { success: res.success, translations: res.texts, message: res.message };
    },
  );

  r.post(
    "/api/dynamic-translation/translate-stage-feedback",
    {
      config: { auth: "user" },
      schema: {
        operationId: "translateStageFeedback",
        tags,
        summary: "Translate stage feedback (a text, or an object of stage -> text)",
        description: "Texts that already contain characters of the target language are left as they are.",
        body: stageFeedbackBodySchema,
        response: { 200: stageFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { feedback, targetLanguage } = request.body;
      const userId = authed(request).user.id;
      if (typeof feedback === "string") {
        const res = await run(userId, [feedback], targetLanguage, "stage_feedback");
        return { success: res.success, translatedFeedback: res.texts[0] ?? feedback, message: res.message };
      }
      const keys = Object.keys(feedback);
      const res = await run(
        userId,
        keys.map((k) => feedback[k] ?? ""),
        targetLanguage,
        "stage_feedback",
      );
      return { success: res.success, translatedFeedback: Object.fromEntries(keys.map((k, i) => [k, res.texts[i] ?? ""])), message: res.message };
    },
  );
}

/** Translates what needs it, within the caller's allowance; everything else comes back as it was. */
async function translateTexts({ translator, perUser }: TranslationDeps, userId: string, texts: string[], target: Language, context: string) {
  const todo = texts.map((t, i) => ({ t, i })).filter(({ t }) => target !== "en" && t.trim() !== "" && !alreadyInLanguage(t, target));
  if (todo.length === 0) return { success: true, texts };
  if (!translator.available) return { success: false, texts, message: TRANSLATION_UNAVAILABLE };
  const wait = await tryConsume(perUser, userId);
  if (wait) throw new AppError("RATE_LIMITED", "Too many translation requests. Please try again later.", { retryAfterSeconds: wait });
  try {
    const done = await translator.translate(
      todo.map((x) => x.t),
      target,
      context,
    );
    const out = [...texts];
    todo.forEach((x, k) => {
      out[x.i] = done[k] ?? x.t;
    });
    return { success: true, texts: out };
  } catch (e) {
    if (!(e instanceof AiProviderError)) throw e;
    return { success: false, texts, message: e.message };
  }
}
