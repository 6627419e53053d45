import { type TimeSlot, isConcrete, sameTimeSlot as sameTime } from "../../reader/slots";
import type { TurnRule } from "./rule";

/**
 * The rules that come before the sales conversation itself: a call already over, nonsense, another language,
 * leaving the role play, insults, a "yes" to the customer's own suggestion, pressure, repetition, a speech to a
 * hard customer, goodbye, and the opening of a call the customer did not expect.
 */
/** A time a goodbye can name a meeting by ("see you Tuesday"); "thanks for your time today" names none. */
const namesMeeting = (slot: TimeSlot) => isConcrete(slot) && slot.day !== "today";

export const GUARD_RULES: readonly TurnRule[] = [
  {
    name: "meeting already booked",
    when: (t) => t.before.outcome === "meeting_booked",
    decide: (t) => {
      t.callEnded = true;
      // "Great, see you Tuesday then" when Thursday was agreed: the customer says the agreed time back.
      const named = t.reading.times.find(namesMeeting);
      const agreed = t.agreedSlot();
      if (named && agreed && !sameTime(named, agreed)) {
        t.facts.time = t.m.agreedTime as string;
        return "correct_time";
      }
      return "goodbye";
    },
  },
  {
    name: "gibberish",
    when: (t) => t.a.has("gibberish") || (t.reading.words === 0 && !t.a.has("question")),
    decide: (t) => {
      t.m.nonsense += 1;
      t.change("patience", -t.loss(12) * t.m.nonsense);
      t.change("trust", -t.loss(3));
      if (t.m.nonsense >= 3) t.s.patience = 0;
      return "confused";
    },
  },
  {
    name: "another language",
    when: (t) => t.a.has("other_language"),
    decide: (t) => {
      t.change("patience", -t.loss(6));
      return "ask_language";
    },
  },
  {
    name: "breaks the role play",
    // "ты вообще ничего не понимаешь, тупая" insults the customer; it is no test of the role play (the insult rule
    // answers it, and "you stupid bot" with it).
    when: (t) => t.a.has("break_character") && !t.a.has("rude"),
    decide: (t) => {
      t.change("trust", -t.loss(5));
      t.change("patience", -t.loss(8));
      return "stay_in_character";
    },
  },
  {
    name: "insult",
    when: (t) => t.a.has("rude"),
    decide: (t) => {
      t.m.insults += 1;
      t.change("trust", -t.loss(25));
      t.change("patience", -t.loss(30));
      // Annoyed at once; gone by the third insult whatever the difficulty (by the second on hard).
      if (t.m.insults >= 3 || (t.persona.difficulty === "hard" && t.m.insults >= 2)) t.s.patience = 0;
      return "offended";
    },
  },
  {
    // "Yeah." to the time the customer itself offered: the meeting stands at that time.
    name: "yes to the customer's own time",
    when: (t) => t.yesToSuggestion,
    decide: (t) => {
      t.facts.time = t.m.suggestedTime as string;
      t.m.agreedTime = t.m.suggestedTime;
      t.s.outcome = "meeting_booked";
      t.change("trust", t.gain(5));
      return "agree_next_step";
    },
  },
  {
    name: "pressure",
    when: (t) => t.a.has("pushy"),
    decide: (t) => {
      t.change("trust", -t.loss(10));
      t.change("patience", -t.loss(10));
      t.change("resistance", t.loss(10));
      return "pushback";
    },
  },
  {
    name: "repetition",
    when: (t) =>
      t.isRepeat && (t.areas.length === 0 || t.before.lastIntent === "deflect") && !(t.before.lastIntent === "ask_for_time" && t.reading.times.length > 0),
    decide: (t) => {
      t.m.repeats += 1;
      // Pressed for what it would not say, the customer holds its line; otherwise it says it answered already.
      const intent = t.before.lastIntent === "deflect" ? "deflect" : "already_covered";
      t.repeated = intent === "deflect";
      t.change("patience", -t.loss(8) * t.m.repeats);
      if (t.m.repeats >= 4) t.s.patience = 0;
      return intent;
    },
  },
  {
    // A hard customer does not sit through a speech: it cuts in.
    name: "speech to a hard customer",
    when: (t) => t.persona.difficulty === "hard" && t.reading.words >= 40 && !t.a.has("question") && !t.s.open,
    decide: (t) => {
      t.change("patience", -t.loss(8));
      t.change("interest", -t.loss(2));
      if (t.pitched) t.s.pitches += 1;
      return "lost_in_monologue";
    },
  },
  {
    name: "goodbye",
    // "Let's talk on Tuesday, bye" proposes; "I'll send the invite then, bye" only says goodbye.
    when: (t) => t.a.has("goodbye") && (!t.a.has("propose_next_step") || t.assumesAgreement()) && !t.a.has("question"),
    decide: (t) => {
      t.callEnded = true;
      // "Perfect, I'll send the invite. Bye!" or "Great, see you Tuesday then" with nothing agreed: the customer
      // says so as the call ends.
      return t.reading.times.some(namesMeeting) || t.assumesAgreement() ? "refuse_assumption" : "goodbye";
    },
  },
  {
    name: "opening without a name",
    when: (t) => t.opening && !t.s.introduced,
    decide: (t) => {
      t.change("patience", -t.loss(8));
      t.change("trust", -t.loss(3));
      return "ask_who";
    },
  },
  {
    name: "opening without a reason",
    // "Kas räägin Kadriga? … kuidas nädal on läinud?": who picked up, asked beside "how's your week", is answered
    // with the week (alone, "Am I speaking to the finance manager?" is answered with who the customer is).
    when: (t) =>
      t.opening &&
      !t.s.reasonGiven &&
      (!t.areas.length || (t.a.has("small_talk") && t.areas.every((x) => x === "about") && t.pack.whoIsSpeaking.test(t.message))) &&
      !t.a.has("asks_permission"),
    decide: (t) => {
      t.change("patience", -t.loss(5));
      return t.a.has("small_talk") ? t.smallTalkAnswer() : "ask_reason";
    },
  },
  {
    name: "opening asks for a moment",
    when: (t) => t.opening && t.a.has("asks_permission") && !t.s.open,
    decide: (t) => {
      t.change("trust", t.gain(5));
      return t.persona.personality === "busy" || t.s.patience < 50 ? "busy_but_listening" : "grant_permission";
    },
  },
  {
    // An assumptive close: the salesperson states as agreed what the customer never agreed to.
    name: "assumptive close",
    // A bare "Great." or "Perfect." acknowledges what the customer said; it assumes nothing.
    when: (t) => t.assumesAgreement() && !t.a.has("question"),
    decide: (t) => {
      t.change("trust", -t.loss(6));
      t.change("resistance", t.loss(6));
      t.change("patience", -t.loss(5));
      return "refuse_assumption";
    },
  },
];
