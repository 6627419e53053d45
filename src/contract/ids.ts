import { z } from "zod";
import { COMMON_MESSAGES } from "./auth-messages";

/** Every record id is a UUID (any version; letter case ignored). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const INVALID_ID = COMMON_MESSAGES.invalidId;

export const isUuid = (value: unknown): value is string => typeof value === "string" && UUID_PATTERN.test(value);

/** An id in a path, query or body: anything but a UUID is refused with 400 before it reaches the database. */
export const uuidSchema = (message: string = INVALID_ID) => z.string().regex(UUID_PATTERN, { message });
