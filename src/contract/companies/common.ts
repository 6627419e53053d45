import { z } from "zod";
import { singleLine } from "../text";
import { uuidSchema } from "../ids";

/** Parts the company area's calls share: people, pages, ids in paths, plain answers. */

// ---------------------------------------------------------------------------------------------- common parts

export const id = z.string().describe("The same value as `_id`");
export const optionalText = (max: number, lines = singleLine) =>
  lines(z.string().trim().max(max))
    .nullish()
    .transform((v) => (v ? v : null));
/** An id given in a body: an empty string or null means none. */
export const optionalId = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => (v ? v : null));

export const personRefSchema = z.object({
  _id: z.string(),
  id,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int().describe("At least 1, so that the client can say page 1 of 1"),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const idParamsSchema = z.object({ id: uuidSchema() });
export const userIdParamsSchema = z.object({ userId: uuidSchema() });
export const userConversationParamsSchema = z.object({ userId: uuidSchema(), conversationId: uuidSchema() });
export const companyIdParamsSchema = z.object({ companyId: uuidSchema() });

/** Super admins pick the company with `?companyId=`; anyone else always gets their own. */
export const companyQuerySchema = z.object({
  companyId: uuidSchema().optional().describe("Super admins only: the company to read"),
});

export const okMessageSchema = z.object({ message: z.string() });
