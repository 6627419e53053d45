import { z } from "zod";
import { ANALYTICS_DEFAULT_WEEKS, ANALYTICS_MAX_WEEKS, ANALYTICS_REPORTS } from "./analytics-rules";
import { uuidSchema } from "./ids";
import { STAGES } from "./stage-list";

export * from "./analytics-rules";

/**
 * Company analytics (issue 18, docs/decisions/025): four reports over the company's rated calls in a range of whole
 * weeks (Monday to Sunday, UTC, the current week last), counted by the time a call was rated (ended). A call belongs
 * to the team its rep is on when read. Scores are out of 10 with one decimal: a stage's mean, or the overall (the
 * mean of the five stages).
 */

export const analyticsParamsSchema = z.object({ companyId: uuidSchema() });

export const analyticsQuerySchema = z.object({
  weeks: z.coerce
    .number()
    .int()
    .min(1)
    .max(ANALYTICS_MAX_WEEKS)
    .default(ANALYTICS_DEFAULT_WEEKS)
    .describe("Whole weeks up to and including the current one (the screen offers 4, 12 and 26)"),
  teamId: uuidSchema().optional().describe("Only this team's reps (company admins); a team leader always gets their own team and may name only it"),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

export const analyticsExportQuerySchema = analyticsQuerySchema.extend({
  report: z.enum(ANALYTICS_REPORTS).describe("Which report to download"),
});

const score = z.number().describe("Out of 10, one decimal");
const stageAveragesSchema = z.object(Object.fromEntries(STAGES.map((s) => [s, score])) as Record<(typeof STAGES)[number], typeof score>);
export type StageAverages = z.infer<typeof stageAveragesSchema>;

const rangeFields = {
  companyId: z.string(),
  teamId: z.string().nullable().describe("The team the numbers are limited to, or null for the whole company"),
  weeks: z.array(z.string()).describe("The Monday (YYYY-MM-DD, UTC) of each week in the range, oldest first"),
  from: z.string().describe("Start of the range (ISO time, inclusive)"),
  to: z.string().describe("End of the range (ISO time, exclusive): the moment of the call"),
};

const repFields = {
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  teamId: z.string().nullable(),
  teamName: z.string().nullable(),
};

export const stageTrendsSchema = z.object({
  ...rangeFields,
  teams: z.array(
    z.object({
      teamId: z.string().nullable().describe("null: reps on no team"),
      teamName: z.string().nullable(),
      points: z.array(
        z
          .object({ week: z.string(), calls: z.number().int(), averages: stageAveragesSchema, overall: score })
          .describe("Weeks without a rated call are left out"),
      ),
    }),
  ),
});
export type StageTrends = z.infer<typeof stageTrendsSchema>;

export const activitySchema = z.object({
  ...rangeFields,
  reps: z.array(
    z.object({
      ...repFields,
      total: z.number().int(),
      perWeek: z.array(z.number().int()).describe("Rated calls in each week of `weeks`, in the same order"),
    }),
  ),
});
export type Activity = z.infer<typeof activitySchema>;

export const skillGapsSchema = z.object({
  ...rangeFields,
  reps: z
    .array(
      z.object({
        ...repFields,
        calls: z.number().int(),
        averages: stageAveragesSchema,
        weakestStage: z.enum(STAGES).describe("The stage with the lowest mean (the earlier stage on a tie)"),
      }),
    )
    .describe("Reps with at least one rated call in the range, weakest first (by the weakest stage's mean)"),
});
export type SkillGaps = z.infer<typeof skillGapsSchema>;

export const scenarioResultsSchema = z.object({
  ...rangeFields,
  scenarios: z.array(
    z.object({
      kind: z.enum(["builtin", "company"]),
      key: z.string().describe("The built-in scenario (general, cold_call, lead_call, objection_handling) or the company scenario's id"),
      name: z.string().nullable().describe("The company scenario's name; null for a built-in one"),
      calls: z.number().int(),
      average: score,
      passMark: z.number().nullable().describe("The company scenario's pass mark (0-10); null when it has none"),
      passed: z.number().int().nullable(),
      passRate: z.number().nullable().describe("Share (0-1) of the calls that passed; null without a pass mark"),
    }),
  ),
});
export type ScenarioResults = z.infer<typeof scenarioResultsSchema>;
