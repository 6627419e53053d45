import type { Scenario } from "../../../../contract/practice";

/**
 * Roughly how long a call of each scenario takes, in minutes: enough turns to reach every stage at the pace of
 * the builtin customer (a cold call is short, a planned meeting and an objection-heavy call run longer).
 */
export const SCENARIO_MINUTES: Record<Scenario, number> = {
  general: 10,
  cold_call: 5,
  lead_call: 8,
  objection_handling: 10,
};
