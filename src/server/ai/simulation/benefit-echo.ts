import { patternHit } from "../reader/classify";
import { expandChatWords } from "../language/chat-words";
import type { Act, LanguagePack } from "./types";
import { stems } from "./words";

/** How sure the model must be of a benefit in a statement that takes up words of the customer's own pain. */
const BENEFIT_ECHOING_PAIN = 0.4;

/**
 * Statements that present a benefit in the customer's own words, whatever the model made of them: each gets the
 * benefit act, and the sentences marked are returned (in order). `benefitOdds` and `pitchOdds` are, per sentence, how
 * sure the model is of a benefit and of any part of a pitch (benefit, feature or proof).
 */
export function echoedBenefits(
  read: ReadonlyArray<{ text: string; acts: Act[] }>,
  benefitOdds: readonly number[],
  pitchOdds: readonly number[],
  painStems: ReadonlySet<string>,
  pack: LanguagePack,
): string[] {
  const marked: string[] = [];
  for (const [n, x] of read.entries()) {
    // "С Ledgerly закрытие за восемь дней превращается в два, так что руководство видит цифры раньше": a statement in
    // the words of a benefit that takes up two words of the customer's own pain is a benefit, whatever the model made
    // of it; so is a statement the model half-thinks a benefit that takes up one ("ese cierre de ocho días pasa a dos").
    const echoed = stems(x.text).filter((w) => painStems.has(w)).length;
    const odds = benefitOdds[n] ?? 0;
    // "Мы начинаем с пробного периода, и вы платите, только когда видите, что мы решаем вот это: <the pain>" offers
    // something in two of the pain's words: a benefit, even when the model cannot tell a benefit from a feature.
    const pitch = pitchOdds[n] ?? 0;
    // "So if I got it right, month-end takes too long" says the pain back: a summary, not a benefit.
    const saysBack = x.acts.includes("summary");
    if (
      !saysBack &&
      !x.acts.includes("benefit") &&
      !/[?¿]/u.test(x.text) &&
      ((echoed >= 2 && (patternHit("benefit", expandChatWords(x.text, pack.language), pack.language) || pitch >= BENEFIT_ECHOING_PAIN)) ||
        (echoed >= 1 && odds >= BENEFIT_ECHOING_PAIN))
    ) {
      x.acts.push("benefit");
      marked.push(x.text);
    }
  }
  return marked;
}
