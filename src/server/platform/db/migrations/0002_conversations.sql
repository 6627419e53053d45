CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"scenario" text NOT NULL,
	"difficulty" text NOT NULL,
	"language" text NOT NULL,
	"setup" jsonb NOT NULL,
	"persona" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"pending_since" timestamp with time zone,
	"engine" jsonb NOT NULL,
	"rating" jsonb,
	"score_introduction" integer,
	"score_mapping" integer,
	"score_presentation" integer,
	"score_objections" integer,
	"score_close" integer,
	"total_score" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_status_check" CHECK ("conversations"."status" in ('active','ended')),
	CONSTRAINT "conversations_scenario_check" CHECK ("conversations"."scenario" in ('general','cold_call','lead_call','objection_handling')),
	CONSTRAINT "conversations_difficulty_check" CHECK ("conversations"."difficulty" in ('easy','medium','hard'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_created_idx" ON "conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "conversations_user_ended_idx" ON "conversations" USING btree ("user_id","ended_at") WHERE "conversations"."total_score" is not null;