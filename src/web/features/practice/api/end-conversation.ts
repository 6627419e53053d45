import type { Language } from "../../../../contract/languages";
import { api } from "../../../lib/api";
import type { Conversation } from "./types";

/** POST /api/ai/conversation/{id}/end: ends and rates the call; the rating comes back in `language`. */
export function endConversation(id: string, language: Language): Promise<{ message: string; conversation: Conversation; summaryGenerated?: boolean }> {
  return api<{ message: string; conversation: Conversation; summaryGenerated?: boolean }>(
    `/api/ai/conversation/${encodeURIComponent(id)}/end?${new URLSearchParams({ language })}`,
    { body: {} },
  );
}
