// What a user may do now, as features use it: the plan in effect, and the limits and counters of conversations,
// tips and summaries (a counter is checked and counted in one step).
export { effectivePlan } from "./effective-plan";
export { assertWithinConversationLimit, consumeSummary, consumeTip, conversationUsage, reserveConversation, summariesUsage, tipsUsage } from "./usage";
