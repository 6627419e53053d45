CREATE TABLE "conversation_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"conversations" integer DEFAULT 0 NOT NULL,
	"last_conversation_at" timestamp with time zone,
	"recent_rated" integer DEFAULT 0 NOT NULL,
	"recent_score_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "max_users" SET DEFAULT 1000;--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "monthly_conversation_limit" SET DEFAULT 50;--> statement-breakpoint
ALTER TABLE "conversation_stats" ADD CONSTRAINT "conversation_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_user_rated_idx" ON "conversations" USING btree ("user_id","created_at" DESC NULLS FIRST,"total_score") WHERE "conversations"."total_score" is not null;--> statement-breakpoint
CREATE INDEX "conversations_created_idx" ON "conversations" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_company_name_uq" ON "teams" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- conversation_stats is kept by these triggers (hand-written; drizzle-kit does not model triggers). refresh
-- recomputes the rows of the given users: it first locks them, so that the recount below runs on a snapshot
-- taken after any concurrent refresh of the same user has committed (READ COMMITTED: one snapshot per statement).
-- A user being deleted is skipped: their row goes with them (on delete cascade).
CREATE FUNCTION "conversation_stats_refresh"(uids uuid[], create_missing boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF uids IS NULL OR cardinality(uids) = 0 THEN
    RETURN;
  END IF;
  IF create_missing THEN
    INSERT INTO "conversation_stats" ("user_id")
    SELECT u."id" FROM "users" u WHERE u."id" = ANY (uids) ORDER BY u."id"
    ON CONFLICT ("user_id") DO NOTHING;
  END IF;
  PERFORM 1 FROM "conversation_stats" s WHERE s."user_id" = ANY (uids) ORDER BY s."user_id" FOR UPDATE;
  UPDATE "conversation_stats" s
  SET "conversations" = t.n, "last_conversation_at" = t.last_at, "recent_rated" = r.n, "recent_score_sum" = r.total
  FROM unnest(uids) AS x(id)
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, max(c."created_at") AS last_at FROM "conversations" c WHERE c."user_id" = x.id
  ) t
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, coalesce(sum(l."total_score"), 0)::int AS total
    FROM (
      SELECT c."total_score" FROM "conversations" c
      WHERE c."user_id" = x.id AND c."total_score" IS NOT NULL
      ORDER BY c."created_at" DESC
      LIMIT 5
    ) l
  ) r
  WHERE s."user_id" = x.id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "conversation_stats_after_insert"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "conversation_stats_refresh"(ARRAY(SELECT DISTINCT n."user_id" FROM new_rows n), true);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "conversation_stats_after_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "conversation_stats_refresh"(ARRAY(SELECT DISTINCT o."user_id" FROM old_rows o), false);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "conversation_stats_after_rating"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."user_id" <> NEW."user_id" THEN
    PERFORM "conversation_stats_refresh"(ARRAY[OLD."user_id", NEW."user_id"], true);
  ELSE
    PERFORM "conversation_stats_refresh"(ARRAY[NEW."user_id"], true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "conversation_stats_insert" AFTER INSERT ON "conversations"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "conversation_stats_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "conversation_stats_delete" AFTER DELETE ON "conversations"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "conversation_stats_after_delete"();
--> statement-breakpoint
-- Only when a rating, the start time or the owner changes: a message sent changes none of them.
CREATE TRIGGER "conversation_stats_rating" AFTER UPDATE OF "total_score", "created_at", "user_id" ON "conversations"
FOR EACH ROW WHEN (OLD."total_score" IS DISTINCT FROM NEW."total_score" OR OLD."created_at" IS DISTINCT FROM NEW."created_at" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
EXECUTE FUNCTION "conversation_stats_after_rating"();
--> statement-breakpoint
SELECT "conversation_stats_refresh"(ARRAY(SELECT DISTINCT c."user_id" FROM "conversations" c), true);
