import { z } from "zod";
import { CERTIFICATE_MESSAGES } from "./certificate-messages";
import { uuidSchema } from "./ids";
import { languageSchema } from "./languages";

/**
 * Certificates (issue 17, docs/decisions/026): passing an assignment gives the rep a certificate for its scenario
 * (their name, the scenario, the date, the score). It is issued once, at the moment of the pass, and kept.
 */

export { CERTIFICATE_MESSAGES } from "./certificate-messages";

export const certificateSchema = z.object({
  id: z.string(),
  userId: z.string(),
  recipientName: z.string().describe("The rep's name as it was when the certificate was issued"),
  companyName: z.string(),
  scenarioId: z.string().nullable().describe("Null once the scenario is deleted; the name stays"),
  scenarioName: z.string(),
  scenarioLanguage: languageSchema,
  assignmentId: z.string().nullable().describe("Null once the assignment is deleted; the certificate stays"),
  conversationId: z.string().nullable().describe("The call that completed the pass"),
  score: z.number().describe("Best passing overall score (0-10, one decimal)"),
  passMark: z.number().describe("The pass mark it met (0-10)"),
  issuedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateListSchema = z.object({ certificates: z.array(certificateSchema) });
export const certificateIdParamsSchema = z.object({ id: uuidSchema(CERTIFICATE_MESSAGES.notFound) });

// ---- GET /api/certificates: the managers' list (company admins: the company; team leaders: their team)

export const COMPANY_CERTIFICATE_LIMIT = 500;

export const companyCertificateListQuerySchema = z.object({
  companyId: uuidSchema().optional().describe("Super admins only: the company"),
  scenarioId: uuidSchema(CERTIFICATE_MESSAGES.notFound).optional().describe("Only certificates for this scenario"),
  userId: uuidSchema(CERTIFICATE_MESSAGES.userNotFound).optional().describe("Only this rep's certificates (a member the caller manages, else 404)"),
});
export type CompanyCertificateListQuery = z.infer<typeof companyCertificateListQuerySchema>;

export const companyCertificateSchema = certificateSchema.extend({
  teamName: z.string().nullable().describe("The holder's team now (null without one, or once they left the company)"),
});
export type CompanyCertificate = z.infer<typeof companyCertificateSchema>;

export const companyCertificateListSchema = z.object({
  certificates: z.array(companyCertificateSchema).describe(`Newest first, at most ${COMPANY_CERTIFICATE_LIMIT}`),
});
export type CompanyCertificateList = z.infer<typeof companyCertificateListSchema>;
