// The single sign-on feature as other features see it: whether a password may still sign an account in.
export { passwordSignInRefused } from "./service";
