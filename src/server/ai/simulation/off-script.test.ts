import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/languages";
import { renderRating } from "../builtin/render";
import { LANGUAGE_PACKS } from "../language";
import { testScenario } from "../../../contract/company-scenario-fixtures";
import { writeLine } from "../builtin/writer";
import { buildScenarioPersona } from "./company-persona";
import { emptyMemory } from "./memory";
import { opened, persona, say } from "./fixtures/test-calls";
import { scoreCall } from "./rubric";

/**
 * Lines a trainer tried that the simulation used to miss (found by reading whole transcripts): "how are you?",
 * an impact question before any pain was named, a question about something else while a concern is open, the
 * salesperson's own product named in a pitch, an open question about an unplaced subject. Written for these tests;
 * the reader's corpus never saw them.
 */
const LANGUAGES: Language[] = ["en", "et", "es", "ru"];

const HOW_ARE_YOU: Record<Language, string[]> = {
  en: ["How are you doing?", "Hi Mark, how are you today?", "how's your week been?"],
  et: ["Kuidas teil läheb?", "Tere, kuidas läheb?", "kuidas nädal läinud on?"],
  es: ["¿Cómo está usted?", "Hola, ¿qué tal está?", "¿qué tal la semana?"],
  ru: ["Как ваши дела?", "Добрый день, как у вас дела?", "как ваша неделя?"],
};

const IMPACT_FIRST: Record<Language, string> = {
  en: "And roughly how much time does that cost you each week?",
  et: "Ja umbes kui palju aega see teil nädalas võtab?",
  es: "¿Y más o menos cuánto tiempo les cuesta eso a la semana?",
  ru: "А сколько примерно времени в неделю на это уходит?",
};

const WHO_DECIDES: Record<Language, string> = {
  en: "Who else is involved in choosing a tool like this?",
  et: "Kes veel sellise tööriista valikus kaasa räägib?",
  es: "¿Quién más participa en la elección de una herramienta así?",
  ru: "Кто ещё участвует в выборе такой системы?",
};

/** The salesperson introduces itself with its product, then pitches it by name. */
const OWN_PRODUCT: Record<Language, [string, string]> = {
  en: [
    "Hi, this is Laura from Contabix. I'm calling because we help firms like yours close the month in half the time.",
    "With Contabix the bank reconciliation runs by itself, so those hours go away.",
  ],
  et: [
    "Tere, siin Laura Contabixist. Helistan, sest aitame teiesugustel firmadel kuu poole kiiremini kinni panna.",
    "Contabixiga käib pangaväljavõtete sobitamine iseenesest, nii et need tunnid kaovad.",
  ],
  es: [
    "Hola, soy Laura de Contabix. Le llamo porque ayudamos a despachos como el suyo a cerrar el mes en la mitad de tiempo.",
    "Con Contabix la conciliación bancaria va sola, así que esas horas desaparecen.",
  ],
  ru: [
    "Здравствуйте, меня зовут Лаура, компания Contabix. Звоню, потому что мы помогаем таким фирмам закрывать месяц вдвое быстрее.",
    "С Contabix сверка с банком идёт сама, и эти часы просто уходят.",
  ],
};

describe.each(LANGUAGES)("off-script lines in %s", (language) => {
  it("answers 'how are you?' as small talk, not as a question about its situation or role", () => {
    const p = persona(language);
    for (const line of HOW_ARE_YOU[language]) {
      const r = say(p, opened(p), line);
      expect(r.decision.intent, line).toBe("small_talk_reply");
    }
  });

  it("names its pain and what it costs when asked about the cost before any pain was named", () => {
    const p = persona(language);
    const r = say(p, opened(p, { trust: 70, revealed: ["situation"] }), IMPACT_FIRST[language]);
    expect(r.decision.intent).toBe("reveal_pain");
    expect(r.decision.followUp).toBe("reveal_impact");
    const pain = p.pains.find((x) => x.text === r.decision.facts.pain);
    expect(pain).toBeDefined();
    expect(r.reply).toContain(pain?.impact);
  });

  it("answers a question about something else while a concern is open, and says the concern still stands", () => {
    const p = persona(language);
    const work = { acknowledged: false, clarified: false, answered: 0 };
    const r = say(p, opened(p, { trust: 80, open: "timing", raised: ["timing"], objectionWork: work }), WHO_DECIDES[language]);
    expect(r.decision.intent).toBe("reveal_decision");
    expect(r.decision.followUp).toBe("explain_objection");
    expect(r.reply).toContain(p.objectionTexts.timing);
    expect(r.state.open).toBe("timing");
    expect(r.state.objectionWork.clarified).toBe(false);
  });

  it("takes the same question as exploring a concern about who decides", () => {
    const p = persona(language);
    const work = { acknowledged: false, clarified: false, answered: 0 };
    const r = say(p, opened(p, { trust: 80, open: "authority", raised: ["authority"], objectionWork: work }), WHO_DECIDES[language]);
    expect(r.state.objectionWork.clarified).toBe(true);
  });

  it("never asks how the salesperson's own product differs from itself", () => {
    const p = persona(language);
    const start = opened(p, { introduced: false, reasonGiven: false, turn: 1, revealed: ["situation", "pain:0"], interest: 70 });
    start.memory = { ...start.memory!, priceStated: true };
    const intro = say(p, start, OWN_PRODUCT[language][0]);
    const pitch = say(p, { ...intro.state, revealed: ["situation", "pain:0"] }, OWN_PRODUCT[language][1]);
    expect(pitch.state.memory?.names ?? []).toEqual([]);
    expect([pitch.decision.intent, pitch.decision.followUp]).not.toContain("ask_difference");
    expect(pitch.reply).not.toContain("Contabix");
  });
});

