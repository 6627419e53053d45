import { type CompanyScenarioContent, type CompanyScenarioInput, companyScenarioBodySchema } from "../../../contract/company-scenarios";
import type { Language } from "../../../contract/languages";
import { LIBRARY_KEYS, type LibraryKey } from "../../../contract/scenario-library";

/**
 * The starter library (issue 17, docs/decisions/026): ready-made scenarios a company copies and then edits. Each is
 * written for its language (local company names, currencies and competitors), not translated word for word. Every
 * document is validated by the same schema as a manager's scenario when this module loads.
 */
type Doc = Omit<CompanyScenarioInput, "companyId">;

const saasDiscovery: Record<Language, Doc> = {
  en: {
    name: "SaaS discovery call: agency operations",
    language: "en",
    product: {
      name: "Tasklane",
      description: "A work-management platform for agencies: projects, time tracking and client budgets in one place, with live profitability per project.",
      valuePropositions: [
        "See which projects are over budget while there is still time to act",
        "Replace the weekly status meeting with a live dashboard",
        "Time tracking people actually fill in, from their task list",
      ],
      proofPoints: ["Brightside Digital cut project overruns by 30 percent in two quarters", "Set up for a 60-person agency in under two weeks"],
      pricePoints: ["From 14 dollars per user a month, billed yearly", "Free 30-day pilot for one team"],
    },
    customer: {
      role: "Director of Operations",
      industry: "Marketing agency",
      companyName: "Northpoint Creative",
      companySize: 60,
      personality: "analytical",
      difficulty: "medium",
      situation:
        "Northpoint runs about 40 client projects at a time. Work is planned in Trello, hours are logged in a shared spreadsheet at the end of the week, and the finance lead rebuilds budgets by hand every month. The director booked this call after a webinar but has not decided to change anything.",
      pains: [
        {
          description: "Projects run over budget and nobody notices until the invoice",
          words: "we only find out a project went over budget when finance closes the month",
          impact: "roughly one project in four loses money before anyone can react",
          topic: "cost",
        },
        {
          description: "Status meetings take hours every week",
          words: "my project managers spend Monday morning collecting status updates",
          impact: "about a day a week of senior time goes into meetings instead of client work",
          topic: "time",
        },
      ],
      objections: [
        {
          kind: "current_solution",
          words: "honestly Trello and the spreadsheet work fine for us",
          resolution:
            "Tasklane imports the Trello boards as they are, and the spreadsheet becomes a live budget view, so the team keeps its habits and finance stops rebuilding numbers",
        },
        {
          kind: "timing",
          words: "we are heading into our busiest quarter, this is not the moment",
          resolution: "Start with a free pilot on one team after the busy weeks; the import takes an afternoon and nobody else has to change anything",
        },
      ],
      competitors: [
        { name: "Trello", usedToday: true },
        { name: "Asana", usedToday: false },
        { name: "Monday.com", usedToday: false },
      ],
    },
    goal: "qualify",
    passMark: 6,
    stageMinimums: { mapping: 6 },
  },
  et: {
    name: "SaaS-i vajaduste kõne: agentuuri töökorraldus",
    language: "et",
    product: {
      name: "Tasklane",
      description: "Agentuuridele loodud töökorralduse platvorm: projektid, ajaarvestus ja kliendieelarved ühes kohas ning iga projekti kasumlikkus reaalajas.",
      valuePropositions: [
        "Näete eelarvest väljuvaid projekte ajal, mil veel saab midagi muuta",
        "Iganädalase staatuskoosoleku asemel on reaalajas töölaud",
        "Ajaarvestus, mida inimesed päriselt täidavad, otse oma ülesannete nimekirjast",
      ],
      proofPoints: [
        "Brightside Digital vähendas kahe kvartaliga projektide ületamist 30 protsenti",
        "60 inimesega agentuuris kasutusel vähem kui kahe nädalaga",
      ],
      pricePoints: ["Alates 13 eurost kasutaja kohta kuus aastase arvega", "Tasuta 30-päevane pilootprojekt ühele tiimile"],
    },
    customer: {
      role: "Tegevjuht",
      industry: "Turundusagentuur",
      companyName: "Loovkoda",
      companySize: 60,
      personality: "analytical",
      difficulty: "medium",
      situation:
        "Loovkojas on korraga käsil umbes 40 kliendiprojekti. Tööd planeeritakse Trellos, tunnid kantakse nädala lõpus ühisesse Exceli tabelisse ja finantsjuht paneb eelarved iga kuu käsitsi uuesti kokku. Tegevjuht broneeris kõne pärast veebiseminari, kuid pole veel otsustanud midagi muuta.",
      pains: [
        {
          description: "Projektid lähevad üle eelarve ja keegi ei märka seda enne arvet",
          words: "me saame eelarve ületamisest teada alles siis, kui raamatupidamine kuu kinni paneb",
          impact: "umbes iga neljas projekt jääb kahjumisse enne, kui jõuame reageerida",
          topic: "cost",
        },
        {
          description: "Staatuskoosolekud võtavad igal nädalal tunde",
          words: "projektijuhid kulutavad esmaspäeva hommiku staatuste kokkukorjamisele",
          impact: "umbes päev nädalas kogenud inimeste ajast läheb koosolekutele, mitte kliendi tööle",
          topic: "time",
        },
      ],
      objections: [
        {
          kind: "current_solution",
          words: "ausalt öeldes saame Trello ja Exceliga täiesti hästi hakkama",
          resolution:
            "Tasklane impordib Trello tahvlid sellisena, nagu need on, ja tabelist saab reaalajas eelarvevaade, nii et tiimi harjumused jäävad ja finantsjuht ei pea numbreid uuesti kokku panema",
        },
        {
          kind: "timing",
          words: "meil algab kõige kiirem kvartal, praegu pole õige aeg",
          resolution: "Alustame pärast kiiret perioodi tasuta piloodiga ühes tiimis; import võtab ühe pärastlõuna ja kellegi teise töö ei muutu",
        },
      ],
      competitors: [
        { name: "Trello", usedToday: true },
        { name: "Asana", usedToday: false },
        { name: "Monday.com", usedToday: false },
      ],
    },
    goal: "qualify",
    passMark: 6,
    stageMinimums: { mapping: 6 },
  },
  es: {
    name: "Llamada de descubrimiento SaaS: operaciones de agencia",
    language: "es",
    product: {
      name: "Tasklane",
      description:
        "Plataforma de gestión del trabajo para agencias: proyectos, control horario y presupuestos de cliente en un solo sitio, con la rentabilidad de cada proyecto al momento.",
      valuePropositions: [
        "Saber qué proyectos se salen de presupuesto cuando aún hay margen para actuar",
        "Sustituir la reunión semanal de seguimiento por un panel en tiempo real",
        "Un registro de horas que la gente rellena de verdad, desde su lista de tareas",
      ],
      proofPoints: [
        "Brightside Digital redujo un 30 por ciento las desviaciones de sus proyectos en dos trimestres",
        "Implantado en una agencia de 60 personas en menos de dos semanas",
      ],
      pricePoints: ["Desde 13 euros por usuario al mes con facturación anual", "Piloto gratuito de 30 días para un equipo"],
    },
    customer: {
      role: "Directora de operaciones",
      industry: "Agencia de marketing",
      companyName: "Estudio Norte",
      companySize: 60,
      personality: "analytical",
      difficulty: "medium",
      situation:
        "Estudio Norte lleva unos 40 proyectos de clientes a la vez. El trabajo se planifica en Trello, las horas se apuntan el viernes en una hoja de cálculo compartida y el responsable financiero rehace los presupuestos a mano cada mes. La directora pidió esta llamada tras un webinar, pero no ha decidido cambiar nada.",
      pains: [
        {
          description: "Los proyectos se salen de presupuesto y nadie se entera hasta la factura",
          words: "nos enteramos de que un proyecto se ha pasado de presupuesto cuando finanzas cierra el mes",
          impact: "más o menos uno de cada cuatro proyectos pierde dinero antes de que podamos reaccionar",
          topic: "cost",
        },
        {
          description: "Las reuniones de seguimiento se comen horas cada semana",
          words: "mis jefes de proyecto se pasan el lunes por la mañana recogiendo el estado de cada cosa",
          impact: "casi un día a la semana de gente senior se va en reuniones en vez de en trabajo para clientes",
          topic: "time",
        },
      ],
      objections: [
        {
          kind: "current_solution",
          words: "la verdad es que con Trello y la hoja de cálculo nos apañamos bien",
          resolution:
            "Tasklane importa los tableros de Trello tal cual y la hoja se convierte en una vista de presupuesto en tiempo real: el equipo mantiene sus costumbres y finanzas deja de rehacer números",
        },
        {
          kind: "timing",
          words: "entramos en el trimestre de más trabajo, no es el momento",
          resolution: "Empezar con un piloto gratuito en un solo equipo cuando pase el pico; la importación lleva una tarde y nadie más tiene que cambiar nada",
        },
      ],
      competitors: [
        { name: "Trello", usedToday: true },
        { name: "Asana", usedToday: false },
        { name: "Monday.com", usedToday: false },
      ],
    },
    goal: "qualify",
    passMark: 6,
    stageMinimums: { mapping: 6 },
  },
  ru: {
    name: "Выявление потребностей в SaaS: операционка агентства",
    language: "ru",
    product: {
      name: "Tasklane",
      description:
        "Платформа управления работой для агентств: проекты, учёт времени и бюджеты клиентов в одном месте, с рентабельностью каждого проекта в реальном времени.",
      valuePropositions: [
        "Видеть проекты, которые выходят за бюджет, пока ещё можно что-то исправить",
        "Заменить еженедельную планёрку живой панелью",
        "Учёт времени, который люди действительно заполняют, прямо из списка задач",
      ],
      proofPoints: [
        "Brightside Digital за два квартала сократила перерасход по проектам на 30 процентов",
        "Внедрение в агентстве на 60 человек заняло меньше двух недель",
      ],
      pricePoints: ["От 990 рублей за пользователя в месяц при оплате за год", "Бесплатный пилот на 30 дней для одной команды"],
    },
    customer: {
      role: "Операционный директор",
      industry: "Маркетинговое агентство",
      companyName: "Северный ветер",
      companySize: 60,
      personality: "analytical",
      difficulty: "medium",
      situation:
        "В агентстве одновременно идёт около 40 клиентских проектов. Задачи ведут в Битрикс24, часы в конце недели вписывают в общую таблицу Excel, а финансовый менеджер каждый месяц вручную пересобирает бюджеты. Директор записался на звонок после вебинара, но менять что-либо пока не решил.",
      pains: [
        {
          description: "Проекты выходят за бюджет, и никто не замечает этого до выставления счёта",
          words: "о перерасходе по проекту мы узнаём, только когда бухгалтерия закрывает месяц",
          impact: "примерно каждый четвёртый проект уходит в минус раньше, чем мы успеваем среагировать",
          topic: "cost",
        },
        {
          description: "Планёрки по статусу съедают часы каждую неделю",
          words: "мои проектные менеджеры всё утро понедельника собирают статусы",
          impact: "около дня в неделю времени старших сотрудников уходит на встречи, а не на клиентов",
          topic: "time",
        },
      ],
      objections: [
        {
          kind: "current_solution",
          words: "честно говоря, нам вполне хватает Битрикса и таблицы",
          resolution:
            "Tasklane забирает задачи из Битрикс24 как есть, а таблица превращается в живой бюджет: команда работает по-старому, а финансисту больше не нужно пересобирать цифры",
        },
        {
          kind: "timing",
          words: "у нас начинается самый горячий квартал, сейчас не до этого",
          resolution: "Начать с бесплатного пилота в одной команде после пиковых недель; перенос данных занимает полдня, и остальным ничего менять не придётся",
        },
      ],
      competitors: [
        { name: "Битрикс24", usedToday: true },
        { name: "Яндекс Трекер", usedToday: false },
        { name: "Asana", usedToday: false },
      ],
    },
    goal: "qualify",
    passMark: 6,
    stageMinimums: { mapping: 6 },
  },
};

