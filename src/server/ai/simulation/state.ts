import type { CustomerStateView } from "../../../contract/practice";
import { DIFFICULTY } from "./difficulty";
import { type Memory, emptyMemory } from "./memory";
import type { Persona } from "./persona";
import type { Intent, Objection } from "./types";

/** The customer's mind (ai-engine.md "State"); JSON, stored with the conversation after every turn. */
export interface CustomerState {
  trust: number;
  interest: number;
  patience: number;
  resistance: number;
  turn: number;
  introduced: boolean;
  reasonGiven: boolean;
  /** Facts shared so far: "situation", "pain:<i>", "impact:<i>", "budget", "timeline", "decision". */
  revealed: string[];
  raised: Objection[];
  resolved: Objection[];
  /** The objection on the table now. */
  open: Objection | null;
  /** Work done on the open objection. */
  objectionWork: { acknowledged: boolean; clarified: boolean; answered: number };
  pitches: number;
  /** The turn a next step was last proposed, to pair it with a concrete time said soon after. */
  nextStepTurn: number | null;
  outcome: "meeting_booked" | "hung_up" | null;
  /** The customer has ended the call (hung up, or said goodbye): nothing more is said; it can only be rated. */
  callOver?: boolean;
  lastIntent: Intent | null;
  /** No longer written: the builtin writer reads the customer's recent replies from the transcript. Kept for states stored before. */
  recentLines: string[];
  /** What the customer remembers of the call (absent in states stored before it existed). */
  memory?: Memory;
}

export function initialState(persona: Persona): CustomerState {
  const d = DIFFICULTY[persona.difficulty];
  const personalityTrust = persona.personality === "friendly" ? 10 : persona.personality === "skeptical" ? -10 : 0;
  const personalityPatience = persona.personality === "busy" ? -20 : persona.personality === "demanding" ? -10 : 0;
  return {
    trust: clamp(d.trust + personalityTrust),
    interest: d.interest,
    patience: clamp(d.patience + personalityPatience),
    resistance: d.resistance,
    turn: 0,
    introduced: persona.scenario === "general",
    reasonGiven: persona.scenario === "general" || persona.scenario === "objection_handling",
    revealed: [],
    raised: [],
    resolved: [],
    open: null,
    objectionWork: { acknowledged: false, clarified: false, answered: 0 },
    pitches: 0,
    nextStepTurn: null,
    outcome: null,
    lastIntent: null,
    recentLines: [],
    memory: emptyMemory(),
  };
}

export function clamp(n: number): number {
  return Math.max(0, Math.min(100, Math.round(n)));
}

export function viewOf(state: CustomerState): CustomerStateView {
  let mood: CustomerStateView["mood"] = "neutral";
  if (state.patience < 25 || state.lastIntent === "offended" || state.lastIntent === "pushback") mood = "annoyed";
  else if (state.trust >= 60 && state.interest >= 50) mood = "warm";
  else if (state.trust < 30 || state.resistance >= 65) mood = "guarded";
  return {
    trust: state.trust,
    interest: state.interest,
    patience: state.patience,
    mood,
    outcome: state.outcome,
    callOver: Boolean(state.callOver) || state.outcome === "hung_up",
  };
}
