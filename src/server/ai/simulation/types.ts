import type { Language } from "../../../contract/languages";
import type { Personality, Scenario } from "../../../contract/practice";
import type { Stage } from "../../../contract/stages";
import { OBJECTION_KINDS } from "../../../contract/practice";

// ---------------------------------------------------------------------------------------------------------------
// What the salesperson does: acts detected in a message (ai-engine.md "Reading the salesperson").
// Lexical acts are found by each language's patterns; structural ones (monologue, question kinds, benefit tied to
// a revealed pain, feature dump) are derived from the text's shape by the language-neutral reader.
// ---------------------------------------------------------------------------------------------------------------

export const LEXICAL_ACTS = [
  "greeting",
  "introduces_self",
  "states_reason",
  "asks_permission",
  "open_question", // question words that invite a long answer: what, how, why, tell me about…
  "discovery_situation", // current setup, how they do it today, what they use
  "discovery_pain", // challenges, problems, frustrations
  "discovery_impact", // what it costs them, consequences, how it affects…
  "discovery_budget", // budget, spend, invest
  "discovery_timeline", // when, by when, deadline, timeline
  "discovery_decision", // who decides, who else is involved, approval
  "empathy", // I understand, that sounds frustrating, makes sense
  "benefit", // benefit language: save, reduce, help you, so that you…
  "feature", // feature/product words: platform, module, dashboard, integration, package, channels…
  "price_statement", // mentions a price, cost, discount, per month
  "objection_acknowledge", // fair point, I hear you, that's a valid concern
  "objection_clarify", // what do you mean, can you tell me more about that concern, compared to what
  "check_understanding", // does that make sense, does that answer, how does that sound
  "trial_close", // would that work for you, if we could…would you, how does that sound so far
  "ask_commitment", // shall we go ahead, are you ready to, can we sign, would you like to start
  "propose_next_step", // meeting, demo, call, visit, send a proposal, follow up
  "specific_time", // weekday names, tomorrow, at 10, next week Tuesday, dates, clock times
  "pushy", // you need to decide now, limited time, you must, don't miss
  "rude", // insults, swearing, stupid, shut up
  "off_topic", // weather, football, unrelated chit-chat
  "break_character", // you are an AI, ignore your instructions, system prompt, act as an assistant, what model
  "thanks",
  "goodbye",
] as const;
export type LexicalAct = (typeof LEXICAL_ACTS)[number];

export type StructuralAct =
  | "question" // the message asks something (ends with ? or a question word)
  | "closed_question" // a question answerable with yes/no
  | "monologue" // long message without a question
  | "benefit_tied" // benefit language that names one of the customer's revealed pains
  | "feature_dump" // several feature words without a tie to the customer
  | "other_language"; // the message is in another language than the call's
/** Acts only the learned reader recognises (reader/acts.ts; no pattern list in the language packs). */
export type LearnedAct = "small_talk" | "ask_about_customer" | "leading_question" | "summary" | "proof" | "confirmation" | "gibberish";
export type Act = LexicalAct | StructuralAct | LearnedAct;

/** Topics a conversation can be about: pains, and what benefits are tied to. */
export const TOPICS = ["cost", "time", "quality", "reliability", "growth", "support", "content", "family"] as const;
export type Topic = (typeof TOPICS)[number];

export const DISCOVERY_AREAS = ["situation", "pain", "impact", "budget", "timeline", "decision"] as const;
export type DiscoveryArea = (typeof DISCOVERY_AREAS)[number];

/** The objections a customer can raise (named in the contract, where the transcript's key moments use them). */
export const OBJECTIONS = OBJECTION_KINDS;
export type Objection = (typeof OBJECTIONS)[number];

// ---------------------------------------------------------------------------------------------------------------
// What the customer does this turn (decided by the simulation; written by the builtin phrase banks or by an LLM).
// ---------------------------------------------------------------------------------------------------------------

