import type { Language } from "../../../../contract/languages";

/** Query keys of the practice feature; invalidating `all` refreshes the history, the count and open details. */
export const PRACTICE_KEYS = {
  all: ["practice"] as const,
  /** Every history page (after a start or an end); open details keep their data. */
  lists: ["practice", "list"] as const,
  list: (page: number, language: Language) => ["practice", "list", page, language] as const,
  count: ["practice", "count"] as const,
  conversation: (id: string, language: Language) => ["practice", "conversation", id, language] as const,
  comparison: (id: string) => ["practice", "comparison", id] as const,
};
