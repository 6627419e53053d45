import type { Language } from "../../../contract/languages";
import { PERSONALITIES, type Difficulty, type Personality, type Scenario } from "../../../contract/practice";
import type { ScenarioFacts } from "./company-persona";
import { DIFFICULTY } from "./difficulty";
import { createRng, hashText } from "./random";
import { OBJECTIONS, type LanguagePack, type Objection, TOPICS, type Topic } from "./types";

export interface Pain {
  topic: Topic;
  text: string;
  impact: string;
  /** 1 mild … 3 acute */
  intensity: number;
}

const FAMILY_TYPES = ["single", "couple", "family_with_young_children", "family_with_teens", "empty_nesters", "multi_generational"] as const;
const CONTENT = ["sports", "movies", "children", "news", "documentaries", "reality_tv", "drama", "comedy", "action", "romance"] as const;
const PRICE_SENSITIVITY = ["very_high", "high", "medium", "low", "very_low", "none"] as const;
const DIFFICULTY_PHASES = ["easy_flow", "moderate_resistance", "challenging_moments", "difficult_throughout"] as const;
const CHALLENGING_PHASES = ["needs_assessment", "objection_handling", "closing", "price_discussion", "timeline_pressure"] as const;
const INCOME = ["under_30k", "30k_60k", "60k_100k", "over_100k"] as const;
const MICRO_TRAITS = [
  "interrupts",
  "asks_for_repetition",
  "mentions_spouse",
  "compares_prices_online",
  "background_noise",
  "checks_contract_details",
  "talks_about_kids",
  "busy_cooking",
] as const;
const ADD_ONS = [
  "moving_house_soon",
  "had_bad_experience_before",
  "neighbour_recommended_competitor",
  "works_from_home",
  "new_baby",
  "teenager_gamer",
] as const;

/** The lead call's customer: a household (family, income, price sensitivity, interests, emotional profile). */
export interface Household {
  familyType: (typeof FAMILY_TYPES)[number];
  familySize: number;
  incomeRange: (typeof INCOME)[number];
  priceSensitivity: (typeof PRICE_SENSITIVITY)[number];
  contentInterest: (typeof CONTENT)[number][];
  difficultyPhase: (typeof DIFFICULTY_PHASES)[number];
  challengingPhase: (typeof CHALLENGING_PHASES)[number];
  emotionalProfile: {
    name: string;
    buyingMotivation: string;
    resistanceLevel: string;
    primaryNeeds: string[];
    painPoints: string[];
    emotionalTriggers: string[];
  };
  emotionalState: { current: string; trustLevel: number; buyingUrgency: number; responsiveness: number };
  buyingProgression: { name: string; interest: number; resistance: number };
  microTraits: string[];
  randomAddOns: string[];
}

/** The customer: what the start dialog chose plus seeded hidden details (ai-engine.md "Persona"). */
export interface Persona {
  seed: string;
  language: Language;
  scenario: Scenario;
  difficulty: Difficulty;
  personality: Personality;
  name: string;
  company: string;
  industry: string;
  role: string;
  customPrompt: string | null;
  product: string;
  solution: string;
  pains: Pain[];
  budget: string;
  timeline: string;
  decider: string;
  /** In the order they will come up. */
  objections: Objection[];
  objectionTexts: Record<Objection, string>;
  /**
   * What lies behind each concern, said when the salesperson asks about it. Absent for households, for a company
   * scenario's own concerns and in personas stored before it existed: the customer then says the concern again.
   */
  objectionReasons?: Partial<Record<Objection, string>>;
  meetingTime: string;
  household: Household | null;
  /** Head count of the company (absent in personas stored before it existed; see personaSize). */
  size?: number;
  /** The company scenario the customer comes from (issue 17); absent for the built-in scenarios. */
  custom?: ScenarioFacts;
}

