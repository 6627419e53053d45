-- Company analytics (issue 18, docs/decisions/025), hand-written: drizzle-kit does not model triggers.
-- analytics_weekly and analytics_scenario_weekly are kept by these triggers on conversations. A rated call (total
-- set, ended) adds itself to its user's bucket of the week it was rated (the Monday, UTC, of ended_at); a change to
-- what a bucket holds takes the old row out and puts the new one in; a deletion takes it out. Each change is an
-- addition, so concurrent ones add up (ON CONFLICT DO UPDATE waits for the other and adds to its result). Buckets are
-- upserted in key order, so two transactions never wait for each other in opposite order. A call of a user being
-- deleted is skipped (the join on users): their rows go with them (on delete cascade).
-- A company scenario's pass (src/contract/company-scenarios.ts scenarioPassed): the overall (total / 5, one decimal
-- already) reaches the pass mark and each stage its minimum where the scenario sets one. No scenario: no pass.
CREATE FUNCTION "analytics_passed"(c "conversations", content jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT content IS NOT NULL AND (c."total_score" / 5.0 >= (content->>'passMark')::numeric
           AND coalesce(c."score_introduction" >= (content->'stageMinimums'->>'introduction')::numeric, true)
           AND coalesce(c."score_mapping" >= (content->'stageMinimums'->>'mapping')::numeric, true)
           AND coalesce(c."score_presentation" >= (content->'stageMinimums'->>'productPresentation')::numeric, true)
           AND coalesce(c."score_objections" >= (content->'stageMinimums'->>'objectionHandling')::numeric, true)
           AND coalesce(c."score_close" >= (content->'stageMinimums'->>'close')::numeric, true))
$$;
--> statement-breakpoint
-- PL/pgSQL rather than SQL so that the two statements' plans are kept between calls (a rating is one row).
CREATE FUNCTION "analytics_add"(rated "conversations"[], sign integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(rated) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO "analytics_weekly" AS a ("user_id", "week", "calls", "sum_introduction", "sum_mapping", "sum_presentation",
                                       "sum_objections", "sum_close", "sum_total")
  SELECT c."user_id", (date_trunc('week', c."ended_at" AT TIME ZONE 'UTC'))::date, sign * count(*)::int,
         sign * coalesce(sum(c."score_introduction"), 0)::int, sign * coalesce(sum(c."score_mapping"), 0)::int,
         sign * coalesce(sum(c."score_presentation"), 0)::int, sign * coalesce(sum(c."score_objections"), 0)::int,
         sign * coalesce(sum(c."score_close"), 0)::int, sign * sum(c."total_score")::int
  FROM unnest(rated) c JOIN "users" u ON u."id" = c."user_id"
  WHERE c."total_score" IS NOT NULL AND c."ended_at" IS NOT NULL
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT ("user_id", "week") DO UPDATE SET
    "calls" = a."calls" + excluded."calls",
    "sum_introduction" = a."sum_introduction" + excluded."sum_introduction",
    "sum_mapping" = a."sum_mapping" + excluded."sum_mapping",
    "sum_presentation" = a."sum_presentation" + excluded."sum_presentation",
    "sum_objections" = a."sum_objections" + excluded."sum_objections",
    "sum_close" = a."sum_close" + excluded."sum_close",
    "sum_total" = a."sum_total" + excluded."sum_total";
  INSERT INTO "analytics_scenario_weekly" AS a ("user_id", "week", "scenario_key", "calls", "sum_total", "passed")
  SELECT c."user_id", (date_trunc('week', c."ended_at" AT TIME ZONE 'UTC'))::date,
         coalesce(c."company_scenario_id"::text, c."scenario"), sign * count(*)::int, sign * sum(c."total_score")::int,
         sign * (count(*) FILTER (WHERE "analytics_passed"(c, cs."content")))::int
  FROM unnest(rated) c JOIN "users" u ON u."id" = c."user_id"
  LEFT JOIN "company_scenarios" cs ON cs."id" = c."company_scenario_id"
  WHERE c."total_score" IS NOT NULL AND c."ended_at" IS NOT NULL
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT ("user_id", "week", "scenario_key") DO UPDATE SET
    "calls" = a."calls" + excluded."calls",
    "sum_total" = a."sum_total" + excluded."sum_total",
    "passed" = a."passed" + excluded."passed";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_after_insert"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_add"(ARRAY(SELECT n::"conversations" FROM new_rows n WHERE n."total_score" IS NOT NULL), 1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_after_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "analytics_add"(ARRAY(SELECT o::"conversations" FROM old_rows o WHERE o."total_score" IS NOT NULL), -1);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "analytics_after_update"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."total_score" IS NOT NULL THEN
    PERFORM "analytics_add"(ARRAY[OLD], -1);
  END IF;
  IF NEW."total_score" IS NOT NULL THEN
    PERFORM "analytics_add"(ARRAY[NEW], 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_insert" AFTER INSERT ON "conversations"
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "analytics_delete" AFTER DELETE ON "conversations"
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "analytics_after_delete"();
--> statement-breakpoint
-- Only when something a bucket holds changes (a rating, mostly): a message sent changes none of these.
CREATE TRIGGER "analytics_update" AFTER UPDATE OF "user_id", "ended_at", "total_score", "score_introduction", "score_mapping",
  "score_presentation", "score_objections", "score_close", "scenario", "company_scenario_id" ON "conversations"
FOR EACH ROW WHEN ((OLD."total_score" IS NOT NULL OR NEW."total_score" IS NOT NULL) AND (
  OLD."user_id", OLD."ended_at", OLD."total_score", OLD."score_introduction", OLD."score_mapping", OLD."score_presentation",
  OLD."score_objections", OLD."score_close", OLD."scenario", OLD."company_scenario_id"
) IS DISTINCT FROM (
  NEW."user_id", NEW."ended_at", NEW."total_score", NEW."score_introduction", NEW."score_mapping", NEW."score_presentation",
  NEW."score_objections", NEW."score_close", NEW."scenario", NEW."company_scenario_id"
))
EXECUTE FUNCTION "analytics_after_update"();
--> statement-breakpoint
-- A company scenario's pass mark or stage minimums changed: its buckets are counted again from its calls, so that
-- pass rates always use the pass mark as it is now (and a later deletion takes out what was put in).
CREATE FUNCTION "analytics_after_pass_mark"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "analytics_scenario_weekly" a SET "passed" = coalesce(t.n, 0)
  FROM "analytics_scenario_weekly" b
  LEFT JOIN LATERAL (
    SELECT (count(*) FILTER (WHERE "analytics_passed"(c, NEW."content")))::int AS n
    FROM "conversations" c
    WHERE c."company_scenario_id" = NEW."id" AND c."user_id" = b."user_id" AND c."total_score" IS NOT NULL
      AND (date_trunc('week', c."ended_at" AT TIME ZONE 'UTC'))::date = b."week"
  ) t ON true
  WHERE b."scenario_key" = NEW."id"::text
    AND a."user_id" = b."user_id" AND a."week" = b."week" AND a."scenario_key" = b."scenario_key";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_pass_mark" AFTER UPDATE OF "content" ON "company_scenarios"
FOR EACH ROW WHEN (OLD."content"->'passMark' IS DISTINCT FROM NEW."content"->'passMark'
                   OR OLD."content"->'stageMinimums' IS DISTINCT FROM NEW."content"->'stageMinimums')
EXECUTE FUNCTION "analytics_after_pass_mark"();
--> statement-breakpoint
-- A company scenario deleted: its calls have just moved to their built-in scenario (the foreign key's SET NULL fires
-- first: triggers run in name order and "RI_…" sorts before "analytics_…"); its emptied buckets go.
CREATE FUNCTION "analytics_after_scenario_delete"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "analytics_scenario_weekly" WHERE "scenario_key" = OLD."id"::text;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_scenario_delete" AFTER DELETE ON "company_scenarios"
FOR EACH ROW EXECUTE FUNCTION "analytics_after_scenario_delete"();
--> statement-breakpoint
-- The calls rated before this migration.
INSERT INTO "analytics_weekly" ("user_id", "week", "calls", "sum_introduction", "sum_mapping", "sum_presentation",
                                "sum_objections", "sum_close", "sum_total")
SELECT c."user_id", (date_trunc('week', c."ended_at" AT TIME ZONE 'UTC'))::date, count(*)::int,
       coalesce(sum(c."score_introduction"), 0)::int, coalesce(sum(c."score_mapping"), 0)::int,
       coalesce(sum(c."score_presentation"), 0)::int, coalesce(sum(c."score_objections"), 0)::int,
       coalesce(sum(c."score_close"), 0)::int, sum(c."total_score")::int
FROM "conversations" c
WHERE c."total_score" IS NOT NULL AND c."ended_at" IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "analytics_scenario_weekly" ("user_id", "week", "scenario_key", "calls", "sum_total", "passed")
SELECT c."user_id", (date_trunc('week', c."ended_at" AT TIME ZONE 'UTC'))::date, coalesce(c."company_scenario_id"::text, c."scenario"),
       count(*)::int, sum(c."total_score")::int, (count(*) FILTER (WHERE "analytics_passed"(c, cs."content")))::int
FROM "conversations" c LEFT JOIN "company_scenarios" cs ON cs."id" = c."company_scenario_id"
WHERE c."total_score" IS NOT NULL AND c."ended_at" IS NOT NULL
GROUP BY 1, 2, 3;