const SITUATION_AND_PAIN: Record<Language, string> = {
  en: "cool. so how do you guys handle reconciliations right now, and whats the most annoying part?",
  et: "selge. kuidas te praegu arveid haldate ja mis selle juures kõige rohkem häirib?",
  es: "vale. ¿y cómo llevan ahora la facturación, y qué es lo que más les molesta?",
  ru: "ясно. а как вы сейчас ведёте учёт и что в этом больше всего раздражает?",
};

describe.each(LANGUAGES)("two questions and a short acknowledgement in %s", (language) => {
  it("answers the setup and the pain, and takes 'cool.' / 'selge.' for an acknowledgement, not gibberish", () => {
    const p = persona(language);
    const r = say(p, opened(p, { trust: 70 }), SITUATION_AND_PAIN[language]);
    expect(r.reading.acts.has("gibberish")).toBe(false);
    expect([r.decision.intent, r.decision.followUp].sort()).toEqual(["answer_situation", "reveal_pain"]);
    expect(r.reply).toContain(r.decision.facts.pain);
    // Every sentence of the reply starts with a capital, also one that begins with a filled-in value.
    for (const sentence of r.reply.split(/(?<=[.!?])\s+/u)) expect(sentence, r.reply).toMatch(/^\P{L}*(?:\p{Lu}|\p{Lo})/u);
  });
});

/** The first line asks who is speaking, and gives no reason for the call. */
const WHO_IS_SPEAKING: Record<Language, string> = {
  en: "hi, am I speaking to the finance manager? it's Jo from Ledgerly",
  et: "tere, kas räägin finantsjuhiga? siin Jaan Arvekesest",
  es: "hola, buenas, ¿hablo con el responsable de administración? soy Pablo de Facturio",
  ru: "алло, здравствуйте, я говорю с финансовым директором? это Ольга из Учётки",
};

describe.each(LANGUAGES)("'am I speaking to…?' at the start of a call in %s", (language) => {
  it("is answered with who the customer is, and a question about what the call is about", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), introduced: false, reasonGiven: false, turn: 1 }, WHO_IS_SPEAKING[language]);
    expect(r.decision.intent, r.reply).toBe("answer_about_self");
    expect(r.decision.followUp, r.reply).toBe("ask_reason");
  });
});

/** A question the salesperson answers themself, after the offer. */
const RHETORICAL: Record<Language, string> = {
  en: "So why us and not Xero? Well, we plug straight into your bank.",
  et: "Miks just meie, mitte Merit? Noh, me ühendume otse teie pangaga.",
  es: "¿Y por qué nosotros y no Holded? Pues porque nos conectamos directamente con su banco.",
  ru: "Чем мы лучше 1С? Мы напрямую подключаемся к вашему банку.",
};

describe.each(LANGUAGES)("a question the salesperson answers themself in %s", (language) => {
  it("is not put back to the salesperson with 'why do you ask?'", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"], pitches: 1 }), RHETORICAL[language]);
    expect(r.decision.intent, r.reply).not.toBe("ask_what_meant");
  });
});

/** The customer's pain said back, ending in a tag question, and the same summary followed by an open question. */
const TAGGED_SUMMARY: Record<Language, [string, string]> = {
  en: [
    "so if I've got this right, the close drags on because it's all pulled together by hand in spreadsheets, right?",
    "So it's all pulled together by hand in spreadsheets. How many people on your team work on that each month?",
  ],
  et: [
    "et kui ma õigesti aru sain, venib kuu lõpp, sest kõik pannakse käsitsi tabelites kokku, eks?",
    "Nii et kõik pannakse käsitsi tabelites kokku. Kui mitu inimest sellega iga kuu tegeleb?",
  ],
  es: [
    "o sea, si lo he entendido bien, el cierre se alarga porque todo se junta a mano en hojas de cálculo, ¿no?",
    "O sea, todo se junta a mano en hojas de cálculo. ¿Cuántas personas trabajan en eso cada mes?",
  ],
  ru: [
    "то есть, если я правильно понял, закрытие затягивается, потому что всё сводится вручную в таблицах, так?",
    "То есть всё сводится вручную в таблицах. Сколько человек этим занимается каждый месяц?",
  ],
};

