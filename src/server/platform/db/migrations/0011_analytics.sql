CREATE TABLE "analytics_scenario_weekly" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"scenario_key" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"sum_total" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_scenario_weekly_user_id_week_scenario_key_pk" PRIMARY KEY("user_id","week","scenario_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_weekly" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"sum_introduction" integer DEFAULT 0 NOT NULL,
	"sum_mapping" integer DEFAULT 0 NOT NULL,
	"sum_presentation" integer DEFAULT 0 NOT NULL,
	"sum_objections" integer DEFAULT 0 NOT NULL,
	"sum_close" integer DEFAULT 0 NOT NULL,
	"sum_total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_weekly_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "analytics_scenario_weekly" ADD CONSTRAINT "analytics_scenario_weekly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_weekly" ADD CONSTRAINT "analytics_weekly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;