const renewalPrice: Record<Language, Doc> = {
  en: {
    name: "Price objection on renewal: retail scheduling",
    language: "en",
    product: {
      name: "Shiftly",
      description:
        "Staff scheduling and time-and-attendance software for retail and hospitality chains, with shift swaps in a mobile app and payroll-ready hours.",
      valuePropositions: [
        "Open shifts filled from the app in minutes instead of phone calls",
        "Overtime and premiums calculated automatically for payroll",
        "Labour cost per store visible before the schedule is published",
      ],
      proofPoints: ["The customer's own data: no-shows down from 41 to 12 a month since go-live", "Payroll corrections fell by two thirds in the first year"],
      pricePoints: ["Renewal at 5.60 dollars per employee a month, up from 5.00", "A two-year renewal holds this year's price"],
    },
    customer: {
      role: "Head of Store Operations",
      industry: "Retail",
      companyName: "Greenway Markets",
      companySize: 320,
      personality: "demanding",
      difficulty: "hard",
      situation:
        "Greenway has used Shiftly for a year in 14 stores. The renewal is due in 30 days with a 12 percent price increase. Finance has asked every department to cut software spend, and a competitor has sent a cheaper quote. The customer likes the product but must defend the cost.",
      pains: [
        {
          description: "Last-minute gaps when staff do not show up",
          words: "before Shiftly we had stores opening short-staffed almost every weekend",
          impact: "lost sales and tired teams on our busiest days",
          topic: "reliability",
        },
        {
          description: "Payroll errors from manual overtime",
          words: "our payroll team used to fix overtime by hand every month",
          impact: "dozens of corrections and unhappy staff every pay run",
          topic: "cost",
        },
      ],
      objections: [
        {
          kind: "price",
          words: "a 12 percent increase is impossible to justify this year",
          resolution:
            "Show the savings in their own numbers: fewer no-shows and payroll corrections are worth several times the increase, and a two-year renewal keeps this year's price",
        },
        {
          kind: "current_solution",
          words: "Deputy quoted us almost a third less",
          resolution:
            "Compare the total cost of switching: retraining 320 people, rebuilding store rules and a season of risk, against a small increase on a system that already works",
        },
        {
          kind: "contract",
          words: "we would rather go month to month than sign for another year",
          resolution: "Offer a two-year term at the current price with a review after twelve months, which gives finance the predictability it asked for",
        },
      ],
      competitors: [
        { name: "Deputy", usedToday: false },
        { name: "When I Work", usedToday: false },
      ],
    },
    goal: "renewal",
    passMark: 6.5,
    stageMinimums: { objectionHandling: 6 },
  },
  et: {
    name: "Hinnavastuväide pikendamisel: jaekaubanduse vahetuste plaan",
    language: "et",
    product: {
      name: "Shiftly",
      description:
        "Vahetuste planeerimise ja tööajaarvestuse tarkvara jae- ja toitlustuskettidele: vahetuste vahetamine mobiilirakenduses ja palgaarvestuseks valmis tunnid.",
      valuePropositions: [
        "Vabad vahetused täidetakse rakenduses minutitega, mitte telefonikõnedega",
        "Ületunnid ja lisatasud arvutatakse palgaarvestuse jaoks automaatselt",
        "Iga poe tööjõukulu on näha enne, kui graafik avaldatakse",
      ],
      proofPoints: ["Kliendi enda andmed: ilmumata jäämisi 41 asemel 12 kuus alates kasutuselevõtust", "Palgaparandusi esimesel aastal kaks kolmandikku vähem"],
      pricePoints: ["Pikendus 5,20 eurot töötaja kohta kuus, varem 4,65", "Kaheaastase lepinguga jääb selle aasta hind"],
    },
    customer: {
      role: "Kaupluste operatsioonijuht",
      industry: "Jaekaubandus",
      companyName: "Rohelise Turu Kauplused",
      companySize: 320,
      personality: "demanding",
      difficulty: "hard",
      situation:
        "Ettevõte on kasutanud Shiftlyt aasta aega 14 kaupluses. Leping tuleb pikendada 30 päeva pärast ja hind tõuseb 12 protsenti. Finantsosakond on palunud kõigil tarkvarakulusid kärpida ning konkurent on saatnud odavama pakkumise. Kliendile toode meeldib, kuid ta peab kulu põhjendama.",
      pains: [
        {
          description: "Viimase hetke augud, kui töötajad ei ilmu tööle",
          words: "enne Shiftlyt avasime peaaegu igal nädalavahetusel mõne poe poole koosseisuga",
          impact: "kaotatud müük ja väsinud meeskonnad just kõige tihedamatel päevadel",
          topic: "reliability",
        },
        {
          description: "Palgavead käsitsi arvestatud ületundide tõttu",
          words: "palgaarvestus parandas varem igal kuul ületunde käsitsi",
          impact: "kümneid parandusi ja rahulolematuid töötajaid iga palgapäeva järel",
          topic: "cost",
        },
      ],
      objections: [
        {
          kind: "price",
          words: "12-protsendilist hinnatõusu on sel aastal võimatu põhjendada",
          resolution:
            "Näidake säästu kliendi enda numbrites: vähem ilmumata jäämisi ja palgaparandusi on väärt mitu korda rohkem kui hinnatõus, ning kaheaastane leping hoiab selle aasta hinna",
        },
        {
          kind: "current_solution",
          words: "Deputy pakkus meile peaaegu kolmandiku võrra odavamalt",
          resolution:
            "Võrrelge vahetamise kogukulu: 320 inimese ümberõpe, poodide reeglite uus seadistamine ja terve hooaja risk versus väike hinnatõus süsteemile, mis juba töötab",
        },
        {
          kind: "contract",
          words: "me eelistaksime kuupõhist lepingut, mitte uut aastat",
          resolution: "Pakkuge kaheaastast lepingut praeguse hinnaga ja ülevaatust 12 kuu pärast, mis annab finantsosakonnale soovitud ettearvatavuse",
        },
      ],
      competitors: [
        { name: "Deputy", usedToday: false },
        { name: "Planday", usedToday: false },
      ],
    },
    goal: "renewal",
    passMark: 6.5,
    stageMinimums: { objectionHandling: 6 },
  },
  es: {
    name: "Objeción de precio en la renovación: turnos en retail",
    language: "es",
    product: {
      name: "Shiftly",
      description:
        "Software de cuadrantes y control horario para cadenas de tiendas y restauración, con cambios de turno desde el móvil y horas listas para nómina.",
      valuePropositions: [
        "Los turnos libres se cubren desde la app en minutos, sin llamadas",
        "Horas extra y pluses calculados automáticamente para la nómina",
        "El coste de personal de cada tienda a la vista antes de publicar el cuadrante",
      ],
      proofPoints: [
        "Datos del propio cliente: las ausencias sin aviso bajaron de 41 a 12 al mes desde la puesta en marcha",
        "Las correcciones de nómina se redujeron en dos tercios el primer año",
      ],
      pricePoints: ["Renovación a 5,20 euros por empleado al mes, antes 4,65", "Renovando a dos años se mantiene el precio de este año"],
    },
    customer: {
      role: "Responsable de operaciones de tienda",
      industry: "Distribución minorista",
      companyName: "Mercados Verdemar",
      companySize: 320,
      personality: "demanding",
      difficulty: "hard",
      situation:
        "Verdemar usa Shiftly desde hace un año en 14 tiendas. La renovación vence en 30 días con una subida del 12 por ciento. Finanzas ha pedido a todos los departamentos que recorten gasto en software y un competidor ha enviado una oferta más barata. Al cliente le gusta el producto, pero tiene que defender el coste.",
      pains: [
        {
          description: "Huecos de última hora cuando alguien no se presenta",
          words: "antes de Shiftly casi todos los fines de semana abríamos alguna tienda con la plantilla a medias",
          impact: "ventas perdidas y equipos agotados justo en los días de más trabajo",
          topic: "reliability",
        },
        {
          description: "Errores de nómina por calcular las horas extra a mano",
          words: "el equipo de nóminas corregía las horas extra a mano todos los meses",
          impact: "decenas de correcciones y empleados molestos en cada nómina",
          topic: "cost",
        },
      ],
      objections: [
        {
          kind: "price",
          words: "una subida del 12 por ciento este año no hay quien la justifique",
          resolution:
            "Mostrar el ahorro con sus propios datos: menos ausencias y menos correcciones de nómina valen varias veces la subida, y renovando a dos años se mantiene el precio actual",
        },
        {
          kind: "current_solution",
          words: "Factorial nos ha ofrecido casi un tercio menos",
          resolution:
            "Comparar el coste total del cambio: formar otra vez a 320 personas, rehacer las reglas de cada tienda y una temporada de riesgo, frente a una subida pequeña en un sistema que ya funciona",
        },
        {
          kind: "contract",
          words: "preferimos ir mes a mes antes que firmar otro año",
          resolution: "Proponer dos años al precio actual con una revisión a los doce meses, que da a finanzas la previsibilidad que pide",
        },
      ],
      competitors: [
        { name: "Factorial", usedToday: false },
        { name: "Deputy", usedToday: false },
      ],
    },
    goal: "renewal",
    passMark: 6.5,
    stageMinimums: { objectionHandling: 6 },
  },
  ru: {
    name: "Возражение по цене при продлении: графики смен в рознице",
    language: "ru",
    product: {
      name: "Shiftly",
      description:
        "Сервис графиков смен и учёта рабочего времени для розничных и ресторанных сетей: обмен сменами в мобильном приложении и часы, готовые для расчёта зарплаты.",
      valuePropositions: [
        "Свободные смены закрываются через приложение за минуты, без обзвона",
        "Переработки и надбавки считаются для зарплаты автоматически",
        "Затраты на персонал по каждому магазину видны до публикации графика",
      ],
      proofPoints: [
        "Данные самого клиента: невыходов на смену стало 12 в месяц вместо 41",
        "Исправлений в расчёте зарплаты за первый год стало на две трети меньше",
      ],
      pricePoints: ["Продление по 420 рублей за сотрудника в месяц вместо 375", "При продлении на два года сохраняется цена этого года"],
    },
    customer: {
      role: "Руководитель операционной деятельности магазинов",
      industry: "Розничная торговля",
      companyName: "Зелёный квартал",
      companySize: 320,
      personality: "demanding",
      difficulty: "hard",
      situation:
        "Сеть год работает с Shiftly в 14 магазинах. Продление через 30 дней, цена вырастает на 12 процентов. Финансовый отдел попросил все подразделения урезать расходы на софт, а конкурент прислал более дешёвое предложение. Продукт клиенту нравится, но расходы ему придётся защищать.",
      pains: [
        {
          description: "Дыры в графике в последний момент, когда сотрудники не выходят",
          words: "до Shiftly почти каждые выходные какой-нибудь магазин открывался с половиной смены",
          impact: "потерянные продажи и вымотанные люди в самые загруженные дни",
          topic: "reliability",
        },
        {
          description: "Ошибки в зарплате из-за ручного учёта переработок",
          words: "расчётчики каждый месяц вручную правили переработки",
          impact: "десятки исправлений и недовольные сотрудники после каждой выплаты",
          topic: "cost",
        },
      ],
      objections: [
        {
          kind: "price",
          words: "повышение на 12 процентов в этом году я обосновать не смогу",
          resolution:
            "Показать экономию на цифрах самого клиента: меньше невыходов и исправлений в зарплате стоят в несколько раз больше повышения, а продление на два года сохраняет нынешнюю цену",
        },
        {
          kind: "current_solution",
          words: "WFM Планер предлагает нам почти на треть дешевле",
          resolution:
            "Сравнить полную стоимость перехода: заново обучить 320 человек, перенастроить правила магазинов и рискнуть целым сезоном, против небольшого повышения за систему, которая уже работает",
        },
        {
          kind: "contract",
          words: "мы бы лучше платили помесячно, чем подписывать ещё на год",
          resolution:
            "Предложить договор на два года по текущей цене с пересмотром через двенадцать месяцев: финансы получают ту предсказуемость, которую просили",
        },
      ],
      competitors: [
        { name: "WFM Планер", usedToday: false },
        { name: "Deputy", usedToday: false },
      ],
    },
    goal: "renewal",
    passMark: 6.5,
    stageMinimums: { objectionHandling: 6 },
  },
};