/** The pain as the customer told it, which the summaries above say back. */
const TOLD_PAIN: Record<Language, string> = {
  en: "the close drags on because it's all pulled together by hand in spreadsheets",
  et: "kuu lõpp venib, sest kõik pannakse käsitsi tabelitesse kokku",
  es: "el cierre de mes se alarga porque todo se junta a mano en hojas de cálculo",
  ru: "закрытие месяца затягивается, потому что всё сводится вручную в таблицах",
};

describe.each(LANGUAGES)("a summary of the customer's words in %s", (language) => {
  it("is agreed with when it ends in a tag question, and a question after it is still answered", () => {
    const p = persona(language);
    const pains = [{ topic: "time" as const, text: TOLD_PAIN[language], impact: p.pains[0]?.impact ?? "", intensity: 3 }, ...p.pains.slice(1)];
    const told = opened(p, { revealed: ["situation", "pain:0"], memory: { ...emptyMemory(), pains } });
    const [tagged, thenAsked] = TAGGED_SUMMARY[language];
    const r = say(p, told, tagged);
    expect(r.decision.intent, `${tagged} -> ${r.reply}`).toBe("agree_summary");
    const q = say(p, told, thenAsked);
    expect(q.decision.intent, `${thenAsked} -> ${q.reply}`).not.toBe("agree_summary");
    expect(q.rule).toBe("discovery question");
  });
});

const INTRO_THEN_HOW_ARE_YOU: Record<Language, string> = {
  en: "Hi, this is Dani from Facturapp, how are you doing?",
  et: "Tere, siin Dani Facturappist, kuidas läheb?",
  es: "Hola, soy Dani de Facturapp, ¿qué tal está?",
  ru: "Здравствуйте, это Даня из Facturapp, как ваши дела?",
};

describe.each(LANGUAGES)("an introduction ending in 'how are you?' in %s", (language) => {
  it("is answered with small talk, and the introduction still counts", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), introduced: false, reasonGiven: false, turn: 1 }, INTRO_THEN_HOW_ARE_YOU[language]);
    expect(r.reading.acts.has("introduces_self")).toBe(true);
    expect(r.decision.intent).toBe("small_talk_reply");
  });
});

const OPENER: Record<Language, string> = {
  en: "Hi! Kate here, from Ledgerly. How's your day going?",
  et: "Tere! Siin Kadri, Arvekeskusest. Kuidas päev läheb?",
  es: "¡Hola! Soy Carmen, de Contabix. ¿Qué tal el día?",
  ru: "Добрый день! Это Катя из компании Счётово. Как у вас дела?",
};

const NAMED_TOOL: Record<Language, string> = {
  en: "Have you tried Xero at all?",
  et: "Kas olete Meritit ka proovinud?",
  es: "¿Han probado Holded alguna vez?",
  ru: "А МойСклад вы пробовали?",
};

describe.each(LANGUAGES)("the opening and a named tool in %s", (language) => {
  it("answers a greeting with 'how are you?' in the opening as small talk, after the introduction", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), introduced: false, reasonGiven: false, turn: 1 }, OPENER[language]);
    expect(r.decision.intent).toBe("small_talk_reply");
  });

  it("takes a question about a named product for a question about its setup, not small talk", () => {
    const p = persona(language);
    const r = say(p, opened(p), NAMED_TOOL[language]);
    // It has not tried it, and says what it uses instead.
    expect(r.decision.intent).toBe("not_used_product");
    expect(r.decision.followUp).toBe("answer_situation");
    expect(r.reply).toContain(p.solution);
  });
});

const SHORTHAND: Record<Language, [string, string]> = {
  en: ["what do u use for invoicing rn?", "answer_situation"],
  et: ["mis teid pmst kõige rohkem häirib praeguse süsteemi juures?", "reveal_pain"],
  es: ["y q es lo q mas te fastidia de eso?", "reveal_pain"],
  ru: ["а чё вас больше всего бесит в том, как щас всё устроено?", "reveal_pain"],
};

describe.each(LANGUAGES)("chat shorthand in %s", (language) => {
  it("is read as the words it stands for", () => {
    const p = persona(language);
    const [line, intent] = SHORTHAND[language];
    const r = say(p, opened(p, { trust: 70, revealed: ["situation"] }), line);
    expect(r.decision.intent).toBe(intent);
  });
});

const HOLDING_BACK: Record<Language, string> = {
  en: "I know you had some concerns about it - what's holding you back?",
  et: "Tean, et teil oli selle kohta kahtlusi – mis teid tagasi hoiab?",
  es: "Sé que tenía algunas dudas con la propuesta, ¿qué es lo que le frena?",
  ru: "Я знаю, у вас были сомнения по предложению. Что вас останавливает?",
};

