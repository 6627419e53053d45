import type { LanguagePack, Scenario } from "../simulation/types";

// English. The customer is a stranger on a call: short, spoken, in character. Placeholders follow types.ts:
// {pain} {impact} {objection} {timeline} {decider} {budget} are clauses ("the bill keeps going up"), {solution}
// is a noun phrase ("an older contract with another provider"), {time} is "Tuesday at 10".

const SCENARIO_NAMES: Record<Scenario, string> = {
  general: "General conversation",
  cold_call: "Cold call",
  lead_call: "Lead call",
  objection_handling: "Objection handling",
};

const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri";
const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec";

/** Says the offer beats what the customer has or knows: "we're cheaper and faster to set up", "simpler than Xero". */
const COMPARISON =
  /\b(?:we['’]re|we\s+are|it['’]s|it\s+is|ours\s+is|we['’]ll\s+be)\s+(?:(?!not\b|never\b|no\b)\w+\s+){0,2}(?:cheaper|faster|quicker|easier|simpler|more\s+affordable|less\s+expensive)\b|(?<!\bnot\s)\b(?:cheaper|faster|quicker|easier|simpler|more\s+affordable)\s+than\b/iu;

export const en: LanguagePack = {
  language: "en",

  acts: {
    greeting: [
      /\b(?:hi|hello|hey|hiya|howdy|greetings)\b/iu,
      /\bgood\s+(?:morning|afternoon|evening|day)\b/iu,
      /\bhow\s+are\s+you\b|\bhow(?:['’]s| is)\s+(?:it going|your day)\b/iu,
    ],
    introduces_self: [
      /\bmy\s+name(?:['’]s|\s+is)\b/iu,
      /\b(?:i['’]m|i\s+am|this\s+is|it['’]s)\s+[a-z]+(?:\s+[a-z]+)?,?\s+(?:from|with|at|here\s+at|over\s+at|calling\s+from)\b/iu,
      /\b(?:calling|ringing)\s+(?:you\s+)?from\b/iu,
      /\bi\s+(?:work\s+(?:for|at|with)|represent)\b|\bon\s+behalf\s+of\b/iu,
      /\b(?:i['’]m|i\s+am)\s+(?:with|from)\s+[a-z]/iu,
    ],
    states_reason: [
      /\b(?:i['’]m|i\s+am)\s+(?:calling|ringing|reaching\s+out|getting\s+in\s+touch|contacting\s+you)\s+(?:you\s+)?(?:because|about|regarding|to|as|since|after|following|re)\b/iu,
      /\b(?:the\s+)?reason\s+(?:for\s+(?:my|the|this)\s+call|(?:why\s+)?i(?:['’]m| am)?\s+call(?:ing|ed))\b/iu,
      /\bi\s+(?:wanted|want|would\s+like|['’]d\s+like)\s+to\s+(?:talk|speak|ask|follow\s+up|discuss|show|share|tell\s+you|introduce|check\s+in)\b/iu,
      /\byou\s+(?:recently\s+)?(?:asked|requested|filled\s+(?:in|out)|left|signed\s+up|showed\s+interest|enquired|inquired|registered|contacted|downloaded|visited)\b/iu,
      /\b(?:following\s+up\s+on|in\s+response\s+to|regarding)\s+(?:your|the)\b/iu,
      /\bwe\s+help\s+(?:[\w'-]+\s+){0,3}(?:companies|teams|businesses|people|families|firms|organi[sz]ations|households|clients|customers|shops|stores|clinics|agencies|startups|practices|owners|departments|restaurants|schools|accountants|landlords|warehouses)\b/iu,
      /\bwe\s+help\s+(?:[\w'-]+\s+){1,4}(?:to\s+)?(?:get|cut|save|reduce|close|grow|stop|spend|find|run|manage|avoid|win|keep)\b/iu,
      /\bthe\s+purpose\s+of\s+(?:my|this|the)\s+call\b/iu,
    ],
    asks_permission: [
      /\b(?:do|would)\s+you\s+have\s+(?:a|two|three|five|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+(?:quick\s+)?(?:minutes?|moments?|secs?|seconds?|mins?)\b/iu,
      /\b(?:have\s+you\s+)?got\s+(?:a|two|five|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+(?:minutes?|moments?|secs?|seconds?|mins?)\b/iu,
      /\bis\s+(?:this|now|it)\s+(?:a\s+)?(?:good|bad|convenient|ok|okay|right)\s+(?:time|moment)\b/iu,
      /\b(?:did\s+i\s+catch\s+you\s+at|have\s+i\s+caught\s+you\s+at)\s+a\s+(?:good|bad)\s+time\b/iu,
      /\b(?:can|could|may)\s+i\s+(?:have|take|steal|borrow)\s+(?:a|two|a\s+few|a\s+couple(?:\s+of)?|\d+)\s+(?:minutes?|moments?|secs?|of\s+your)\b/iu,
      /\b(?:is\s+it\s+(?:ok|okay|alright)\s+if\s+i|would\s+you\s+mind\s+if\s+i|mind\s+if\s+i|may\s+i\s+ask|can\s+i\s+ask\s+(?:you\s+)?(?:a\s+few|a\s+couple|some|a\s+quick|one))\b/iu,
    ],
    open_question: [
      /(?:^|[,;:–—-]\s*|\b(?:and|so|then|but|also|okay|ok|right|great|thanks)\s+)(?:what|how|why|which|where|who)\b(?!\s+(?:are\s+you(?:\s+doing)?\s*[?!.]*$|about\b|is\s+it\s+going\b|do\s+you\s+do\b|does\s+(?:that|this|it)\s+sound\b))/iu,
      /\b(?:tell|walk)\s+me\s+(?:about|more|through|how|what|why|a\s+bit|a\s+little)\b/iu,
      /\b(?:could|can|would)\s+you\s+(?:tell|share|describe|explain|walk\s+me|give\s+me\s+an\s+idea)\b/iu,
      /\b(?:describe|explain)\s+(?:your|how|what|to\s+me)\b|\bhelp\s+me\s+understand\b|\bi['’]d\s+love\s+to\s+(?:hear|know|understand)\b/iu,
      /\bin\s+what\s+way\b|\bwhat\s+(?:kind|sort)\s+of\b/iu,
    ],
    discovery_situation: [
      /\byour\s+(?:current|existing|present)\b/iu,
      /\b(?:current|existing)\s+(?:setup|set-up|solution|provider|supplier|vendor|system|process|package|plan|contract|situation|tool|operator)\b/iu,
      /\bhow\s+(?:do|does)\s+(?:you|your\s+\w+)\s+(?:currently\s+|now\s+|today\s+)?(?:handle|manage|do|deal\s+with|track|organi[sz]e|run|watch|use|work|cope)\b/iu,
      /\bwhat\s+(?:do|are|does)\s+(?:you|your\s+\w+)\s+(?:currently\s+|now\s+)?(?:use|using|have|watch|watching|running|work\s+with)\b/iu,
      /\b(?:are|do)\s+you\s+(?:currently|already)\s+(?:use|using|have|with|working)\b/iu,
      /\b(?:do|are)\s+you\s+(?:guys\s+|all\s+)?(?:use|using|run|running)\b/iu,
      /\bwho\s+(?:is|are)\s+your\s+(?:current\s+)?(?:provider|supplier|vendor|operator)\b|\bwho\s+do\s+you\s+(?:use|work\s+with|buy\s+from)\b/iu,
      /\bwhat\s+does\s+your\s+\w+(?:\s+\w+)?\s+look\s+like\b|\bhow\s+(?:is|are)\s+(?:things|it|that)\s+(?:set\s+up|done|working|organi[sz]ed)\b/iu,
      /\b(?:tell|walk)\s+me\s+(?:a\s+bit\s+|a\s+little\s+|more\s+)?(?:about|through)\s+(?:your|how\s+you)\b/iu,
      /\bhow\s+many\s+(?:people|employees|staff|users|tvs|televisions|devices|screens|kids|children|of\s+you|locations|sites)\b/iu,
      /\bhow\s+(?:do|are)\s+you\s+(?:handling|managing|doing)\s+(?:this|that|it)\s+(?:today|now|at\s+the\s+moment)\b/iu,
    ],
    discovery_pain: [
      /\b(?:you|your|what|which|any|anything|where|biggest|main|other)\b.*\b(?:challenges?|problems?|issues?|frustrat\w*|difficult\w*|headaches?|pain\s+points?|struggl\w*|bother\w*|annoy\w*|drawbacks?|obstacles?|bottlenecks?|complaints?)\b/iu,
      /\b(?:challenges?|problems?|issues?|frustrat\w*|difficulties|headaches?|pain\s+points?|struggl\w*|bothers?|annoys?)\b.*\b(?:you|your)\b/iu,
      /\bwhat(?:['’]s|\s+is|\s+isn['’]t|\s+is\s+not)\s+(?:not\s+)?working\b|\bcould\s+(?:be|work)\s+better\b/iu,
      /\bwhat\s+would\s+you\s+(?:change|improve|fix)\b|\bwhat\s+(?:don['’]t|do\s+not)\s+you\s+like\b|\banything\s+you['’]?d?\s+(?:like\s+to\s+)?(?:change|improve)\b/iu,
    ],
    discovery_impact: [
      /\bhow\s+(?:does|do|did|is|has)\s+(?:that|this|it|those|these)\s+(?:\w+\s+)?(?:affect|affecting|impact|impacting|hurt|hurting)\b/iu,
      /\b(?:impact|effect|consequences?)\s+(?:on|of|for)\b|\bwhat\s+(?:impact|effect|consequences?)\b|\bwhat\s+(?:are|were)\s+the\s+consequences\b/iu,
      /\bwhat\s+does\s+(?:that|this|it)\s+(?:cost|mean\s+for)\s+(?:you|your)\b|\b(?:is|does|did|has)\s+(?:that|this|it)\s+(?:been\s+)?cost(?:ing)?\s+you\b|\bhow\s+much\s+(?:does|is|did)\s+(?:that|this|it)\s+cost(?:ing)?\s+you\b/iu,
      /\bhow\s+much\s+(?:time|money)\s+(?:do|does|are|did)\s+(?:you|it|that|this)\s+(?:lose|cost|take|waste|losing)\b/iu,
      /\bwhat\s+happens\s+(?:when|if)\b|\bhow\s+(?:big|serious)\s+(?:a|of\s+a)\s+(?:problem|issue|deal)\b/iu,
    ],
    discovery_budget: [
      /\bbudget\w*\b/iu,
      /\bhow\s+much\s+(?:do|are|would|were|did)\s+you\s+(?:currently\s+|normally\s+|usually\s+|be\s+)?(?:spend|pay|paying|spending|willing|looking|plan|expect|invest)\b/iu,
      /\bwhat\s+(?:do|are)\s+you\s+(?:currently\s+)?(?:pay|paying|spend|spending)\b|\bprice\s+range\b|\bset\s+aside\b|\bafford\b/iu,
    ],
    discovery_timeline: [
      /\bwhen\s+(?:do|would|are|is|will|should|could|did|does)\s+(?:you|it|this|the|your|that)\b/iu,
      /\bby\s+when\b|\btime\s*(?:line|frame|scale)s?\b|\bdeadline\b|\bhow\s+(?:soon|quickly)\b/iu,
      /\b(?:contract|agreement|subscription)\s+(?:end|ends|expire|expires|run\s+out|runs\s+out|renew|renews|is\s+up)\b/iu,
    ],
    discovery_decision: [
      /\bwho\s+(?:else\s+)?(?:decides|makes\s+(?:the|that|those)\s+(?:final\s+)?decisions?|is\s+involved|would\s+be\s+involved|needs\s+to|signs|approves|has\s+the\s+final|has\s+a\s+say|would\s+need|gets\s+a\s+say)\b/iu,
      /\bdecision[\s-]+(?:maker|makers|making|process)\b|\binvolved\s+in\s+(?:the|this|that)\s+decision\b/iu,
      /\bwho\s+else\b|\banyone\s+else\s+(?:involved|who)\b|\bsign[\s-]+off\b|\bapprov(?:e|al)\b/iu,
    ],
    empathy: [
      /\bi\s+(?:completely\s+|totally\s+|fully\s+)?(?:understand|get\s+(?:it|that)|hear\s+you|can\s+(?:imagine|see\s+why|see\s+that))\b/iu,
      /\b(?:that|it)\s+(?:sounds|must\s+be|seems)\s+(?:really\s+|so\s+|quite\s+|very\s+)?(?:frustrating|difficult|hard|annoying|tough|painful|stressful|exhausting|like\s+a\s+(?:pain|headache|hassle))\b/iu,
      /\b(?:i['’]m|i\s+am)\s+sorry\s+to\s+hear\b|\bno\s+wonder\b|\b(?:totally|completely|perfectly)\s+understandable\b|\b(?:that|it)\s+makes\s+(?:total\s+|perfect\s+|complete\s+)?sense\b/iu,
    ],
    benefit: [
      /\b(?:save|saves|saving|saved)\b|\b(?:reduce|reduces|cut|cuts|lower|lowers)\s+(?:your|the|those|that|costs?|time|bills?|errors?)\b/iu,
      /\bhelps?\s+you\b|\bhelp\s+(?:your|teams|companies)\b|\bso\s+(?:that\s+)?you\s+(?:can|could|don['’]t|won['’]t|will|never|get|have)\b/iu,
      // "…, so management sees last month's numbers in the first week", "that eight-day close becomes two".
      /\bso\s+(?:that\s+)?(?:your\s+\w+|management|the\s+(?:team|board|boss|office)|everyone)\s+(?:can|could|don['’]t|won['’]t|will|never|gets?|has|have|sees?)\b|\b(?:becomes?|goes\s+down\s+to|drops?\s+to)\s+(?:just\s+|only\s+)?(?:one|two|three|four|a\s+(?:day|few)|\d+)\b/iu,
      /\byou(?:['’]ll|\s+will|\s+would|['’]d)\s+(?:get|have|be\s+able|never|no\s+longer|save|spend\s+less|see)\b/iu,
      /\bso\s+(?:that\s+)?(?:\w+\s+){1,2}(?:get|gets|are|is|go|goes)\s+(?:\w+\s+)?(?:faster|quicker|sooner|easier|cheaper|on\s+time)\b/iu,
      /\b(?:free\s+up|peace\s+of\s+mind|no\s+more)\b|\b(?:less|fewer)\s+(?:time|hassle|stress|errors|mistakes|work|downtime|worry)\b/iu,
      /\b(?:increase|improve|boost|grow)s?\s+(?:your|the|sales|revenue|quality)\b/iu,
      /\b(?:done|closed|finished|sorted|ready)\s+(?:\w+\s+)?(?:faster|quicker|sooner)\b|\bin\s+(?:half|a\s+fraction\s+of)\s+the\s+time\b|\btwice\s+as\s+fast\b/iu,
      COMPARISON,
    ],
    feature: [
      /\b(?:platforms?|modules?|dashboards?|integrations?|features?|functionalit(?:y|ies)|apps?|api|apis|analytics|automations?|automation\s+features?|plug-?ins?|widgets?|channels?|set-?top\s+box(?:es)?|routers?|mbps|gigabit|4k|hd|crm|workflows?|templates?|reporting\s+module|mobile\s+app)\b/iu,
    ],
    price_statement: [
      /\d+(?:[.,]\d+)?\s*(?:€|\$|£|euros?|eur|dollars?|usd|pounds?|gbp)\b|[€$£]\s*\d/iu,
      /\b(?:costs?|priced\s+at|price\s+is|only|just|starts?\s+at|for)\s+(?:only\s+|just\s+)?\d/iu,
      /\b(?:per|a|each)\s+(?:month|year|user|seat)\b|\bmonthly\s+(?:fee|price|cost)\b|\bdiscount\w*\b|\b\d+\s*%\s*off\b|\bfree\s+(?:for|trial|installation|of\s+charge)\b|\bour\s+pric(?:e|es|ing)\b/iu,
    ],
    objection_acknowledge: [
      /\b(?:fair|good|great|valid|reasonable|legitimate|understandable)\s+(?:point|concern|question|enough)\b/iu,
      /\bi\s+(?:hear|understand|get|appreciate)\s+(?:you|your\s+(?:concern|point|hesitation|worry)|that|where\s+you['’]re\s+coming\s+from)\b/iu,
      /\b(?:you['’]re|you\s+are)\s+(?:right|not\s+wrong)\b|\bthat['’]s\s+(?:completely\s+|totally\s+)?understandable\b/iu,
      /\b(?:many|lots|a\s+lot)\s+of\s+(?:our\s+)?(?:customers|clients|people)\s+(?:felt|feel|said|say|thought|had)\b/iu,
    ],
    objection_clarify: [
      /\bwhat\s+(?:exactly\s+)?do\s+you\s+mean\b|\bwhen\s+you\s+say\b|\bcompared\s+(?:to|with)\s+what\b/iu,
      /\b(?:can|could)\s+you\s+(?:tell\s+me|say)\s+(?:a\s+bit\s+|a\s+little\s+)?more\b|\btell\s+me\s+more\s+about\s+(?:that|this|your|what)\b/iu,
      /\bwhat\s+(?:exactly\s+)?(?:worries|concerns|bothers)\s+you\b|\bwhat\s+makes\s+you\s+(?:say|think|feel)\b|\bwhy\s+do\s+you\s+(?:say|feel|think)\s+(?:that|so)\b/iu,
      /\bwhat\s+would\s+(?:you\s+need|it\s+take|need\s+to\s+happen|make\s+you)\b|\bhelp\s+me\s+understand\b|\bwhat['’]s\s+behind\s+(?:that|this)\b/iu,
      /\bwhat(?:['’]s|\s+is)\s+(?:really\s+|actually\s+)?(?:holding\s+you\s+back|stopping\s+you|standing\s+in\s+(?:the|your)\s+way)\b/iu,
    ],
    check_understanding: [
      /\bdoes\s+(?:that|this|it)\s+(?:make\s+sense|answer|help|address|cover|sound)\b/iu,
      /\bhow\s+does\s+(?:that|this)\s+sound\b|\bis\s+(?:that|this)\s+clear\b|\bam\s+i\s+(?:right|on\s+the\s+right\s+track)\b/iu,
      /\bdid\s+i\s+(?:get|understand)\s+(?:that|you|it)\s+right\b|\bdo\s+you\s+see\s+what\s+i\s+mean\b|\bwhat\s+do\s+you\s+think\s+(?:of|about)\s+(?:that|this)\b/iu,
    ],
    trial_close: [
      /\bwould\s+(?:that|this|it|something\s+like\s+this)\s+(?:work|help|be\s+(?:useful|helpful|of\s+interest|worth)|interest\s+you|make\s+sense)\b/iu,
      /\bif\s+we\s+(?:could|can|were\s+able\s+to)\b.*\bwould\s+you\b/iu,
      /\bhow\s+does\s+(?:that|this)\s+sound\s+so\s+far\b|\bwhat\s+do\s+you\s+think\s+so\s+far\b|\bsound\s+good\s+so\s+far\b/iu,
      /\bcould\s+you\s+see\s+(?:yourself|this|your\s+\w+)\b|\bis\s+(?:this|that)\s+something\s+(?:you|that)\b|\bon\s+a\s+scale\s+(?:of|from)\b/iu,
    ],
    ask_commitment: [
      /\bshall\s+we\s+(?:go\s+ahead|get\s+started|start|proceed|do\s+it|sign)\b|\b(?:are|would)\s+you\s+(?:be\s+)?ready\s+to\b/iu,
      /\bcan\s+(?:we|i)\s+(?:sign\s+you\s+up|go\s+ahead|get\s+you\s+started|move\s+forward|put\s+you\s+down|send\s+(?:you\s+)?the\s+contract)\b/iu,
      /\b(?:would|do)\s+you\s+(?:like|want)\s+to\s+(?:start|go\s+ahead|sign|order|proceed|get\s+started|try\s+it|switch|move\s+forward)\b/iu,
      /\blet['’]s\s+(?:go\s+ahead|get\s+you\s+(?:signed\s+up|started)|do\s+it|get\s+started)\b|\bdo\s+we\s+have\s+a\s+deal\b|\bdo\s+you\s+want\s+it\b/iu,
    ],
    propose_next_step: [
      /\b(?:meeting|meet|demo|demonstration|presentation|walkthrough|visit|catch\s+up|get\s+together)\b/iu,
      /\b(?:a|another|follow-up|follow\s+up|quick|short|second|video)\s+call\b|\bfollow\s+up\b|\bnext\s+step\b/iu,
      /\b(?:send|email)\s+(?:you\s+)?(?:a|an|the|our|over|some)\s+(?:\w+\s+)?(?:proposal|offer|quote|info|information|brochure|invite|invitation|contract|summary|details)\b/iu,
      /\b(?:set\s+up|book|schedule|arrange|find)\s+(?:a|some|a\s+time|time)\b|\b(?:free\s+)?trial\b|\bcome\s+(?:by|over)\b|\bshow\s+you\b/iu,
    ],
    specific_time: [
      new RegExp(`\\b(?:(?:next|this)\\s+)?(?:${WEEKDAYS})\\b|\\b(?:tomorrow|tonight|this\\s+(?:afternoon|evening|morning))\\b`, "iu"),
      /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|o['’]clock)\b|\b\d{1,2}:\d{2}\b/iu,
      /\bat\s+(?:\d{1,2}(?![\w%.,])(?!\s*(?:€|\$|%|euros?|dollars?|percent|per\b))|noon|midday|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/iu,
      new RegExp(
        `\\b(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})\\b|\\b(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?\\b|\\b\\d{1,2}[./]\\d{1,2}(?:[./]\\d{2,4})?\\b`,
        "iu",
      ),
    ],
    pushy: [
      /\byou\s+(?:need|have|must|got|gotta)\s+(?:to\s+)?(?:decide|sign|act|buy|order|commit|say\s+yes)\b/iu,
      /\b(?:decide|sign|buy|order|commit)\s+(?:right\s+)?(?:now|today|immediately|right\s+away)\b|\bonly\s+(?:valid\s+)?(?:for\s+)?today\b/iu,
      /\blimited[\s-]time\b|\blast\s+chance\b|\bdon['’]t\s+miss\b|\bnow\s+or\s+never\b|\bhurry\b|\bbefore\s+it['’]s\s+too\s+late\b|\boffer\s+(?:ends|expires)\b/iu,
      /\bjust\s+sign\b|\btrust\s+me\b|\byou\s+must\b|\b(?:want|take)\s+it\s+or\s+not\b/iu,
    ],
    rude: [
      /\b(?:stupid|idiot\w*|dumb|moron\w*|shut\s+up|fuck\w*|shit\w*|bullshit|crap|damn|bitch\w*|asshole|arsehole|jerk|loser|clueless|pathetic|wtf|stfu)\b/iu,
      /\bare\s+you\s+(?:deaf|stupid|slow|an\s+idiot)\b|\bdon['’]t\s+be\s+(?:stupid|an\s+idiot|ridiculous|silly|dense)\b/iu,
    ],
    off_topic: [
      /\b(?:the|nice|lovely|terrible|awful|great|crazy|beautiful)\s+weather\b|\bweather\s+(?:today|is|like)\b/iu,
      /\b(?:did\s+you\s+(?:see|watch)\s+the\s+(?:game|match)|the\s+(?:game|match)\s+(?:last\s+night|yesterday)|who\s+do\s+you\s+think\s+will\s+win)\b/iu,
      /\b(?:did|do)\s+you\s+(?:see|catch|watch)\s+(?:that\s+)?(?:the\s+)?[\p{L}.'-]+(?:\s+[\p{L}.'-]+)?\s+(?:won|win|lost|lose|beat|drew|draw|played|thrashed|scored)\b/iu,
      /\b(?:weekend|holiday|vacation)\s+plans\b|\bhow\s+was\s+your\s+(?:weekend|holiday|vacation)\b|\bpolitics\b|\belection\b|\bhoroscope\b|\brecipe\b|\btraffic\s+(?:today|was)\b/iu,
    ],
    break_character: [
      /\bare\s+you\s+(?:an?\s+|the\s+)?(?:ai|a\.i\.|bot|robot|chat\s*bot|machine|language\s+model|llm|real\s+person|human|program|computer|chatgpt|gpt)\b/iu,
      /\b(?:you['’]re|you\s+are|as\s+an?)\s+(?:just\s+)?(?:an?\s+)?(?:ai|bot|robot|chatbot|language\s+model|llm|chatgpt|gpt)\b/iu,
      /\b(?:chat\s*gpt|gpt-?\d\w*|openai|anthropic|claude|gemini|llama|system\s+prompt|prompt\s+injection|developer\s+mode|jailbreak)\b/iu,
      /\b(?:ignore|forget|disregard)\s+(?:all\s+|any\s+|your\s+|the\s+|my\s+|previous\s+|prior\s+|above\s+|earlier\s+)*(?:instructions|prompts?|rules|directions)\b/iu,
      /\byou\s+are\s+now\s+(?:an?|my)\b|\b(?:act|behave|respond)\s+as\s+(?:an?\s+|my\s+)?(?:assistant|ai|chatbot|helpful)\b|\bpretend\s+(?:to\s+be|you(?:['’]re|\s+are))\b/iu,
      /\b(?:what|which)\s+(?:ai\s+)?model\s+are\s+you\b|\b(?:stop|quit)\s+(?:role-?playing|pretending|acting)\b|\bbreak\s+character\b|\bout\s+of\s+character\b|\byour\s+(?:instructions|programming|prompt)\b/iu,
      /\bam\s+i\s+(?:talking|speaking|chatting)\s+(?:to|with)\s+an?\s+(?:ai|bot|robot|machine|computer|real\s+person|human)\b/iu,
    ],
    thanks: [/\b(?:thanks|thank\s+you|thx|cheers|appreciate\s+(?:it|that|your))\b/iu],
    goodbye: [
      /\b(?:bye|goodbye|good-bye|bye-bye|farewell|take\s+care|all\s+the\s+best)\b/iu,
      /\bhave\s+a\s+(?:nice|good|great|lovely)\s+(?:day|one|evening|weekend|afternoon)\b|\btalk\s+(?:to\s+you\s+)?(?:soon|later)\b|\bsee\s+you\b/iu,
    ],
  },

  topics: {
    cost: [/\b(?:costs?|costly|price\w*|expensive|cheap\w*|money|pay\w*|bills?|budget\w*|afford\w*|euros?|fees?|spend\w*|savings?|save\s+money)\b/iu],
    time: [
      /\b(?:time|hours?|minutes?|slow\w*|fast\w*|quick\w*|manual\w*|wast\w*|delays?|efficien\w*|productiv\w*|automat\w*|longer|forever|ages|afternoons?|takes?\s+(?:too\s+)?long|stay(?:s|ing)?\s+late|late\s+nights?|overtime|days\s+instead\s+of|instead\s+of\s+\w+\s+days)\b/iu,
    ],
    quality: [/\b(?:quality|errors?|mistakes?|accura\w*|wrong|complaints?|defects?|redo|rework|double-check\w*)\b/iu],
    reliability: [
      /\b(?:reliab\w*|downtime|outages?|crash\w*|drops?|dropping|breaks?\s+down|goes\s+down|buffer\w*|connection|stable|stability|uptime|lag\w*|interrupt\w*|disconnect\w*|freez\w*|froze|logs?\s+(?:us|me|you)\s+out)\b/iu,
    ],
    growth: [/\b(?:grow\w*|scal\w*|expan\w*|new\s+customers|more\s+customers|hir(?:e|ing)|revenue|sales|market\s+share|opportunit\w*|capacity|keep\s+up)\b/iu],
    support: [/\b(?:support|customer\s+service|help\s*desk|hotline|response\s+times?|technicians?|service\s+team|on\s+hold|nobody\s+answers)\b/iu],
    content: [
      /\b(?:channels?|movies?|films?|series|tv\s+shows?|kids['’]?\s+shows?|sports?|football|streaming|netflix|content|cartoons?|documentar\w*|news|programmes?|programs?)\b/iu,
    ],
    family: [
      /\b(?:family|families|kids?|children|child|wife|husband|partner|parents?|household|grandparents?|teenagers?|everyone\s+at\s+home|the\s+whole\s+house)\b/iu,
    ],
  },

  whoIsSpeaking:
    /\b(?:am\s+i\s+(?:speaking|talking)\s+(?:to|with)(?!\s+(?:a\s+|an\s+)?(?:real|human|robot|bot|machine|program|computer|ai)\b)|is\s+(?:this|that)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:manager|director|head|owner|lead|officer|cfo|ceo|coo|accountant))\b/iu,
  customerCase:
    /\bused\s+to\b.*\b(?:now|today)\b|\bwent\s+from\b.*\bto\b|\b(?:cut|reduced|lowered|halved|doubled|increased|raised|saved)\b.*\b(?:by\s+)?\d+\s*(?:%|percent|hours?|days?|weeks?)|\b(?:before|previously)\b.*\b(?:now|today)\b/iu,
  comparison: COMPARISON,
  assumesAgreement:
    /\b(?:I['’]ll|I\s+will|let\s+me|we['’]ll|we\s+will|I['’]m\s+going\s+to)\s+(?:\w+\s+)?(?:send|book|pencil|schedule|draw\s+up|prepare|put\s+(?:you|it|that)\s+(?:down|in)|set\s+(?:you|it|that)\s+up|get\s+(?:the|you)\s+(?:contract|paperwork|invite|agreement|set\s+up|started|signed))\b|\b(?:I['’]ve|I\s+have|we['’]ve|we\s+have)\s+(?:\w+\s+)?(?:put\s+you\s+(?:down|in)|booked\s+(?:you|it|that|the)|signed\s+you\s+up|scheduled\s+(?:it|that|the|a)|pencil+ed\s+(?:you|it)|set\s+you\s+up|registered\s+you)\b|\b(?:we['’]re|we\s+are)\s+(?:agreed|all\s+set|good\s+to\s+go)\b|\b(?:welcome\s+aboard|it['’]s\s+a\s+deal)\b/iu,
  offerTerms: {
    setup:
      /\b(?:set(?:ting)?[\s-]*(?:you\s+|it\s+|things\s+)?up|setup|onboard\w*|install\w*|implement\w*|up\s+and\s+running|go(?:ing)?\s+live|roll(?:ing)?[\s-]*out|switch\w*\s+over|migrat\w*)\b.*\b(?:days?|weeks?|hours?|minutes?|afternoon|morning|overnight)\b|\b(?:days?|weeks?|hours?|afternoon|overnight)\b.*\b(?:set\s+(?:you\s+|it\s+)?up|get\s+(?:you\s+)?(?:started|going|up\s+and\s+running)|go\s+live|install\w*)\b/iu,
    contract:
      /\bno\s+(?:long[\s-]*term\s+|annual\s+|yearly\s+|minimum\s+|fixed\s+)?(?:contract|commitment|lock[\s-]*in|tie[\s-]*in)s?\b|\bcancel\s+(?:\w+\s+)?(?:at\s+)?any\s*time\b|\bmonth[\s-]+to[\s-]+month\b|\brolling\s+(?:monthly\s+)?(?:contract|plan|basis)\b|\b(?:\d+|one|two|three|six|twelve|twenty-four)[\s-]*(?:month|year)\s+(?:contract|term|minimum|commitment)\b|\bcontract\s+(?:is|runs|lasts)\s+(?:for\s+)?(?:\d+|one|a|twelve|two)\b/iu,
  },
  apology: /\b(?:sorry|apologi[sz]e|apologies|my\s+bad|forgive\s+me|i\s+didn['’]t\s+mean|that\s+came\s+out\s+wrong|out\s+of\s+line)\b/iu,
  asksQuantity:
    /\bhow\s+(?:much|many|long|often)\b|\b(?:roughly|ballpark|put\s+a\s+number|a\s+number\s+on|in\s+(?:hours|euros|pounds|dollars|money|numbers)|per\s+(?:week|month|year)|a\s+(?:week|month|year))\b/iu,
  productUse:
    /\b(?:tr(?:y|ied|ying)|us(?:e|es|ed|ing)|on|switch(?:ed|ing)?|mov(?:e|ed|ing)|work(?:ed|ing)?\s+with|look(?:ed|ing)?\s+(?:at|into)|consider(?:ed|ing)?|heard\s+(?:of|about)|familiar\s+with|evaluat\w*|happy\s+with|still\s+with|run(?:ning)?|test(?:ed|ing)?)\b/iu,
  asksForDoubts:
    /\bwhat(?:['’]s|\s+is)\s+(?:really\s+|actually\s+)?(?:holding\s+you\s+back|stopping\s+you|standing\s+in\s+(?:the|your)\s+way|keeping\s+you\s+from)\b|\bwhat\s+(?:exactly\s+)?(?:worries|concerns|bothers)\s+you\b|\bwhat\s+would\s+it\s+take\b|\b(?:any|what)\s+(?:concerns|doubts|reservations|hesitations?|worries)\b|\bwhy\s+(?:the\s+)?hesitat\w*\b|\bwhat\s+would\s+make\s+(?:it|this|that)\s+worth\b|\bwhat\s+would\s+convince\s+you\b/iu,
  wellbeing:
    /\bhow(?:\s+|(?=['’]s\b))(?:are\s+(?:you|things|ya)|(?:are|is)\s+(?:you|things)\s+doing|you\s+doing|have\s+you\s+been|(?:['’]s|is|has)\s+(?:it\s+going|your\s+(?:day|week|weekend|morning)(?:\s+(?:going|been))?|everything|life|things)|was\s+your\s+(?:day|week|weekend|morning|holiday|trip))(?=\s*(?:today|doing|these\s+days|this\s+(?:morning|afternoon|week))?\s*(?:[?!.,]|$))/iu,
  closedQuestionStarts:
    /^(?:do|does|did|is|are|was|were|can|could|would|will|shall|should|have|has|had|may|might|am|isn['’]t|aren['’]t|don['’]t|doesn['’]t|didn['’]t|won['’]t|wouldn['’]t|can['’]t|couldn['’]t|haven['’]t|hasn['’]t|any|anything|so\s+you|and\s+(?:do|is|are|can|would))\b/iu,

  nameCheck: /\b(?:[Ii]s\s+(?:this|that)|[Aa]m\s+I\s+(?:speaking|talking)\s+(?:to|with))\s+(\p{Lu}\p{Ll}+)(?![\p{L}])/u,
  notesAnswer: ["OK, good to know.", "Right, that's clear.", "Fair enough."],
  correctsName: ["It's {name}, actually.", "This is {name}, actually."],
  asISaid: ["As I said, ", "Like I said, ", "As I told you, "],
  leadIn: /^(?:(?:OK|Okay|Right|Alright)[,.]\s+|So\s+)?(?:and\s+)?/iu,
  askAgain: ["You didn't answer my question.", "Sorry, back to my question.", "You skipped my question."],
  fallback: ["Mm-hm.", "Go on.", "I see."],

  lines: {
    opening: {
      default: ["Hello?", "Yes, hello?", "{name} speaking.", "Hello, {name} here."],
      friendly: ["Hello, {name} speaking!", "Hi there, this is {name}."],
      analytical: ["{name} here. Hello.", "Yes, this is {name}. Go on."],
      skeptical: ["Yes? Who's calling?", "Hello… who is this?"],
      busy: ["{name} speaking. Quickly, please, I'm between meetings.", "{name} here. I've got a minute, what is it?"],
      demanding: ["{name}. Who's this and what do you want?", "Yes? Make it quick."],
      indecisive: ["Oh — hello? Yes, this is {name}…", "Um, hello? Yes?"],
    },
    ask_who: {
      default: ["Sorry, who is this?", "Who am I speaking with?", "Wait, who's calling, please?", "Sorry, I didn't catch your name. Who are you with?"],
      friendly: ["Sorry, I missed that — who am I talking to?", "Hi! Sorry, who's this?"],
      analytical: ["Before we go on — who are you, and which company?", "I'd like to know who I'm speaking to first. Your name and company?"],
      skeptical: ["Hang on, who is this? How did you get my number?", "I don't know this number. Who are you?"],
      busy: ["Who is this? I've got a minute.", "Sorry — who's calling? Quickly."],
      demanding: ["Who are you? Introduce yourself first.", "You haven't even said who you are."],
      indecisive: ["Sorry, um… who is this?", "Oh — sorry, who did you say you were?"],
    },
    ask_reason: {
      default: ["OK, and what's this about?", "What's the reason for the call?", "Right. And why are you calling me, exactly?", "OK… what's this regarding?"],
      friendly: ["Sure — what's it about?", "OK, nice of you to call. What's it about?"],
      analytical: ["What exactly is the purpose of this call?", "And what is this regarding, specifically?"],
      skeptical: ["And what are you selling?", "Let me guess — you're selling something?"],
      busy: ["What's it about? I've got about two minutes.", "Get to the point, please — what do you need?"],
      demanding: ["Fine. What do you want?", "Get to the point. Why are you calling?"],
      indecisive: ["Oh, OK… and what is this about?", "Um, sure — what's it regarding?"],
    },
    grant_permission: {
      default: [
        "I have a few minutes. Go ahead.",
        "Sure, go on.",
        "OK, I've got a moment. What is it?",
        "Yeah, I can talk for a bit.",
        "Go ahead, but keep it short.",
      ],
      friendly: ["Sure, I've got time. Go ahead!", "Of course, go on."],
      analytical: ["Five minutes. Go ahead.", "Yes, I can spare a few minutes. What's it about?"],
      skeptical: ["Fine, a couple of minutes. Let's hear it.", "Go on then. I'm listening — for now."],
    },
    busy_but_listening: {
      default: [
        "I'm in the middle of something, so make it quick.",
        "I've only got a couple of minutes.",
        "Go on, but I really don't have long.",
        "OK, quickly, please.",
      ],
      friendly: ["I'm a bit swamped, but go ahead — quickly.", "Sure, just keep it short, it's a busy day."],
      analytical: ["Two minutes. Give me the essentials.", "I have a meeting in five minutes, so the short version, please."],
      skeptical: ["I'm busy. If it's a sales pitch, make it quick.", "You've got a minute. Convince me it's worth it."],
      busy: ["Yeah, yeah — thirty seconds. Go.", "I'm literally walking into a meeting. What is it?"],
      demanding: ["Quickly. I don't have time for a long story.", "You have one minute. Use it."],
      indecisive: ["Oh, now's maybe not a great time… but OK, go on.", "Um, I'm kind of busy, but… quickly?"],
    },
    answer_situation: {
      default: [
        "Right now we have {solution}.",
        "At the moment it's {solution}. It works, more or less.",
        "We've got {solution}. Nothing fancy.",
        "Currently we have {solution}, and nobody's really looked at it in a while.",
        "Mostly {solution}. It does the job, I suppose.",
      ],
      analytical: [
        "Right now we have {solution}. It covers the basics, I'd have to check the details.",
        "We use {solution}. There's a contract behind it, of course.",
      ],
      skeptical: ["We have {solution}, and it works fine, thanks.", "If you must know, we have {solution}."],
      busy: ["We have {solution}. Why?", "We have {solution}. Next question."],
    },
    reveal_pain: {
      default: [
        "Honestly, the biggest headache is that {pain}.",
        "Well, the main problem is that {pain}.",
        "If I'm honest, {pain}, and it's getting old.",
        "What bugs me most is that {pain}.",
        "The thing is, {pain}.",
      ],
      friendly: ["Oh, where do I start — {pain}.", "Well, since you ask: {pain}. It drives me a bit mad."],
      analytical: ["The main issue is that {pain}. It's been like that for months.", "Specifically, the biggest issue is that {pain}."],
      skeptical: ["Since you ask — {pain}. Not that I expect you to fix it.", "Fine. The problem is that {pain}. Everyone promises to fix that."],
      busy: ["Short version: {pain}.", "Main thing is that {pain}."],
      demanding: ["The problem is that {pain}. And nobody has fixed it yet.", "I'll tell you what's wrong: {pain}."],
      indecisive: ["I don't know, maybe the biggest thing is that {pain}?", "Hmm, I guess… {pain}. Yes, that's probably it."],
    },
    reveal_impact: {
      default: ["And in the end, {impact}.", "It adds up — {impact}.", "Basically, {impact}. It's not great.", "What it means in practice is that {impact}."],
      analytical: ["If I put a number on it: {impact}.", "The knock-on effect is that {impact}."],
      friendly: ["And honestly, {impact}. It's a bit of a pain.", "The result? Well, {impact}."],
    },
    reveal_budget: {
      default: ["Budget-wise, {budget}.", "As for money: {budget}.", "I'd say {budget}.", "If we're talking numbers, {budget}."],
      analytical: ["In terms of budget, {budget}. I'd need a proper quote to compare.", "Realistically, {budget}."],
      skeptical: ["I'm not giving you a number to aim at. Let's just say {budget}.", "Let's say {budget}. Don't get ideas."],
    },
    reveal_timeline: {
      default: ["Timing-wise, {timeline}.", "Well, {timeline}.", "As for when — {timeline}.", "Realistically, {timeline}."],
      busy: ["Roughly, {timeline}.", "Timing — {timeline}. That's all I know."],
    },
    reveal_decision: {
      default: ["In the end, {decider}.", "Well, {decider}.", "To be clear, {decider}.", "Fair question — {decider}."],
      analytical: ["The process is simple: {decider}.", "Formally, {decider}."],
    },
    deflect: {
      default: [
        "I'd rather not get into that just yet.",
        "That's a bit early for a first call.",
        "Let's not go there yet. Tell me what you're offering first.",
        "I don't really want to go into details with someone I just met on the phone.",
      ],
      friendly: ["Ha, I'm not sure I want to get into all that yet.", "Maybe later — I don't know you well enough for that."],
      analytical: ["I don't share that kind of information until I understand what you're proposing.", "Before I answer that — what exactly is your offer?"],
      skeptical: ["Why do you need to know that?", "I'm not telling you that. What's this really about?"],
      busy: ["I don't have time to go through all that.", "Skip the questionnaire. What's the offer?"],
      demanding: ["That's my business. What are you offering?", "I'm not here to answer a survey."],
      indecisive: ["Hmm, I'm not sure I should say…", "I don't know, it's a bit complicated. I'd rather not."],
    },
    short_answer: {
      default: ["Yes, more or less.", "Not really.", "Yeah.", "I suppose so.", "Hm, sometimes.", "No, not at the moment."],
      busy: ["Yes.", "No."],
      indecisive: ["I think so? Maybe.", "Hm, not sure. Probably not."],
    },
    ask_what_meant: {
      default: ["Sorry, what do you mean exactly?", "Why do you ask?", "Depends. What's this about?", "In what sense?"],
    },
    appreciate_empathy: {
      default: [
        "Thanks. Yeah, it's been a real pain.",
        "Exactly. Nice to hear someone gets it.",
        "Yes, it's frustrating, honestly.",
        "Right? It's been like that for a while.",
      ],
      skeptical: ["Well, at least you're listening.", "Hm. Yes, it is annoying."],
      friendly: ["Oh, thank you, yes — it really is!", "Ah, it's nice that you get it."],
    },
    interested: {
      default: [
        "Hm. That would actually help, because right now {pain}.",
        "OK, that's interesting. Tell me more.",
        "Wait, so that would sort out the fact that {pain}?",
        "That sounds useful, to be honest.",
        "OK, that's the first thing that actually matters to me.",
      ],
      friendly: ["Oh, that sounds really good. Tell me more!", "That would be lovely, because right now {pain}."],
      analytical: ["Interesting. How exactly would that work in our case?", "OK, that's relevant. I'd want to see numbers on it, though."],
      skeptical: ["Hm. If that's true, it would help. Big if.", "OK… that would help, because {pain}. But I've heard promises before."],
      busy: ["OK, that's useful. Go on, briefly.", "Now that's worth a minute. Keep going."],
      demanding: ["Fine, that's relevant. Show me it actually works.", "That's more like it. What's the catch?"],
      indecisive: ["Oh… that could actually help, I think. Maybe?", "Hm, that does sound good. I'd have to think, but yes."],
    },
    bored_by_features: {
      default: [
        "I don't need a list of features. What does it actually do for me?",
        "OK, that's a lot of tech talk. Why should I care?",
        "Everyone says that. What's in it for us?",
        "You're losing me. What's the point of all that?",
      ],
      friendly: ["Sorry, that went a bit over my head. What would it actually change for me?", "Sounds fancy, but what does that mean in practice?"],
      analytical: ["Features are fine, but what's the measurable result?", "What problem does that solve, specifically?"],
      skeptical: ["Everyone has that. What makes yours different?", "That's the brochure. What's the real benefit?"],
      busy: ["Skip the feature list. Bottom line?", "I don't have time for the catalogue. What's the point?"],
      demanding: ["Stop reading me the brochure. What does it do for me?", "I didn't ask about features. Get to the point."],
      indecisive: ["Hm, that's a lot… I'm not sure what I'd even need.", "Sorry, I'm a bit lost. Which of that matters for us?"],
    },
    ask_price: {
      default: ["OK, and what does it cost?", "So what are we talking about, price-wise?", "How much is this going to cost me?", "What's the price?"],
      analytical: ["What does it cost per month, all in?", "Can you give me the exact price, including any extras?"],
      skeptical: ["And what's the catch? How much?", "Right. And how much does all this cost?"],
    },
    raise_objection: {
      default: ["Look, {objection}.", "Honestly, {objection}.", "I'll be straight with you: {objection}.", "Hmm. The thing is, {objection}."],
      friendly: ["I like the sound of it, but {objection}.", "Sorry to be difficult, but {objection}."],
      analytical: ["One issue, though: {objection}.", "Before we go further — {objection}."],
      skeptical: ["Yeah, I'm not convinced — {objection}.", "Here's my problem: {objection}."],
      busy: ["Quick answer: {objection}.", "Look, bottom line — {objection}."],
      demanding: ["Let me stop you there: {objection}.", "That's not good enough — {objection}."],
      indecisive: ["Hmm, I don't know… I mean, {objection}.", "I'm not sure. It's just that {objection}."],
    },
    objection_persists: {
      default: [
        "I hear you, but I'm still not convinced.",
        "That doesn't really answer it, though.",
        "Maybe, but my concern is still there: {objection}.",
        "Hmm. I'm still not sure.",
        "Sorry, but the point stands: {objection}.",
      ],
      friendly: ["I get what you're saying, I just still have my doubts.", "Sorry, I'm still not quite there."],
      analytical: ["That's an argument, but it doesn't address my point.", "I'd need more than that. Do you have any numbers?"],
      skeptical: ["That's what every salesperson says.", "Nice try, but no. I'm still not buying it."],
      busy: ["That's not an answer. Anything else?", "I still don't see it, and I'm running out of time."],
      demanding: ["You're not listening — {objection}.", "That's not what I asked."],
      indecisive: ["Hmm, I don't know… I still feel unsure.", "Maybe… I just still don't know."],
    },
    // A next step proposed past an open concern: the customer will not book before it is dealt with.
    objection_ignored: {
      default: [
        "Hold on — before we book anything: {objection}.",
        "We're not there yet — {objection}, remember?",
        "You skipped my point: {objection}.",
        "First things first: {objection}.",
      ],
      friendly: ["I'd like to, but first — {objection}.", "Sorry, before we pick a time: {objection}."],
      busy: ["Look, I told you: {objection}.", "Not before we sort this out: {objection}."],
      demanding: ["Answer my point first: {objection}.", "No. First deal with this: {objection}."],
      skeptical: ["You're skipping my point: {objection}.", "Not so fast — {objection}."],
      analytical: ["We haven't resolved my point yet: {objection}.", "Before any date: {objection}."],
      indecisive: ["Hmm, I don't know… before any date, {objection}.", "Wait, I'm not sure yet — {objection}."],
    },
    explain_objection: {
      default: [
        "The thing is, {reason}.",
        "Honestly, {reason}.",
        "The reason is simple: {reason}.",
        "Well, it's simply that {objection}.",
        "What I mean is, {objection}.",
        "Put simply: {objection}.",
        "It comes down to this: {objection}.",
      ],
    },
    objection_resolved: {
      default: ["OK, that makes sense.", "Fair enough, that helps.", "Alright, that answers it, I suppose.", "Hm, OK. I hadn't looked at it that way."],
      skeptical: ["Hm. OK, that's a fair answer.", "Fine. I'll give you that one."],
      friendly: ["Oh, OK, that makes me feel better.", "Ah, right — that sounds fair."],
    },
    agree_next_step: {
      default: [
        "OK, {time} works for me. Let's do it.",
        "Alright, let's say {time}. Send me an invite.",
        "Fine, {time} then. Send me something in writing beforehand.",
        "Sure, {time} is fine. I'll put it in my calendar.",
        "Sounds good. Put me down for {time}.",
      ],
      busy: ["Fine, {time}. Thirty minutes max.", "OK, {time}. Send the invite."],
      skeptical: ["OK, {time}. But come prepared.", "Alright, {time}. Let's see what you've got."],
    },
    ask_for_time: {
      default: [
        "When exactly are you thinking?",
        "OK, maybe. What day and time?",
        "Possibly. When?",
        "Sure, but when? I could do {time}, for example.",
        "Give me a concrete time and I'll check my calendar.",
      ],
    },
    hesitate: {
      default: ["I'm not sure yet.", "Let me think about it.", "Hmm, I don't know. It's a bit soon for that.", "I'd need to think it over first."],
      friendly: ["It sounds nice, I just need a bit of time to think.", "I don't want to promise anything yet, sorry."],
      analytical: ["I'd need to see the details in writing before I commit to anything.", "Not yet. I need to compare it with what we have first."],
      skeptical: ["Slow down. I haven't agreed to anything.", "Let's not get ahead of ourselves."],
      busy: ["Not now. Send me something and I'll look at it.", "I can't decide that on the spot."],
      demanding: ["Not so fast. You haven't convinced me yet.", "No. Not until I see something concrete."],
      indecisive: ["Oh, I really don't know… Can I think about it?", "Maybe? I mean… I'm just not sure."],
    },
    pushback: {
      default: [
        "Don't pressure me.",
        "Whoa, slow down. I'm not deciding anything today.",
        "I don't like being pushed.",
        "If it's only good today, then it's not for me.",
      ],
      friendly: ["Hey, easy — no need to rush me.", "I'd rather not be pressured, if that's OK."],
      analytical: ["I don't make decisions under time pressure.", "Artificial deadlines don't work on me."],
      skeptical: ["And there it is — the pressure. Classic.", "'Only today'? Yeah, I've heard that one."],
      busy: ["I don't have time for games. No pressure, or no deal.", "Push me and I'm hanging up."],
      demanding: ["Don't tell me what I need to do.", "Nobody rushes me. Understood?"],
      indecisive: ["Please don't rush me, I need time…", "Now you're making me nervous. I can't decide like this."],
    },
    offended: {
      default: ["Excuse me? There's no need for that.", "Don't talk to me like that.", "Wow. OK, that's rude.", "I don't appreciate that tone."],
      friendly: ["Hey, that's not nice. There's no need for that.", "Wow… and I was being polite with you."],
      analytical: ["That's unprofessional. I don't see how we continue from here.", "Noted. So that's how your company talks to people."],
      skeptical: ["Right. That tells me everything I need to know about your company.", "And that's why I don't trust salespeople."],
      busy: ["I don't have time for this.", "Seriously? We're done."],
      demanding: ["Watch your language.", "Who do you think you're talking to?"],
      indecisive: ["Oh… that's a bit hurtful, actually.", "I… don't think that was necessary."],
    },
    lost_in_monologue: {
      default: [
        "Sorry, that was a lot. What's the point?",
        "You lost me there. Can you say that in one sentence?",
        "Hold on — what does any of that mean for me?",
        "That's a lot of words. What are you actually asking me?",
      ],
      busy: ["Too long. Short version?", "I stopped listening halfway, sorry. Bottom line?"],
    },
    redirect_off_topic: {
      default: [
        "Let's stick to why you called.",
        "Sure, but what did you actually call about?",
        "Ha, maybe. But what's this call about?",
        "I'd rather we got to the point.",
      ],
      busy: ["No time for small talk. What do you need?", "Let's skip the chit-chat."],
      friendly: ["Ha, yes! Anyway — what was it you wanted to talk about?", "True! But tell me, what's this about?"],
    },
    stay_in_character: {
      default: [
        "What? I'm not sure what you mean. Are you selling something or not?",
        "Sorry, what? What kind of question is that?",
        "Instructions? I don't follow. Can we get back to your offer?",
        "Is this some kind of joke? What are you actually calling about?",
        "I have no idea what you're talking about.",
      ],
      skeptical: ["Is this a prank call?", "Is this some kind of test? Just tell me what you want."],
      busy: ["I don't have time for nonsense. What do you want?", "What? Just get to the point."],
      demanding: ["Stop playing games. What is this about?", "Are you serious? Get to the point or I hang up."],
      friendly: ["Ha, sorry, you've lost me. What do you mean?", "Sorry? I'm just {name}. What's this about?"],
    },
    hang_up: {
      default: [
        "Sorry, I'm going to stop you there. Goodbye.",
        "I've heard enough. Bye.",
        "This isn't working for me. I'm hanging up.",
        "I have to go. Please don't call again.",
      ],
      friendly: ["I'm sorry, I really have to go now. Bye.", "Look, I don't think this is for me. Take care."],
      analytical: ["I don't see any value in continuing. Goodbye.", "We're not getting anywhere. I'll end it here."],
      skeptical: ["Yeah, no. I'm done. Bye.", "Just as I thought. Goodbye."],
      busy: ["I'm out of time. Bye.", "That's it, I've got to go."],
      demanding: ["Enough. Take my number off your list.", "We're done here. Goodbye."],
      indecisive: ["Um, I think I should go now… sorry. Bye.", "I'm sorry, this is too much for me. Goodbye."],
    },
    goodbye: {
      default: ["Thanks, bye.", "OK, talk soon. Bye.", "Alright, goodbye.", "Thanks for calling. Have a good day."],
      friendly: ["Thanks, it was nice talking to you. Bye!", "Great, have a lovely day. Bye!"],
      busy: ["Bye.", "OK. Bye."],
    },
    neutral: {
      default: ["OK.", "Mm-hm. Go on.", "Right.", "I see. And?", "OK, I'm listening."],
      friendly: ["Mm, sounds good. Go on.", "Ah, OK! And then?"],
      analytical: ["Noted. Continue.", "OK. What else?"],
      skeptical: ["Hm. And?", "If you say so."],
      busy: ["OK. Next.", "Fine. Keep going — quickly."],
      demanding: ["And? Get to the point.", "That's it? Go on."],
      indecisive: ["Hm, OK… I guess.", "Right… OK."],
    },
    small_talk_reply: {
      default: [
        "Fine, thanks. Busy week. So what's this about?",
        "Not bad, thanks. What can I do for you?",
        "Good, good. Anyway — what are you calling about?",
        "Can't complain. So, what's on your mind?",
      ],
      friendly: ["Oh, lovely, thanks for asking! Busy as always. So, what can I do for you?", "Good, thanks — you too, I hope! What's up?"],
      busy: ["Fine. Look, I haven't got long — what is it?", "Yeah, fine. What do you need?"],
      demanding: ["Let's skip the chit-chat. What do you want?", "Fine. Get to the point, please."],
      skeptical: ["Fine, thanks. I assume you didn't call to ask about my weekend?", "OK… and what's this really about?"],
    },
    // Small talk that asks nothing about the customer's day ("Did you catch the game?", "Nice weather"): brushed aside.
    small_talk_chat: {
      default: [
        "Ha. Anyway — what's this about?",
        "Heh, right. So what can I do for you?",
        "Mm. Look, I'm at work — what are you calling about?",
        "Ha, yes, well. So, what's on your mind?",
      ],
      friendly: ["Ha, don't get me started! Anyway, what can I do for you?", "Oh, that's a whole other conversation! So, what's up?"],
      busy: ["Look, I don't really have time to chat — what is it?", "Let's skip the chit-chat. What do you need?"],
      demanding: ["I didn't pick up to chat. What do you want?", "Get to the point, please."],
      skeptical: ["I assume you didn't call to chat about that?", "Mm. And what's this really about?"],
    },
    answer_about_self: {
      default: [
        "I'm the {role} here at {company}. We're about {size} people.",
        "I look after things as {role}. {company} is about {size} people, mostly {industry}.",
        "{role}. We're a {industry} company, around {size} people.",
        "I'm {role} at {company} — {industry}, about {size} of us.",
      ],
      busy: ["{role} at {company}, {size} people. Why?", "I'm the {role}. About {size} people. Go on."],
      skeptical: ["I'm the {role}. Why do you ask?", "{role} at {company}. Didn't you look us up before calling?"],
    },
    already_covered: {
      default: ["You've asked me that already.", "We've been over that, haven't we?", "I just told you that.", "Didn't I already answer that?"],
      busy: ["You asked that already. Anything new?", "Same question again? I'm short on time."],
      demanding: ["You're repeating yourself. Are you listening to me?", "I already answered that. Next."],
    },
    confused: {
      default: ["Sorry? I didn't catch that.", "Sorry, what was that?", "I'm not sure what you mean.", "Hello? You're breaking up, I think."],
      busy: ["What? I haven't got time for this.", "Sorry, what? Say that again, properly."],
      demanding: ["What is that supposed to mean?", "Are you serious? Say something that makes sense."],
    },
    ask_language: {
      default: [
        "Sorry, I don't follow. Can we stick to English?",
        "Sorry, English please — I didn't understand that.",
        "I'm afraid I only speak English here. Could you say that again?",
        "Sorry, what language is that? Let's keep to English.",
      ],
    },
    refuse_assumption: {
      default: [
        "Hold on, I haven't agreed to anything yet.",
        "Wait — I never said yes to that.",
        "Slow down. Nothing's been agreed.",
        "Hang on, that's jumping ahead. I haven't decided anything.",
      ],
      demanding: ["Don't put words in my mouth. I haven't agreed to anything.", "No. I decide when we've agreed, not you."],
    },
    choose_slot: {
      default: [
        "{time} suits me better. Let's do that.",
        "Let's say {time}. Send me an invite.",
        "Of those, {time} works for me.",
        "{time} is better for me. Put it in.",
      ],
      busy: ["{time}. Thirty minutes max.", "{time}. Send the invite."],
    },
    understood: {
      default: ["Yes, that's clear.", "Got it, yes.", "OK, that makes sense.", "Right, understood."],
    },
    correct_summary: {
      default: [
        "Not quite. What I said is that {pain}.",
        "That's not really what I said. It's more that {pain}.",
        "Hm, I didn't say that.",
        "That's not quite what I said.",
      ],
    },
    not_used_product: {
      default: [
        "No. Can't say we've looked into it.",
        "No, we haven't looked at that one.",
        "Not really, no. I've heard the name, that's all.",
        "No, we've never tried it.",
      ],
    },
    agree_summary: {
      default: [
        "Yes, that's it exactly.",
        "Right, that's a fair summary.",
        "Yes, that's pretty much where we are.",
        "Exactly. That's the problem in a nutshell.",
      ],
      skeptical: ["More or less, yes.", "Roughly, yes. So?"],
    },
    ask_setup: {
      default: [
        "How long would it take to get this up and running?",
        "And how much work is it for us to set up?",
        "What does the switch-over look like? I can't have things grind to a halt.",
        "Who does the set-up, you or us?",
      ],
    },
    ask_contract: {
      default: [
        "What kind of contract are we talking about? I don't want to be tied in for years.",
        "Is there a minimum term?",
        "Can we cancel if it doesn't work out?",
        "How long would we be locked in?",
      ],
    },
    correct_time: {
      default: [
        "Just so we're clear: we said {time}.",
        "Hang on, I've got you down for {time}, not another day.",
        "Wait, didn't we say {time}? Let's keep it at that.",
        "Sorry, {time}, wasn't it? That's what I've written down.",
      ],
    },
    ask_difference: {
      default: [
        "And what makes you different from {competitor}?",
        "Why would I pick you over {competitor}?",
        "We've looked at {competitor} too. What's the difference?",
        "How are you better than {competitor}, then?",
      ],
    },
    ask_references: {
      default: [
        "Who else uses this? Anyone like us?",
        "Do you have customers I could actually talk to?",
        "Have you done this for a company our size?",
        "Any references in our line of work?",
      ],
    },
  },

  scenarioLines: {
    cold_call: {
      opening: [
        "Hello? … Yes, this is {name}.",
        "{name} speaking. Hello?",
        "Hello? Yes?",
        "Yeah, hello — I don't recognise this number.",
        "{name} here. Who's calling?",
      ],
      ask_reason: ["Sorry, how did you get my number?", "Is this a sales call?"],
    },
    lead_call: {
      opening: [
        "Hello? Oh — is this about the form I filled in about the TV package?",
        "Yes, hello? I think I left my number on your website…",
        "Hello, {name} speaking. Is this the internet company?",
        "Hi, yes? Sorry, the kids are loud — who's calling?",
        "Hello? Oh right, I did ask for a call back about the TV and internet thing.",
      ],
      ask_who: ["Sorry, who's calling? Is this about the TV thing I filled in online?", "Who is this, sorry? Which company?"],
      ask_reason: ["Oh right, the website form. So what's the offer?", "Ah, yes, I filled something in. What exactly do you have for us?"],
      answer_situation: ["At home we have {solution}. Everyone's used to it.", "Right now it's {solution}. The kids complain, but it works."],
      answer_about_self: [
        "There are {size} of us at home.",
        "We're a household of {size}, so a lot of screens.",
        "It's {size} of us here, and everyone wants something different.",
      ],
      ask_references: ["Do any of my neighbours have it? I'd rather ask someone.", "Are people actually happy with it? The reviews I saw were mixed."],
      ask_setup: ["Would someone have to come round to install it?", "How long would we be without TV when we switch?"],
    },
    general: {
      opening: [
        "Hi, good to meet you. I've got about half an hour — where shall we start?",
        "Hello. We had this in the calendar for now, right? Go ahead.",
        "Hi! Yes, I was expecting your call. Go on.",
        "Hello. Right, our meeting — I've blocked twenty minutes, so let's use them well.",
      ],
    },
    objection_handling: {
      opening: [
        "Hi. I'll be honest, I'm not sure this is for us, but go on.",
        "Hello. I've looked at your offer and I have my doubts, to be honest.",
        "Yes, hi. I've been burned by this kind of thing before, so you'll have to convince me.",
        "Hello. I've heard mixed things about your company, just so you know.",
      ],
      neutral: ["Hm. I'm still sceptical, but go on.", "OK. I'm listening, but I'm not sold."],
    },
  },

  persona: {
    firstNames: ["Emma", "Oliver", "Sophie", "James", "Charlotte", "Daniel", "Hannah", "Michael", "Laura", "Thomas", "Rachel", "David"],
    lastNames: ["Carter", "Bennett", "Hughes", "Walsh", "Turner", "Parker", "Collins", "Morgan", "Foster", "Reid", "Hayes", "Fletcher"],
    companies: [
      "Northgate Logistics",
      "Brightwell Foods",
      "Harbor & Finch",
      "Kestrel Engineering",
      "Maple Street Dental",
      "Redline Freight",
      "Oakridge Property",
      "Summit Print Works",
      "Bluewater Hotels",
      "Thornton Builders",
    ],
    companyIndustries: [0, 1, 7, 6, 3, 0, 8, 9, 4, 2],
    neutralCompany: (lastName) => `${lastName} & Partners`,
    industries: [
      "logistics",
      "food production",
      "construction",
      "healthcare",
      "hospitality",
      "retail",
      "manufacturing",
      "professional services",
      "real estate",
      "printing",
    ],
    roles: ["operations manager", "managing director", "head of sales", "office manager", "finance manager", "IT manager", "owner", "procurement lead"],
    solutions: [
      "an older contract with another provider",
      "what the previous provider set up for us years ago",
      "a cheaper basic plan from a local company",
      "something we've put together ourselves over the years",
      "the same provider we've had for years",
    ],
    pains: {
      cost: [
        "we're paying more every year for the same thing",
        "the bill keeps creeping up and nobody can explain why",
        "we pay for a lot of things we never actually use",
      ],
      time: [
        "my team spends hours every week on manual work that should be automatic",
        "everything takes three times longer than it should",
        "we lose whole afternoons chasing information across spreadsheets",
      ],
      quality: [
        "mistakes slip through and customers notice before we do",
        "the numbers we get are often wrong, so nobody trusts them",
        "we keep having to redo work because of errors",
      ],
      reliability: [
        "it goes down right when we need it most",
        "it freezes or logs us out, usually at the worst moment",
        "it's just not reliable, some days it works and some days it doesn't",
      ],
      growth: [
        "we're growing and our current setup just can't keep up",
        "we can't take on more customers without hiring more people",
        "we're missing opportunities because we're too slow to follow up",
      ],
      support: [
        "when something breaks, nobody picks up at support",
        "their support takes days to answer a simple question",
        "every time we call support, we get passed around",
      ],
      content: [
        "we pay for a hundred channels and watch maybe five",
        "the sports we actually want to watch are never in our package",
        "the kids never find a programme they like, so they're on their phones instead",
      ],
      family: [
        "everyone in the family wants to watch something different at the same time",
        "the Wi-Fi can't cope when the whole family is online in the evening",
        "I never really know what the kids are watching",
      ],
    },
    figures: {
      cost: [
        "it comes to roughly three hundred euros a month",
        "we're looking at a couple of thousand euros a year",
        "it's about fifteen percent more than we planned for",
      ],
      time: ["it eats about two days every month", "it's eight or nine hours a week, easily", "someone loses five or six hours to it every Friday"],
      quality: [
        "we catch two or three mistakes a week, and those are only the ones we catch",
        "about one invoice in twenty goes out wrong",
        "we had four complaints about it last month alone",
      ],
      reliability: [
        "it goes down about twice a week, for an hour or so each time",
        "last month we lost about a day and a half in total",
        "it drops out three or four times a day",
      ],
      growth: [
        "we turned down about five jobs last quarter",
        "we could take on maybe a fifth more work if we had the capacity",
        "we've lost three or four deals this year to faster competitors",
      ],
      support: [
        "a simple question takes two or three days to get an answer",
        "I spend an hour or two a week chasing them",
        "the last fix took them eleven days",
      ],
      content: [
        "we pay about twenty euros a month for channels nobody watches",
        "we watch maybe five of the hundred channels",
        "I pay about fifteen euros a month extra for streaming on top",
      ],
      family: ["it's most evenings, honestly, four or five a week", "there are five of us and one TV", "the kids are online three or four hours every evening"],
    },
    figureJoin: " and ",
    impacts: {
      cost: [
        "it adds up to a few hundred euros a year we could use elsewhere",
        "I have to justify that bill every single month",
        "we've started cutting back on other things to cover it",
      ],
      time: ["we're basically paying people to copy and paste", "people stay late just to keep up", "important work keeps getting pushed to next week"],
      quality: ["we've lost at least one good client over it", "I spend my evenings double-checking everything", "it makes us look unprofessional"],
      reliability: [
        "everything stops and we just sit there waiting",
        "I've lost count of how many times we've had to start over",
        "nobody trusts it any more, so we always keep a plan B",
      ],
      growth: ["we've had to turn work down", "we're the same size we were three years ago", "the competition is winning deals that should be ours"],
      support: [
        "we end up fixing things ourselves or just living with them",
        "a small issue turns into a week of hassle",
        "I waste hours on hold instead of doing anything useful",
      ],
      content: ["we're paying for TV we barely watch", "I pay for two streaming services on top of the package", "the TV just stays off most evenings"],
      family: ["evenings turn into arguments over the remote", "someone is always unhappy", "we all end up on our own screens in separate rooms"],
    },
    budgets: [
      "about what we pay now, maybe a little more if it's really worth it",
      "not much, every euro counts right now",
      "there's some room, but it has to pay for itself",
      "we haven't set a number, but it can't be a big jump from what we pay today",
    ],
    timelines: [
      "our current contract runs out in the spring",
      "we'd want something in place before the summer",
      "there's no rush, it could be towards the end of the year",
      "if it's right, we could start within a month or so",
    ],
    deciders: [
      "I decide, but I'd talk it over with my partner first",
      "it's not just my call, someone else has to agree too",
      "I make the decision, but I'll want a second opinion",
      "we decide together, there are two of us in this",
      "the final word isn't mine, but my opinion counts",
    ],
    /** What lies behind each concern, said when asked about it (fits "{reason}"). */
    objectionReasons: {
      price: [
        "our budget for this year is already spent, and anything new has to wait for the next one",
        "we had to cut costs this year, so every new subscription gets questioned",
        "the last tool we bought ended up costing twice what we were told",
      ],
      timing: [
        "we're in the middle of year-end and everyone's flat out until March",
        "we've just started moving offices and nobody has time for anything new",
        "half the team is tied up in a big client project until the summer",
      ],
      current_solution: [
        "the team knows the current setup inside out and nobody wants to learn something new",
        "we only set up the current system two years ago, and it took a lot of effort",
        "our current provider knows all our quirks, and that's worth something",
      ],
      authority: [
        "anything over a few hundred a month goes to our finance director",
        "our owner signs off every new supplier personally",
        "purchases like this go through a committee that meets once a quarter",
      ],
      need: [
        "the work gets done in the end, even if it takes a while",
        "we're a small team and we've always coped with spreadsheets",
        "I don't see the problem being big enough to pay for a fix",
      ],
      trust: [
        "a supplier promised us the same thing last year and it never worked properly",
        "nobody I know has ever worked with your company",
        "the last company that called like this went bust six months later",
      ],
      contract: [
        "our current contract runs until next autumn and leaving early costs a fortune",
        "the last contract we signed locked us in for three years",
        "our lawyer has to read every contract, and that takes weeks",
      ],
    },
    objections: {
      price: [
        "it sounds expensive for what we'd get",
        "that's more than we pay now, and I don't see why we'd pay extra",
        "money's tight right now, and this isn't cheap",
      ],
      timing: ["now is really not a good time for us", "we've got too much going on right now to change anything", "maybe in a few months, but not now"],
      current_solution: [
        "we're happy enough with what we have",
        "we already have something that works",
        "switching sounds like a lot of hassle for not much gain",
      ],
      authority: ["I can't decide this on my own", "this isn't my decision alone", "I'd have to run it past someone else first"],
      need: ["I'm not sure we actually need this", "we've managed fine without it so far", "I don't see what problem this solves for us"],
      trust: [
        "I've never heard of your company",
        "we've been burned by promises like this before",
        "I don't know you, and I've heard promises like this before",
      ],
      contract: [
        "I don't want to be locked into another long contract",
        "we're still tied to our current contract",
        "I've seen those contracts, and the small print always bites",
      ],
    },
    meetingTimes: ["Tuesday at 10", "Thursday at 2 in the afternoon", "Wednesday morning at 9", "Friday at 11", "Monday at 3"],
    household: {
      product: "a home TV and internet package",
      familyTypes: {
        single: "lives alone",
        couple: "a couple",
        family_with_young_children: "a family with young children",
        family_with_teens: "a family with teenagers",
        empty_nesters: "a couple whose children have moved out",
        multi_generational: "several generations under one roof",
      },
      contentInterests: {
        sports: "sports",
        movies: "movies",
        children: "children's programmes",
        news: "news",
        documentaries: "documentaries",
        reality_tv: "reality TV",
        drama: "drama series",
        comedy: "comedy",
        action: "action films",
        romance: "romantic films",
      },
    },
    product: "a sales and reporting platform",
    offers: [
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:accounting|book-?keeping|bookkeepers?|invoic\p{L}*|month[- ]end|clos(?:e|ing) the (?:books|month)|reporting|reports?|payroll|expenses?|erp|finance team|financial)(?![\p{L}\p{N}])/iu,
        topics: ["time", "quality"],
      },
      {
        pattern: /(?<![\p{L}\p{N}])(?:crm|leads?|pipeline|sales team|prospect\p{L}*|marketing|follow[- ]?ups?|campaigns?)(?![\p{L}\p{N}])/iu,
        topics: ["growth", "time"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:it support|tech support|help ?desk|network\p{L}*|internet|wi-?fi|broadband|servers?|hosting|cloud|back-?ups?|cyber\p{L}*|phone system|telephon\p{L}*|outages?|uptime)(?![\p{L}\p{N}])/iu,
        topics: ["reliability", "support"],
      },
      {
        pattern: /(?<![\p{L}\p{N}])(?:energy|electricity|insurance|office supplies|cleaning|utilit(?:y|ies)|tariffs?|fuel cards?|leasing)(?![\p{L}\p{N}])/iu,
        topics: ["cost", "support"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:scheduling|shifts?|rotas?|timesheets?|human resources|hiring|onboarding|inventory|stock levels|warehouse|route planning|fleet|dispatch|logistics)(?![\p{L}\p{N}])/iu,
        topics: ["time", "quality"],
      },
    ],
  },

  findings: {
    "intro.greeted": 'You opened with a greeting "{quote}" and set a friendly tone from the first line.',
    "intro.introduced_self": 'Saying who you are "{quote}" right at the start told the customer who was calling and why to listen.',
    "intro.no_introduction":
      'You never said who you are or where you\'re calling from. Start with your name and company, e.g. "Hi, this is Alex from BrightPath."',
    "intro.stated_reason": 'Your reason for the call "{quote}" was clear, which earned you the customer\'s attention.',
    "intro.no_reason": 'You never said why you were calling. Give a one-sentence reason early, e.g. "I\'m calling because …".',
    "intro.asked_permission": 'Asking for the customer\'s time "{quote}" showed respect and made them more willing to talk.',
    "intro.rude_opening":
      'Your opening "{quote}" came across as pushy or rude and cost you trust straight away. Open with a greeting, your name and a reason instead.',
    "mapping.open_questions": 'Your open questions "{quote}" got the customer talking ({count} in total).',
    "mapping.few_questions": "You asked very few questions. Before presenting anything, ask at least three about the customer's situation, problems and goals.",
    "mapping.closed_questions_only":
      'Your questions "{quote}" could all be answered in a word (yes, no, a number), so the answers stayed short. Ask open ones instead: "How do you handle that today?", "What is the biggest challenge?"',
    "mapping.topics_covered": "Good discovery: you asked about {topics}.",
    "mapping.pain_uncovered": 'Your question "{quote}" uncovered a real problem: {pain}.',
    "mapping.impact_explored": 'Asking about consequences "{quote}" made the customer say out loud what the problem costs them.',
    "mapping.no_discovery": "You didn't ask about the customer's situation or needs. Ask about their current setup, problems and goals before you pitch.",
    "mapping.pitched_before_discovery": 'You started pitching "{quote}" before you understood the customer\'s needs. Ask first, then present what fits.',
    "presentation.benefit_tied": 'Your pitch "{quote}" was tied to what the customer told you ({pain}) — that is why it landed.',
    "presentation.generic_benefits":
      'Your benefits "{quote}" were generic. Tie each one to something the customer said, e.g. "You mentioned … — this fixes that by …".',
    "presentation.feature_dump":
      'You listed features "{quote}" without saying what they mean for the customer. Pick the one or two that solve their problem and explain the result.',
    "presentation.monologue": 'Your long monologue "{quote}" lost the customer. Say it in two or three sentences and end with a question.',
    "presentation.no_presentation": "You never presented your offer. Once you know the customer's problem, explain how your solution fixes it.",
    "presentation.proof_untied":
      'You backed your offer with proof "{quote}" and that builds trust; next time tie it to the problem the customer named, e.g. "You said … — a client like you cut that by half."',
    "objections.acknowledged": 'You acknowledged the objection "{quote}" instead of arguing, which kept the customer open.',
    "objections.clarified": 'Your question "{quote}" got to what was really behind the objection before you answered it.',
    "objections.resolved": "You resolved {count} of the customer's objections, which cleared the way to a next step.",
    "objections.ignored":
      'The customer\'s concern about {objection} was never resolved. Acknowledge it, ask what is behind it, answer it, then check: "Does that answer your concern?"',
    "objections.argued": 'You argued against the objection "{quote}" instead of exploring it. Acknowledge it first, then ask a question about it.',
    "objections.none_raised": "No objection came up that you could work on, so this stage was not reached. It scores low until you have handled one.",
    "objections.raised_last":
      "The customer raised a concern about {objection} only in their last reply, so there was no chance to work on it: this stage was not reached. Next time, leave room for the customer's doubts before you close.",
    "close.trial_close": 'Your trial close "{quote}" checked the customer\'s interest before asking for a decision.',
    "close.asked_commitment": 'You asked for a commitment "{quote}" — clear and direct.',
    "close.proposed_next_step": 'Proposing a concrete next step "{quote}" gave the call a clear direction.',
    "close.specific_time": 'Naming a specific time "{quote}" made it easy for the customer to say yes.',
    "close.meeting_booked": "You booked the next meeting — the call ended with a clear outcome.",
    "close.no_close": 'You never proposed a next step. End with a concrete suggestion and a time, e.g. "Shall we meet on Tuesday at 10?"',
    "try.introduction":
      'Try saying: "Hi, this is Anna from Acme. I\'m calling because we help companies like yours cut the time spent on reporting. Have you got two minutes?"',
    "try.mapping": 'Try saying: "How do you handle this today, and what\'s the most frustrating part of it?"',
    "try.productPresentation": 'Try saying: "You mentioned losing two days a month on reports. With us that\'s one click, so your team gets those days back."',
    "try.objectionHandling": 'Try saying: "I understand. What exactly worries you about it?" Then answer and check: "Does that answer your concern?"',
    "try.close": 'Try saying: "Shall we book a 30-minute demo? Would Tuesday at 10 or Thursday at 2 suit you better?"',
    "close.pushy": 'Pushing "{quote}" made the customer defensive. Ask for the decision, but leave them room to think.',
    "close.assumed":
      'You confirmed "{quote}" before the customer had agreed, and they pushed back. Ask, then wait for the yes: "Does Thursday at 2 work for you?"',
    "overall.strongest": "Your strongest stage was {stage}.",
    "overall.weakest": "Work on {stage} next — it had the most room for improvement.",
    "overall.meeting_booked": "Well done: the call ended with a booked meeting.",
    "overall.hung_up": "The customer hung up. Watch their patience: keep it short, ask questions and don't push.",
    "overall.trust_high": "The customer ended the call trusting you — your tone and questions worked.",
    "overall.trust_low": "The customer's trust stayed low. Listen more, acknowledge what they say and avoid pressure.",
    "overall.rude": 'Rude language "{quote}" damaged the conversation. Stay professional, even when the customer is difficult.',
    "overall.break_character":
      'Trying to take the customer out of the role "{quote}" wasted the practice. Treat the call as if it were real — that\'s where the value is.',
  },

  // Used mid-sentence, in the words every screen uses for the stages: "Your strongest stage was the opening."
  stageNames: {
    introduction: "the opening",
    mapping: "discovery",
    productPresentation: "the presentation",
    objectionHandling: "objection handling",
    close: "the closing",
  },
  topicNames: {
    cost: "cost",
    time: "time",
    quality: "quality",
    reliability: "reliability",
    growth: "growth",
    support: "support",
    content: "content",
    family: "family",
  },
  discoveryNames: {
    situation: "their current setup",
    pain: "their problems",
    impact: "what the problems cost them",
    budget: "budget",
    timeline: "timeline",
    decision: "who decides",
  },
  objectionNames: {
    price: "the price",
    timing: "the timing",
    current_solution: "their current solution",
    authority: "who gets to decide",
    need: "whether they need it at all",
    trust: "trusting your company",
    contract: "the contract",
  },
  list(items) {
    if (items.length <= 1) return items.join("");
    return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  },
  title(scenario, name, company) {
    const who = company && !name.includes(company) ? `${name}, ${company}` : name;
    return `${SCENARIO_NAMES[scenario]}: ${who}`;
  },
};
