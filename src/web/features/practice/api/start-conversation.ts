import { api } from "../../../lib/api";
import { currentLanguage } from "../../../lib/i18n";
import type { Conversation, StartConversationInput } from "./types";

/**
 * POST /api/ai/conversation: 201 with the conversation (the customer speaks first), or 403 with upgradeRequired.
 * A company scenario is practised in its version in the interface language when it has one (docs/decisions/028).
 */
export function startConversation(body: StartConversationInput): Promise<{ conversation: Conversation }> {
  const withLanguage = body.companyScenarioId && !body.interfaceLanguage ? { ...body, interfaceLanguage: currentLanguage() } : body;
  return api<{ conversation: Conversation }>("/api/ai/conversation", { body: withLanguage });
}
