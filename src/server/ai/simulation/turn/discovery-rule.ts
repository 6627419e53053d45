import type { Intent } from "../types";
import type { TurnRule } from "./rule";
import { AREA_ACTS, type Area, type Turn } from "./turn";

const SECOND_ANSWER = {
  about: "answer_about_self",
  situation: "answer_situation",
  timeline: "reveal_timeline",
  budget: "reveal_budget",
  decision: "reveal_decision",
} as const;

/** Tools every office has, which a customer that built its own setup may well use: not taken for another product. */
const OFFICE_TOOLS = /^(?:excel|google(?:\s+sheets)?|sheets|word|outlook|teams|zoom|gmail|whatsapp|skype|slack|1c|1с)$/iu;

/** A product the question names that is not the customer's own setup, nor the salesperson's (a built-in persona only). */
function otherProduct(t: Turn): string | undefined {
  const { persona, m, reading } = t;
  if (persona.custom || persona.household || !t.a.has("question")) return undefined;
  const own = [persona.solution, persona.company, persona.name, ...(m.sellerNames ?? [])].join(" ").toLowerCase();
  // "Have you tried OptiRoute?", "¿Han mirado alguna vez OptiRoute?": words of using or knowing it, beside the name.
  if (!reading.sentences.some((x) => /[?¿]/u.test(x.text) && t.pack.productUse.test(x.text))) return undefined;
  const named = reading.names.find((n) => !own.includes(n.toLowerCase()) && !OFFICE_TOOLS.test(n));
  return named && (m.asked[`product:${named.toLowerCase()}`] ?? 0) === 0 ? named : undefined;
}

/**
 * A discovery question (or two): answered from the persona once trust allows, deflected before, and called out when
 * asked a third time. A second question in the same message is answered too when it may be.
 */
function answer(t: Turn): Intent {
  const { s, m, d, a, areas } = t;
  // "And how long does it take you? What's the worst part?" after the setup was told: the new question comes first.
  const fresh = areas.find((x) => t.askedBefore(x) === 0 && t.sure(x));
  const area = (t.askedBefore(areas[0] as Area) > 0 && fresh ? fresh : areas[0]) as Area;
  const sensitive = area === "pain" || area === "impact" ? d.revealTrust : area === "budget" || area === "decision" ? d.revealTrust + 10 : -1;
  if (t.askedBefore(area) >= 2) {
    // The third time the same thing is asked the customer says so, and loses patience.
    m.repeats += 1;
    t.change("patience", -t.loss(8) * m.repeats);
    return "already_covered";
  }
  // "Have you looked at OptiRoute at all?": a product the customer does not use is not its setup said again.
  const other = area === "situation" || area === "pain" ? otherProduct(t) : undefined;
  if (other) {
    m.asked[`product:${other.toLowerCase()}`] = (m.asked[`product:${other.toLowerCase()}`] ?? 0) + 1;
    t.facts.competitor = other;
    t.change("trust", t.gain(2));
    // Not told its setup yet, it says what it uses instead: "No, we've never tried it. We've got what …"
    if (!s.revealed.includes("situation")) {
      m.asked.situation = (m.asked.situation ?? 0) + 1;
      t.revealFact("situation");
      t.followUp = "answer_situation";
    }
    return "not_used_product";
  }
  if (s.trust < sensitive && !a.has("empathy")) {
    t.change("trust", t.gain(area === "pain" || area === "impact" ? 3 : 2));
    return "deflect";
  }
  // "How do you handle it today, and what's the most annoying part?": the setup, then the pain; "what does it cost
  // you, and when do you need it fixed by?": the timeline, then the cost.
  const feeling = area !== "pain" && area !== "impact" ? (["pain", "impact"] as const).find((x) => areas.includes(x) && t.sure(x)) : undefined;
  const painToo = feeling !== undefined && s.trust >= d.revealTrust;
  const second = painToo
    ? undefined
    : areas.find(
        (x) =>
          x !== area &&
          x !== "pain" &&
          x !== "impact" &&
          t.askedBefore(x) === 0 &&
          // "How do you handle it today, and what's the worst part?": the setup is read, if less surely, beside the pain.
          (t.sure(x) || (x === "situation" && area === "pain")) &&
          (x === "about" || x === "situation" || x === "timeline" || s.trust >= d.revealTrust + 10),
      );
  const intent = t.answerArea(area, t.askedBefore(area) + 1);
  t.change("trust", t.gain(area === "situation" || area === "about" ? 4 : 3));
  if (area === "situation") t.change("interest", t.gain(2));
  // Two questions at once: the customer answers the second too, when it may.
  // A question read two ways ("how many people are on the team?": the setup, or the customer itself) gets the
  // reading not answered yet too, even when the first was answered before.
  if (second && (!t.repeated || t.askedBefore(second) === 0)) {
    m.asked[second] = (m.asked[second] ?? 0) + 1;
    t.followUp = SECOND_ANSWER[second as keyof typeof SECOND_ANSWER];
    if (second !== "about" && !s.revealed.includes(second)) s.revealed.push(second);
    t.personaFacts();
  } else if (painToo && feeling && !t.repeated) {
    const next = t.revealNext(feeling, t.reading.topics) ?? (feeling === "impact" ? t.revealNext("pain", t.reading.topics) : null);
    if (next) {
      m.asked[feeling] = (m.asked[feeling] ?? 0) + 1;
      t.followUp = next;
    }
  }
  // "Am I speaking to the finance manager?" before any reason for the call: who they are, then what it is about.
  if (area === "about" && t.opening && !s.reasonGiven && !t.followUp && !t.a.has("states_reason")) t.followUp = "ask_reason";
  return intent;
}

/**
 * "So if I heard you right, it all goes through spreadsheets, doesn't it?" says the customer's words back and asks
 * only whether they are right: a summary to agree with, not a question about the setup. A summary followed by a
 * question of its own ("So it's manual. How long does that take?") is still discovery.
 */
const onlyChecksASummary = (t: Turn) =>
  t.a.has("summary") && !t.reading.sentences.some((x) => !x.acts.includes("summary") && AREA_ACTS.some(([act]) => x.acts.includes(act)));

export const DISCOVERY_RULE: TurnRule = { name: "discovery question", when: (t) => t.areas.length > 0 && !onlyChecksASummary(t), decide: answer };
