import type { Language } from "../../../../contract/languages";
import { api } from "../../../lib/api";
import type { Conversation } from "./types";

/** GET /api/ai/conversation/{id}: one conversation with its messages and rating (feedback in `language`). */
export function getConversation(id: string, language: Language, signal?: AbortSignal): Promise<{ conversation: Conversation }> {
  return api<{ conversation: Conversation }>(`/api/ai/conversation/${encodeURIComponent(id)}?${new URLSearchParams({ language })}`, { signal });
}
