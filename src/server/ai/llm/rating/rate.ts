import { generateText, type LanguageModel, Output } from "ai";
import { STAGES, type StageScores } from "../../../../contract/stages";
import { AiProviderError, type EngineInfo, type LlmFeedback, type RateInput, type StoredRating } from "../../engine";
import { scoreCallYielding } from "../../simulation/rubric";
import type { LanguagePack } from "../../simulation/types";
import { callSettings, type LlmConfig, runCall } from "../provider";
import { buildRatingSystemPrompt, buildRatingTranscript } from "./prompt";
import { type ModelRating, ratingSchema } from "./schema";

/** What the rater logs to: a pino logger fits. */
export interface RatingLog {
  warn(obj: object, msg: string): void;
}

export interface RaterContext {
  model: LanguageModel;
  config: LlmConfig;
  info: EngineInfo;
  log: RatingLog;
}

/** How far the model may move a stage's score away from the rubric (ai-engine.md: two runs differ by at most 1). */
export const MAX_MODEL_SHIFT = 1;
const MAX_QUOTES_PER_STAGE = 3;

/**
 * The rubric is the floor (every point of it is backed by a quote); the model may add one point for merit the
 * patterns missed, never take one away. One-sided, so two runs on the same transcript differ by at most 1.
 */
export function combineScore(rubric: number, model: number): number {
  if (!Number.isFinite(model)) return rubric;
  const m = Math.max(0, Math.min(10, Math.round(model)));
  return Math.min(10, rubric + (m > rubric ? MAX_MODEL_SHIFT : 0));
}

const DOUBLE_QUOTES = /[“”„‟«»＂]/u;
const SINGLE_QUOTES = /[‘’‚‛‹›`´]/u;

/** Lower-cased, quote characters unified, whitespace collapsed; `map[i]` is the index in `text` of output char i. */
function normalise(text: string): { norm: string; map: number[] } {
  let norm = "";
  const map: number[] = [];
  let space = false;
  for (let i = 0; i < text.length; i++) {
    let ch = text[i] as string;
    if (/\s/u.test(ch)) {
      if (!space && norm.length > 0) {
        norm += " ";
        map.push(i);
      }
      space = true;
      continue;
    }
    space = false;
    if (DOUBLE_QUOTES.test(ch)) ch = '"';
    else if (SINGLE_QUOTES.test(ch)) ch = "'";
    for (const c of ch.toLowerCase()) {
      norm += c;
      map.push(i);
    }
  }
  if (norm.endsWith(" ")) {
    norm = norm.slice(0, -1);
    map.pop();
  }
  return { norm, map };
}

const QUOTE_CHARS = /^["'“”„«»‘’‚‹›]+|["'“”„«»‘’‚‹›]+$/gu;

/** Readings of a quote as the model wrote it, most literal first: as is, without wrapping quotes, without ellipses
 * or a full stop it may have added. */
function quoteCandidates(quote: string): string[] {
  const base = quote.trim();
  const noEllipsis = base
    .replace(/^(?:\.\.\.|…)/u, "")
    .replace(/(?:\.\.\.|…)$/u, "")
    .trim();
  const unquoted = noEllipsis.replace(QUOTE_CHARS, "").trim();
  const noStop = unquoted.replace(/[.,;:]$/u, "").trim();
  return [...new Set([base, noEllipsis, unquoted, noStop])];
}

/**
 * Keeps only quotes that are in the salesperson's messages (ai-engine.md: a quote the LLM returns is checked
 * against the transcript and dropped if it is not there), returned as the salesperson's exact words.
 */
export function verifyQuotes(quotes: readonly string[], salespersonMessages: readonly string[]): string[] {
  const said = salespersonMessages.map((m) => ({ text: m, ...normalise(m) }));
  const out: string[] = [];
  const seen = new Set<string>();
  const find = (norm: string): string | null => {
    for (const m of said) {
      const at = m.norm.indexOf(norm);
      if (at >= 0) return m.text.slice(m.map[at], (m.map[at + norm.length - 1] as number) + 1);
    }
    return null;
  };
  for (const raw of quotes) {
    for (const candidate of quoteCandidates(raw)) {
      const { norm } = normalise(candidate);
      if (norm.length < 3) continue;
      const found = find(norm);
      if (found === null) continue;
      const key = normalise(found).norm;
      if (!seen.has(key)) {
        seen.add(key);
        out.push(found);
      }
      break;
    }
    if (out.length >= MAX_QUOTES_PER_STAGE) break;
  }
  return out;
}

/** Merges the model's rating with the rubric: scores within one point, verified quotes, the model's words. */
export function mergeRating(rubricScores: StageScores, model: ModelRating, salespersonMessages: readonly string[], language: RateInput["language"]) {
  const scores = {} as StageScores;
  const stages: LlmFeedback["stages"] = {};
  for (const stage of STAGES) {
    const r = model.stages[stage];
    scores[stage] = combineScore(rubricScores[stage], r.score);
    stages[stage] = { feedback: r.feedback.trim(), quotes: verifyQuotes(r.quotes, salespersonMessages) };
  }
  const llm: LlmFeedback = { language, stages, overall: model.overall.trim() };
  return { scores, llm };
}

/**
 * Rates a finished call: the deterministic rubric first, then the model (structured output, temperature 0) for
 * scores, feedback and quotes, combined so that the rubric anchors the scores. If the model fails, the rubric's
 * rating stands alone (a rating is never lost) and the failure is logged.
 */
export async function rateCall(ctx: RaterContext, input: RateInput, pack: LanguagePack, signal?: AbortSignal): Promise<StoredRating> {
  const said = input.transcript.filter((m) => m.role === "user").map((m) => m.content);
  const rubric = await scoreCallYielding(input.persona, said, pack);
  const rubricOnly: StoredRating = { scores: rubric.scores, findings: rubric.findings, llm: null, engine: ctx.info };
  if (said.length === 0) return rubricOnly;
  try {
    const model = await runCall(ctx.config, signal, async (abortSignal) => {
      const result = await generateText({
        model: ctx.model,
        system: buildRatingSystemPrompt(input, rubric),
        prompt: buildRatingTranscript(input.transcript),
        output: Output.object({ schema: ratingSchema, name: "call_rating", description: "Scores and feedback per stage of a sales call." }),
        ...callSettings(ctx.config, "rating"),
        abortSignal,
      });
      return result.output;
    });
    const { scores, llm } = mergeRating(rubric.scores, model, said, input.language);
    return { scores, findings: rubric.findings, llm, engine: ctx.info };
  } catch (error) {
    const reason =
      error instanceof AiProviderError
        ? { type: error.type, details: error.details }
        : { type: "aborted", details: error instanceof Error ? error.name : String(error) };
    ctx.log.warn({ ai: { ...reason, model: ctx.info.label } }, "LLM rating failed; the rating uses the rubric alone");
    return rubricOnly;
  }
}
