CREATE TABLE "company_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"content" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_scenarios_status_check" CHECK ("company_scenarios"."status" in ('active','archived')),
	CONSTRAINT "company_scenarios_language_check" CHECK ("company_scenarios"."language" in ('en','et','es','ru'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "company_scenario_id" uuid;--> statement-breakpoint
ALTER TABLE "company_scenarios" ADD CONSTRAINT "company_scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_scenarios" ADD CONSTRAINT "company_scenarios_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_scenarios_company_idx" ON "company_scenarios" USING btree ("company_id","status");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_scenario_id_company_scenarios_id_fk" FOREIGN KEY ("company_scenario_id") REFERENCES "public"."company_scenarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_company_scenario_idx" ON "conversations" USING btree ("company_scenario_id");