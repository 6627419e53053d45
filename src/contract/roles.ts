import { z } from "zod";
import { ROLES } from "./role-list";

export * from "./role-list";
export const roleSchema = z.enum(ROLES);
