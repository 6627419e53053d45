// Words of the sign-in area that the browser shell needs, without zod (the shell of every page stays free of it).

/**
 * A call that needs a signed-in user came without a valid session token (none sent, or one the server no longer
 * knows): the spec's words (spec 1 §8 delete account, spec 2 §8, spec 3 §8), the 401 of every such call.
 */
export const AUTH_TOKEN_NOT_FOUND = "Authentication token not found. Please log in again.";
