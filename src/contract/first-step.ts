import type { Difficulty, Scenario } from "./practice";

/**
 * The call a new user is offered first on the home page: a cold call at easy difficulty (a customer who listens,
 * one objection), short enough to finish in about five minutes. Free of zod so the home page can import it.
 */
export const FIRST_STEP: { scenario: Scenario; difficulty: Difficulty; minutes: number } = {
  scenario: "cold_call",
  difficulty: "easy",
  minutes: 5,
};
