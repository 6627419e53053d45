// The webhooks feature as other features see it: the events they report.
export { conversationRated, userAdded } from "./events";
