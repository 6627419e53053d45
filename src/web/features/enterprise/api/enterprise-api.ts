import type { z } from "zod";
import type { enterpriseRequestBodySchema } from "../../../../contract/enterprise";
import { api } from "../../../lib/api";

export const enterpriseApi = {
  /** POST /api/enterprise/request (spec 1 §7); visitors may call it too. */
  submitRequest: (body: z.output<typeof enterpriseRequestBodySchema>) => api<{ message: string }>("/api/enterprise/request", { body }),
};
