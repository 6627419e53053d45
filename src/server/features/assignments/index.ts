// The assignments feature as other features see it: which assignments a user has passed (certificates, webhooks).
export { assignmentsPassedBy, passedAssignments } from "./mine";
