import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { currentLanguage } from "../../../lib/i18n";
import { PRACTICE_KEYS } from "../api/keys";
import { listConversations } from "../api/list-conversations";

/** One page of the history, in the interface language (the list and the screen's engine label share it). */
export function useHistoryPage(page: number) {
  const language = currentLanguage();
  return useQuery({
    queryKey: PRACTICE_KEYS.list(page, language),
    queryFn: ({ signal }) => listConversations(page, language, signal),
    placeholderData: keepPreviousData,
  });
}
