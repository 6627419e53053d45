import type { Language } from "../../../contract/languages";
import { scenarioPassed } from "../../../contract/company-scenarios";
import type { ChatMessage, CompanyScenarioResult, Conversation, Difficulty, Scenario } from "../../../contract/practice";
import { STAGES } from "../../../contract/stages";
import { renderRating, type StoredRating, LANGUAGE_PACKS, type Persona, type CustomerState, viewOf } from "../../ai";
import { localizedLabels } from "./labels";
import type { ConversationRow } from "../../platform/db/schema";

const squash = (text: string) => text.replace(/\s+/gu, " ").trim().toLowerCase();

/** The index of the salesperson's message holding the quote (quotes are verbatim), or null. */
export function saidIn(messages: readonly ChatMessage[], quote: string): number | null {
  const q = squash(quote);
  if (!q) return null;
  const i = messages.findIndex((m) => m.role === "user" && squash(m.content).includes(q));
  return i >= 0 ? i : null;
}

/**
 * Calls stored before moments were recorded: a hang-up is the customer's last message (it ends the call); where
 * a meeting was agreed or an objection raised cannot be told afterwards, so nothing is marked for them.
 */
function withMoments(messages: ChatMessage[], state: CustomerState): ChatMessage[] {
  if (state.outcome !== "hung_up" || messages.some((m) => m.moment?.kind === "hung_up")) return messages;
  const last = messages.findLastIndex((m) => m.role === "assistant");
  if (last < 0 || messages[last]?.moment) return messages;
  return messages.map((m, i) => (i === last ? { ...m, moment: { kind: "hung_up" } } : m));
}

/** A conversation as the API answers it, with the rating, title and made-up labels rendered in `language`. */
export function toConversationView(row: ConversationRow, language?: Language, now = new Date()): Conversation {
  const persona = row.persona;
  const state = row.state;
  const setup = row.setup;
  const rating = row.rating;
  const lang = language ?? (row.language as Language);
  let stageRatings: Conversation["stageRatings"] = null;
  let aiRatingFeedback: string | null = null;
  if (rating) {
    const rendered = renderRating(rating.findings, rating.scores, LANGUAGE_PACKS[lang]);
    // An LLM's own words are used in the language it wrote them in; elsewhere the findings speak.
    const llm = rating.llm && rating.llm.language === lang ? rating.llm : null;
    const messages = row.messages;
    stageRatings = rendered.stages.map((s) => {
      const modelFeedback = llm?.stages[s.stage]?.feedback || null;
      return {
        ...s,
        feedback: modelFeedback || s.feedback,
        points: s.points.map((p) => ({ ...p, messageIndex: p.quote ? saidIn(messages, p.quote) : null })),
        modelFeedback,
      };
    });
    aiRatingFeedback = llm?.overall || rendered.overall;
  }
  const end = row.endedAt ?? now;
  const labels = localizedLabels(persona, row.scenario as Scenario, lang);
  return {
    _id: row.id,
    id: row.id,
    title: labels.title,
    scenario: row.scenario as Scenario,
    difficulty: row.difficulty as Difficulty,
    language: row.language as Language,
    clientCustomization: {
      name: persona.name,
      personality: persona.personality,
      industry: labels.industry,
      role: persona.role,
      company: persona.company,
      customPrompt: setup.customPrompt,
      selectedVoice: setup.selectedVoice,
      ttsVolume: setup.ttsVolume,
    },
    messages: withMoments(row.messages, state),
    isActive: row.status === "active",
    status: row.status as "active" | "ended",
    duration: Math.max(0, Math.round((end.getTime() - row.createdAt.getTime()) / 1000)),
    createdAt: row.createdAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    customerState: viewOf(state),
    aiRatings: rating ? (Object.fromEntries(STAGES.map((s) => [s, rating.scores[s]])) as Conversation["aiRatings"]) : null,
    aiRatingFeedback,
    stageRatings,
    engine: row.engine,
    companyScenario: scenarioResult(persona, rating, row.companyScenarioId),
  };
}

/** The company scenario's verdict on a rated call: its own pass mark and stage minimums, as copied at the start. */
function scenarioResult(persona: Persona, rating: StoredRating | null, id: string | null): CompanyScenarioResult | null {
  const c = persona.custom;
  if (!c) return null;
  const weights = c.stageWeights ?? null;
  const verdict = rating ? scenarioPassed(rating.scores, c.passMark, c.stageMinimums, weights) : null;
  return {
    id,
    name: c.name,
    productName: c.productName,
    passMark: c.passMark,
    stageMinimums: c.stageMinimums,
    stageWeights: weights,
    overall: verdict ? verdict.overall : null,
    passed: verdict ? verdict.passed : null,
    stagesBelow: verdict ? verdict.stagesBelow : [],
  };
}

export function toSummaryView(row: ConversationRow, language?: Language) {
  const { messages: _m, stageRatings: _s, ...rest } = toConversationView(row, language);
  return { ...rest, messageCount: row.messageCount };
}
