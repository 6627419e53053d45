import type { Pain } from "./persona";
/**
 * The customer's memory of the call (ai-engine.md revision, "Memory"): what was asked and how often, what the
 * salesperson said (to notice repetition), times offered and agreed, and the consequences that add up over a
 * call (insults, nonsense, repetition). Stored inside the customer's state, so a replay rebuilds it.
 */
export interface Memory {
  /** How often each area was asked about: situation, pain, impact, budget, timeline, decision, about. */
  asked: Record<string, number>;
  /** The salesperson's recent messages, normalised (lower case, words only). */
  said: string[];
  insults: number;
  /** Insults the salesperson apologised for (each apology after an insult wins back some patience once). */
  apologies?: number;
  nonsense: number;
  repeats: number;
  /** Times the salesperson offered, in the customer's words. */
  offered: string[];
  agreedTime: string | null;
  /** A time the customer suggested itself; a plain "yes" accepts it. */
  suggestedTime: string | null;
  /** Questions the customer asked on its own initiative. */
  initiative: string[];
  lastInitiativeTurn: number | null;
  /** Its own questions the customer asked a second time because the salesperson went past them (once each). */
  askedAgain?: string[];
  priceStated: boolean;
  proofGiven: boolean;
  /** The salesperson told what set-up takes, or what the contract binds the customer to (absent: not yet). */
  setupStated?: boolean;
  contractStated?: boolean;
  /** Products or companies the salesperson named (a competitor, the customer's current tool). */
  names?: string[];
  /** Names the salesperson introduced itself with (its company, its product): never taken for a competitor. */
  sellerNames?: string[];
  /** How the salesperson addresses the customer, the latest seen; the customer mirrors it. */
  register?: "formal" | "informal";
  /** The persona's pains fitted to what the salesperson sells, once it said so (offer-fit.ts); absent until then. */
  pains?: Pain[];
}

export function emptyMemory(): Memory {
  return {
    asked: {},
    said: [],
    insults: 0,
    nonsense: 0,
    repeats: 0,
    offered: [],
    agreedTime: null,
    suggestedTime: null,
    initiative: [],
    lastInitiativeTurn: null,
    priceStated: false,
    proofGiven: false,
  };
}

export function normaliseSaid(text: string): string {
  return (
    text
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(" ");
}

/**
 * The same words again (at least four of them, nine in ten shared) as one of the last few things said. The
 * memory of what was said starts afresh when the customer raises a new concern: the same acknowledgement to a
 * different objection is not repetition.
 */
export function isRepetition(said: string, earlier: readonly string[]): boolean {
  const words = new Set(said.split(" ").filter(Boolean));
  if (words.size < 4) return false;
  return earlier.slice(-4).some((e) => {
    const other = new Set(e.split(" ").filter(Boolean));
    let shared = 0;
    for (const w of words) if (other.has(w)) shared++;
    return shared / Math.max(words.size, other.size) >= 0.9;
  });
}
