import { z } from "zod";
import { COMMON_MESSAGES } from "./auth-messages";
import { COMPANY_SCENARIO_LIMITS, COMPANY_SCENARIO_MESSAGES } from "./company-scenario-rules";
import { uuidSchema } from "./ids";
import { languageSchema } from "./languages";
import { DIFFICULTIES, OBJECTION_KINDS, PERSONALITIES, type Scenario } from "./practice";
import { STAGE_WEIGHT_MAX, STAGES, type Stage, type StageScores, type StageWeights, overallScore } from "./stages";
import { multiLine, singleLine } from "./text";

/**
 * Company scenarios (issue 17): a company's own practice call. What is sold, who the customer is (their pains,
 * objections and competitors), the goal and what a pass needs. Every text is plain: it is shown in the web app,
 * spoken by the builtin customer and given to a language model as data, so it carries no markup, no template
 * braces and nothing longer than a sentence or a short paragraph (docs/decisions/019).
 */

export const SCENARIO_GOALS = ["book_meeting", "qualify", "close", "renewal"] as const;
export type ScenarioGoal = (typeof SCENARIO_GOALS)[number];

/** Topics a pain can be about (the simulation's topics for a business customer). */
export const PAIN_TOPICS = ["cost", "time", "quality", "reliability", "growth", "support"] as const;
export type PainTopic = (typeof PAIN_TOPICS)[number];

/** How each goal opens the call: the built-in scenario whose opening and rules the customer follows. */
export const GOAL_BASE_SCENARIO: Record<ScenarioGoal, Scenario> = {
  book_meeting: "cold_call",
  qualify: "general",
  close: "general",
  renewal: "objection_handling",
};

export { COMPANY_SCENARIO_LIMITS, COMPANY_SCENARIO_MESSAGES } from "./company-scenario-rules";
const L = COMPANY_SCENARIO_LIMITS;

/**
 * Plain text: no HTML or XML tags, no template braces, no backticks or code fences, no markdown links. Such text
 * would be markup in the web app, a placeholder in the builtin customer's lines, or a way to fake a section of
 * a model's prompt.
 */
