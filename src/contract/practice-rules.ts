/**
 * The practice rules as plain values, without zod: the practice screen imports these, and the schemas built from
 * them live in practice.ts (issue 15: the practice screen should not carry zod).
 */
import { CONVERSATION_LIMIT_MESSAGE } from "./usage-rules";

export const SCENARIOS = ["general", "cold_call", "lead_call", "objection_handling"] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Personalities the start dialog offers; any other text is accepted and read as the nearest one. */
export const PERSONALITIES = ["friendly", "analytical", "skeptical", "busy", "demanding", "indecisive"] as const;
export type Personality = (typeof PERSONALITIES)[number];

/** Limits of the practice surface (security item 22). */
export const PRACTICE_LIMITS = {
  messageMaxChars: 4000,
  /** Messages (both sides) a conversation may hold. */
  conversationMaxMessages: 120,
  /** The end control appears after this many messages from the salesperson. */
  minUserMessagesToEnd: 3,
  historyPageSize: 5,
} as const;

export const PRACTICE_MESSAGES = {
  loginToStart: "Please log in to start a conversation",
  invalidId: "Invalid conversation ID",
  notFound: "Conversation not found.",
  messageRequired: "Message is required",
  replyPending: "Please wait for the reply to your previous message",
  ended: "This conversation has ended",
  tooLong: "This conversation is too long. Please end it and start a new one.",
  notEnoughMessages: "Send a few more messages before ending the conversation",
  aiFailed: "The AI customer could not reply",
  callInProgress: "You already have a call in progress. Resume it, or end it, before starting another.",
  messageTooLong: `Message is too long (at most ${PRACTICE_LIMITS.messageMaxChars} characters)`,
  aiTimeout: "The AI customer did not answer in time. Please try again.",
  aiProviderError: "The AI provider returned an error. Please try again.",
  monthlyLimit: CONVERSATION_LIMIT_MESSAGE,
  exportPaidOnly: "Exporting conversations is part of the paid plans",
  endedRated: "Conversation ended! AI ratings generated.",
} as const;

/** The customer's key moments, recorded on the customer's message where they happened. */
export const MOMENTS = ["objection_raised", "meeting_agreed", "hung_up"] as const;
/** The customer's objections (the simulation's kinds), named on an "objection raised" moment. */
export const OBJECTION_KINDS = ["price", "timing", "current_solution", "authority", "need", "trust", "contract"] as const;
// ---- One call at a time (docs/glossary.md#one-call-at-a-time)

/** Messages a call holds before the salesperson says anything: the customer's opening line. */
export const OPENING_MESSAGES = 1;

/**
 * A call the salesperson is still in: started, not rated, not ended by the customer, and answered at least once
 * (the customer's opening line alone is one message). Only one may be open at a time: a new start is refused with
 * 409 and `activeConversationId` while one is; a call nobody answered is closed instead (by the next start, or
 * after the silent-call timeout). The server and the practice screen both decide with this function.
 */
export function isOpenCall(c: { status: "active" | "ended"; messageCount: number; customerState: { callOver: boolean } }): boolean {
  return c.status === "active" && !c.customerState.callOver && c.messageCount > OPENING_MESSAGES;
}
