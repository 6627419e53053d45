import { createOpenAI } from "@ai-sdk/openai";
import { experimental_transcribe as transcribe } from "ai";
import type { Language } from "../../../contract/languages";
import type { Config } from "../../config";
import { runCall } from "../llm/provider";

/** Recorded speech to text, for browsers without speech recognition (Firefox). */
export interface Transcriber {
  readonly available: boolean;
  transcribe(audio: Uint8Array, language: Language): Promise<string>;
}

const unavailable: Transcriber = {
  available: false,
  async transcribe() {
    throw new Error("No speech-to-text provider is configured");
  },
};

/**
 * An OpenAI-style `/audio/transcriptions` endpoint through the AI SDK: OpenAI itself, or any OpenAI-compatible
 * server (AI_BASE_URL) that offers it, with AI_TRANSCRIPTION_MODEL naming the model. The same timeout and retry
 * bounds as every other provider call.
 */
export function createTranscriber(config: Config["ai"]): Transcriber {
  const modelId = config.transcriptionModel;
  if (!modelId || (config.provider !== "openai" && config.provider !== "openai-compatible")) return unavailable;
  const model = createOpenAI({ apiKey: config.apiKey ?? "not-needed", baseURL: config.baseUrl }).transcription(modelId);
  return {
    available: true,
    async transcribe(audio, language) {
      const result = await runCall(config, undefined, (abortSignal) =>
        transcribe({ model, audio, abortSignal, maxRetries: 1, providerOptions: { openai: { language } } }),
      );
      return result.text.trim();
    },
  };
}