describe.each(LANGUAGES)("asked for its doubts in %s", (language) => {
  it("voices the concern it has been holding, instead of asking what is meant", () => {
    const p = persona(language);
    const r = say(p, opened(p), HOLDING_BACK[language]);
    expect(r.decision.intent).toBe("raise_objection");
    expect(r.state.open).toBe(p.objections[0]);
  });
});

describe("a title's full stop", () => {
  it("does not end the sentence: 'Hi Mr. Hayes, it's Tom…' is one greeting with the introduction", () => {
    const p = persona("en");
    const r = say(
      p,
      { ...opened(p), introduced: false, reasonGiven: false, turn: 1 },
      "Hi Mr. Hayes, it's Tom from Brightdesk, following up on the proposal we sent last week.",
    );
    expect(r.reading.sentences).toHaveLength(1);
    expect(r.reading.acts.has("introduces_self")).toBe(true);
  });
});

describe("a discovery question", () => {
  it("is not also a trial close on a model's half-suspicion, so the close stage does not quote it", () => {
    const p = persona("en");
    const r = say(p, opened(p), "Could you tell me how you handle this today, what does your current setup look like?");
    expect(r.reading.acts.has("discovery_situation")).toBe(true);
    expect(r.reading.acts.has("trial_close")).toBe(false);
  });
});

describe("open questions the reader cannot place", () => {
  it("get an answer from the customer's situation, not 'what do you mean?' (es)", () => {
    const p = persona("es");
    const r = say(p, opened(p), "¿Cómo están gestionando la facturación?");
    expect(r.decision.intent).toBe("answer_situation");
  });
});

describe("a Russian call read whole, as a trainer would", () => {
  // Natural lines of a warehouse-software cold call, with a competitor's name, a proof line and a rude question.
  const lines = [
    "Добрый день! Меня зовут Олег, компания СкладПро. Как ваши дела?",
    "Звоню, потому что мы помогаем небольшим складам сократить ошибки при отгрузке. Есть пара минут?",
    "Расскажите, как у вас сейчас устроен учёт на складе?",
    "а сколько времени в неделю уходит на исправление ошибок?",
    "понятно. а кто у вас принимает решение по таким системам и когда планируете что-то менять?",
    "Многие наши клиенты раньше работали в МойСклад и перешли к нам за месяц.",
    "Давайте покажу на демо. Вам удобнее в среду в 11 или в пятницу в 15?",
  ];

  it("does not praise a rude question as a request for a decision, nor a reference to other clients as tied to this one's pain", () => {
    const p = persona("ru");
    const pack = LANGUAGE_PACKS.ru;
    const said = [...lines.slice(0, 6), "вы меня вообще слушаете или нет?", lines[6] as string];
    const { findings } = scoreCall(p, said, pack);
    expect(findings.some((f) => f.code === "close.asked_commitment")).toBe(false);
    expect(findings.some((f) => f.code === "presentation.benefit_tied")).toBe(false);
    expect(findings.find((f) => f.code === "presentation.proof_untied")?.quote).toBe(lines[5]);
  });

  it("does not take a demo proposal for pressure, and its feedback has no empty brackets", () => {
    const p = persona("ru");
    const pack = LANGUAGE_PACKS.ru;
    const { findings, scores } = scoreCall(p, lines, pack);
    expect(findings.some((f) => f.code === "close.pushy")).toBe(false);
    const rendered = renderRating(findings, scores, pack);
    for (const s of rendered.stages) expect(s.feedback, s.stage).not.toMatch(/\(\s*\)/u);
  });
});

/** Small talk that is not about the customer's day, after a pleasantry that acknowledges no concern. */
const GAME_LAST_NIGHT: Record<Language, string> = {
  en: "Good to hear. Did you catch the game last night?",
  et: "Hea kuulda. Kas nägite eile õhtul mängu?",
  es: "Me alegro. ¿Vio el partido de anoche?",
  ru: "Рад слышать. Вы вчера матч смотрели?",
};

const HOW_WAS_THE_WEEKEND: Record<Language, string> = {
  en: "How was your weekend?",
  et: "Kuidas nädalavahetus läks?",
  es: "¿Qué tal el fin de semana?",
  ru: "Как прошли выходные?",
};

/** The offer set against a competitor the salesperson names, opening with "honestly". */
const CHEAPER_THAN: Record<Language, string> = {
  en: "Honestly, we're cheaper and faster to set up than Salesforce.",
  et: "Ausalt öeldes oleme Salesforce'ist odavamad ja kiiremini seadistatud.",
  es: "Sinceramente, somos más baratos y más rápidos de implantar que Salesforce.",
  ru: "Честно говоря, мы дешевле Salesforce и быстрее во внедрении.",
};

