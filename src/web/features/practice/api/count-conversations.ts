import { api } from "../../../lib/api";

/** GET /api/ai/conversations/count: how many conversations the user has. */
export function countConversations(signal?: AbortSignal): Promise<{ count: number }> {
  return api<{ count: number }>("/api/ai/conversations/count", { signal });
}