export interface PersonaSetup {
  scenario: Scenario;
  difficulty: Difficulty;
  language: Language;
  clientName?: string;
  clientPersonality?: string;
  clientIndustry?: string;
  clientRole?: string;
  customPrompt?: string;
}

/** Reads free personality text as the nearest known personality (any language's first letters will do). */
export function normalisePersonality(text: string | undefined, fallback: Personality): Personality {
  if (!text) return fallback;
  const t = text.toLowerCase();
  const hints: Record<Personality, RegExp> = {
    friendly: /friend|warm|nice|sõbr|amig|amab|дружел|прият/u,
    analytical: /analy|detail|data|logic|anal[üi]|detal|аналит|детал/u,
    skeptical: /skep|scep|doubt|suspic|esc[ée]pt|kahtl|скепт|недовер/u,
    busy: /busy|rush|hurr|time|kiire|ocupad|prisa|занят|спеш/u,
    demanding: /demand|tough|aggress|hard|n[õo]udl|exig|требов|жестк|агресс/u,
    indecisive: /indecis|unsure|hesit|k[õo]hkl|indecis|nerv|нереш|сомнев/u,
  };
  for (const p of PERSONALITIES) if (hints[p].test(t)) return p;
  return fallback;
}

export function buildPersona(setup: PersonaSetup, seed: string, pack: LanguagePack): Persona {
  const rng = createRng(`${seed}:${setup.language}`);
  const P = pack.persona;
  const personality = normalisePersonality(setup.clientPersonality, rng.pick(PERSONALITIES));
  const profile = DIFFICULTY[setup.difficulty];
  const household = setup.scenario === "lead_call";

  const topicPool: Topic[] = household ? ["cost", "reliability", "content", "family", "support"] : TOPICS.filter((t) => t !== "content" && t !== "family");
  const painTopics = rng.shuffle(topicPool).slice(0, rng.int(2, setup.difficulty === "hard" ? 4 : 3));
  const pains: Pain[] = painTopics.map((topic, i) => ({
    topic,
    text: rng.pick(P.pains[topic]),
    impact: rng.pick(P.impacts[topic]),
    intensity: i === 0 ? 3 : rng.int(1, 2),
  }));

  let objectionPool: Objection[] = household ? ["price", "contract", "current_solution", "authority", "need"] : [...OBJECTIONS];
  if (setup.scenario === "objection_handling") objectionPool = ["price", "current_solution", "trust", "timing", "authority", "need"];
  const count = profile.objectionCount + (setup.scenario === "objection_handling" ? 1 : 0);
  const objections = rng.shuffle(objectionPool).slice(0, count);
  const objectionTexts = Object.fromEntries(OBJECTIONS.map((o) => [o, rng.pick(P.objections[o])])) as Record<Objection, string>;

  const first = rng.pick(P.firstNames);
  const last = rng.pick(P.lastNames);
  // Company and industry tell one story: the industry is the company's own, or the one the trainee chose with a
  // company of that trade (or a name that says nothing of its trade). The draws stay the same as before, so a
  // seed gives the same customer otherwise.
  const drawnCompany = household ? last : rng.pick(P.companies);
  const drawnIndustry = setup.clientIndustry ?? (household ? P.household.product : rng.pick(P.industries));
  let company = drawnCompany;
  let industry = drawnIndustry;
  if (!household) {
    const own = P.industries[P.companyIndustries[P.companies.indexOf(drawnCompany)] ?? -1];
    if (!setup.clientIndustry && own) industry = own;
    else if (setup.clientIndustry) {
      const asked = P.industries.findIndex((x) => x.toLowerCase() === setup.clientIndustry?.trim().toLowerCase());
      const ofTrade = P.companies.filter((_, i) => P.companyIndustries[i] === asked);
      company = ofTrade.includes(drawnCompany) ? drawnCompany : (ofTrade[0] ?? P.neutralCompany(last));
    }
  }
  return {
    seed,
    language: setup.language,
    scenario: setup.scenario,
    difficulty: setup.difficulty,
    personality,
    name: setup.clientName ?? `${first} ${last}`,
    company,
    industry,
    role: setup.clientRole ?? (household ? "" : rng.pick(P.roles)),
    customPrompt: setup.customPrompt ?? null,
    product: household ? P.household.product : P.product,
    solution: rng.pick(P.solutions),
    pains,
    budget: rng.pick(P.budgets),
    timeline: rng.pick(P.timelines),
    decider: rng.pick(P.deciders),
    objections,
    objectionTexts,
    // Drawn apart, so the rest of a seed's customer stays what it was before reasons existed.
    objectionReasons: household ? undefined : pickReasons(createRng(`${seed}:${setup.language}:reasons`), P.objectionReasons),
    meetingTime: rng.pick(P.meetingTimes),
    household: household ? buildHousehold(rng, setup.difficulty, pains) : null,
    size: rng.pick([8, 12, 15, 25, 40, 60, 85, 120, 250]),
  };
}