describe.each(LANGUAGES)("small talk and comparisons in %s", (language) => {
  it("brushes aside small talk about the game instead of asking what was meant or saying how its day is", () => {
    const p = persona(language);
    const r = say(p, opened(p), GAME_LAST_NIGHT[language]);
    expect(r.rule).toBe("small talk");
    expect(r.decision.intent).toBe("small_talk_chat");
    expect(LANGUAGE_PACKS[language].lines.small_talk_reply.default).not.toContain(r.reply);
  });

  it("answers 'how was your weekend?' with a word about its week", () => {
    const p = persona(language);
    expect(say(p, opened(p), HOW_WAS_THE_WEEKEND[language]).decision.intent).toBe("small_talk_reply");
  });

  it("reads the offer set against a competitor as a benefit, not as acknowledging a concern", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation"] }), CHEAPER_THAN[language]);
    expect(r.reading.acts.has("benefit")).toBe(true);
    expect(r.reading.acts.has("objection_acknowledge")).toBe(false);
    expect(r.decision.intent).not.toBe("neutral");
  });
});

const JUST_GREAT: Record<Language, string> = { en: "Great.", et: "Suurepärane.", es: "Perfecto.", ru: "Отлично." };

const BYE_WITH_INVITE: Record<Language, string> = {
  en: "Perfect, I'll send over the invite then. Bye!",
  et: "Suurepärane, saadan teile siis kutse. Head aega!",
  es: "Perfecto, le mando la invitación. ¡Hasta luego!",
  ru: "Отлично, тогда пришлю вам приглашение. До свидания!",
};

describe.each(LANGUAGES)("acknowledging and assuming in %s", (language) => {
  it("takes a bare 'Great.' after letting the salesperson go on as an acknowledgement, not as an assumptive close", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), lastIntent: "grant_permission" }, JUST_GREAT[language]);
    expect(r.decision.intent).not.toBe("refuse_assumption");
    expect(r.state.trust).toBeGreaterThanOrEqual(opened(p).trust);
  });

  it("says it agreed to nothing when the salesperson says goodbye as if a meeting were booked", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), lastIntent: "objection_persists" }, BYE_WITH_INVITE[language]);
    expect(r.decision.intent).toBe("refuse_assumption");
    expect(r.decision.callEnded).toBe(true);
  });
});

/** Small talk that names a team or a place: no product the customer could use. */
const NAMED_SMALL_TALK: Record<Language, string> = {
  en: "Did you see Arsenal won?",
  et: "Kas nägite eile Flora mängu?",
  es: "¿Vio que ganó el Betis ayer?",
  ru: "Видели, как Спартак вчера сыграл?",
};

describe.each(LANGUAGES)("a name in small talk in %s", (language) => {
  it("is small talk, not a question about the customer's current setup", () => {
    const p = persona(language);
    const r = say(p, opened(p), NAMED_SMALL_TALK[language]);
    expect(r.reading.acts.has("discovery_situation")).toBe(false);
    expect(r.decision.intent).toBe("small_talk_chat");
  });
});

/** An introduction that gives no reason for the call. */
const NAME_ONLY: Record<Language, string> = {
  en: "Hi Michael, this is Dana from Brightpath.",
  et: "Tere, Mihkel, siin Dana Brightpathist.",
  es: "Hola, Miguel, soy Dana, de Brightpath.",
  ru: "Здравствуйте, Михаил, это Дана из Brightpath.",
};

describe.each(LANGUAGES)("an introduction without a reason in %s", (language) => {
  it("makes the customer ask what the call is about", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), introduced: false, reasonGiven: false, turn: 0 }, NAME_ONLY[language]);
    expect(r.reading.acts.has("states_reason")).toBe(false);
    expect(r.decision.intent).toBe("ask_reason");
  });
});

const TWO_SLOTS: Record<Language, string> = {
  en: "Would Tuesday at 10 or Thursday at 2 work for a demo?",
  et: "Kas demo jaoks sobiks teisipäeval kell 10 või neljapäeval kell 14?",
  es: "¿Le va bien una demo el martes a las 10 o el jueves a las 16?",
  ru: "Вам удобнее демо во вторник в 10 или в четверг в 14?",
};

describe.each(LANGUAGES)("a meeting proposed past an open concern in %s", (language) => {
  it("books nothing and says the concern again, without treating the times as an argument", () => {
    const p = persona(language);
    const objection = p.objections[0];
    if (!objection) throw new Error("the test persona has no objection");
    const r = say(p, { ...opened(p, { trust: 60, interest: 70 }), open: objection, raised: [objection] }, TWO_SLOTS[language]);
    expect(r.decision.intent).toBe("objection_ignored");
    expect(r.state.outcome).toBeNull();
    expect(r.reply).toContain(p.objectionTexts[objection]);
  });
});

