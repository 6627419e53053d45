/**
 * The AI's public surface (ADR 032): the rest of the server imports src/server/ai only from here (a lint rule).
 * The port (`Ai`: reply and rating, tips, translation, transcription) is built once by createAi(); the deterministic
 * parts every engine shares (the simulation that decides the customer's turn, the language packs, rendering a
 * rating, building and rendering a summary) are plain functions.
 */
export { createAi, type Ai } from "./create-engine";
export { AiProviderError, type AiEngine, type EngineInfo, type StoredRating } from "./engine";
export { createBuiltinEngine } from "./builtin/builtin-engine";
export { renderRating } from "./builtin/render";
export { LANGUAGE_PACKS } from "./language";
export { warmReaderInBackground } from "./reader/warm";

// The simulation: who the customer is, what they think, what they do next.
export { buildScenarioPersona } from "./simulation/company-persona";
export { buildPersona, type Persona } from "./simulation/persona";
export { sentences } from "./simulation/reader";
export { type CustomerState, initialState, viewOf } from "./simulation/state";
export { type Decision, step } from "./simulation/step";

// The port's other use cases.
export type { TipsAnswerer } from "./tips/answer";
export { alreadyInLanguage, type Translator } from "./translation/translator";
export type { Transcriber } from "./transcription/transcriber";
export { buildSummary, type RatedConversation } from "./summary/build";
export { renderSummary } from "./summary/render";
export type { SummaryContent } from "./summary/types";
