CREATE TABLE "assignment_reminders" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignment_reminders_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scenario_assignment_users" (
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "scenario_assignment_users_assignment_id_user_id_pk" PRIMARY KEY("assignment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "scenario_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"scenario_id" uuid NOT NULL,
	"team_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"required_attempts" integer DEFAULT 1 NOT NULL,
	"pass_mark_tenths" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scenario_assignments_attempts_check" CHECK ("scenario_assignments"."required_attempts" between 1 and 20),
	CONSTRAINT "scenario_assignments_pass_mark_check" CHECK ("scenario_assignments"."pass_mark_tenths" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_assignment_id_scenario_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."scenario_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_reminders" ADD CONSTRAINT "assignment_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_assignment_users" ADD CONSTRAINT "scenario_assignment_users_assignment_id_scenario_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."scenario_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_assignment_users" ADD CONSTRAINT "scenario_assignment_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_assignments" ADD CONSTRAINT "scenario_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_assignments" ADD CONSTRAINT "scenario_assignments_scenario_id_company_scenarios_id_fk" FOREIGN KEY ("scenario_id") REFERENCES "public"."company_scenarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_assignments" ADD CONSTRAINT "scenario_assignments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scenario_assignments" ADD CONSTRAINT "scenario_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scenario_assignment_users_user_idx" ON "scenario_assignment_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "scenario_assignments_company_idx" ON "scenario_assignments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "scenario_assignments_team_idx" ON "scenario_assignments" USING btree ("team_id");