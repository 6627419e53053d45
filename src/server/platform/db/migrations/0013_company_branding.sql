CREATE TABLE "company_branding" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"color" text,
	"white_label" boolean DEFAULT false NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"logo_hash" text,
	"logo_updated_at" timestamp with time zone,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_branding" ADD CONSTRAINT "company_branding_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;