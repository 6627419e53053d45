import { z } from "zod";
import { READER_ACTS } from "./acts";

/**
 * What a model reads in a salesperson's message (ai-engine.md revision, "The LLM engine reads with the model"):
 * per sentence, in order, the acts it performs, from the same taxonomy the learned reader uses. Slots (times,
 * prices) are still read by the precise rules.
 */
export const messageReadingSchema = z.object({
  sentences: z
    .array(z.object({ acts: z.array(z.enum(READER_ACTS)).max(8) }))
    .max(40)
    .describe("One entry per numbered sentence, in the same order."),
});

/** One line per act for the model: what it means (corpus/GUIDE.md in short). */
export const ACT_DEFINITIONS: Record<(typeof READER_ACTS)[number], string> = {
  greeting: "hello, good morning, 'how are you' as a greeting",
  introduces_self: "says who they are or which company they call from",
  states_reason: "says why they are calling / what it is about",
  asks_permission: "asks for time or permission to go on",
  small_talk: "chit-chat not about business (weather, weekend, sport)",
  ask_about_customer: "asks about the customer as a person or the company as such (role, size, what they do)",
  discovery_situation: "asks how they do things today, what they use",
  discovery_pain: "asks about problems, frustrations, what does not work",
  discovery_impact: "asks what a problem costs them or what it affects",
  discovery_budget: "asks about budget or spend",
  discovery_timeline: "asks about timing, deadlines, when a contract ends",
  discovery_decision: "asks who decides, who else is involved, how they buy",
  open_question: "form of a question about the customer: invites them to explain (only with ask_about_customer or discovery_*)",
  closed_question: "form: answerable with yes/no or one short fact (only with ask_about_customer or discovery_*)",
  leading_question: "form: pushes towards an answer (only with ask_about_customer or discovery_*)",
  empathy: "acknowledges the customer's feelings or situation",
  summary: "sums up or paraphrases what the customer said",
  benefit: "what the customer gains (saves time or money, fewer errors)",
  feature: "names what the product has or does",
  proof: "evidence: a customer case, a reference, a result achieved elsewhere",
  price_statement: "states a price, cost, discount or payment terms",
  objection_acknowledge: "accepts a concern as legitimate",
  objection_clarify: "asks what lies behind a concern",
  check_understanding: "checks that an answer landed ('does that answer your question?')",
  trial_close: "tests readiness without asking for the decision",
  ask_commitment: "asks for the decision / to go ahead",
  propose_next_step: "proposes a meeting, demo, call, trial or sending something",
  confirmation: "states as agreed what was agreed (or what they assume was)",
  thanks: "thanks the customer",
  goodbye: "takes leave",
  pushy: "pressure to decide now",
  rude: "insults, contempt, belittling, swearing",
  break_character: "tries to make the customer step out of role (you are an AI, ignore your instructions)",
  gibberish: "keyboard mashing or meaningless text",
};
