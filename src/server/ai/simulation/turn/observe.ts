import { registerOf } from "../../language/register";
import { mentions } from "../company-persona";
import { normaliseSaid } from "../memory";
import { offerTopics } from "../offer-fit";
import { namesIn } from "../words";
import type { Turn } from "./turn";

/**
 * What every message changes before the customer decides anything: a little patience spent, who the caller is and
 * why they call, what was said about price and proof, the names heard, the caller's formality, the words said.
 */
export function observe(t: Turn): void {
  const { s, m, a, persona, reading, message } = t;
  // Every turn costs a little patience; busy people have less to spend.
  t.change("patience", -(persona.personality === "busy" ? 4 : 2));
  if (a.has("introduces_self")) s.introduced = true;
  // "Sam from Shiftly, we do staff scheduling for restaurants": saying what one sells in the opening is the reason.
  // A company's name says nothing of the offer ("Mina olen Kadri, Arvelduse OÜ-st": "Arveldus" is invoicing).
  const unnamed = (text: string) => namesIn(text, persona.language).reduce((rest, n) => rest.replaceAll(n, " "), text);
  const namesOffer = t.opening && reading.sentences.some((x) => !/[?¿]/u.test(x.text) && offerTopics(unnamed(x.text), t.pack) !== null);
  if (a.has("states_reason") || (t.opening && t.pitched) || namesOffer) s.reasonGiven = true;
  if (a.has("open_question")) t.change("patience", 1);
  // "Fair point, sorry." after an insult: the customer stays offended, but the call can go on.
  if (!a.has("rude") && m.insults > (m.apologies ?? 0) && t.pack.apology.test(message)) {
    m.apologies = m.insults;
    t.change("patience", t.gain(15));
    t.change("trust", t.gain(8));
  }
  if (a.has("price_statement")) m.priceStated = true;
  if (a.has("proof")) m.proofGiven = true;
  // "We can have you set up in about a week.", "Sin permanencia.": the buyer's question is answered before it is asked.
  const told = reading.sentences.filter((x) => !/[?¿]/u.test(x.text)).map((x) => x.text);
  if (told.some((x) => t.pack.offerTerms.setup.test(x))) m.setupStated = true;
  if (told.some((x) => t.pack.offerTerms.contract.test(x))) m.contractStated = true;

  const introductions = reading.sentences.filter((x) => x.acts.includes("introduces_self")).flatMap((x) => namesIn(x.text, persona.language));
  if (introductions.length > 0) m.sellerNames = [...new Set([...(m.sellerNames ?? []), ...introductions.flatMap((n) => [n, ...n.split(/\s+/u)])])].slice(-8);
  const custom = persona.custom;
  const own = [persona.company, persona.name, ...persona.name.split(" "), ...(m.sellerNames ?? []), ...(custom ? [custom.productName] : [])].map((x) =>
    x.toLowerCase(),
  );
  // A company scenario's competitors are known by name in any letter case or place ("xero is fine for us").
  const competitorsSaid = custom ? custom.competitors.filter((c) => mentions(message, c)) : [];
  const named = [...new Set([...reading.names.filter((n) => !own.includes(n.toLowerCase())), ...competitorsSaid])];
  // "Sorry, do you speak English?" names a language, no product: names said in another language are not kept.
  if (named.length > 0 && !a.has("other_language")) m.names = [...new Set([...(m.names ?? []), ...named])].slice(-4);
  const register = registerOf(message, persona.language);
  if (register) m.register = register;
  m.said = [...m.said, normaliseSaid(message)].slice(-12);
}
