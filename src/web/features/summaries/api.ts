import type { Language } from "../../../contract/languages";
import type { SummaryStatus, SummaryView } from "../../../contract/summaries";
import { api } from "../../lib/api";

export const SUMMARY_KEYS = {
  all: ["summaries"] as const,
  list: (language: Language) => ["summaries", "list", language] as const,
  status: ["summaries", "status"] as const,
};

export const summariesApi = {
  list: (language: Language, signal?: AbortSignal) =>
    api<{ summaries: SummaryView[] }>(`/api/conversation-summaries?language=${language}`, { signal }).then((r) => r.summaries),
  status: (signal?: AbortSignal) => api<{ summaryStatus: SummaryStatus }>("/api/conversation-summaries/status", { signal }).then((r) => r.summaryStatus),
  generate: (language: Language) =>
    api<{ message: string; summary: SummaryView }>(`/api/conversation-summaries/generate?language=${language}`, { method: "POST", body: {} }),
};
