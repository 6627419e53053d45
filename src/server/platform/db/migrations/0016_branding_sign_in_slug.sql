ALTER TABLE "company_branding" ADD COLUMN "sign_in_slug" text;--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_sign_in_slug_unique" UNIQUE("sign_in_slug");