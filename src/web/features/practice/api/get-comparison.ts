import type { ConversationComparison } from "../../../../contract/practice";
import { api } from "../../../lib/api";

/** GET /api/ai/conversation/{id}/comparison: the previous rated call and the best one in the same scenario. */
export function getComparison(id: string, signal?: AbortSignal): Promise<ConversationComparison> {
  return api<ConversationComparison>(`/api/ai/conversation/${encodeURIComponent(id)}/comparison`, { signal });
}