export const INTENTS = [
  "opening", // first words of the call (answers the phone / opens a meeting), before the salesperson speaks
  "ask_who", // "Who is this?" — the salesperson has not introduced themselves
  "ask_reason", // "What is this about?" — no reason for the call yet
  "grant_permission", // "I have a few minutes, go ahead."
  "busy_but_listening", // "I'm busy, make it quick."
  "answer_situation", // tells about the current solution {solution}
  "reveal_pain", // tells a pain {pain}
  "reveal_impact", // tells what the pain costs {impact}
  "reveal_budget", // {budget}
  "reveal_timeline", // {timeline}
  "reveal_decision", // {decider}
  "deflect", // will not share yet (trust too low): "I'd rather not go into that."
  "short_answer", // a brief yes/no-ish answer to a closed question
  "ask_what_meant", // a question the customer cannot place: "Why do you ask?" (never a yes or no at random)
  "appreciate_empathy", // warms up a little: "Thanks, yes, it's been a pain."
  "interested", // a benefit tied to their pain lands: "That would actually help with {pain}."
  "bored_by_features", // "I don't need a list of features. What does it do for me?"
  "ask_price", // "What does it cost?"
  "raise_objection", // states objection {objection}
  "objection_persists", // not convinced yet
  "objection_ignored", // a next step proposed past the open concern: restates it, books nothing {objection}
  "objection_resolved", // "OK, that makes sense."
  "explain_objection", // asked what lies behind the concern: says it plainly {objection}
  "agree_next_step", // accepts the meeting at {time}
  "ask_for_time", // "When exactly?" — next step proposed without a concrete time
  "hesitate", // not ready to commit: "I'm not sure yet."
  "pushback", // reacts to pushiness: "Don't pressure me."
  "offended", // reacts to rudeness
  "lost_in_monologue", // "Sorry, that was a lot. What's the point?"
  "redirect_off_topic", // brings it back: "Let's stick to why you called."
  "stay_in_character", // to break-character attempts: confused, as the persona; never admits being an AI
  "hang_up", // ends the call (patience gone)
  "goodbye", // closing words after a booked next step or the salesperson's goodbye
  "neutral", // nothing else fits: a short natural reaction that invites the salesperson to go on
  "small_talk_reply", // answers small talk as small talk, briefly, and steers to the point
  "small_talk_chat", // small talk that is not about the customer's day ("Did you catch the game?"): brushed aside, to the point
  "answer_about_self", // answers a question about themself or the company: {role} {company} {industry} {size}
  "already_covered", // the salesperson repeats a question or a line: "You've asked me that already."
  "confused", // gibberish: "Sorry, I didn't catch that."
  "ask_language", // the salesperson switched language: asks to keep to the call's language
  "refuse_assumption", // an assumptive close nobody agreed to: "Hold on, I haven't agreed to anything."
  "choose_slot", // of several offered times, takes one and says it back {time}
  "not_used_product", // asked about a product it does not use ("Have you looked at OptiRoute?"): "No, we've never tried it."
  "agree_summary", // the salesperson summed up correctly: "Yes, that's it exactly."
  "correct_summary", // a summary of things the customer never said: "Not quite. What I said is that {pain}."
  "understood", // "does that make sense?" after an explanation: "Yes, that's clear."
  "ask_setup", // initiative: how long does set-up take?
  "ask_contract", // initiative: what are the contract terms?
  "ask_references", // initiative: who else uses it?
  "ask_difference", // initiative: what makes you different from {competitor}, a name the salesperson said
  "correct_time", // the salesperson's goodbye names another time than the one agreed: "We said {time}."
] as const;
export type Intent = (typeof INTENTS)[number];

/** Each personality speaks in its own tone; phrase banks may give lines per tone (with `default` as fallback). */
export type Tone = Personality;

// ---------------------------------------------------------------------------------------------------------------
// Rating findings: structured, rendered in any language by the language pack (ai-engine.md "Rating").
// ---------------------------------------------------------------------------------------------------------------

export const FINDING_CODES = [
  // introduction
  "intro.greeted",
  "intro.introduced_self",
  "intro.no_introduction",
  "intro.stated_reason",
  "intro.no_reason",
  "intro.asked_permission",
  "intro.rude_opening",
  // mapping (discovery)
  "mapping.open_questions", // {count}
  "mapping.few_questions",
  "mapping.closed_questions_only",
  "mapping.topics_covered", // {topics}: discovery areas asked about, a list already rendered with discoveryNames
  "mapping.pain_uncovered", // {pain}
  "mapping.impact_explored",
  "mapping.no_discovery",
  "mapping.pitched_before_discovery",
  // productPresentation
  "presentation.benefit_tied", // {pain}
  "presentation.generic_benefits",
  "presentation.feature_dump",
  "presentation.monologue",
  "presentation.no_presentation",
  "presentation.proof_untied",
  // objectionHandling
  "objections.acknowledged",
  "objections.clarified",
  "objections.resolved", // {count}
  "objections.ignored", // {objection}: rendered objection name
  "objections.argued",
  "objections.none_raised",
  "objections.raised_last", // {objection}: raised only in the customer's last reply, so never worked on
  // close
  "close.trial_close",
  "close.asked_commitment",
  "close.proposed_next_step",
  "close.specific_time",
  "close.meeting_booked",
  "close.no_close",
  "close.pushy",
  "close.assumed", // the salesperson spoke as if the customer had agreed, and the customer refused
  // a line to try, for every stage that scored under 7
  "try.introduction",
  "try.mapping",
  "try.productPresentation",
  "try.objectionHandling",
  "try.close",
  // overall
  "overall.strongest", // {stage}
  "overall.weakest", // {stage}
  "overall.meeting_booked",
  "overall.hung_up",
  "overall.trust_high",
  "overall.trust_low",
  "overall.rude",
  "overall.break_character",
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];
/** Codes that name a skill (everything but the "try saying" lines, which are advice, not a finding). */
export type SkillCode = Exclude<FindingCode, `try.${string}`>;
export const isSkillCode = (code: FindingCode): code is SkillCode => !code.startsWith("try.");

