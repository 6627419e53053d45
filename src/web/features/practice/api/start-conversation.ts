import { api } from "../../../lib/api";
import type { Conversation, StartConversationInput } from "./types";

/** POST /api/ai/conversation: 201 with the conversation (the customer speaks first), or 403 with upgradeRequired. */
export function startConversation(body: StartConversationInput): Promise<{ conversation: Conversation }> {
  return api<{ conversation: Conversation }>("/api/ai/conversation", { body });
}
