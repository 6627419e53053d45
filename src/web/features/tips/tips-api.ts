import type { Language } from "../../../contract/languages";
import type { AiTipsStatus, TipsHistoryMessage, TipsResponse } from "../../../contract/tips";
import { api } from "../../lib/api";

export const TIPS_USAGE_KEY = ["tips", "usage"] as const;

/** GET /api/ai/tips/usage (spec 2 §7). */
export async function tipsUsage(signal?: AbortSignal): Promise<AiTipsStatus> {
  return (await api<{ aiTipsStatus: AiTipsStatus }>("/api/ai/tips/usage", { signal })).aiTipsStatus;
}

/** POST /api/ai/tips with the panel's last 10 messages (spec 2 §7, §9). */
export function askTips(body: { message: string; language: Language; conversationHistory: TipsHistoryMessage[] }): Promise<TipsResponse> {
  return api<TipsResponse>("/api/ai/tips", { method: "POST", body });
}
