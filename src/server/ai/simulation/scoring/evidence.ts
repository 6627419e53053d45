import type { Persona } from "../persona";
import { clip } from "../reader";
import type { Replay } from "../replay";
import type { Act, Finding } from "../types";

export type ReplayTurn = Replay["turns"][number];
export const DISCOVERY = ["discovery_situation", "discovery_pain", "discovery_impact", "discovery_budget", "discovery_timeline", "discovery_decision"] as const;

/** The first sentence that presents the offer; a reason for the call ("we help teams like yours cut …") is not one. */
export function pitchSentence(t: ReplayTurn) {
  return t.reading.sentences.find(
    (x) => ["feature", "price_statement", "benefit", "proof"].some((a) => x.acts.includes(a as never)) && !x.acts.includes("states_reason"),
  );
}

/**
 * What a replayed call shows, for the stage scorers: which acts the salesperson used where, the quotes that prove
 * them, and the findings collected so far (in the order a trainer reads them: stage by stage).
 */
export class Evidence {
  readonly findings: Finding[] = [];
  /** The turn of the first pitch, -1 when the offer was never presented. */
  readonly firstPitch: number;

  constructor(
    readonly persona: Persona,
    readonly r: Replay,
  ) {
    this.firstPitch = r.turns.findIndex((t) => pitchSentence(t) !== undefined);
  }

  add(f: Finding): void {
    this.findings.push(f);
  }

  /** The salesperson's first sentence read as `act`, among turns [from, to). */
  firstQuote(act: Act, from = 0, to = this.r.turns.length): string | undefined {
    for (const t of this.r.turns.slice(from, to)) {
      const q = t.reading.quotes.get(act as never);
      if (q) return q;
    }
    return undefined;
  }

  /** The first sentence read as `act` that presents the offer: a reason for the call ("we help … close faster") is not one. */
  firstPitchQuote(act: Act): string | undefined {
    for (const t of this.r.turns) {
      const x = t.reading.sentences.find((y) => y.acts.includes(act as never) && !y.acts.includes("states_reason"));
      if (x) return clip(x.text);
    }
    return undefined;
  }

  /** Some turn in [from, to) was read as `act`. */
  any(act: Act, from = 0, to = this.r.turns.length): boolean {
    return this.r.turns.slice(from, to).some((t) => t.reading.acts.has(act as never));
  }

  /** How many turns were read as `act`. */
  count(act: Act): number {
    return this.r.turns.filter((t) => t.reading.acts.has(act as never)).length;
  }
}
