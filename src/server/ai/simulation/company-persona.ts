import { type CompanyScenarioContent, GOAL_BASE_SCENARIO, PAIN_TOPICS, type ScenarioGoal } from "../../../contract/company-scenarios";
import type { Stage, StageWeights } from "../../../contract/stages";
import { type Pain, type Persona, buildPersona } from "./persona";
import type { LanguagePack, Objection, Topic } from "./types";

/**
 * What a persona keeps of the company scenario it was built from (issue 17, docs/decisions/019): a copy taken at
 * the start of the call, so that editing or deleting the scenario later changes neither the call's customer nor
 * the pass mark its rating is held to.
 */
export interface ScenarioFacts {
  id: string;
  name: string;
  goal: ScenarioGoal;
  passMark: number;
  stageMinimums: Partial<Record<Stage, number>>;
  /** The stage weights the overall is computed with; null or absent (calls started before weights): equal. */
  stageWeights?: StageWeights | null;
  productName: string;
  productDescription: string;
  valuePropositions: string[];
  proofPoints: string[];
  pricePoints: string[];
  situation: string;
  /** How the manager describes each pain, in the persona's pain order. */
  painDescriptions: string[];
  /** What resolves each objection the customer raises. */
  resolutions: Partial<Record<Objection, string>>;
  competitors: string[];
  /** The competitor the customer uses today, if any. */
  currentCompetitor: string | null;
}

/** The topic a pain is about: the manager's choice, or the first topic the pack's words find in it. */
function topicOf(pain: CompanyScenarioContent["customer"]["pains"][number], pack: LanguagePack, taken: Set<Topic>): Topic {
  if (pain.topic) return pain.topic;
  const text = `${pain.words} ${pain.description} ${pain.impact}`;
  const found = PAIN_TOPICS.filter((t) => pack.topics[t].some((re) => re.test(text)));
  return found.find((t) => !taken.has(t)) ?? found[0] ?? PAIN_TOPICS.find((t) => !taken.has(t)) ?? "quality";
}

/**
 * The customer of a company scenario: its role, industry, company, size, personality and difficulty; its pains
 * (in the customer's words, the first the most acute) and objections (all of them, in the manager's order); what
 * it uses today (the current competitor). The rest (name, budget, timeline, who decides, meeting time) is drawn
 * from the language pack by the seed like any customer's.
 */
export function buildScenarioPersona(id: string, scenario: CompanyScenarioContent, seed: string, pack: LanguagePack): Persona {
  const c = scenario.customer;
  const base = buildPersona(
    {
      scenario: GOAL_BASE_SCENARIO[scenario.goal],
      difficulty: c.difficulty,
      language: scenario.language,
      clientPersonality: c.personality,
      clientIndustry: c.industry,
      clientRole: c.role,
    },
    seed,
    pack,
  );
  const taken = new Set<Topic>();
  const pains: Pain[] = c.pains.map((p, i) => {
    const topic = topicOf(p, pack, taken);
    taken.add(topic);
    return { topic, text: p.words, impact: p.impact, intensity: i === 0 ? 3 : 2 };
  });
  const objections = c.objections.map((o) => o.kind);
  const objectionTexts = { ...base.objectionTexts };
  // The scenario's own words for a concern have no reason of ours behind them.
  const objectionReasons = { ...base.objectionReasons };
  const resolutions: ScenarioFacts["resolutions"] = {};
  for (const o of c.objections) {
    objectionTexts[o.kind] = o.words;
    delete objectionReasons[o.kind];
    resolutions[o.kind] = o.resolution;
  }
  const current = c.competitors.find((x) => x.usedToday)?.name ?? null;
  const lastName = base.name.split(" ").slice(-1)[0] ?? base.name;
  const custom: ScenarioFacts = {
    id,
    name: scenario.name,
    goal: scenario.goal,
    passMark: scenario.passMark,
    stageMinimums: scenario.stageMinimums ?? {},
    stageWeights: scenario.stageWeights ?? null,
    productName: scenario.product.name,
    productDescription: scenario.product.description,
    valuePropositions: scenario.product.valuePropositions,
    proofPoints: scenario.product.proofPoints,
    pricePoints: scenario.product.pricePoints,
    situation: c.situation,
    painDescriptions: c.pains.map((p) => p.description),
    resolutions,
    competitors: c.competitors.map((x) => x.name),
    currentCompetitor: current,
  };
  return {
    ...base,
    company: c.companyName ?? pack.persona.neutralCompany(lastName),
    industry: c.industry,
    role: c.role,
    product: scenario.product.name,
    solution: current ?? base.solution,
    pains,
    objections,
    objectionTexts,
    objectionReasons,
    size: c.companySize,
    household: null,
    custom,
  };
}

/** Whether the salesperson's words name this text (a product or competitor name), whole words, any letter case. */
export function mentions(text: string, name: string): boolean {
  const n = name.trim().toLowerCase();
  if (n.length < 2) return false;
  const t = text.toLowerCase();
  let from = 0;
  for (let i = t.indexOf(n, from); i >= 0; i = t.indexOf(n, from)) {
    const before = t[i - 1];
    const after = t[i + n.length];
    if ((before === undefined || !/[\p{L}\p{N}]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}]/u.test(after))) return true;
    from = i + 1;
  }
  return false;
}
