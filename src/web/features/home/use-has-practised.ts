import { useQuery } from "@tanstack/react-query";
import { countConversations } from "../practice/api/count-conversations";
import { PRACTICE_KEYS } from "../practice/api/keys";

/**
 * Whether the signed-in user has ever started a practice call (shares the practice screen's count, so a start
 * or an end there refreshes it). Undefined while loading or when the count could not be read.
 */
export function useHasPractised(signedIn: boolean): { practised: boolean | undefined; pending: boolean } {
  const count = useQuery({
    queryKey: PRACTICE_KEYS.count,
    queryFn: ({ signal }) => countConversations(signal),
    enabled: signedIn,
    retry: false,
  });
  return { practised: count.data ? count.data.count > 0 : undefined, pending: signedIn && count.isPending };
}
