import type { z } from "zod";
import type {
  Conversation,
  conversationListSchema,
  conversationSummarySchema,
  CustomerStateView,
  sendMessageResponseSchema,
  startConversationBodySchema,
} from "../../../../contract/practice";

export type { Conversation, CustomerStateView };
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;
export type ConversationList = z.infer<typeof conversationListSchema>;
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;
/** What the start dialog sends: the contract's body before the server applies its defaults. */
export type StartConversationInput = z.input<typeof startConversationBodySchema>;
