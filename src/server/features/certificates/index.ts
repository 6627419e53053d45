// The certificates feature as other features see it: issuing certificates when a conversation passes.
export { issueCertificates } from "./service";