/** A company scenario's pain in the customer's words, and a benefit that takes it up after "I hear you". */
const TIED_AFTER_EMPATHY: Record<Language, { pain: string; line: string }> = {
  en: {
    pain: "our month-end close drags on for eight working days",
    line: "I hear you. With Ledgerly, that eight-day close becomes two, so management sees last month's numbers in the first week.",
  },
  et: {
    pain: "kuu sulgemine venib meil kaheksa tööpäeva",
    line: "Saan aru. Ledgerlyga muutub see kaheksapäevane sulgemine kahepäevaseks, nii et juhtkond näeb eelmise kuu numbreid juba esimesel nädalal.",
  },
  es: {
    pain: "el cierre de mes se nos alarga ocho días laborables",
    line: "Le entiendo. Con Ledgerly, ese cierre de ocho días pasa a dos, así que la dirección ve los números del mes pasado en la primera semana.",
  },
  ru: {
    pain: "закрытие месяца у нас растягивается на восемь рабочих дней",
    line: "Понимаю. С Ledgerly закрытие за восемь дней превращается в два, так что руководство видит цифры прошлого месяца уже в первую неделю.",
  },
};

function scenarioPersona(language: Language, painWords: string) {
  const base = testScenario("en");
  const pain = base.customer.pains[0];
  if (!pain) throw new Error("the test scenario has no pain");
  const content = { ...base, language, customer: { ...base.customer, pains: [{ ...pain, words: painWords }] } };
  return buildScenarioPersona("00000000-0000-4000-8000-000000000013", content, `tied-${language}`, LANGUAGE_PACKS[language]);
}

describe.each(LANGUAGES)("a benefit after 'I hear you' in %s", (language) => {
  it("is heard as the benefit tied to the customer's pain, not only as sympathy", () => {
    const { pain, line } = TIED_AFTER_EMPATHY[language];
    const p = scenarioPersona(language, pain);
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"] }), line);
    expect(r.reading.acts.has("benefit_tied")).toBe(true);
    expect(r.decision.intent).not.toBe("appreciate_empathy");
  });

  it("sets a price against its budget when it has no concern about price", () => {
    const p = { ...persona(language), objections: persona(language).objections.filter((o) => o !== "price") };
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"] }), PRICE_LINE[language]);
    expect(r.decision.intent).toBe("reveal_budget");
    expect(r.reply).toContain(p.budget);
  });
});

const PRICE_LINE: Record<Language, string> = {
  en: "It starts at 400 euros a month.",
  et: "Hind algab 400 eurost kuus.",
  es: "Cuesta desde 400 euros al mes.",
  ru: "Стоимость — от 400 евро в месяц.",
};

describe("the rating's quote for exploring impact", () => {
  it("is the question the customer answered with what the problem costs", () => {
    const p = scenarioPersona("en", TIED_AFTER_EMPATHY.en.pain);
    const lines = [
      "Hi, this is Liam from Ledgerly. I'm calling because we help finance teams close the month in two days instead of eight. Have you got two minutes?",
      "How do you handle the month-end close today?",
      "and how long does it take you usually? whats the worst part",
      "What does that delay mean for management?",
    ];
    const { findings } = scoreCall(p, lines, LANGUAGE_PACKS.en);
    expect(findings.find((f) => f.code === "mapping.impact_explored")?.quote).toBe("What does that delay mean for management?");
  });
});

/** A question typed without its question mark, as people type in a chat. */
const NO_QUESTION_MARK: Record<Language, string> = {
  en: "whats the worst part",
  et: "mis on selle juures kõige hullem",
  es: "que es lo peor",
  ru: "что в этом самое неприятное",
};

describe.each(LANGUAGES)("a question without a question mark in %s", (language) => {
  it("is asked all the same: the customer tells its pain", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation"] }), NO_QUESTION_MARK[language]);
    expect(r.reading.acts.has("discovery_pain")).toBe(true);
    expect(r.decision.intent).toBe("reveal_pain");
  });
});

describe("a Russian call typed as people chat", () => {
  const p = persona("ru");
  it("hears an introduction with the company but without 'из' and asks why the call", () => {
    const r = say(p, { ...opened(p), introduced: false, reasonGiven: false, turn: 0 }, "алло, добрый день. это Сергей, компания Учёт-Про");
    expect(r.reading.acts.has("introduces_self")).toBe(true);
    expect(r.decision.intent).toBe("ask_reason");
  });

  it("does not take the accounting system 1С for a time", () => {
    expect(say(p, opened(p), "как вы сейчас закрываете месяц? в 1с?").reading.times).toEqual([]);
  });

  it("takes 'скока времени на это уходит' for what the problem costs, not for when they would buy", () => {
    const r = say(p, opened(p, { revealed: ["situation"] }), "скока времени на это уходит?");
    expect(r.reading.acts.has("discovery_impact")).toBe(true);
    expect(r.reading.acts.has("discovery_timeline")).toBe(false);
  });

  it("does not take offence at 'ну и что в этом самое неприятное'", () => {
    const r = say(p, opened(p, { revealed: ["situation"] }), "ну и что в этом самое неприятное");
    expect(r.decision.intent).not.toBe("offended");
    expect(r.decision.intent).toBe("reveal_pain");
  });
});

