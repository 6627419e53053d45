CREATE TABLE "sso_identities" (
	"company_id" uuid NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_company_id_issuer_subject_pk" PRIMARY KEY("company_id","issuer","subject")
);
--> statement-breakpoint
ALTER TABLE "company_sso" ALTER COLUMN "issuer_url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "company_sso" ALTER COLUMN "client_id" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "company_sso" ALTER COLUMN "client_secret_enc" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "sso_login_states" ALTER COLUMN "nonce" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "sso_login_states" ALTER COLUMN "code_verifier" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "company_sso" ADD COLUMN "protocol" text DEFAULT 'oidc' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_sso" ADD COLUMN "saml_metadata_xml" text;--> statement-breakpoint
ALTER TABLE "company_sso" ADD COLUMN "saml_idp_entity_id" text;--> statement-breakpoint
ALTER TABLE "company_sso" ADD COLUMN "saml_sso_url" text;--> statement-breakpoint
ALTER TABLE "company_sso" ADD COLUMN "saml_certs" jsonb;--> statement-breakpoint
ALTER TABLE "sso_login_states" ADD COLUMN "saml_identity" jsonb;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sso_login_states_state_idx" ON "sso_login_states" USING btree ("company_id","state");