const MARKUP = /[<>{}`]|\[[^\]]*\]\([^)]*\)/u;
const plain = (max: number, lines: typeof singleLine = singleLine) =>
  lines(
    z
      .string()
      .trim()
      .min(1, { message: COMPANY_SCENARIO_MESSAGES.required })
      .max(max, { message: `At most ${max} characters` }),
  ).refine((v) => !MARKUP.test(v), {
    message: COMPANY_SCENARIO_MESSAGES.plainText,
  });
const optionalPlain = (max: number) =>
  z
    .union([plain(max), z.literal("")])
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const scenarioPainSchema = z.object({
  description: plain(L.item).describe("What the problem is, as the manager would describe it"),
  impact: plain(L.words).describe("What it costs the customer, in their words (fits 'it costs us …')"),
  words: plain(L.words).describe("How the customer says it, as a clause: 'we lose two days a month on reconciliation'"),
  topic: z.enum(PAIN_TOPICS).optional().nullable().describe("What the pain is about; read from its words when absent"),
});

export const scenarioObjectionSchema = z.object({
  kind: z.enum(OBJECTION_KINDS),
  words: plain(L.words).describe("How the customer raises it, as a clause: 'we already pay for Xero'"),
  resolution: plain(L.resolution).describe("What resolves it: the answer the customer accepts"),
});

export const scenarioCompetitorSchema = z.object({
  name: plain(L.competitorName),
  usedToday: z.boolean().default(false).describe("The customer uses it today (at most one)"),
});

const stageMinimum = z.number().int().min(0).max(10).optional().nullable();
export const stageMinimumsSchema = z
  .object({ introduction: stageMinimum, mapping: stageMinimum, productPresentation: stageMinimum, objectionHandling: stageMinimum, close: stageMinimum })
  .default({})
  .transform((m) => Object.fromEntries(Object.entries(m).filter(([, v]) => typeof v === "number")) as Partial<Record<Stage, number>>);

const stageWeight = z
  .number()
  .int({ message: COMPANY_SCENARIO_MESSAGES.wholeNumber })
  .min(0, { message: COMPANY_SCENARIO_MESSAGES.notNegative })
  .max(STAGE_WEIGHT_MAX, { message: `At most ${STAGE_WEIGHT_MAX}` });
/** One weight per stage, or none (null or absent): every stage weighs the same. */
export const stageWeightsSchema = z
  .object({ introduction: stageWeight, mapping: stageWeight, productPresentation: stageWeight, objectionHandling: stageWeight, close: stageWeight })
  .refine((w) => STAGES.some((s) => w[s] > 0), { message: COMPANY_SCENARIO_MESSAGES.weightsAllZero })
  .nullable()
  .optional()
  .transform((w): StageWeights | null => w ?? null);

export const companyScenarioBodySchema = z
  .object({
    name: plain(L.name),
    language: languageSchema,
    product: z.object({
      name: plain(L.productName),
      description: plain(L.description, multiLine),
      valuePropositions: z.array(plain(L.item)).max(L.maxValuePropositions).default([]),
      proofPoints: z.array(plain(L.item)).max(L.maxProofPoints).default([]),
      pricePoints: z.array(plain(L.pricePoint)).max(L.maxPricePoints).default([]),
    }),
    customer: z.object({
      role: plain(L.role),
      industry: plain(L.industry),
      companyName: optionalPlain(L.companyName),
      companySize: z.number().int().min(1).max(L.maxCompanySize),
      personality: z.enum(PERSONALITIES),
      difficulty: z.enum(DIFFICULTIES),
      situation: plain(L.situation, multiLine),
      pains: z.array(scenarioPainSchema).min(1).max(L.maxPains),
      objections: z.array(scenarioObjectionSchema).min(1).max(L.maxObjections),
      competitors: z.array(scenarioCompetitorSchema).max(L.maxCompetitors).default([]),
    }),
    goal: z.enum(SCENARIO_GOALS),
    passMark: z
      .number()
      .min(0)
      .max(10)
      .refine((v) => Math.round(v * 10) === v * 10, { message: COMMON_MESSAGES.oneDecimal })
      .describe("Overall score (mean of the five stages, weighted when stageWeights is set, 0-10) a pass needs"),
    stageMinimums: stageMinimumsSchema.describe("Optional minimum per stage (0-10) a pass also needs"),
    stageWeights: stageWeightsSchema.describe(
      `Optional weight per stage (whole numbers 0-${STAGE_WEIGHT_MAX}, at least one above 0): the overall becomes the weighted mean. Absent or null: equal weights`,
    ),
    companyId: uuidSchema().optional().describe("Super admins only: the company to create it in"),
  })
  .superRefine((v, ctx) => {
    const kinds = v.customer.objections.map((o) => o.kind);
    kinds.forEach((k, i) => {
      if (kinds.indexOf(k) !== i)
        ctx.addIssue({ code: "custom", path: ["customer", "objections", i, "kind"], message: COMPANY_SCENARIO_MESSAGES.duplicateObjection });
    });
    if (v.customer.competitors.filter((c) => c.usedToday).length > 1) {
      ctx.addIssue({ code: "custom", path: ["customer", "competitors"], message: COMPANY_SCENARIO_MESSAGES.oneCurrent });
    }
  });
export type CompanyScenarioBody = z.infer<typeof companyScenarioBodySchema>;
export type CompanyScenarioInput = z.input<typeof companyScenarioBodySchema>;
/** The scenario's content: the body without the super admin's company choice. */
export type CompanyScenarioContent = Omit<CompanyScenarioBody, "companyId">;

export const SCENARIO_STATUSES = ["active", "archived"] as const;

export const companyScenarioSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  status: z.enum(SCENARIO_STATUSES),
  name: z.string(),
  language: languageSchema,
  groupId: z.string().describe("Scenarios with the same groupId are one training in several languages (at most one version per language)"),
  product: z.object({
    name: z.string(),
    description: z.string(),
    valuePropositions: z.array(z.string()),
    proofPoints: z.array(z.string()),
    pricePoints: z.array(z.string()),
  }),
  customer: z.object({
    role: z.string(),
    industry: z.string(),
    companyName: z.string().nullable(),
    companySize: z.number().int(),
    personality: z.enum(PERSONALITIES),
    difficulty: z.enum(DIFFICULTIES),
    situation: z.string(),
    pains: z.array(z.object({ description: z.string(), impact: z.string(), words: z.string(), topic: z.enum(PAIN_TOPICS).nullable().optional() })),
    objections: z.array(z.object({ kind: z.enum(OBJECTION_KINDS), words: z.string(), resolution: z.string() })),
    competitors: z.array(z.object({ name: z.string(), usedToday: z.boolean() })),
  }),
  goal: z.enum(SCENARIO_GOALS),
  passMark: z.number(),
  stageMinimums: z.record(z.string(), z.number()),
  stageWeights: z
    .object({ introduction: z.number(), mapping: z.number(), productPresentation: z.number(), objectionHandling: z.number(), close: z.number() })
    .nullable()
    .describe("Weight per stage; null: equal weights"),
  createdBy: z.string().nullable().describe("Name of the manager who created it"),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyScenario = z.infer<typeof companyScenarioSchema>;

export const companyScenarioListQuerySchema = z.object({
  companyId: uuidSchema().optional().describe("Super admins only"),
  status: z.enum(["active", "archived", "all"]).default("active").describe("Managers only for archived and all"),
});
export const companyScenarioListSchema = z.object({
  scenarios: z.array(companyScenarioSchema),
  canManage: z.boolean().describe("The caller may create, edit, archive and delete them"),
});
export const companyScenarioIdParamsSchema = z.object({ id: uuidSchema(COMPANY_SCENARIO_MESSAGES.notFound) });
export const archiveScenarioBodySchema = z.object({ archived: z.boolean() });
export const addScenarioVersionBodySchema = z.object({
  language: languageSchema.describe("The new version's language; the scenario's group may not have one in it yet"),
});

/**
 * The version of a scenario's group a rep practises: the one in their interface language if the group has an
 * active one, otherwise the scenario itself.
 */
export function versionFor<T extends { id: string; language: string; status: string }>(
  chosen: T,
  group: readonly T[],
  preferred: string | null | undefined,
): T {
  if (!preferred || chosen.language === preferred) return chosen;
  return group.find((v) => v.language === preferred && v.status === "active") ?? chosen;
}

// ---- pass or fail (one rule for the server's view and the web app)

export interface ScenarioPassResult {
  passed: boolean;
  overall: number;
  /** Stages under their minimum. */
  stagesBelow: Stage[];
}

/**
 * A rated call passes when the overall score (the weighted mean when the scenario has stage weights) reaches the
 * pass mark and each stage its minimum, if it has one.
 */
export function scenarioPassed(
  scores: StageScores,
  passMark: number,
  stageMinimums: Partial<Record<Stage, number>> = {},
  stageWeights: StageWeights | null = null,
): ScenarioPassResult {
  const overall = overallScore(scores, stageWeights);
  const stagesBelow = STAGES.filter((s) => typeof stageMinimums[s] === "number" && scores[s] < (stageMinimums[s] as number));
  return { passed: overall >= passMark && stagesBelow.length === 0, overall, stagesBelow };
}