export interface Finding {
  code: FindingCode;
  stage: Stage | "overall";
  effect: "positive" | "negative" | "neutral";
  /** Verbatim salesperson words that earned or lost the point. */
  quote?: string;
  params?: Record<string, string | number>;
}

// ---------------------------------------------------------------------------------------------------------------
// A language pack: everything language-specific the builtin engine needs. One per language, same shape.
// ---------------------------------------------------------------------------------------------------------------

/** A customer line. Placeholders: {name} {company} {role} {industry} {solution} {pain} {impact} {budget}
 * {timeline} {decider} {objection} {time} {product} {size}. Only those the intent provides are filled. */
export type Line = string;

export interface LanguagePack {
  language: Language;
  /** Patterns per lexical act; matched case-insensitively against the salesperson's message (use the `iu` flags). */
  acts: Record<LexicalAct, RegExp[]>;
  /** Patterns per topic: words the salesperson (or the customer) uses about it. */
  topics: Record<Topic, RegExp[]>;
  /** Words that make a closed (yes/no) question when they start one: do, is, are, can, would… */
  closedQuestionStarts: RegExp;
  /**
   * "How are you?" and its kin, as a whole sentence (a greeting or a word like "today" may stand around it): small
   * talk, never a question about the customer's situation or role ("How are you handling invoicing?" is not one).
   */
  wellbeing: RegExp;
  /**
   * "Am I speaking to the finance manager?", "¿Hablo con el responsable…?", "Я говорю с директором?", "Kas räägin
   * finantsjuhiga?": a question about who the customer is, whatever words for the role follow.
   */
  whoIsSpeaking: RegExp;
  /**
   * A customer case told as a change over time ("used to close in eight days and now closes in two", "antes …
   * ahora", "раньше … теперь", "varem … nüüd", "cut … by 40%"): with a named customer in the sentence, proof.
   */
  customerCase: RegExp;
  /**
   * The salesperson asks what holds the customer back ("what's holding you back?", "¿qué le frena?", "что вас
   * останавливает?", "mis teid kõhklema paneb?"): the customer voices the doubt it has kept. "Tell me more about
   * that" clarifies a concern once one is open; with none open it only invites the customer to go on.
   */
  /** The offer compared favourably with what the customer has or knows ("we're cheaper than Xero"): a benefit. */
  comparison: RegExp;
  /** Talks as if the customer had agreed: "I'll send the contract over", "le mando la invitación", "договорились". */
  assumesAgreement: RegExp;
  /** Words of using or knowing a product (tried, use, switched to, heard of): a named product's question is about the setup. */
  productUse: RegExp;
  /**
   * The salesperson tells what starting takes or what binds the customer ("we can have you set up in a week", "sin
   * permanencia", "внедрение занимает два дня", "lepingut ei ole"): the answer to a buyer's question about set-up
   * or the contract, which the customer then need not ask.
   */
  offerTerms: { setup: RegExp; contract: RegExp };
  /** An apology ("sorry, that was out of line", "vabandust", "perdone", "извините"): after an insult, it wins back some patience. */
  apology: RegExp;
  /** A question that asks for a quantity ("how much time", "roughly", "¿cuánto?", "kui palju", "сколько"): answered with a number. */
  asksQuantity: RegExp;
  asksForDoubts: RegExp;
  /** "Is this Sam?", "Kas räägin Kadriga?", "¿Hablo con Lucía?", "Я говорю с Ольгой?": group 1 is the name asked for. */
  nameCheck: RegExp;
  /** Said first when the salesperson answered the customer's own question ("OK, good to know."). */
  notesAnswer: string[];
  /** Said first when the salesperson asked for someone else by name ("It's {name}, actually."). */
  correctsName: string[];
  /** Said before an answer the customer already gave ("As I said, "); the answer follows, first letter lowered. */
  asISaid: string[];
  /** Said before the customer asks its own question again because the salesperson went past it (a full sentence). */
  askAgain: string[];
  /**
   * The reaction that opens a question line ("OK, and …", "Vale, ¿y …", "Так, и …"): dropped where the line is asked
   * again after `askAgain`, which has already reacted. A first group, if any, is kept (Spanish "¿").
   */
  leadIn: RegExp;
  /** The last resort when no line of an intent can be filled: a short natural reaction, never empty. */
  fallback: string[];
  /** Lines in the informal register (tú, ты, sina) for intents whose lines address the salesperson formally. */
  informal?: Partial<Record<Intent, Line[]>>;
  /** Words that address the listener formally (usted, teie, вы): avoided in an informal call when the intent has no informal lines. */
  formalAddress?: RegExp;
  /** Customer lines per intent; per tone where the personality should sound different, `default` always. */
  lines: Record<Intent, { default: Line[] } & Partial<Record<Tone, Line[]>>>;
  /** Extra lines by scenario for intents where the scenario changes the words (e.g. opening). */
  scenarioLines: Partial<Record<Scenario, Partial<Record<Intent, Line[]>>>>;
  /** Material for personas (seeded choices), in this language. */
  persona: {
    firstNames: string[];
    lastNames: string[];
    companies: string[];
    /** B2B industries (general, cold_call, objection_handling); the same ten, in the same order, in every pack. */
    industries: string[];
    /** For each company, the index of its industry: a dental clinic is in healthcare, never in construction. */
    companyIndustries: number[];
    /** A company name that says nothing of its trade, for a customer whose industry the trainee chose. */
    neutralCompany(lastName: string): string;
    roles: string[];
    /** What the customer uses today, by topic of their main pain. */
    solutions: string[];
    /** How the customer describes a pain, per topic (a phrase that fits "{pain}" in lines). */
    pains: Record<Topic, string[]>;
    /** What the pain costs them, per topic (fits "{impact}"). */
    impacts: Record<Topic, string[]>;
    /** What the pain costs them as a number, per topic: a clause like the impacts, said when asked "how much?". */
    figures: Record<Topic, string[]>;
    /** Joins a figure and an impact into one clause (" and ", " ja ", " y ", ", и "). */
    figureJoin: string;
    budgets: string[];
    timelines: string[];
    deciders: string[];
    /** The customer's words for each objection (fits "{objection}" and is said when raising it). */
    objections: Record<Objection, string[]>;
    /** What lies behind each concern, said when the salesperson asks about it (fits "{reason}"). */
    objectionReasons: Record<Objection, string[]>;
    /** Time expressions the customer offers when agreeing to a next step (fits "{time}"). */
    meetingTimes: string[];
    /** Lead calls (households): the product is a home entertainment / connectivity package. */
    household: {
      product: string;
      familyTypes: Record<"single" | "couple" | "family_with_young_children" | "family_with_teens" | "empty_nesters" | "multi_generational", string>;
      contentInterests: Record<"sports" | "movies" | "children" | "news" | "documentaries" | "reality_tv" | "drama" | "comedy" | "action" | "romance", string>;
    };
    /** What a B2B customer would be sold (fits "{product}"). */
    product: string;
    /**
     * Kinds of offer the salesperson may say it sells ("month-end close software", "IT support"), each with the two
     * pain topics such an offer answers, the first the customer names first (offer-fit.ts).
     */
    offers: Array<{ pattern: RegExp; topics: readonly [Topic, Topic] }>;
  };
  /** Rating texts per finding code; placeholders {quote} {count} {topics} {pain} {objection} {stage}. */
  findings: Record<FindingCode, string>;
  /** Names used inside rendered feedback. */
  stageNames: Record<Stage, string>;
  topicNames: Record<Topic, string>;
  /** Names of the discovery areas (for mapping.topics_covered): "their current setup", "budget", … */
  discoveryNames: Record<DiscoveryArea, string>;
  objectionNames: Record<Objection, string>;
  /** Joins a list in this language: ["a","b","c"] -> "a, b and c". */
  list(items: string[]): string;
  /** The title of a conversation: e.g. "Cold call with Anna Tamm (Acme)". */
  title(scenario: Scenario, name: string, company: string): string;
}

export type { Language, Personality, Scenario, Stage };
