import { z } from "zod";
import { COMMON_MESSAGES } from "./auth-messages";

/**
 * Control characters in user text: a NUL cannot be stored at all, and the others (escape sequences, bell,
 * backspace...) only hide or garble what the text shows. One-line fields (names, titles, e-mails) refuse every
 * control character; multi-line fields (messages, descriptions) still take tab, line feed and carriage return.
 */
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = COMMON_MESSAGES.controlCharacters;

/** A one-line text field: no control characters. */
export function singleLine(schema: z.ZodString): z.ZodString {
  return schema.regex(SINGLE_LINE, { message: CONTROL_CHARACTERS_MESSAGE });
}

/** A multi-line text field: line breaks and tabs, no other control characters. */
export function multiLine(schema: z.ZodString): z.ZodString {
  return schema.regex(MULTI_LINE, { message: CONTROL_CHARACTERS_MESSAGE });
}