describe("a customer called informally in Spanish", () => {
  it("keeps to 'tú' where its intent has no informal lines ('¿Me puede dar el precio?' was said to someone saying 'tú')", () => {
    const p = persona("es");
    const pack = LANGUAGE_PACKS.es;
    const said = new Set<string>();
    for (let turn = 1; turn <= 12; turn++) {
      const state = { ...opened(p, { turn }), memory: { ...emptyMemory(), register: "informal" as const } };
      const reply = writeLine(p, state, { intent: "ask_price", facts: {}, callEnded: false }, pack).text;
      said.add(reply);
      expect(reply).not.toMatch(pack.formalAddress as RegExp);
    }
    expect(said.size).toBeGreaterThan(1);
  });
});

/** Who picked up, checked beside "how's your week?", at the very start of a call. */
const NAME_CHECK_AND_SMALL_TALK: Record<Language, string> = {
  en: "Hi, am I speaking to Sam? It's Jordan from Ledgerly, how's your week going?",
  et: "Tere! Kas räägin Kadriga? Siin Martin Ledgerlyst, kuidas nädal on läinud?",
  es: "Hola, ¿hablo con Lucía? Soy Pablo, de Facturio, ¿qué tal la semana?",
  ru: "Алло, здравствуйте, я говорю с Ольгой? Это Павел из Учётки, как проходит неделя?",
};

describe.each(LANGUAGES)("'am I speaking to…? how's your week?' at the start of a call in %s", (language) => {
  it("is answered as small talk that asks what the call is about, not with the company's size", () => {
    const p = persona(language);
    const r = say(p, { ...opened(p), introduced: false, reasonGiven: false, turn: 1 }, NAME_CHECK_AND_SMALL_TALK[language]);
    expect(r.decision.intent, r.reply).toBe("small_talk_reply");
    expect(r.state.revealed, r.reply).not.toContain("about");
  });
});

/** The same question about the pain, asked again later in the call. */
const PAIN_AGAIN: Record<Language, [string, string]> = {
  en: ["what's the most annoying part of it?", "And how much time does that cost your team, roughly?"],
  et: ["mis selle juures kõige rohkem häirib?", "Ja kui palju aega see teie meeskonnal umbes võtab?"],
  es: ["¿qué es lo que más le molesta de eso?", "¿Y cuánto tiempo le cuesta eso a su equipo, más o menos?"],
  ru: ["а что в этом самое неудобное?", "И сколько времени это примерно отнимает у команды?"],
};

describe.each(LANGUAGES)("a pain question asked again, after the pain's cost, in %s", (language) => {
  it("gets the same pain back, plainly, with 'as I said', not its cost", () => {
    const p = persona(language);
    const [pain, impact] = PAIN_AGAIN[language];
    const first = say(p, opened(p, { revealed: ["situation"] }), pain);
    expect(first.decision.intent, first.reply).toBe("reveal_pain");
    const cost = say(p, first.state, impact);
    expect(cost.decision.intent, cost.reply).toBe("reveal_impact");
    const again = say(p, cost.state, pain);
    expect(again.decision.intent, again.reply).toBe("reveal_pain");
    expect(again.decision.repeated, again.reply).toBe(true);
    const named = first.decision.facts.pain as string;
    expect(again.reply).toContain(named);
    expect(again.reply.startsWith(LANGUAGE_PACKS[language].asISaid.find((x) => again.reply.startsWith(x)) ?? "?"), again.reply).toBe(true);
  });
});

/** Asked what lies behind an open concern about timing. */
const WHY_NOT_NOW: Record<Language, string> = {
  en: "I hear you. What makes now a bad time?",
  et: "Saan aru. Miks praegu hea aeg ei ole?",
  es: "Le entiendo. ¿Por qué ahora no es buen momento?",
  ru: "Понимаю. А почему сейчас неподходящее время?",
};

/** "Why do you see it that way?": a why-question the model took for a trial close, or for nothing. */
const WHY_SO: Record<Language, string> = {
  en: "I see. Why do you see it that way?",
  et: "Saan aru. Miks te nii arvate?",
  es: "Le entiendo. ¿Y por qué lo ve así?",
  ru: "Понимаю. А почему вы так считаете?",
};

describe.each(LANGUAGES)("asked why it sees its concern that way in %s", (language) => {
  it("explains the concern: a why-question is no trial close", () => {
    const p = persona(language);
    const work = { acknowledged: false, clarified: false, answered: 0 };
    const r = say(p, opened(p, { open: "price", raised: ["price"], objectionWork: work }), WHY_SO[language]);
    expect(r.reading.acts.has("trial_close")).toBe(false);
    expect(r.decision.intent, r.reply).toBe("explain_objection");
    expect(r.reply).toContain(p.objectionReasons?.price);
  });
});

