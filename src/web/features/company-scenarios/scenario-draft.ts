import type { CompanyScenarioInput, SCENARIO_GOALS } from "../../../contract/company-scenarios";
import type { Language } from "../../../contract/language-list";
import type { DIFFICULTIES, OBJECTION_KINDS, PERSONALITIES } from "../../../contract/practice-rules";
import { STAGES, type Stage } from "../../../contract/stage-list";
import type { CompanyScenario } from "./api";

/** The scenario form's fields as typed (strings for numbers and lists), and the conversions to and from the API's shape. */
export type Kind = (typeof OBJECTION_KINDS)[number];
export interface Draft {
  name: string;
  language: Language;
  goal: (typeof SCENARIO_GOALS)[number];
  passMark: string;
  productName: string;
  description: string;
  valuePropositions: string;
  proofPoints: string;
  pricePoints: string;
  role: string;
  industry: string;
  companyName: string;
  companySize: string;
  personality: (typeof PERSONALITIES)[number];
  difficulty: (typeof DIFFICULTIES)[number];
  situation: string;
  pains: Array<{ description: string; words: string; impact: string }>;
  objections: Array<{ kind: Kind; words: string; resolution: string }>;
  competitors: string;
  currentCompetitor: string;
  stageMinimums: Record<Stage, string>;
  /** Weigh the stages differently (the advanced section); off: equal weights (stageWeights null). */
  useWeights: boolean;
  stageWeights: Record<Stage, string>;
}

export const lines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export function toDraft(s: CompanyScenario | null, language: Language): Draft {
  return {
    name: s?.name ?? "",
    language: s?.language ?? language,
    goal: s?.goal ?? "book_meeting",
    passMark: String(s?.passMark ?? 7),
    productName: s?.product.name ?? "",
    description: s?.product.description ?? "",
    valuePropositions: s?.product.valuePropositions.join("\n") ?? "",
    proofPoints: s?.product.proofPoints.join("\n") ?? "",
    pricePoints: s?.product.pricePoints.join("\n") ?? "",
    role: s?.customer.role ?? "",
    industry: s?.customer.industry ?? "",
    companyName: s?.customer.companyName ?? "",
    companySize: String(s?.customer.companySize ?? 50),
    personality: s?.customer.personality ?? "analytical",
    difficulty: s?.customer.difficulty ?? "medium",
    situation: s?.customer.situation ?? "",
    pains: s?.customer.pains.map((p) => ({ description: p.description, words: p.words, impact: p.impact })) ?? [{ description: "", words: "", impact: "" }],
    objections: s?.customer.objections.map((o) => ({ ...o })) ?? [{ kind: "price", words: "", resolution: "" }],
    competitors: s?.customer.competitors.map((c) => c.name).join("\n") ?? "",
    currentCompetitor: s?.customer.competitors.find((c) => c.usedToday)?.name ?? "",
    stageMinimums: Object.fromEntries(STAGES.map((st) => [st, s?.stageMinimums[st] !== undefined ? String(s.stageMinimums[st]) : ""])) as Record<Stage, string>,
    useWeights: Boolean(s?.stageWeights),
    stageWeights: Object.fromEntries(STAGES.map((st) => [st, String(s?.stageWeights?.[st] ?? 1)])) as Record<Stage, string>,
  };
}

export function toInput(d: Draft): CompanyScenarioInput {
  const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
  return {
    name: d.name,
    language: d.language,
    goal: d.goal,
    passMark: num(d.passMark),
    product: {
      name: d.productName,
      description: d.description,
      valuePropositions: lines(d.valuePropositions),
      proofPoints: lines(d.proofPoints),
      pricePoints: lines(d.pricePoints),
    },
    customer: {
      role: d.role,
      industry: d.industry,
      companyName: d.companyName.trim() || null,
      companySize: num(d.companySize),
      personality: d.personality,
      difficulty: d.difficulty,
      situation: d.situation,
      pains: d.pains,
      objections: d.objections,
      competitors: lines(d.competitors).map((name) => ({ name, usedToday: name === d.currentCompetitor })),
    },
    stageMinimums: Object.fromEntries(STAGES.filter((st) => d.stageMinimums[st].trim() !== "").map((st) => [st, num(d.stageMinimums[st])])),
    stageWeights: d.useWeights ? (Object.fromEntries(STAGES.map((st) => [st, num(d.stageWeights[st])])) as Record<Stage, number>) : null,
  };
}