function pickReasons(rng: ReturnType<typeof createRng>, reasons: Record<Objection, string[]>): Record<Objection, string> {
  return Object.fromEntries(OBJECTIONS.map((o) => [o, rng.pick(reasons[o])])) as Record<Objection, string>;
}

function buildHousehold(rng: ReturnType<typeof createRng>, difficulty: Difficulty, pains: Pain[]): Household {
  const familyType = rng.pick(FAMILY_TYPES);
  const familySize =
    familyType === "single" ? 1 : familyType === "couple" || familyType === "empty_nesters" ? 2 : rng.int(3, familyType === "multi_generational" ? 7 : 5);
  const phase = difficulty === "easy" ? DIFFICULTY_PHASES[0] : difficulty === "medium" ? rng.pick(DIFFICULTY_PHASES.slice(1, 3)) : DIFFICULTY_PHASES[3];
  const trust = DIFFICULTY[difficulty].trust;
  return {
    familyType,
    familySize,
    incomeRange: rng.pick(INCOME),
    priceSensitivity: rng.pick(PRICE_SENSITIVITY),
    contentInterest: rng.shuffle(CONTENT).slice(0, rng.int(2, 4)),
    difficultyPhase: phase,
    challengingPhase: rng.pick(CHALLENGING_PHASES),
    emotionalProfile: {
      name: rng.pick(["cautious_planner", "value_seeker", "busy_parent", "tech_enthusiast", "loyal_traditionalist"]),
      buyingMotivation: rng.pick(["save_money", "better_entertainment", "reliability", "family_time"]),
      resistanceLevel: difficulty === "easy" ? "low" : difficulty === "medium" ? "medium" : "high",
      primaryNeeds: pains.map((p) => p.topic),
      painPoints: pains.map((p) => p.text),
      emotionalTriggers: rng.shuffle(["hidden_fees", "long_contracts", "pushy_sellers", "kids_safety", "missing_live_sports"]).slice(0, 2),
    },
    emotionalState: { current: "neutral", trustLevel: trust, buyingUrgency: rng.int(1, 5), responsiveness: rng.int(2, 5) },
    buyingProgression: { name: "awareness", interest: DIFFICULTY[difficulty].interest, resistance: DIFFICULTY[difficulty].resistance },
    microTraits: rng.shuffle(MICRO_TRAITS).slice(0, 2),
    randomAddOns: rng.next() < 0.5 ? [rng.pick(ADD_ONS)] : [],
  };
}

/** Head count of the customer's company (or household), stable for the persona. */
export function personaSize(persona: Persona): number {
  if (persona.household) return persona.household.familySize;
  if (persona.size) return persona.size;
  const sizes = [8, 12, 15, 25, 40, 60, 85, 120, 250];
  return sizes[Math.abs(hashText(persona.seed)) % sizes.length] as number;
}