describe.each(LANGUAGES)("asked what lies behind its concern in %s", (language) => {
  it("gives its reason, not the concern again, and the concern stays open until it is answered", () => {
    const p = persona(language);
    const work = { acknowledged: false, clarified: false, answered: 0 };
    const r = say(p, opened(p, { open: "timing", raised: ["timing"], objectionWork: work }), WHY_NOT_NOW[language]);
    expect(r.decision.intent, r.reply).toBe("explain_objection");
    expect(r.reply).toContain(p.objectionReasons?.timing);
    expect(r.reply).not.toContain(p.objectionTexts.timing);
    expect(r.state.open).toBe("timing");
    expect(r.state.objectionWork.clarified).toBe(true);
  });
});

/** Insults the reader also takes as a test of the role play ("bot", or in Russian a plain "you understand nothing"). */
const INSULT_LIKE_A_TEST: Record<Language, string> = {
  en: "you're just a useless bot, you idiot",
  et: "sa oled lihtsalt rumal robot, idioot",
  es: "eres un bot inútil, idiota",
  ru: "слушай, ты вообще ничего не понимаешь, тупая",
};

describe.each(LANGUAGES)("an insult that also reads as a test of the role play in %s", (language) => {
  it("offends the customer, as any insult does, instead of being answered as a test", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation"] }), INSULT_LIKE_A_TEST[language]);
    expect(r.reading.acts.has("break_character")).toBe(true);
    expect(r.decision.intent, r.reply).toBe("offended");
    expect(r.state.memory?.insults).toBe(1);
  });
});

/** Two questions at once: what the problem costs, and by when it must be fixed. */
const COST_AND_WHEN: Record<Language, string> = {
  en: "what does it cost you and when do you need it fixed by?",
  et: "palju see teile maksma läheb ja mis ajaks peaks lahendus olemas olema?",
  es: "cuanto les cuesta eso y para cuando lo necesitan resuelto?",
  ru: "во сколько вам это обходится и к какому сроку нужно решение?",
};

describe.each(LANGUAGES)("two questions at once, the cost and the deadline, in %s", (language) => {
  it("are both answered: what the pain costs and by when", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"] }), COST_AND_WHEN[language]);
    expect([r.decision.intent, r.decision.followUp].sort(), r.reply).toEqual(["reveal_impact", "reveal_timeline"]);
    expect(r.reply).toContain(p.pains[0]?.impact);
    expect(r.reply).toContain(p.timeline);
  });
});

/** Asked for by another name as the call opens, by the right one, and asked for the company. */
const NAME_ASKED: Record<Language, (name: string) => string> = {
  en: (name) => `Hi, is this ${name}? It's Jordan from Ledgerly.`,
  et: (name) => `Tere! Kas räägin ${name}ga? Siin Martin Ledgerlyst.`,
  es: (name) => `Hola, ¿hablo con ${name}? Soy Pablo, de Facturio.`,
  ru: (name) => `Здравствуйте, я говорю с ${name}? Это Павел из Учётки.`,
};
const SOMEONE_ELSE: Record<Language, string> = { en: "Sam", et: "Kadri", es: "Lucía", ru: "Ольгой" };

describe.each(LANGUAGES)("asked for by someone else's name as the call opens, in %s", (language) => {
  it("says who it is first, and not when asked for by its own name or its company's", () => {
    const p = persona(language);
    const first = p.name.split(" ")[0] as string;
    const fresh = { ...opened(p), introduced: false, reasonGiven: false, turn: 0 };
    const wrong = say(p, fresh, NAME_ASKED[language](SOMEONE_ELSE[language]));
    expect(wrong.decision.correctsName, wrong.reply).toBe(true);
    expect(wrong.reply.startsWith(first) || wrong.reply.split(/[.!]/u)[0]?.includes(first), wrong.reply).toBe(true);
    // Asked for by its own name (in Estonian and Russian inflected as the question needs it).
    const own = language === "ru" ? `${first.slice(0, -1)}ой` : first;
    expect(say(p, fresh, NAME_ASKED[language](own)).decision.correctsName).toBeUndefined();
    const company = p.company.split(" ")[0] as string;
    expect(say(p, fresh, NAME_ASKED[language](company)).decision.correctsName).toBeUndefined();
    // Later in the call a name is just a name.
    expect(say(p, opened(p), NAME_ASKED[language](SOMEONE_ELSE[language])).decision.correctsName).toBeUndefined();
  });
});

/** A meeting asked for in the words of a trial close or of a request for a moment. */
const MEETING_AS_QUESTION: Record<Language, string> = {
  en: "Would a short meeting work?",
  et: "Kas sobiks lühike kohtumine?",
  es: "¿Le vendría bien una reunión corta?",
  ru: "Удобно было бы коротко встретиться?",
};

describe.each(LANGUAGES)("a short meeting asked for as a question in %s", (language) => {
  it("is taken as a proposed next step, not as a question the customer cannot place", () => {
    const p = persona(language);
    const r = say(p, opened(p, { revealed: ["situation", "pain:0"], interest: 70, pitches: 1 }), MEETING_AS_QUESTION[language]);
    expect(r.reading.acts.has("propose_next_step")).toBe(true);
    expect(r.rule, r.reply).toBe("next step proposed");
  });
});
