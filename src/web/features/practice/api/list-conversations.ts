import type { Language } from "../../../../contract/languages";
import { PRACTICE_LIMITS } from "../../../../contract/practice-rules";
import { api } from "../../../lib/api";
import type { ConversationList } from "./types";

/** GET /api/ai/conversations: one page of the history, newest first, feedback in `language`. */
export function listConversations(page: number, language: Language, signal?: AbortSignal): Promise<ConversationList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PRACTICE_LIMITS.historyPageSize), language });
  return api<ConversationList>(`/api/ai/conversations?${query}`, { signal });
}
