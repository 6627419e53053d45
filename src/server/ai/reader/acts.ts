/**
 * The acts the learned reader recognises in one sentence (corpus/GUIDE.md defines each). A sentence may perform
 * several. Times, prices and names are slots read by precise rules, not acts of the model.
 */
export const READER_ACTS = [
  "greeting",
  "introduces_self",
  "states_reason",
  "asks_permission",
  "small_talk",
  "ask_about_customer",
  "discovery_situation",
  "discovery_pain",
  "discovery_impact",
  "discovery_budget",
  "discovery_timeline",
  "discovery_decision",
  "open_question",
  "closed_question",
  "leading_question",
  "empathy",
  "summary",
  "benefit",
  "feature",
  "proof",
  "price_statement",
  "objection_acknowledge",
  "objection_clarify",
  "check_understanding",
  "trial_close",
  "ask_commitment",
  "propose_next_step",
  "confirmation",
  "thanks",
  "goodbye",
  "pushy",
  "rude",
  "break_character",
  "gibberish",
] as const;
export type ReaderAct = (typeof READER_ACTS)[number];

/** Questions into the customer's situation, and the questions about the customer as such. */
export const DISCOVERY_ACTS = [
  "discovery_situation",
  "discovery_pain",
  "discovery_impact",
  "discovery_budget",
  "discovery_timeline",
  "discovery_decision",
] as const;
export const ASKER_ACTS = ["ask_about_customer", ...DISCOVERY_ACTS] as const;
/** The form of a question about the customer: exactly one goes with an asker act, and only with one. */
export const FORM_ACTS = ["open_question", "closed_question", "leading_question"] as const;
/** Presenting the offer. */
export const PITCH_ACTS = ["benefit", "feature", "proof"] as const;

export const READER_LANGUAGES = ["en", "et", "es", "ru"] as const;
