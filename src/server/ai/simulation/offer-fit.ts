import type { Persona, Pain } from "./persona";
import { createRng } from "./random";
import type { CustomerState } from "./state";
import type { LanguagePack, Topic } from "./types";

/**
 * The customer's pains fit what is being sold. A built-in persona is drawn before anyone knows the offer, so its
 * pains may be about support or growth when the salesperson sells month-end close software. Until the customer has
 * named a pain, what the salesperson says it sells (or the start form's notes) picks the kind of offer, and the
 * persona's pains are re-drawn so the ones such an offer answers come first. Company scenarios keep the pains their
 * authors wrote; lead calls keep the household's.
 */
export function offerTopics(text: string, pack: LanguagePack): readonly Topic[] | null {
  let best: { at: number; topics: readonly Topic[] } | null = null;
  for (const offer of pack.persona.offers) {
    const at = text.search(offer.pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, topics: offer.topics };
  }
  return best?.topics ?? null;
}

/** The persona's pains, led by the topics the offer answers (the persona's own where it has them, else new ones). */
export function fitPains(persona: Persona, topics: readonly Topic[], pack: LanguagePack): Pain[] {
  const rng = createRng(`${persona.seed}:offer:${topics.join(",")}`);
  const fitting = topics.map(
    (topic) =>
      persona.pains.find((p) => p.topic === topic) ?? {
        topic,
        text: rng.pick(pack.persona.pains[topic]),
        impact: rng.pick(pack.persona.impacts[topic]),
        intensity: 2,
      },
  );
  const others = persona.pains.filter((p) => !topics.includes(p.topic));
  return [...fitting, ...others]
    .slice(0, Math.max(persona.pains.length, fitting.length))
    .map((p, i) => ({ ...p, intensity: i === 0 ? 3 : i < fitting.length ? 2 : 1 }));
}

/**
 * The state after the salesperson's message, with the persona's pains fitted to the offer when this message (or the
 * notes) first says what is sold and no pain has been named yet. The state given is not changed.
 */
export function fitToOffer(persona: Persona, state: CustomerState, message: string, pack: LanguagePack): CustomerState {
  if (persona.custom || persona.household || state.memory?.pains) return state;
  if (state.revealed.some((x) => x.startsWith("pain:") || x.startsWith("impact:"))) return state;
  const topics = offerTopics(persona.customPrompt ?? "", pack) ?? offerTopics(message, pack);
  if (!topics || !state.memory) return state;
  return { ...state, memory: { ...state.memory, pains: fitPains(persona, topics, pack) } };
}

/** The persona as the call has shaped it: its pains fitted to the offer once it was known. */
export function shapedPersona(persona: Persona, state: CustomerState): Persona {
  const pains = state.memory?.pains;
  return pains ? { ...persona, pains } : persona;
}
