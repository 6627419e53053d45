// The usage feature as other features see it: limits and counters for conversations, tips and summaries.
export { assertWithinConversationLimit, consumeSummary, consumeTip, conversationUsage, reserveConversation, summariesUsage, tipsUsage } from "./service";
