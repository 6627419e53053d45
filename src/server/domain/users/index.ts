// Users as features use them: finding one, and the public view of one that every call returns.
export { toPublicUser, toPublicUserWithUsage } from "./public-user";
export { findUserByEmail } from "./queries";
