-- Stage weights on company scenarios (issue 17, docs/decisions/027), hand-written. analytics_passed mirrors
-- scenarioPassed (src/contract/company-scenarios.ts): with stageWeights in the scenario's content the overall is the
-- weighted mean, round(10 * sum(w * s) / sum(w)) / 10 (whole-number scores and weights, so the rounding matches the
-- TypeScript exactly); without them, total / 5 as before. A scenario's content changing already recounts its buckets
-- (migration 0012), so editing the weights re-judges its past calls like editing the pass mark does.
CREATE OR REPLACE FUNCTION "analytics_passed"(c "conversations", content jsonb) RETURNS boolean
LANGUAGE sql IMMUTABLE AS $$
  SELECT content IS NOT NULL AND (
           (CASE WHEN jsonb_typeof(content->'stageWeights') = 'object'
                      AND ((content->'stageWeights'->>'introduction')::numeric + (content->'stageWeights'->>'mapping')::numeric
                           + (content->'stageWeights'->>'productPresentation')::numeric
                           + (content->'stageWeights'->>'objectionHandling')::numeric + (content->'stageWeights'->>'close')::numeric) > 0
                 THEN round(10 * ((content->'stageWeights'->>'introduction')::numeric * c."score_introduction"
                                  + (content->'stageWeights'->>'mapping')::numeric * c."score_mapping"
                                  + (content->'stageWeights'->>'productPresentation')::numeric * c."score_presentation"
                                  + (content->'stageWeights'->>'objectionHandling')::numeric * c."score_objections"
                                  + (content->'stageWeights'->>'close')::numeric * c."score_close")
                            / ((content->'stageWeights'->>'introduction')::numeric + (content->'stageWeights'->>'mapping')::numeric
                               + (content->'stageWeights'->>'productPresentation')::numeric
                               + (content->'stageWeights'->>'objectionHandling')::numeric + (content->'stageWeights'->>'close')::numeric)) / 10
                 ELSE c."total_score" / 5.0 END) >= (content->>'passMark')::numeric
           AND coalesce(c."score_introduction" >= (content->'stageMinimums'->>'introduction')::numeric, true)
           AND coalesce(c."score_mapping" >= (content->'stageMinimums'->>'mapping')::numeric, true)
           AND coalesce(c."score_presentation" >= (content->'stageMinimums'->>'productPresentation')::numeric, true)
           AND coalesce(c."score_objections" >= (content->'stageMinimums'->>'objectionHandling')::numeric, true)
           AND coalesce(c."score_close" >= (content->'stageMinimums'->>'close')::numeric, true))
$$;
--> statement-breakpoint
DROP TRIGGER "analytics_pass_mark" ON "company_scenarios";
--> statement-breakpoint
CREATE TRIGGER "analytics_pass_mark" AFTER UPDATE OF "content" ON "company_scenarios"
FOR EACH ROW WHEN (OLD."content"->'passMark' IS DISTINCT FROM NEW."content"->'passMark'
                   OR OLD."content"->'stageMinimums' IS DISTINCT FROM NEW."content"->'stageMinimums'
                   OR OLD."content"->'stageWeights' IS DISTINCT FROM NEW."content"->'stageWeights')
EXECUTE FUNCTION "analytics_after_pass_mark"();
