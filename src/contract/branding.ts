import { z } from "zod";
import { BRANDING_LIMITS, BRANDING_MESSAGES, LOGO_TYPES, SIGN_IN_SLUG_PATTERN } from "./branding-rules";
import { uuidSchema } from "./ids";
import { singleLine } from "./text";

/**
 * Company branding (issue 18, Enterprise): a company admin sets a logo, a brand colour and a display name that the
 * company's users see in the header, on the practice screen and in the mails sent to them; white-label hides the
 * SalesDojo name from them (docs/decisions/024). Limits and the colour rule are in branding-rules.ts.
 */

export const brandColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: BRANDING_MESSAGES.colorFormat })
  .transform((c) => c.toLowerCase());

export const updateBrandingBodySchema = z.object({
  displayName: singleLine(z.string().trim().min(1).max(BRANDING_LIMITS.displayName)),
  /** null: the app's own colours. */
  color: brandColorSchema.nullable(),
  whiteLabel: z.boolean(),
  /** The sign-in link's address, `/login?company=<slug>`; null removes the page; left out: unchanged. */
  signInSlug: z.string().trim().toLowerCase().regex(SIGN_IN_SLUG_PATTERN, { message: BRANDING_MESSAGES.slugFormat }).nullable().optional(),
});
export type UpdateBrandingInput = z.input<typeof updateBrandingBodySchema>;

/** What the company's users see (GET /api/branding). */
export const brandSchema = z.object({
  companyId: uuidSchema(),
  displayName: z.string(),
  color: z.string().nullable().describe("#rrggbb; null: the app's own colours"),
  /** The text colour on a brand-coloured button: white or black, whichever reads at 4.5:1 or more. */
  buttonText: z.string().nullable(),
  whiteLabel: z.boolean(),
  logoUrl: z.string().nullable().describe("Same-origin URL of the logo (changes when the logo does); null: no logo"),
});
export type Brand = z.infer<typeof brandSchema>;
export const myBrandResponseSchema = z.object({ brand: brandSchema.nullable() });

/** The company admin's view (GET /api/companies/branding). */
export const companyBrandingSchema = z.object({
  /** null until the branding is first saved. */
  brand: brandSchema.nullable(),
  logo: z.object({ type: z.enum(LOGO_TYPES), bytes: z.number().int(), updatedAt: z.string() }).nullable(),
  /** The company's own name: the display name's default. */
  companyName: z.string(),
  /** The branded sign-in page's address, `/login?company=<slug>`; null: none. */
  signInSlug: z.string().nullable(),
});
export type CompanyBranding = z.infer<typeof companyBrandingSchema>;

export const logoParamsSchema = z.object({ companyId: uuidSchema() });
export const logoQuerySchema = z.object({ v: z.string().max(64).optional() });

/**
 * What the public sign-in page shows for `/login?company=<slug>` (GET /api/branding/sign-in/{slug}, decision 030):
 * only what the company's members would see on the page anyway. No ids, no company name, no plan.
 */
export const signInBrandSchema = z.object({
  displayName: z.string(),
  color: z.string().nullable(),
  buttonText: z.string().nullable(),
  whiteLabel: z.boolean(),
  logoUrl: z.string().nullable().describe("/api/branding/sign-in/{slug}/logo?v=…; null: no logo"),
});
export type SignInBrand = z.infer<typeof signInBrandSchema>;
export const signInSlugParamsSchema = z.object({ slug: z.string().max(64) });
