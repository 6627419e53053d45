// The practice feature as other features see it: a user's own conversation, its view and labels, the AI failure reply.
export { localizedLabels } from "./labels";
export { aiFailure, findOwnConversation } from "./service";
export { toConversationView } from "./view";
