// The users feature as other features see it: finding a user and the public view of one.
export { toPublicUser, toPublicUserWithUsage } from "./public-user";
export { findUserByEmail } from "./queries";
