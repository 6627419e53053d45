import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorBodySchema } from "../../../contract/errors";
import {
  AUDIO_TYPES,
  MAX_AUDIO_BYTES,
  planHasVoice,
  transcribeQuerySchema,
  transcribeResponseSchema,
  VOICE_MESSAGES as M,
  voiceStatusSchema,
} from "../../../contract/voice";
import { AiProviderError, type Transcriber } from "../../ai";
import { assertWithinConversationLimit, effectivePlan } from "../../domain/entitlements";
import type { Db } from "../../platform/db/client";
import type { UserRow } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { authed } from "../../platform/http/route-auth";
import { checkBeforeBody } from "../../platform/http/before-body";
import { type LimiterFactory, tryConsume } from "../../platform/rate-limit/limiter";
import { aiFailure, findOwnConversation } from "../practice";

const tags = ["voice"];

export interface VoiceRoutesOptions {
  db: Db;
  transcriber: Transcriber;
  limiterFactory: LimiterFactory;
}

/** Voice is a Pro-and-above feature on the server too, not only a hidden button. */
function assertVoicePlan(user: UserRow): void {
  if (!planHasVoice(effectivePlan(user))) throw new AppError("FORBIDDEN", M.upgradeRequired, { upgradeRequired: true });
}

/**
 * Voice practice. Browsers with speech recognition (Chrome, Edge, Safari) turn speech into text themselves and
 * send it as an ordinary message; the others (Firefox) record audio and send it here, where an OpenAI-style
 * speech-to-text endpoint turns it into text. The text comes back for the user to check and send: the usage
 * limits apply as for any message.
 */
export async function voiceRoutes(app: FastifyInstance, opts: VoiceRoutesOptions) {
  const { db, transcriber } = opts;
  const perUser = opts.limiterFactory.create("transcriptions", { points: 30, durationSeconds: 60 });
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Recorded audio arrives as the raw body; this parser lives in this plugin's scope only.
  app.addContentTypeParser([...AUDIO_TYPES], { parseAs: "buffer", bodyLimit: MAX_AUDIO_BYTES }, (_request, body, done) => done(null, body));

  r.get(
    "/api/ai/voice",
    {
      config: { auth: "user" },
      schema: {
        operationId: "getVoiceStatus",
        tags,
        summary: "Whether the user's plan includes voice, and whether the server can transcribe recordings",
        response: { 200: voiceStatusSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = authed(request).user;
      return { allowed: planHasVoice(effectivePlan(user)), serverTranscription: transcriber.available, maxAudioBytes: MAX_AUDIO_BYTES };
    },
  );

  r.post(
    "/api/ai/transcribe",
    {
      config: { auth: "user", authCheckpoint: "beforeBody" },
      // Up to MAX_AUDIO_BYTES of body: who may send it is settled before any of it is read.
      onRequest: checkBeforeBody((request) => {
        assertVoicePlan(authed(request).user);
        if (!transcriber.available) throw new AppError("NOT_IMPLEMENTED", M.unavailable);
      }),
      schema: {
        operationId: "transcribeVoiceMessage",
        tags,
        summary: "Turn a recorded voice message into text (Pro and above; needs a speech-to-text provider)",
        description:
          `The body is the recording (${AUDIO_TYPES.join(", ")}; at most ${MAX_AUDIO_BYTES / 1024 / 1024} MB). ` +
          "Lower plans get 403 with `upgradeRequired: true`; a server without speech-to-text answers 501.",
        querystring: transcribeQuerySchema,
        response: {
          200: transcribeResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
          429: errorBodySchema,
          501: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request) => {
      const user = authed(request).user;
      const conversation = await findOwnConversation(db, user, request.query.conversationId);
      if (conversation.status !== "active") throw new AppError("CONFLICT", M.ended);
      await assertWithinConversationLimit(db, user);
      const audio = request.body;
      if (!(audio instanceof Buffer)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", M.unsupportedAudio);
      if (audio.byteLength === 0) throw new AppError("BAD_REQUEST", M.emptyAudio);
      const wait = await tryConsume(perUser, user.id);
      if (wait) throw new AppError("RATE_LIMITED", M.rateLimited, { retryAfterSeconds: wait });
      try {
        return { text: await transcriber.transcribe(new Uint8Array(audio), request.query.language) };
      } catch (e) {
        if (e instanceof AiProviderError) throw aiFailure(new AiProviderError(e.type === "timeout" ? e.message : M.failed, e.type, e.details));
        throw e;
      }
    },
  );
}
