import type { QueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../../../lib/auth";
import { ASSIGNMENT_KEYS } from "../../assignments/api";
import { PRACTICE_KEYS } from "../api/keys";
import { USAGE_STATUS_KEY } from "../api/usage-status";

/**
 * After a start or an end (spec 2 §4): the history, the count, the usage and the rep's assignments (their
 * progress is read from the calls) refresh; open details keep their data.
 */
export function refreshAfterChange(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: PRACTICE_KEYS.lists });
  void qc.invalidateQueries({ queryKey: PRACTICE_KEYS.count });
  void qc.invalidateQueries({ queryKey: USAGE_STATUS_KEY });
  void qc.invalidateQueries({ queryKey: ME_QUERY_KEY });
  void qc.invalidateQueries({ queryKey: ASSIGNMENT_KEYS.mine });
}