const inboundQualification: Record<Language, Doc> = {
  en: {
    name: "Inbound lead qualification: e-commerce support",
    language: "en",
    product: {
      name: "Lumio",
      description:
        "A help desk for online shops: email, chat and social messages in one inbox, with order details next to every conversation and ready answers for the common questions.",
      valuePropositions: [
        "Every customer message in one shared inbox, nothing lost between tools",
        "Order status and returns visible without opening the shop admin",
        "Saved replies that answer the ten most common questions in one click",
      ],
      proofPoints: ["Pawsome Supplies halved its first response time during Black Friday", "Connects to Shopify and WooCommerce in about ten minutes"],
      pricePoints: ["From 29 dollars per agent a month", "14-day free trial, no card needed"],
    },
    customer: {
      role: "Customer Service Manager",
      industry: "E-commerce",
      companyName: "Fjord Outdoor",
      companySize: 45,
      personality: "friendly",
      difficulty: "easy",
      situation:
        "Fjord Outdoor sells outdoor clothing online. Four support agents answer from a shared Gmail inbox and check orders in Shopify. The manager downloaded a guide about support during sales peaks and asked for a call back through the website form.",
      pains: [
        {
          description: "The support inbox overflows during campaigns",
          words: "after every campaign we have a few hundred unanswered emails",
          impact: "customers wait two or three days and some cancel their orders",
          topic: "time",
        },
        {
          description: "No overview of which questions keep coming back",
          words: "we answer the same questions about sizes and returns over and over",
          impact: "the team is busy all day and nothing gets better",
          topic: "quality",
        },
      ],
      objections: [
        {
          kind: "need",
          words: "I am honestly just looking around for now",
          resolution: "Agree that looking is the right first step, and offer a short demo with their own next campaign in mind so they can judge the fit",
        },
        {
          kind: "authority",
          words: "anything new has to be signed off by our CEO",
          resolution: "Offer a one-page summary with the numbers for the CEO and invite them to the last fifteen minutes of the demo",
        },
      ],
      competitors: [
        { name: "Gmail", usedToday: true },
        { name: "Zendesk", usedToday: false },
        { name: "Gorgias", usedToday: false },
      ],
    },
    goal: "book_meeting",
    passMark: 6,
    stageMinimums: { mapping: 5 },
  },
  et: {
    name: "Sissetuleva päringu kvalifitseerimine: e-poe klienditugi",
    language: "et",
    product: {
      name: "Lumio",
      description:
        "Klienditeenindussüsteem e-poodidele: e-kirjad, vestlused ja sotsiaalmeedia sõnumid ühes postkastis, iga vestluse kõrval tellimuse andmed ja valmis vastused levinud küsimustele.",
      valuePropositions: [
        "Kõik kliendisõnumid ühes jagatud postkastis, miski ei kao tööriistade vahele ära",
        "Tellimuse olek ja tagastused näha ilma e-poe haldust avamata",
        "Salvestatud vastused, mis vastavad kümnele levinumale küsimusele ühe klikiga",
      ],
      proofPoints: ["Pawsome Supplies vähendas musta reede ajal esimese vastuse aega poole võrra", "Ühendub Shopify ja WooCommerce'iga umbes kümne minutiga"],
      pricePoints: ["Alates 27 eurost teenindaja kohta kuus", "14-päevane tasuta prooviperiood, kaarti pole vaja"],
    },
    customer: {
      role: "Klienditeeninduse juht",
      industry: "E-kaubandus",
      companyName: "Metsarada",
      companySize: 45,
      personality: "friendly",
      difficulty: "easy",
      situation:
        "Metsarada müüb internetis matkariideid. Neli klienditeenindajat vastavad ühisest Gmaili postkastist ja vaatavad tellimusi Shopifyst. Juht laadis alla juhendi klienditoe kohta kampaaniate tipuajal ja palus veebivormi kaudu tagasihelistamist.",
      pains: [
        {
          description: "Klienditoe postkast ujutatakse kampaaniate ajal üle",
          words: "pärast igat kampaaniat on meil paarsada vastamata kirja",
          impact: "kliendid ootavad kaks-kolm päeva ja osa tühistab tellimuse",
          topic: "time",
        },
        {
          description: "Puudub ülevaade, millised küsimused korduvad",
          words: "vastame ikka ja jälle samadele küsimustele suuruste ja tagastuste kohta",
          impact: "tiim on terve päeva hõivatud, aga midagi paremaks ei lähe",
          topic: "quality",
        },
      ],
      objections: [
        {
          kind: "need",
          words: "ausalt öeldes ma praegu lihtsalt vaatan ringi",
          resolution:
            "Nõustuge, et ringi vaatamine on õige esimene samm, ja pakkuge lühikest demo, mis lähtub nende järgmisest kampaaniast, et nad saaksid sobivust ise hinnata",
        },
        {
          kind: "authority",
          words: "kõik uued asjad peab kinnitama meie tegevjuht",
          resolution: "Pakkuge tegevjuhile üheleheküljelist kokkuvõtet numbritega ja kutsuge ta demo viimasele veerandtunnile",
        },
      ],
      competitors: [
        { name: "Gmail", usedToday: true },
        { name: "Zendesk", usedToday: false },
        { name: "Freshdesk", usedToday: false },
      ],
    },
    goal: "book_meeting",
    passMark: 6,
    stageMinimums: { mapping: 5 },
  },
  es: {
    name: "Cualificación de lead entrante: soporte de tienda online",
    language: "es",
    product: {
      name: "Lumio",
      description:
        "Herramienta de atención al cliente para tiendas online: correo, chat y redes sociales en una sola bandeja, con los datos del pedido junto a cada conversación y respuestas listas para las preguntas habituales.",
      valuePropositions: [
        "Todos los mensajes de clientes en una bandeja compartida, sin que nada se pierda entre herramientas",
        "El estado del pedido y las devoluciones a la vista sin abrir el panel de la tienda",
        "Respuestas guardadas que resuelven las diez preguntas más frecuentes con un clic",
      ],
      proofPoints: [
        "Pawsome Supplies redujo a la mitad su tiempo de primera respuesta en el Black Friday",
        "Se conecta con Shopify y WooCommerce en unos diez minutos",
      ],
      pricePoints: ["Desde 27 euros por agente al mes", "Prueba gratuita de 14 días sin tarjeta"],
    },
    customer: {
      role: "Responsable de atención al cliente",
      industry: "Comercio electrónico",
      companyName: "Sendero Outdoor",
      companySize: 45,
      personality: "friendly",
      difficulty: "easy",
      situation:
        "Sendero Outdoor vende ropa de montaña por internet. Cuatro agentes contestan desde una bandeja compartida de Gmail y consultan los pedidos en Shopify. La responsable se descargó una guía sobre atención al cliente en campañas y pidió que la llamaran desde el formulario de la web.",
      pains: [
        {
          description: "La bandeja de soporte se desborda en cada campaña",
          words: "después de cada campaña tenemos unos cuantos cientos de correos sin contestar",
          impact: "los clientes esperan dos o tres días y algunos cancelan el pedido",
          topic: "time",
        },
        {
          description: "No saben qué preguntas se repiten",
          words: "contestamos una y otra vez lo mismo sobre tallas y devoluciones",
          impact: "el equipo está todo el día liado y nada mejora",
          topic: "quality",
        },
      ],
      objections: [
        {
          kind: "need",
          words: "la verdad es que de momento solo estoy mirando",
          resolution:
            "Darle la razón en que mirar es el primer paso y ofrecer una demo corta pensada para su próxima campaña, para que valore por sí misma si encaja",
        },
        {
          kind: "authority",
          words: "cualquier cosa nueva la tiene que aprobar nuestro CEO",
          resolution: "Ofrecer un resumen de una página con las cifras para el CEO e invitarle a los últimos quince minutos de la demo",
        },
      ],
      competitors: [
        { name: "Gmail", usedToday: true },
        { name: "Zendesk", usedToday: false },
        { name: "Freshdesk", usedToday: false },
      ],
    },
    goal: "book_meeting",
    passMark: 6,
    stageMinimums: { mapping: 5 },
  },
  ru: {
    name: "Квалификация входящего лида: поддержка интернет-магазина",
    language: "ru",
    product: {
      name: "Lumio",
      description:
        "Хелпдеск для интернет-магазинов: почта, чат и сообщения из соцсетей в одном окне, данные заказа рядом с каждым обращением и готовые ответы на частые вопросы.",
      valuePropositions: [
        "Все обращения клиентов в одном общем ящике, ничего не теряется между сервисами",
        "Статус заказа и возвраты видны без входа в админку магазина",
        "Шаблоны, которые закрывают десять самых частых вопросов в один клик",
      ],
      proofPoints: ["Pawsome Supplies вдвое сократил время первого ответа в чёрную пятницу", "Подключение к Shopify и 1С-Битрикс занимает около десяти минут"],
      pricePoints: ["От 2 500 рублей за оператора в месяц", "Бесплатный пробный период 14 дней без карты"],
    },
    customer: {
      role: "Руководитель службы поддержки",
      industry: "Электронная коммерция",
      companyName: "Тропа",
      companySize: 45,
      personality: "friendly",
      difficulty: "easy",
      situation:
        "Магазин Тропа продаёт туристическую одежду онлайн. Четыре оператора отвечают из общего ящика в Яндекс Почте и проверяют заказы в админке. Руководитель скачала руководство о поддержке в пиковые распродажи и оставила на сайте заявку на звонок.",
      pains: [
        {
          description: "Во время акций ящик поддержки переполняется",
          words: "после каждой акции у нас висит пара сотен неотвеченных писем",
          impact: "клиенты ждут по два-три дня, а часть отменяет заказы",
          topic: "time",
        },
        {
          description: "Нет понимания, какие вопросы повторяются",
          words: "мы снова и снова отвечаем на одно и то же про размеры и возвраты",
          impact: "команда занята весь день, а лучше не становится",
          topic: "quality",
        },
      ],
      objections: [
        {
          kind: "need",
          words: "если честно, я пока просто присматриваюсь",
          resolution:
            "Согласиться, что присмотреться стоит, и предложить короткую демонстрацию под их ближайшую акцию, чтобы она сама оценила, подходит ли сервис",
        },
        {
          kind: "authority",
          words: "всё новое у нас утверждает генеральный директор",
          resolution: "Предложить одностраничную выжимку с цифрами для директора и позвать его на последние пятнадцать минут демонстрации",
        },
      ],
      competitors: [
        { name: "Яндекс Почта", usedToday: true },
        { name: "Usedesk", usedToday: false },
        { name: "Zendesk", usedToday: false },
      ],
    },
    goal: "book_meeting",
    passMark: 6,
    stageMinimums: { mapping: 5 },
  },
};

const RAW: Record<LibraryKey, Record<Language, Doc>> = {
  saas_discovery: saasDiscovery,
  renewal_price_objection: renewalPrice,
  inbound_qualification: inboundQualification,
};

/** The library, validated: each key in every language, exactly as a manager's scenario would be stored. */
export const SCENARIO_LIBRARY: Record<LibraryKey, Record<Language, CompanyScenarioContent>> = Object.fromEntries(
  LIBRARY_KEYS.map((key) => [
    key,
    Object.fromEntries(
      Object.entries(RAW[key]).map(([language, doc]) => {
        const { companyId: _c, ...content } = companyScenarioBodySchema.parse(doc);
        return [language, content];
      }),
    ),
  ]),
) as Record<LibraryKey, Record<Language, CompanyScenarioContent>>;
