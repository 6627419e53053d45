import { generateText, type LanguageModel, streamText } from "ai";
import { AiProviderError, type TurnInput } from "../../engine";
import type { Persona } from "../../simulation/persona";
import { callSettings, callSignal, type LlmConfig, runCall, toProviderError, USER_MESSAGES } from "../provider";
import { buildCustomerMessages, buildCustomerSystemPrompt } from "./prompt";

export interface WriterContext {
  model: LanguageModel;
  config: LlmConfig;
}

// ---------------------------------------------------------------------------------------------------------------
// Cleaning: models like to write `Customer: "…"` or `**Anna:** …`; the chat shows only the words.
// ---------------------------------------------------------------------------------------------------------------

const ROLE_LABELS = ["customer", "client", "prospect", "klient", "kliendi", "cliente", "клиент", "клиентка", "покупатель"];
const OPEN_QUOTES = `"“„«'‘`;
const CLOSE_QUOTES = `"”“»'’`;
const MARKUP = /^[\s*_]+/u;

function labelsOf(persona: Persona): string[] {
  const first = persona.name.split(/\s+/)[0] ?? "";
  return [...ROLE_LABELS, persona.name.toLowerCase(), first.toLowerCase()].filter((l) => l.length > 0);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function prefixPattern(persona: Persona): RegExp {
  const alts = labelsOf(persona)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");
  return new RegExp(`^[\\s*_]*(?:${alts})(?:\\s*\\([^)\\n]{0,40}\\))?[\\s*_]*:[\\s*_]*`, "iu");
}

/** Removes a leading speaker label and an opening quote; says whether a quote was removed (to drop its closing one). */
function stripLeading(text: string, persona: Persona): { text: string; quoted: boolean } {
  let t = text.replace(prefixPattern(persona), "").trimStart();
  let quoted = false;
  if (t.length > 0 && OPEN_QUOTES.includes(t[0] as string)) {
    t = t.slice(1).trimStart();
    quoted = true;
  }
  return { text: t, quoted };
}

function stripTrailingQuote(text: string): string {
  const t = text.trimEnd();
  return t.length > 0 && CLOSE_QUOTES.includes(t[t.length - 1] as string) ? t.slice(0, -1).trimEnd() : t;
}

/** The customer's words without a speaker label or wrapping quotes. */
export function cleanReply(text: string, persona: Persona): string {
  const { text: t, quoted } = stripLeading(text.trim(), persona);
  return quoted ? stripTrailingQuote(t) : t.trimEnd();
}

/** Whether the start of a reply could still grow into a speaker label ("Cust" → "Customer:"). */
function couldBeLabel(head: string, persona: Persona): boolean {
  const s = head.replace(MARKUP, "").toLowerCase();
  if (s === "") return true;
  if (s.includes(":") || s.includes("\n") || s.length > 60) return false;
  return labelsOf(persona).some((label) => label.startsWith(s) || (s.startsWith(label) && /^[\s*_]*(?:\([^)]*\)?)?[\s*_]*$/u.test(s.slice(label.length))));
}

/**
 * Cleans a stream of text deltas the same way as `cleanReply`, passing deltas through as soon as the start of the
 * reply is known not to be a label. Trailing whitespace (and a closing quote when an opening one was removed) is
 * held back until more text comes, so the joined pieces equal the cleaned full reply.
 */
export async function* cleanStream(deltas: AsyncIterable<string>, persona: Persona): AsyncGenerator<string> {
  let phase = "label" as "label" | "quote" | "body";
  let head = "";
  let quoted = false;
  let held = "";
  const trailing = () => (quoted ? /[\s"”“»'’]*$/u : /\s*$/u);
  // Passes text on, holding back what may be the reply's trailing whitespace or closing quote.
  let started = false;
  function* emit(piece: string): Generator<string> {
    const text = started ? held + piece : (held + piece).trimStart();
    held = text.match(trailing())?.[0] ?? "";
    const body = text.slice(0, text.length - held.length);
    if (body !== "") {
      started = true;
      yield body;
    }
  }
  // Gets the text after the label; decides on an opening quote at the first visible character.
  function* afterLabel(text: string): Generator<string> {
    head += text;
    const t = head.trimStart();
    if (t === "") return;
    phase = "body";
    head = "";
    quoted = OPEN_QUOTES.includes(t[0] as string);
    yield* emit(quoted ? t.slice(1).trimStart() : t);
  }
  const endLabel = (): string => {
    const rest = head.replace(prefixPattern(persona), "");
    head = "";
    phase = "quote";
    return rest;
  };
  for await (const delta of deltas) {
    if (phase === "body") yield* emit(delta);
    else if (phase === "quote") yield* afterLabel(delta);
    else {
      head += delta;
      if (!couldBeLabel(head, persona)) yield* afterLabel(endLabel());
    }
  }
  if (phase === "label") yield* afterLabel(endLabel());
  // What was held back: drop trailing whitespace, and the closing quote that matched a removed opening one.
  const rest = quoted ? stripTrailingQuote(held) : held.trimEnd();
  if (rest !== "") yield rest;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing a turn
// ---------------------------------------------------------------------------------------------------------------

function emptyReply(): AiProviderError {
  return new AiProviderError(USER_MESSAGES.invalid_output, "invalid_output", "the model returned an empty reply");
}

/** The customer's words for a decided turn (generateText, temperature 0.7). */
export async function writeCustomerReply(ctx: WriterContext, input: TurnInput, signal?: AbortSignal): Promise<string> {
  return runCall(ctx.config, signal, async (abortSignal) => {
    const result = await generateText({
      model: ctx.model,
      system: buildCustomerSystemPrompt(input),
      messages: buildCustomerMessages(input.transcript),
      ...callSettings(ctx.config, "reply"),
      abortSignal,
    });
    const text = cleanReply(result.text, input.persona);
    if (text === "") throw emptyReply();
    return text;
  });
}

/** The same reply as a stream of text pieces (streamText); joined, they are the reply. */
export async function* streamCustomerReply(ctx: WriterContext, input: TurnInput, signal?: AbortSignal): AsyncGenerator<string> {
  const call = callSignal(ctx.config.timeoutMs, signal);
  let done = false;
  try {
    const result = streamText({
      model: ctx.model,
      system: buildCustomerSystemPrompt(input),
      messages: buildCustomerMessages(input.transcript),
      ...callSettings(ctx.config, "reply"),
      abortSignal: call.signal,
      // Errors arrive as stream parts below; the SDK's default handler would only print them.
      onError: () => {},
    });
    async function* deltas(): AsyncGenerator<string> {
      for await (const part of result.fullStream) {
        if (part.type === "text-delta") yield part.text;
        else if (part.type === "error") throw part.error;
        else if (part.type === "abort") throw new DOMException("The call was aborted", "AbortError");
      }
    }
    let any = false;
    for await (const piece of cleanStream(deltas(), input.persona)) {
      any = true;
      yield piece;
    }
    if (!any) throw emptyReply();
    done = true;
  } catch (error) {
    if (call.callerAborted()) throw error;
    throw toProviderError(error, call, ctx.config);
  } finally {
    // The consumer stopped early (or it failed): end the provider request too.
    if (!done) call.cancel();
  }
}
