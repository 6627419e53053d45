import { generateText, Output } from "ai";
import { z } from "zod";
import { LANGUAGE_NAMES, type Language } from "../../../contract/languages";
import type { Config } from "../../config";
import { callSettings, createLanguageModel, runCall } from "../llm/provider";

/** Free text from an LLM translated by the LLM (ai-engine.md "translation"); the builtin engine has no translator. */
export interface Translator {
  readonly available: boolean;
  translate(texts: string[], target: Language, context: string): Promise<string[]>;
}

const SCRIPT: Partial<Record<Language, RegExp>> = {
  ru: /[\u0400-\u04FF]/u,
  et: /[õäöüšž]/iu,
  es: /[áéíóúñ¿¡]/iu,
};

/** Text that already has characters of the target language is left as it is. */
export function alreadyInLanguage(text: string, target: Language): boolean {
  return SCRIPT[target]?.test(text) ?? false;
}

export function createTranslator(config: Config["ai"]): Translator {
  if (config.provider === "builtin") {
    return {
      available: false,
      async translate(texts) {
        return texts;
      },
    };
  }
  const model = createLanguageModel(config);
  return {
    available: true,
    async translate(texts, target, context) {
      if (texts.length === 0) return [];
      const result = await runCall(config, undefined, (abortSignal) =>
        generateText({
          model,
          ...callSettings(config, "rating"),
          abortSignal,
          output: Output.object({
            schema: z.object({ translations: z.array(z.string()).describe("One translation per input text, same order") }),
            name: "translations",
          }),
          system:
            `Translate each text into ${LANGUAGE_NAMES[target]} (${target}). Context: ${context} in a sales-training ` +
            "product. Keep quotes, numbers and names; keep the tone; answer only with the translations, same order.",
          prompt: JSON.stringify({ texts }),
        }),
      );
      const out = result.output.translations;
      return texts.map((t, i) => out[i] ?? t);
    },
  };
}
