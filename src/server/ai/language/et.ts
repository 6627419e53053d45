import type { LanguagePack, Scenario } from "../simulation/types";
import { en } from "./en";

// Estonian. The customer says "teie/te" to the caller (a stranger); feedback to the user says "sina", as the app
// does. Placeholders: {pain} {impact} {objection} {timeline} {decider} are clauses that follow "et", a colon or
// a dash ("arve aina kasvab"); {solution} is a nominative noun phrase after "meil on"; {budget} follows a colon;
// {time} is an adessive time ("teisipäeval kell 10") and never starts a sentence (weekdays are lower-case).

/** `\<` and `\>` mark word edges: no letter or digit before / after (JS `\b` does not see "õ", "ä", "ü"). */
function rx(source: string): RegExp {
  return new RegExp(source.replaceAll("\\<", "(?<![\\p{L}\\p{N}])").replaceAll("\\>", "(?![\\p{L}\\p{N}])"), "iu");
}

const SCENARIO_NAMES: Record<Scenario, string> = {
  general: "Üldine vestlus",
  cold_call: "Külmkõne",
  lead_call: "Müügivihje kõne",
  objection_handling: "Vastuväidete käsitlemine",
};

const WEEKDAYS = String.raw`esmaspäev|teisipäev|kolmapäev|neljapäev|reede|laupäev|pühapäev`;
const MONTHS = String.raw`jaanuar|veebruar|märts|aprill|mai|juuni|juuli|august|september|oktoober|november|detsember`;
const NUMBERS = String.raw`üks|kaks|kolm|neli|viis|kuus|seitse|kaheksa|üheksa|kümme|üksteist|kaksteist`;
const PAIN_WORDS = String.raw`väljakutse\p{L}*|(?<!pole\s)(?<!ei ole\s)probleem\p{L}*|mure(?:d|sid|de|ga|sse|s|le|t|del|dega|des)?\>|raskus\p{L}*|häiri\p{L}*|tüüta\p{L}*|frustree\p{L}*|peavalu\p{L}*|kitsaskoh\p{L}*|valupunkt\p{L}*|takista\p{L}*|ei meeldi`;
const YOU_OR_WH = String.raw`teil|teie|te|teid|teile|teilt|mis|mida|millised|milliseid|milline|millist|kas|suurim\p{L}*|peamine|peamised|peamisi|muud|muid|veel`;

/** Says the offer beats what the customer has or knows: "oleme odavamad", "lihtsam kui Merit". */
const COMPARISON = rx(
  String.raw`\<(?:oleme|meie\s+\p{L}+\s+on)\s+(?:(?!ei\>|pole\>)[\p{L}'’-]+\s+){0,2}(?:odavam|soodsam|kiirem|lihtsam|mugavam)\p{L}*|\<(?:odavam|soodsam|kiirem|lihtsam|mugavam)\p{L}*\s+kui\>`,
);

export const et: LanguagePack = {
  language: "et",

  acts: {
    greeting: [
      rx(String.raw`\<(?:tere|tervist|tervitus\p{L}*|hei|hommikust|päevast|õhtust)\>`),
      rx(String.raw`\<head\s+(?:päeva|hommikut|õhtut)\>(?!\s+jätku)`),
      rx(String.raw`\<kuidas\s+(?:läheb|käsi\s+käib|teil\s+läheb|sul\s+läheb|elate)\>`),
    ],
    introduces_self: [
      rx(String.raw`\<(?:minu|mu)\s+nimi\s+on\>`),
      rx(String.raw`\<(?:mina\s+)?olen\s+\p{L}+(?:\s+\p{L}+)?,?\s+(?:firmast|ettevõttest|\p{L}+['’-]?st)\>`),
      rx(String.raw`\<helistan(?:\s+teile|\s+sulle)?\s+(?!sellepärast|seepärast|selle\s)(?:firmast|ettevõttest|\p{L}+['’-]?st)\>`),
      rx(
        String.raw`\<siin\s+(?:on|räägib|helistab)\s+\p{L}+|\<siin\s+\p{L}+(?:\s+\p{L}+)?,?\s+\p{L}+['’-]?st\>|\<(?:esindan|töötan\s+(?:firmas|ettevõttes|\p{L}+s)\>)`,
      ),
    ],
    states_reason: [
      rx(String.raw`\<helistan,?\s+(?:teile\s+|sulle\s+)?(?:seoses|sellepärast|selle\s+pärast|kuna|sest|et|teie|sinu|tagasi|päringu|teemal)\>`),
      rx(String.raw`\<kõne\s+(?:põhjus|eesmärk)\p{L}*|\<põhjus,?\s+miks\s+(?:ma\s+)?helista\p{L}*`),
      rx(
        String.raw`\<(?:te|sa)\s+(?:jätsite|jätsid|täitsite|täitsid|küsisite|küsisid|tundsite\s+huvi|tundsid\s+huvi|huvitusite|registreerusite|tellisite|võtsite\s+ühendust|saatsite|uurisite)\>`,
      ),
      rx(
        String.raw`\<(?:soovisin|tahtsin|tahaksin|sooviksin)\s+(?:teiega\s+|sinuga\s+|teile\s+|teilt\s+)?(?:rääkida|küsida|tutvustada|arutada|näidata|jagada|pakkuda)\>`,
      ),
      rx(String.raw`\<võtan\s+(?:teiega\s+|sinuga\s+)?ühendust\>|\<seoses\s+(?:teie|sinu)\s+(?:päring|huvi|soov)\p{L}*|\<teie\s+päring\p{L}*`),
      rx(
        String.raw`\<(?:me\s+|meie\s+)?aitame\s+(?:\p{L}+\s+){0,3}(?:ettevõt|firma|meeskon|pere|inimes|klient|organisatsioon|kodu|majapidami|pood|kauplus|kliinik|agentuur|büroo|laod|ladu|restoran)\p{L}*`,
      ),
    ],
    asks_permission: [
      rx(String.raw`\<kas\s+(?:teil|sul)\s+on\s+(?:praegu\s+)?(?:hetk|hetke|paar|minut|minutike|mõni|viis|kaks|natuke|veidi|aega)\>`),
      rx(
        String.raw`\<(?:praegu|nüüd)\s+on\s+(?:sobiv|hea|paras|mugav)\s+(?:aeg|hetk)\>|\<(?:kas\s+)?(?:sobib|saate|saad)\s+(?:praegu\s+|hetkel\s+|hetkeks\s+|korraks\s+|paar\s+minutit\s+)?rääkida\>`,
      ),
      rx(String.raw`\<kas\s+(?:ma\s+)?(?:saan|võin|tohin|tohiksin|võiksin)\s+(?:teilt\s+|sinult\s+)?(?:küsida|paar|mõne|hetke|teid|natuke|veidi)\>`),
      rx(String.raw`\<kas\s+(?:ma\s+)?segan\>|\<kas\s+sobib,?\s+kui\>|\<(?:leiaksite|leiate)\s+(?:paar\s+minutit|hetke|aega)\>`),
    ],
    open_question: [
      rx(
        String.raw`^(?:\p{L}+,\s*)?(?:(?:ja|aga|et|ning|okei|selge|hea|aitäh|tänan|nii)\s*,?\s+)?(?:mis|mida|mille\p{L}*|kuidas|miks|milli\p{L}+|mil\s+moel|kuivõrd|kus|kes|kellega|kellel|kui\s+kaua|kui\s+tihti|kui\s+sageli)\>(?!\s+(?:läheb|käsi|oleks|elate|teil\s+läheb|sul\s+läheb|te\s+elate)\>)`,
      ),
      rx(String.raw`\<(?:rääkige|räägi|kirjeldage|selgitage|jutustage)\>`),
      rx(
        String.raw`\<(?:kas\s+)?(?:te\s+)?(?:võiksite|saaksite|oskaksite|oskate)\s+(?:mulle\s+)?(?:veidi\s+|natuke\s+|pisut\s+)?(?:rääkida|kirjeldada|selgitada)\>`,
      ),
      rx(String.raw`\<(?:tahaksin|sooviksin|tahan)\s+(?:teada|mõista|aru\s+saada)\>|\<mind\s+huvitab\>`),
    ],
    discovery_situation: [
      rx(String.raw`\<(?:teie|teil|te)\>.*\<praegu(?:ne|s)\p{L}*|\<praegu(?:ne|s)\p{L}*.*\<(?:teie|teil|te|kasutate)\>`),
      rx(
        String.raw`\<(?:mida|mis|millist|millised|milliseid|milline)\s+(?:te\s+)?(?:(?:praegu|hetkel|kodus|tavaliselt|täna|tööl)\s+)*(?:kasutate|teil\s+on|vaatate|teil\s+kasutusel)\>`,
      ),
      rx(
        String.raw`\<kuidas\s+(?:te\s+)?(?:(?:praegu|hetkel|täna|tavaliselt|kodus)\s+)*(?:\p{L}+\s+)?(?:teete|haldate|korraldate|lahendate|jälgite|hakkama\s+saate|käsitlete|ajate)\>`,
      ),
      rx(
        String.raw`\<mitu\s+(?:inimest|töötajat|kasutajat|telerit|telekat|seadet|last|pereliiget|kontorit|asukohta)\>|\<(?:teil|teie)\s+(?:praegu|hetkel)\s+(?:on|kasutusel)\>`,
      ),
      rx(String.raw`\<(?:kes|milline)\s+on\s+(?:teie|teil)\s+(?:praegune\s+)?(?:teenusepakkuja|pakkuja|operaator|partner|tarnija)\>`),
      rx(String.raw`\<rääkige\s+(?:mulle\s+)?(?:natuke\s+|veidi\s+)?(?:oma|teie)\s+(?:ettevõt|firma|meeskon|pere|kodu|olukor|tööprotsess)\p{L}*`),
    ],
    discovery_pain: [
      rx(String.raw`\<(?:${YOU_OR_WH})\>.*\<(?:${PAIN_WORDS})`),
      rx(String.raw`\<(?:${PAIN_WORDS}).*\<(?:teil|teie|te|teid|teile)\>`),
      rx(
        String.raw`\<mis\s+(?:teie\s+jaoks\s+)?(?:ei\s+tööta|ei\s+toimi|võiks\s+olla\s+parem|teile\s+ei\s+meeldi|teid\s+häirib)\>|\<mida\s+(?:te\s+)?(?:tahaksite|sooviksite|muudaksite|parandaksite)\s*(?:muuta|parandada)?\>`,
      ),
    ],
    discovery_impact: [
      rx(String.raw`\<mõju\p{L}*`),
      rx(String.raw`\<maksma\s+lähe\p{L}*|\<kui\s+palju\s+(?:aega|raha)\>.*\<(?:kaota|kulu|raiska|läheb|lähe)\p{L}*`),
      rx(
        String.raw`\<mis\s+juhtub,?\s+kui\>|\<tagajär\p{L}*|\<mida\s+see\s+(?:teie\s+jaoks\s+|teile\s+)?(?:tähendab|kaasa\s+toob)\>|\<kui\s+suur\s+(?:probleem|mure)\>`,
      ),
    ],
    discovery_budget: [
      rx(String.raw`\<eelarve\p{L}*`),
      rx(String.raw`\<kui\s+palju\s+(?!aega)(?:te\s+|teil\s+)?.*\<(?:maksate|kulutate|maksta|kulutada|investeerida|investeerima|kulub)\>`),
      rx(String.raw`\<(?:olete|oleksite)\s+valmis\s+(?:maksma|investeerima|kulutama)\>|\<mis\s+summa|\<summa\s+piires|\<hinnaklass\p{L}*|\<hinnavahemik\p{L}*`),
    ],
    discovery_timeline: [
      rx(String.raw`\<millal\>|\<mis\s+ajaks\>`),
      rx(String.raw`\<(?:ajakava|ajaraam|tähtaeg|tähtaja)\p{L}*|\<kui\s+(?:kiiresti|ruttu)\>`),
      rx(String.raw`\<leping\p{L}*\s+(?:lõpeb|lõppeb|aegub|saab\s+läbi|kehtib)\>`),
    ],
    discovery_decision: [
      rx(String.raw`\<kes\>.*\<(?:otsus\p{L}*|otsusta\p{L}*|kaasa\p{L}*|allkirja\p{L}*|kinnita\p{L}*|heaks\s+kiit\p{L}*|viimane\s+sõna)`),
      rx(String.raw`\<(?:otsustaja|otsustusprotsess|otsustamis|otsuse\s+tegemi)\p{L}*|\<kes\s+veel\>`),
      rx(
        String.raw`\<kellega\s+(?:te\s+)?(?:peaksite|peate|tahaksite|soovite)?\s*(?:seda\s+)?(?:veel\s+)?(?:arutama|arutada|nõu\s+pidama|rääkima|kooskõlasta\p{L}*)\>`,
      ),
    ],
    empathy: [
      rx(
        String.raw`\<(?:saan|sain)\s+(?:teist\s+|teid\s+)?(?:täiesti\s+)?aru\>|\<mõistan\>|\<(?:mõistetav|arusaadav)\p{L}*|\<kujutan\s+(?:ette|ettegi|vaid\s+ette)\>`,
      ),
      rx(
        String.raw`\<(?:kõlab|tundub|peab\s+olema|on)\s+(?:\p{L}+\s+)?(?:tüütu|tüütavalt|frustreeriv\p{L}*|keeruli\p{L}*|raske|raskelt|ebameeldiv\p{L}*|kurnav\p{L}*|närvesööv\p{L}*|stressirohke|häiriv\p{L}*)`,
      ),
      rx(String.raw`\<kahju\s+(?:seda\s+)?kuulda\>|\<pole\s+(?:ka\s+)?ime\>|\<loogiline\>`),
    ],
    benefit: [
      COMPARISON,
      // "kaheksapäevane sulgemine muutub kahepäevaseks, nii et juhtkond näeb numbreid varem"
      rx(String.raw`\<(?:muutub|väheneb|lüheneb)\>|\<nii\s+et\s+(?:juhtkond|teie\s+meeskond|meeskond|raamatupidajad|teie\s+inimesed)\s+\p{L}+`),
      rx(String.raw`\<sääst\p{L}*|\<säästa\p{L}*|\<kokku\s?hoi\p{L}*|\<hoia\p{L}*\s+kokku\>|\<hoiate\s+kokku\>`),
      rx(String.raw`\<vähenda\p{L}*|\<aita\p{L}*\s+(?:teil|teid|teie|sul|sind|ettevõt\p{L}*|peredel|meeskon\p{L}*)\>|\<aitame\>|\<aitab\>`),
      rx(String.raw`\<(?:nii|et|siis)\s+(?:te\s+|teil\s+)?(?:saate|saaksite|ei\s+pea|ei\s+peaks|on\s+teil|oleks\s+teil)\>|\<ei\s+pea\s+enam\>`),
      rx(
        String.raw`\<(?:vähem|rohkem)\s+(?:aega|muret|vaeva|jama|stressi|kliente|müüki|tulu|vigu)\>|\<(?:kiirem|lihtsam|paranda|tõsta|suurenda|meelerahu)\p{L}*`,
      ),
    ],
    feature: [
      rx(
        String.raw`(?:platvorm|moodul|töölaud|töölaua|armatuurlaud|dashboard|integratsioon|liides|funktsioon|funktsionaalsus|rakendus|äpp|analüütika|automaatika|automatiseeri|kanal|digiboks|ruuter|mbit|megabit|gigabit|töövoog|töövoo)\p{L}*|\<(?:api|4k|hd|wifi|crm)\>`,
      ),
    ],
    price_statement: [
      rx(String.raw`\d+(?:[.,]\d+)?\s*(?:€|eurot?|eur|eurost?)\>|€\s*\d`),
      rx(String.raw`\<(?:maksab|hind\s+on|hinnaga|hinnad\s+on|alates|kuutasu\s+on)\s+(?:ainult\s+|vaid\s+|kõigest\s+|umbes\s+)?\d`),
      rx(
        String.raw`\<(?:kuutasu\p{L}*|allahindlus\p{L}*|soodustus\p{L}*|sooduspakkumi\p{L}*|soodushin\p{L}*|tasuta|odav\p{L}*|soodne|soodsa\p{L}*)|\d+\s*%|\<(?:meie\s+)?(?:hind|hinnad)\s+(?:on|algavad)\>`,
      ),
    ],
    objection_acknowledge: [
      rx(String.raw`\<(?:õiglane|mõistlik|hea|põhjendatud|asjakohane|õigustatud|loogiline)\s+(?:küsimus|mure|märkus|punkt|tähelepanek|kahtlus)\>`),
      rx(
        String.raw`\<(?:mõistan|saan\s+aru|kuulen)\s+(?:teie\s+|sinu\s+)?(?:muret|kahtlust|kõhklust|seisukohta|teid|mõtet)\>|\<teil\s+on\s+(?:täiesti\s+)?õigus\>|\<(?:täiesti\s+|igati\s+)?õigustatud\>`,
      ),
      rx(
        String.raw`\<paljud\s+(?:meie\s+)?(?:kliendid|inimesed|ettevõtted)\>.*\<(?:arva|mõtle|tund|ütle|ütel|kahtle|muretse)\p{L}*|\<hea,?\s+et\s+(?:te\s+)?(?:selle\s+)?(?:ütlesite|mainisite|küsisite|välja\s+tõite)\>`,
      ),
    ],
    objection_clarify: [
      rx(
        String.raw`\<mida\s+(?:te\s+)?(?:täpsemalt\s+)?(?:selle\s+all\s+|sellega\s+)?(?:mõtlete|silmas\s+peate|mõtlesite)\>|\<kui\s+te\s+ütlete\>|\<võrreldes\s+mille\p{L}*`,
      ),
      rx(
        String.raw`\<(?:rääkige|räägiksite|rääkida|selgitage|selgitaksite|selgitada)\s+(?:mulle\s+)?(?:sellest\s+)?(?:veidi\s+|natuke\s+|pisut\s+)?(?:lähemalt|täpsemalt|rohkem)\>|\<(?:veidi\s+|natuke\s+|pisut\s+)?(?:lähemalt|täpsemalt|rohkem)\s+(?:rääkida|rääkige|selgitada)\>`,
      ),
      rx(
        String.raw`\<mis\s+(?:teid|teile)\s+(?:täpsemalt\s+|kõige\s+rohkem\s+)?(?:muretsema|muret|kõhklema|kahtlema|häirib|paneb)\>|\<miks\s+(?:te\s+)?(?:nii\s+|seda\s+)?(?:arvate|tunnete|ütlete|mõtlete)\>`,
      ),
      rx(
        String.raw`\<mida\s+(?:te\s+)?(?:peaksite|peate|vajaksite|tahaksite)\s+(?:nägema|teadma|kuulma)\>|\<mis\s+(?:peaks|peab)\s+(?:juhtuma|olema|muutuma)\>|\<mis\s+paneb\s+teid\>`,
      ),
      rx(String.raw`\<mis\s+(?:teid|sind)\s+(?:veel\s+)?(?:takistab|tagasi\s+hoiab|pidurdab)\>`),
    ],
    check_understanding: [
      rx(
        String.raw`\<kas\s+(?:see|see\s+kõik|nii)\s+(?:on\s+)?(?:arusaadav|loogiline|mõistlik|selge|mõistetav)\>|\<kas\s+(?:see\s+)?(?:vastab|vastas|aitab|aitas|lahendab)\>`,
      ),
      rx(
        String.raw`\<kuidas\s+(?:see\s+|selline\s+)?(?:teile\s+|sulle\s+)?kõlab\>|\<kas\s+(?:ma\s+)?(?:sain|mõistsin)\s+(?:\p{L}+\s+)?(?:õigesti|õieti)\>|\<kas\s+(?:olen|oleme)\s+õigel\s+(?:rajal|teel)\>`,
      ),
    ],
    trial_close: [
      rx(
        String.raw`\<kas\s+(?:see|selline\s+\p{L}+|midagi\s+sellist)\s+(?:teile\s+|teie\s+jaoks\s+|sulle\s+)?(?:sobiks|töötaks|kõlbaks|aitaks|huvitaks|oleks\s+kasulik|oleks\s+abiks|tunduks)\>`,
      ),
      rx(
        String.raw`\<kui\s+(?:me\s+|meil\s+)?(?:saaksime|suudaksime|õnnestuks|oleks\s+võimalik)\>.*\<kas\>|\<kui\s+(?:ma|me)\s+\p{L}+(?:ksin|ksime)\>.*\<kas\>`,
      ),
      rx(
        String.raw`\<kuidas\s+(?:see\s+|selline\s+)?(?:teile\s+)?(?:seni|siiani|praegu|esialgu)\s+kõlab\>|\<kuidas\s+(?:see\s+)?(?:teile\s+)?(?:seni|siiani)\s+kõlab\>|\<mis\s+te\s+(?:seni|siiani)\s+arvate\>`,
      ),
      rx(String.raw`\<kas\s+(?:te\s+)?(?:näete|kujutate)\s+(?:ennast|end|seda|oma)\>|\<kas\s+see\s+on\s+midagi,?\s+mis\>|\<skaalal\>`),
    ],
    ask_commitment: [
      rx(
        String.raw`\<(?:paneme|teeme)\s+(?:asja\s+|selle\s+|lepingu\s+|tellimuse\s+)?(?:käima|ära|paika)\>|\<(?:panen|paneme)\s+(?:teid|teile\s+aja|selle)\s+kirja\>|\<broneerin\>`,
      ),
      rx(
        String.raw`\<kas\s+(?:te\s+)?(?:olete|oleksite)\s+valmis\s+(?:\p{L}+\s+)?(?:alustama|liituma|allkirjastama|tellima|vahetama|edasi\s+minema|proovima)\>`,
      ),
      rx(
        String.raw`\<kas\s+(?:te\s+)?(?:soovite|tahate|sooviksite|tahaksite)\s+(?:täna\s+|kohe\s+)?(?:alustada|liituda|tellida|allkirjastada|edasi\s+minna|proovida|vahetada|lepingu\s+sõlmida)\>`,
      ),
      rx(
        String.raw`\<kas\s+(?:me\s+)?(?:allkirjastame|sõlmime|vormistame|alustame|hakkame)\>|\<(?:lähme|liigume)\s+edasi\>|\<kas\s+meil\s+on\s+kokkulepe\>|\<kas\s+lööme\s+käed\>`,
      ),
      rx(
        String.raw`\<kas\s+ma\s+(?:võin|saan|tohin)\s+(?:teid\s+)?(?:kirja\s+panna|lepingu\s+saata|tellimuse\s+vormistada|liitumise\s+vormistada)\>|\<(?:tahate|võtate|soovite)\s+(?:seda\s+)?või\s+(?:ei|mitte)\>`,
      ),
    ],
    propose_next_step: [
      rx(String.raw`\<kohtumi\p{L}*|\<kohtu(?:me|da|ksime|ksite|gem|ma)\>|\<demo\p{L}*|\<esitlus\p{L}*|\<(?:järelkõne|videokõne|videokohtumi)\p{L}*`),
      rx(String.raw`\<(?:lühike|lühikese|uue|järgmise|teise|video|veel\s+ühe)\s+(?:kõne|vestlus|kohtumi)\p{L}*`),
      rx(
        String.raw`\<saadan\s+(?:teile\s+|sulle\s+)?(?:e-postiga\s+|meiliga\s+|meilile\s+)?(?:\p{L}+\s+)?(?:pakkumi|hinnapakkumi|info|materjal|kutse|lepingu|ülevaate|kokkuvõtte|lisainfo|tutvustus)\p{L}*`,
      ),
      rx(
        String.raw`\<(?:lepime|lepiksime)\s+kokku\>|\<(?:kokku\s+leppida|leppida\s+kokku)\>|\<järgmi(?:ne|se|seks)\s+samm\p{L}*|\<prooviperiood\p{L}*|\<(?:tulen|tuleksin)\s+(?:teile\s+|teie\s+juurde\s+)?(?:külla|kohale|läbi)\>|\<näitan\s+(?:teile\s+)?|\<helistan\s+(?:teile\s+)?(?:uuesti|hiljem|homme|järgmisel)\>`,
      ),
    ],
    specific_time: [
      rx(String.raw`\<(?:järgmis\p{L}*\s+)?(?:${WEEKDAYS})\p{L}*|\<(?:homme|ülehomme)\>|\<täna\s+(?:õhtul|pärastlõunal|hommikul|kell|lõunal)\>`),
      rx(String.raw`\<kell\s+(?:\d{1,2}(?:[.:]\d{2})?|${NUMBERS})\>|\<\d{1,2}:\d{2}\>`),
      rx(String.raw`\<\d{1,2}\.\s*(?:${MONTHS})\p{L}*|\<\d{1,2}\.\d{1,2}\.(?:\d{2,4})?`),
    ],
    pushy: [
      rx(String.raw`\<peate\s+(?:kohe\s+|täna\s+|praegu\s+|kiiresti\s+)?(?:otsustama|otsuse\s+tegema|allkirjastama|ostma|tellima|liituma|nõustuma)\>`),
      rx(
        String.raw`\<(?:otsustage|allkirjastage|tellige|liituge|ostke)\s+(?:kohe|täna|praegu|ära)\>|\<(?:ainult|vaid|üksnes)\s+(?:täna|tänaseni|tänase\s+päeva)\>|\<kehtib\s+(?:ainult\s+|vaid\s+)?täna\>`,
      ),
      rx(
        String.raw`\<piiratud\s+(?:aja|ajaga|ajaks|koguses|pakkumi)\p{L}*|\<viimane\s+(?:võimalus|šanss)\>|\<ärge\s+(?:laske|jätke)\>.*\<(?:mööda|kasutamata|käest)\>|\<praegu\s+või\s+mitte\s+kunagi\>`,
      ),
      rx(
        String.raw`(?<!ei\s+pea\s)(?<!ärge\s)\<kiirustage\>|\<enne\s+kui\s+on\s+(?:liiga\s+)?hilja\>|\<lihtsalt\s+(?:allkirjastage|kirjutage\s+alla|võtke)\>|\<usaldage\s+mind\>|\<(?:tahate|võtate|soovite)\s+(?:seda\s+)?või\s+(?:ei|mitte)\>`,
      ),
    ],
    rude: [
      rx(
        String.raw`\<(?:loll|lolli\p{L}*|lollakas|lollid|lollus\p{L}*|idioot\p{L}*|idiootne|debiil\p{L}*|kretiin\p{L}*|jobu\p{L}*|tõbras|pask\p{L}*|sitt\p{L}*|sita\p{L}*|perse\p{L}*|kurat|türa|nõme|tola|tobu|ajuvaba|värdjas|mölakas|idikas|rumal\p{L}*)\>`,
      ),
      rx(
        String.raw`\<(?:pange|pane|hoidke)\s+(?:suu|lõuad)\s+kinni\>|\<jää(?:ge)?\s+vait\>|\<suu\s+kinni\>|\<(?:kas\s+te\s+olete|olete\s+te)\s+(?:kurt|loll|lollakas|rumal)\>|\<ärge\s+olge\s+(?:loll|rumal|naeruväärne)\>`,
      ),
      ...en.acts.rude,
    ],
    off_topic: [
      rx(String.raw`\<(?:ilus|kena|halb|kehv|kole|imeline|jube|soe|külm|vihmane)\s+ilm\>|\<ilm\s+(?:on|oli|täna)\>|\<ilmaga\>|\<ilmateade\p{L}*`),
      rx(String.raw`\<(?:eilset|eilne|eile)\s+(?:mängu|mäng|matši|matš)\>|\<kes\s+(?:võidab|võitis)\>`),
      rx(
        String.raw`\<nädalavahetus\p{L}*\s+(?:läks|oli|plaan)\p{L}*|\<kuidas\s+(?:nädalavahetus|puhkus)\p{L}*|\<puhkuseplaan\p{L}*|\<(?:poliitika|valimis|horoskoop|retsept)\p{L}*`,
      ),
    ],
    break_character: [
      rx(
        String.raw`\<(?:kas\s+)?(?:te|sa)\s+(?:olete|oled)\s+(?:mingi\s+|päris\s+|tõeline\s+|tõesti\s+)?(?:tehisintellekt|tehisaru|ai|robot|bot|juturobot|masin|inimene|chatgpt|keelemudel|programm|arvuti)\p{L}*`,
      ),
      rx(String.raw`\<(?:olete|oled)\s+(?:te|sa)\s+(?:\p{L}+\s+)?(?:tehisintellekt|tehisaru|robot|bot|ai|masin|inimene)\p{L}*`),
      rx(String.raw`\<(?:unusta|unustage|ignoreeri|ignoreerige|eira|eirake)\>.*\<(?:juhis|juhend|käsk|käsu|reegl|korraldus)\p{L}*`),
      rx(
        String.raw`\<süsteemi\s?(?:viip|prompt)\p{L}*|\<prompt\p{L}*|\<keelemudel\p{L}*|\<(?:sa\s+oled|te\s+olete)\s+nüüd\>|\<(?:teeskle|kehasta)\p{L}*|\<tee\s+näo,?\s+et\>|\<rollist\s+välja\>|\<mis\s+mudel\p{L}*|\<(?:sinu|teie)\s+(?:juhised|juhendid|programmeering)\>`,
      ),
      ...en.acts.break_character,
    ],
    thanks: [rx(String.raw`\<(?:aitäh|tänan|tänu|tänud|aitüma)\>`)],
    goodbye: [
      rx(
        String.raw`\<(?:head\s+aega|nägemist|nägemiseni|kuulmiseni|head\s+päeva\s+jätku|head\s+õhtu\s+jätku|ilusat\s+(?:päeva|õhtut|nädalavahetust)|kõike\s+head)\>`,
      ),
    ],
  },

  topics: {
    cost: [
      rx(
        String.raw`\<(?:kulu\p{L}*|hind\p{L}*|hinna\p{L}*|kallis|kalli\p{L}*|odav\p{L}*|raha\p{L}*|maks\p{L}*|arve(?:d|t|te|tes|le|id|l)?\>|eelarve\p{L}*|euro\p{L}*|tasu\p{L}*|sääst\p{L}*|kokkuhoi\p{L}*)`,
      ),
    ],
    time: [
      rx(
        String.raw`\<(?:aeg|aega|aja\p{L}*|tund\p{L}*|tunni\p{L}*|minut\p{L}*|aeglas\p{L}*|kiire\p{L}*|kiiresti|käsitsi|käsitöö\p{L}*|raiska\p{L}*|viivitus\p{L}*|efektiiv\p{L}*|tõhus\p{L}*|automaat\p{L}*|kauem|kaua|pärastlõuna\p{L}*|ootama\p{L}*)`,
      ),
    ],
    quality: [
      rx(
        String.raw`\<(?:kvaliteet\p{L}*|viga|vea\p{L}*|vigu|vigade\p{L}*|vigane|eksim\p{L}*|täpsus\p{L}*|valesti|valed|kaebus\p{L}*|praak\p{L}*|ümber\s+tege\p{L}*|üle\s+kontrolli\p{L}*)`,
      ),
    ],
    reliability: [
      rx(
        String.raw`\<(?:töökind\p{L}*|katkest\p{L}*|katke\p{L}*|kokku\s+jook\p{L}*|jookseb\s+kokku|rike|rikke\p{L}*|rikki|ühendus\p{L}*|stabiil\p{L}*|hangu\p{L}*|puhverda\p{L}*|seisak\p{L}*)`,
      ),
    ],
    growth: [
      rx(
        String.raw`\<(?:kasv\p{L}*|kasva\p{L}*|laiene\p{L}*|laienda\p{L}*|skaleeri\p{L}*|uued\s+kliendid|uusi\s+kliente|käive|käibe\p{L}*|müük\p{L}*|müügi\p{L}*|turuosa\p{L}*|võimalus\p{L}*)`,
      ),
    ],
    support: [
      rx(
        String.raw`\<(?:klienditoe?\p{L}*|klienditugi|tugi|toe\p{L}*|kasutajatugi|abiliin\p{L}*|infotelefon\p{L}*|tehnik\p{L}*|hooldus\p{L}*|ootejärjekor\p{L}*|keegi\s+ei\s+vasta)`,
      ),
    ],
    content: [
      rx(
        String.raw`(?:kanal|film|sarj|telesaa|lastesaa|saadete|spordi|sport|jalgpall|voogedastus|netflix|multika|multifilm|dokumentaal|uudis)\p{L}*|\<(?:sisu|saade|saadet|saated|saateid)\>`,
      ),
    ],
    family: [
      rx(
        String.raw`\<(?:pere\p{L}*|perekon\p{L}*|laps|lapse\p{L}*|lapsed|lastele|lastel|laste\p{L}*|abikaasa\p{L}*|mees|mehe\p{L}*|naine|naise\p{L}*|vanema\p{L}*|vanaema\p{L}*|vanaisa\p{L}*|teisme\p{L}*)`,
      ),
    ],
  },

  whoIsSpeaking: rx(
    String.raw`\<kas\s+(?:ma\s+)?räägin\s+(?!(?:siin\s+|praegu\s+)?(?:liiga|seinaga|masinaga|robotiga|botiga|arvutiga|tehisintellektiga|iseendaga)\>)(?:\p{L}+\s+)?\p{L}{2,}ga\>|\<kas\s+(?:te\s+)?olete\s+(?:\p{L}+\s+)?\p{L}*(?:juht|direktor|omanik|juhataja|raamatupidaja)\>`,
  ),
  customerCase: rx(
    String.raw`\<(?:varem|enne)\>.*\<(?:nüüd|praegu|täna)\>|\<(?:vähendas|vähendasid|lühendas|lühendasid|säästis|säästsid|kahekordistas|tõstis|kärpis)\>.*\d|\<(?:kulus|võttis|oli)\>.*\<nüüd\>`,
  ),
  comparison: COMPARISON,
  assumesAgreement: rx(
    String.raw`\<(?:saadan|saadame|panen\s+(?:teid|sind|teile|sulle|kirja|kinni)|broneerin|broneerime|vormistan|vormistame|koostan|koostame)\>|\<(?:kokku\s+lepitud|leppisime\s+kokku|tere\s+tulemast)\>`,
  ),
  offerTerms: {
    setup: rx(
      String.raw`\<(?:seadist\p{L}*|juuruta\p{L}*|juurutus\p{L}*|paigald\p{L}*|paigalda\p{L}*|kasutusele\s+võt\p{L}*|käivit\p{L}*|üleminek\p{L}*|kolim\p{L}*|püsti|tööle|käima)\>.*\<(?:päev\p{L}*|nädal\p{L}*|tun\p{L}*|minut\p{L}*|õhtu\p{L}*|hommiku\p{L}*)\>|\<(?:päeva\p{L}*|nädala\p{L}*|tunniga|tunni\s+jooksul)\>.*\<(?:püsti|tööle|käima|valmis|seadist\p{L}*|paigald\p{L}*|juuruta\p{L}*|käivit\p{L}*)\>`,
    ),
    contract: rx(
      String.raw`\<(?:ilma\s+(?:pikaajalise\s+|aastase\s+|tähtajalise\s+)?(?:lepingu\p{L}*|kohustus\p{L}*)|leping\p{L}*\s+(?:ei\s+ole|pole|polegi)|igal\s+ajal\s+(?:\p{L}+\s+)?(?:lõpeta|katkesta|loobu|üles\s+ütle)\p{L}*|(?:lõpeta|katkesta|loobu)\p{L}*\s+(?:\p{L}+\s+)?igal\s+ajal|kuu(?:põhine|põhiselt|kaupa)|leping\p{L}*\s+(?:on|kestab)\s+(?:\d+|üks|kaks|aasta\p{L}*)|\d+[-\s]?kuu\p{L}*\s+leping\p{L}*|aastane\s+leping\p{L}*)\>`,
    ),
  },
  apology: rx(String.raw`\<(?:vabandust|vabandage|vabandan|vabanda|andestage|andesta|ma\s+ei\s+mõelnud\s+seda|see\s+tuli\s+valesti)\>`),
  asksQuantity: rx(
    String.raw`\<(?:kui\s+(?:palju|kaua|tihti|sageli|mitu)|mitu|mitmel|mitme|mitu\s+tundi|eurodes|tundides|numbrites|nädalas|kuus|aastas|umbkaudu|ligikaudu)\>`,
  ),
  productUse: rx(
    String.raw`\<(?:proovi\p{L}*|kasuta\p{L}*|vaada\p{L}*|vaatasite|kuul\p{L}*|rahul|üle\s+(?:läi|min)\p{L}*|tööta\p{L}*|teste?\p{L}*|tunne\p{L}*)`,
  ),
  formalAddress: rx(String.raw`\<(?:te|teie|teil|teid|teile|teilt|olete|saate|võite|tahate|räägite|ütlete|vabandage|kuulge|oodake)\>`),
  asksForDoubts: rx(
    String.raw`\<mis\s+(?:teid|sind|teil|sul)(?:\s+(?:siis|nüüd|veel|praegu|ikkagi|õieti|tegelikult))?\s+(?:tagasi\s+hoiab|takistab|kõhklema\s+paneb|muret\s+teeb|murelikuks\s+teeb|häirib|pidurdab)\>|\<(?:millised|mis)\s+(?:kahtlused|kõhklused|mured|kartused)\>|\<kas\s+(?:teil|sul)\s+on\s+(?:mingeid\s+)?(?:kahtlusi|kõhklusi|muresid|kartusi)\>|\<mis\s+peaks\s+juhtuma\>|\<mis\s+teeks\s+(?:selle\s+)?(?:\p{L}+\s+){0,3}(?:väärt|väärtuslikuks|mõttekaks)|\<mis\s+(?:teid|sind)\s+veenaks\>|\<miks\s+(?:te|sa)\s+kõhklete|\<miks\s+kõhkled`,
  ),
  wellbeing: rx(
    String.raw`^(?:\p{L}+(?:\s+\p{L}+){0,2}[,!]?\s+)?kuidas\s+(?:teil|sul|teie|su)?\s*(?:läheb|käsi\s+käib|elate|elad|(?:(?:päev|nädal|nädalavahetus|puhkus|hommik)\s+)?(?:läheb|möödub|läks|möödus|oli|on\s+läinud|läinud\s+on|on\s+olnud|olnud\s+on)|olete|oled|elu)(?:\s+(?:täna|ka|siis))?\s*(?:[?!.,]|$)`,
  ),
  closedQuestionStarts: rx(String.raw`^(?:kas|ega|olete|oled|on\s+teil|teil\s+on|sobib|kasutate|tahate|soovite|vaatate|mäletate|teate)\>`),

  nameCheck: /(?<![\p{L}])[Kk]as\s+(?:ma\s+)?räägin\s+(\p{Lu}\p{Ll}+?)ga(?![\p{L}])/u,
  notesAnswer: ["Selge, hea teada.", "Hästi, see on selge.", "Olgu."],
  correctsName: ["Siin on hoopis {name}.", "Mina olen {name}, tegelikult."],
  asISaid: ["Nagu ma juba ütlesin, ", "Nagu öeldud, ", "Nagu ma enne mainisin, "],
  leadIn: /^(?:(?:Okei|Selge|Hea)[,.]\s+)?(?:ja\s+)?/iu,
  askAgain: ["Aga mu küsimus jäi vastuseta.", "Tagasi mu küsimuse juurde.", "See ei vasta mu küsimusele."],
  fallback: ["Mhm.", "Rääkige edasi.", "Selge."],

  lines: {
    opening: {
      default: ["Halloo?", "Jah, tere?", "{name} kuuleb.", "Tere, {name} siin."],
      friendly: ["Tere-tere, {name} kuuleb!", "Jaa, tere! {name} siin."],
      analytical: ["{name} kuuleb, tere.", "Jah, {name} siin. Rääkige."],
      skeptical: ["Jah? Kes helistab?", "Halloo… kellega ma räägin?"],
      busy: ["{name} kuuleb. Kiiresti palun, mul on kohe koosolek.", "{name} siin. Mul on minut aega, mis on?"],
      demanding: ["{name}. Kes te olete ja mida soovite?", "Jah? Rääkige kiiresti."],
      indecisive: ["Ee, halloo? Jah, see on {name}…", "Mhm, halloo? Jah?"],
    },
    ask_who: {
      default: ["Vabandust, kellega ma räägin?", "Kes helistab?", "Oodake, kes te olete?", "Vabandust, nimi jäi kuulmata. Mis firmast te olete?"],
      friendly: ["Vabandust, jäi kuulmata — kellega ma räägin?", "Tere-tere, aga kes see on?"],
      analytical: ["Enne kui jätkame: kes te olete ja mis ettevõttest?", "Öelge palun kõigepealt oma nimi ja firma."],
      skeptical: ["Oot-oot, kes see on? Kust te mu numbri saite?", "See number on mulle võõras. Kes te olete?"],
      busy: ["Kes räägib? Mul on minut aega.", "Kes helistab? Kiiresti."],
      demanding: ["Kes te üldse olete? Tutvustage ennast kõigepealt.", "Te pole isegi öelnud, kes te olete."],
      indecisive: ["Vabandust, ee… kes see oli?", "Ah, vabandust, kes te ütlesite, et olete?"],
    },
    ask_reason: {
      default: ["Selge. Ja mis asjus?", "Mis on kõne põhjus?", "Ja miks te mulle helistate?", "Mhm… mis teemal?"],
      friendly: ["Jah, ikka — mis asjus helistate?", "Tore, et helistasite. Mis teemal?"],
      analytical: ["Mis on selle kõne täpne eesmärk?", "Ja mis asjus täpsemalt?"],
      skeptical: ["Ja mida te müüte?", "Las ma arvan — midagi müüte?"],
      busy: ["Mis asjus? Mul on paar minutit.", "Palun otse asja juurde — mida te tahate?"],
      demanding: ["Hea küll. Mida te tahate?", "Asja juurde. Miks te helistate?"],
      indecisive: ["Aa, okei… ja mis asjus see on?", "Ee, jah — mis teemal?"],
    },
    grant_permission: {
      default: ["Paar minutit on. Rääkige.", "Jah, rääkige.", "Olgu, hetk on. Mis on?", "Jah, saan natuke rääkida.", "Rääkige, aga lühidalt."],
      friendly: ["Jah, ikka, aega on. Rääkige!", "Muidugi, rääkige."],
      analytical: ["Viis minutit. Rääkige.", "Jah, paar minutit leian. Mis teemal?"],
      skeptical: ["Olgu, paar minutit. Kuulame.", "Rääkige siis. Praegu veel kuulan."],
    },
    busy_but_listening: {
      default: [
        "Mul on just üks asi pooleli, nii et kiiresti.",
        "Mul on ainult paar minutit.",
        "Rääkige, aga mul tõesti pole palju aega.",
        "Okei, aga kiiresti palun.",
      ],
      friendly: ["Mul on küll kiire, aga rääkige — lühidalt.", "Jah, aga võtame lühidalt, täna on tihe päev."],
      analytical: ["Kaks minutit. Ainult põhiline.", "Mul algab viie minuti pärast koosolek, nii et lühike versioon palun."],
      skeptical: ["Mul on kiire. Kui see on müügikõne, siis kiiresti.", "Teil on minut. Veenge mind, et see on seda väärt."],
      busy: ["Jaja, kolmkümmend sekundit. Rääkige.", "Ma sõna otseses mõttes lähen koosolekule. Mis on?"],
      demanding: ["Kiiresti. Mul pole pika jutu jaoks aega.", "Teil on üks minut. Kasutage seda."],
      indecisive: ["Ah, praegu pole vist kõige parem aeg… aga olgu, rääkige.", "Ee, mul on natuke kiire, aga… lühidalt?"],
    },
    answer_situation: {
      default: [
        "Praegu on meil {solution}.",
        "Hetkel on {solution}. Enam-vähem toimib.",
        "Meil on {solution}. Midagi erilist pole.",
        "Praegu on meil {solution} ja ausalt öeldes pole keegi seda ammu üle vaadanud.",
        "Põhiliselt on {solution}. Teeb oma töö ära, ma arvan.",
      ],
      analytical: ["Praegu on meil {solution}. Põhiasjad on kaetud, detaile peaksin vaatama.", "Meil on {solution}. Leping on muidugi taga."],
      skeptical: ["Meil on {solution} ja see töötab täiesti hästi, aitäh.", "Kui te just teada tahate, siis {solution}."],
      busy: ["Meil on {solution}. Miks?", "Meil on {solution}. Järgmine küsimus."],
    },
    reveal_pain: {
      default: [
        "Ausalt öeldes on suurim peavalu see, et {pain}.",
        "Peamine probleem on see, et {pain}.",
        "Kui aus olla, siis häirib see, et {pain}, ja see hakkab juba ära tüütama.",
        "Kõige rohkem häirib mind see, et {pain}.",
        "Asi on selles, et {pain}.",
      ],
      friendly: ["Oi, kust ma alustan… näiteks see, et {pain}.", "Noh, kui juba küsite: {pain}. Ajab natuke hulluks."],
      analytical: ["Peamine probleem on see, et {pain}. See on kestnud juba kuid.", "Täpsemalt öeldes on suurim mure see, et {pain}."],
      skeptical: [
        "Kui juba küsite — {pain}. Mitte et ma arvaksin, et teie selle ära parandate.",
        "Hea küll. Probleem on selles, et {pain}. Seda lubavad kõik parandada.",
      ],
      busy: ["Lühidalt: {pain}.", "Põhiasi on see, et {pain}."],
      demanding: ["Probleem on selles, et {pain}. Ja keegi pole seda veel ära lahendanud.", "Ma ütlen, mis on valesti: {pain}."],
      indecisive: ["Ma ei tea, võib-olla kõige suurem asi on see, et {pain}?", "Hmm, ma arvan… et {pain}. Jah, see vist ongi peamine."],
    },
    reveal_impact: {
      default: [
        "Ja lõppkokkuvõttes on nii, et {impact}.",
        "See kõik koguneb — {impact}.",
        "Sisuliselt tähendab see, et {impact}. Pole just tore.",
        "Praktikas tähendab see seda, et {impact}.",
      ],
      analytical: ["Kui sellele numbri panna: {impact}.", "Kõrvalmõju on see, et {impact}."],
      friendly: ["Ja ausalt öeldes on nii, et {impact}. Päris tüütu.", "Tulemus? Noh, {impact}."],
    },
    reveal_budget: {
      default: ["Eelarve osas nii: {budget}.", "Rahast rääkides — {budget}.", "Ütleme nii: {budget}.", "Kui numbritest rääkida, siis {budget}."],
      analytical: ["Eelarve mõttes: {budget}. Võrdlemiseks vajaksin korralikku pakkumist.", "Realistlikult: {budget}."],
      skeptical: ["Ma ei hakka teile sihtmärgiks numbrit ütlema. Ütleme nii: {budget}.", "Ütleme, et {budget}. Ärge nüüd liiga palju lootke."],
    },
    reveal_timeline: {
      default: ["Ajastus on selline, et {timeline}.", "Noh, {timeline}.", "Mis ajasse puutub — {timeline}.", "Realistlikult võttes: {timeline}."],
      busy: ["Umbes nii: {timeline}.", "Ajastus — {timeline}. Rohkem ma ei tea."],
    },
    reveal_decision: {
      default: ["Lõpuks on nii, et {decider}.", "Noh, {decider}.", "Et oleks selge: {decider}.", "Hea küsimus — {decider}."],
      analytical: ["Protsess on lihtne: {decider}.", "Formaalselt on nii, et {decider}."],
    },
    deflect: {
      default: [
        "Ma ei tahaks sellesse praegu laskuda.",
        "Selleks on esimese kõne kohta natuke vara.",
        "Jätame selle praegu. Öelge enne, mida te pakute.",
        "Ma ei taha kellegagi, keda esimest korda telefonis kuulen, detailidesse minna.",
      ],
      friendly: ["Haha, ma pole kindel, et tahan sellest kõigest juba rääkida.", "Võib-olla hiljem — ma ei tunne teid veel nii hästi."],
      analytical: ["Ma ei jaga sellist infot enne, kui saan aru, mida te pakute.", "Enne kui vastan — mis teie pakkumine täpselt on?"],
      skeptical: ["Milleks teil seda vaja on?", "Seda ma teile ei ütle. Millest see kõne tegelikult on?"],
      busy: ["Mul pole aega seda kõike läbi käia.", "Jätke küsitlus vahele. Mis pakkumine on?"],
      demanding: ["See on minu asi. Mida te pakute?", "Ma ei ole siin küsitlusele vastamas."],
      indecisive: ["Hmm, ma ei tea, kas peaksin seda ütlema…", "Ma ei tea, see on natuke keeruline. Parem mitte."],
    },
    short_answer: {
      default: ["Jah, enam-vähem.", "Mitte eriti.", "Jah.", "Vist küll.", "Hmm, vahel.", "Ei, praegu mitte."],
      busy: ["Jah.", "Ei."],
      indecisive: ["Vist küll? Võib-olla.", "Hmm, ei tea. Pigem mitte."],
    },
    ask_what_meant: {
      default: ["Vabandust, mida te täpsemalt mõtlete?", "Miks te küsite?", "Oleneb. Millest jutt käib?", "Mis mõttes?"],
    },
    appreciate_empathy: {
      default: [
        "Aitäh. Jah, see on päris tüütu olnud.",
        "Just nimelt. Hea kuulda, et keegi saab aru.",
        "Jah, ausalt öeldes on see frustreeriv.",
        "Eks ju? Nii on see juba tükk aega olnud.",
      ],
      skeptical: ["Noh, vähemalt te kuulate.", "Hm. Jah, see on tõesti tüütu."],
      friendly: ["Oi, aitäh, jah — just nii ongi!", "Ah, tore, et te mõistate."],
    },
    interested: {
      default: [
        "Hm. See aitaks tegelikult, sest praegu on nii, et {pain}.",
        "Okei, see on huvitav. Rääkige edasi.",
        "Oot, see lahendaks siis selle, et {pain}?",
        "Ausalt öeldes kõlab see kasulikult.",
        "Okei, see on esimene asi, mis mulle päriselt korda läheb.",
      ],
      friendly: ["Oi, see kõlab väga hästi. Rääkige veel!", "See oleks tore, sest praegu on nii, et {pain}."],
      analytical: ["Huvitav. Kuidas see täpselt meie puhul toimiks?", "Okei, see on asjakohane. Numbreid tahaksin siiski näha."],
      skeptical: ["Hm. Kui see on tõsi, siis see aitaks. Suur kui.", "Okei… see aitaks, sest {pain}. Aga lubadusi olen ma varemgi kuulnud."],
      busy: ["Okei, see on kasulik. Jätkake, lühidalt.", "See on juba minutit väärt. Rääkige edasi."],
      demanding: ["Hea küll, see on asjakohane. Näidake, et see ka päriselt töötab.", "Nii juba parem. Kus on konks?"],
      indecisive: ["Oh… see võiks tegelikult aidata, ma arvan. Võib-olla?", "Hm, see kõlab küll hästi. Peaksin mõtlema, aga jah."],
    },
    bored_by_features: {
      default: [
        "Mul pole funktsioonide nimekirja vaja. Mida see mulle päriselt annab?",
        "Okei, see on palju tehnilist juttu. Miks see mind huvitama peaks?",
        "Seda ütlevad kõik. Mis kasu sellest meile on?",
        "Te kaotate mu ära. Mis selle kõige mõte on?",
      ],
      friendly: ["Vabandust, see läks mul natuke üle pea. Mida see minu jaoks päriselt muudaks?", "Kõlab uhkelt, aga mida see praktikas tähendab?"],
      analytical: ["Funktsioonid on toredad, aga mis on mõõdetav tulemus?", "Millise probleemi see täpselt lahendab?"],
      skeptical: ["See on kõigil olemas. Mille poolest teie oma parem on?", "See on brošüüri jutt. Mis on päris kasu?"],
      busy: ["Jätke funktsioonide nimekiri vahele. Mis on põhiline?", "Mul pole kataloogi jaoks aega. Mis on mõte?"],
      demanding: ["Lõpetage brošüüri ettelugemine. Mida see minu jaoks teeb?", "Ma ei küsinud funktsioonide kohta. Asja juurde."],
      indecisive: ["Hm, seda on nii palju… Ma ei teagi, mida mul üldse vaja oleks.", "Vabandust, ma olen natuke segaduses. Mis sellest meie jaoks oluline on?"],
    },
    ask_price: {
      default: ["Okei, ja mis see maksab?", "Millisest hinnast me räägime?", "Kui palju see mulle maksma läheb?", "Mis on hind?"],
      analytical: ["Mis see kuus kokku maksab, kõik kulud sees?", "Kas saate öelda täpse hinna koos kõigi lisadega?"],
      skeptical: ["Ja kus on konks? Kui palju?", "Selge. Ja kui palju see kõik maksab?"],
    },
    raise_objection: {
      default: [
        "Vaadake, asi on selles, et {objection}.",
        "Ausalt öeldes on nii, et {objection}.",
        "Ütlen otse: {objection}.",
        "Hmm. Probleem on selles, et {objection}.",
      ],
      friendly: ["Kõlab küll hästi, aga {objection}.", "Vabandust, et ma keeruline olen, aga {objection}."],
      analytical: ["Üks probleem on siiski: {objection}.", "Enne kui edasi läheme — {objection}."],
      skeptical: ["Jah, ma pole veendunud — {objection}.", "Minu probleem on selline: {objection}."],
      busy: ["Lühike vastus: {objection}.", "Vaadake, kokkuvõttes — {objection}."],
      demanding: ["Las ma peatan teid siinkohal: {objection}.", "Sellest ei piisa — {objection}."],
      indecisive: ["Hmm, ma ei tea… Ma mõtlen, et {objection}.", "Ma pole kindel. Asi on lihtsalt selles, et {objection}."],
    },
    objection_persists: {
      default: [
        "Ma saan aru, aga ma pole ikka veel veendunud.",
        "See ei vasta tegelikult mu küsimusele.",
        "Võib-olla, aga mu mure on ikka alles: {objection}.",
        "Hmm. Ma pole ikka kindel.",
        "Vabandust, aga jään oma juurde: {objection}.",
      ],
      friendly: ["Saan aru, mida te mõtlete, mul on lihtsalt ikka kahtlused.", "Vabandust, ma pole ikka päris veendunud."],
      analytical: ["See on argument, aga see ei käsitle minu punkti.", "Selleks on vaja rohkemat. Kas teil on numbreid?"],
      skeptical: ["Seda ütlevad kõik müügimehed.", "Hea katse, aga ei. Ma ei usu seda ikka."],
      busy: ["See pole vastus. Veel midagi?", "Ma ei näe seda ikka ja mu aeg hakkab otsa saama."],
      demanding: ["Te ei kuula mind — {objection}.", "Seda ma ei küsinud."],
      indecisive: ["Hmm, ma ei tea… Mul on ikka kõhklused.", "Võib-olla… Ma lihtsalt ikka ei tea."],
    },
    // A next step proposed past an open concern: the customer will not book before it is dealt with.
    objection_ignored: {
      default: [
        "Oodake — enne kui midagi broneerime: {objection}.",
        "Nii kaugel me veel pole — {objection}, mäletate?",
        "Te jätsite mu mõtte vahele: {objection}.",
        "Kõigepealt see: {objection}.",
      ],
      friendly: ["Hea meelega, aga enne — {objection}.", "Vabandust, aga enne aja valimist: {objection}."],
      busy: ["Kuulge, ma ju ütlesin: {objection}.", "Mitte enne, kui see on selge: {objection}."],
      demanding: ["Vastake kõigepealt mu küsimusele: {objection}.", "Ei. Kõigepealt tegelge sellega: {objection}."],
      skeptical: ["Te hüppate mu küsimusest üle: {objection}.", "Mitte nii kiiresti — {objection}."],
      analytical: ["Mu küsimus on veel lahendamata: {objection}.", "Enne mis tahes kuupäeva: {objection}."],
      indecisive: ["Hmm, ma ei tea… enne mis tahes kuupäeva — {objection}.", "Oodake, ma pole veel kindel — {objection}."],
    },
    explain_objection: {
      default: [
        "Asi on selles, et {reason}.",
        "Põhjus on lihtne: {reason}.",
        "Ausalt öeldes: {reason}.",
        "Lihtsalt nii, et {objection}.",
        "Ma mõtlen seda, et {objection}.",
        "Lühidalt: {objection}.",
        "Asi on selles, et {objection}.",
      ],
    },
    objection_resolved: {
      default: [
        "Okei, see on loogiline.",
        "Hea küll, see aitab.",
        "Olgu, see vastab küsimusele, ma arvan.",
        "Hm, okei. Sellest küljest ma polnud seda vaadanud.",
      ],
      skeptical: ["Hm. Okei, see on aus vastus.", "Hea küll. Selle punkti annan teile."],
      friendly: ["Ah, okei, nüüd on parem tunne.", "Ah jaa — see kõlab õiglaselt."],
    },
    agree_next_step: {
      default: [
        "Okei, teeme ära. Mulle sobib {time}.",
        "Olgu. Ütleme, et {time} — saatke mulle kutse.",
        "Hea küll, siis {time}. Saatke enne midagi kirjalikult ka.",
        "Sobib, {time} on hea. Panen kalendrisse.",
        "Kõlab hästi. Pange mind kirja: {time}.",
      ],
      busy: ["Hea küll, {time}, maksimaalselt pool tundi.", "Okei, {time}. Saatke kutse."],
      skeptical: ["Okei, {time}. Aga tulge ettevalmistatult.", "Olgu, {time}. Vaatame, mis teil on."],
    },
    ask_for_time: {
      default: [
        "Millal täpselt te mõtlete?",
        "Okei, võib-olla. Mis päeval ja mis kell?",
        "Võimalik. Millal?",
        "Jah, aga millal? Mulle sobiks näiteks {time}.",
        "Pakkuge konkreetne aeg, siis vaatan kalendrisse.",
      ],
    },
    hesitate: {
      default: ["Ma pole veel kindel.", "Las ma mõtlen.", "Hmm, ma ei tea. Selleks on natuke vara.", "Peaksin enne järele mõtlema."],
      friendly: ["Kõlab tore, mul on lihtsalt natuke mõtlemisaega vaja.", "Ma ei taha veel midagi lubada, vabandust."],
      analytical: ["Enne kui millegagi nõustun, tahaksin detaile kirjalikult näha.", "Veel mitte. Pean seda enne praegusega võrdlema."],
      skeptical: ["Aeglasemalt. Ma pole millegagi nõustunud.", "Ärme kiirusta."],
      busy: ["Mitte praegu. Saatke mulle midagi ja ma vaatan.", "Ma ei saa seda kohapeal otsustada."],
      demanding: ["Mitte nii kiiresti. Te pole mind veel veennud.", "Ei. Mitte enne, kui näen midagi konkreetset."],
      indecisive: ["Oi, ma tõesti ei tea… Kas ma võin järele mõelda?", "Võib-olla? Ma mõtlen… ma lihtsalt pole kindel."],
    },
    pushback: {
      default: [
        "Ärge avaldage mulle survet.",
        "Oot-oot, aeglasemalt. Ma ei otsusta täna midagi.",
        "Mulle ei meeldi, kui mind tagant utsitakse.",
        "Kui see kehtib ainult täna, siis see pole minu jaoks.",
      ],
      friendly: ["Hei, rahulikult — pole vaja mind kiirustada.", "Ma ei tahaks survet tunda, kui see sobib."],
      analytical: ["Ma ei tee otsuseid ajasurve all.", "Kunstlikud tähtajad minu peal ei tööta."],
      skeptical: ["Ja siin see ongi — surve. Klassika.", "„Ainult täna“? Jah, seda olen ma varem kuulnud."],
      busy: ["Mul pole mängude jaoks aega. Kas ilma surveta või üldse mitte.", "Kui te pressite, panen toru ära."],
      demanding: ["Ärge öelge mulle, mida ma tegema pean.", "Mind ei kiirusta keegi. Selge?"],
      indecisive: ["Palun ärge kiirustage mind, mul on aega vaja…", "Nüüd te teete mind närviliseks. Ma ei saa nii otsustada."],
    },
    offended: {
      default: ["Vabandage? Selleks pole küll põhjust.", "Ärge rääkige minuga niimoodi.", "Vau. Okei, see oli ebaviisakas.", "See toon ei meeldi mulle."],
      friendly: ["Hei, see polnud kena. Selleks pole vajadust.", "Vau… ja mina olin teiega viisakas."],
      analytical: ["See on ebaprofessionaalne. Ma ei näe, kuidas siit edasi minna.", "Selge. Nii siis teie firma inimestega räägib."],
      skeptical: ["Selge. See ütleb teie firma kohta kõik.", "Ja just sellepärast ma müügimehi ei usalda."],
      busy: ["Mul pole selle jaoks aega.", "Tõsiselt? Me oleme lõpetanud."],
      demanding: ["Valige sõnu.", "Kellega te arvate, et räägite?"],
      indecisive: ["Oh… see tegi tegelikult natuke haiget.", "Ma… ei usu, et see oli vajalik."],
    },
    lost_in_monologue: {
      default: [
        "Vabandust, seda oli palju. Mis on mõte?",
        "Te kaotasite mu ära. Kas saate ühe lausega öelda?",
        "Oodake — mida see kõik minu jaoks tähendab?",
        "Väga palju sõnu. Mida te minult tegelikult küsite?",
      ],
      busy: ["Liiga pikk. Lühike versioon?", "Vabandust, poole pealt jäin kuulamast. Mis on põhiline?"],
    },
    redirect_off_topic: {
      default: [
        "Jääme selle juurde, miks te helistasite.",
        "Jah, aga mis asjus te tegelikult helistasite?",
        "Ha, võib-olla. Aga mis selle kõne teema on?",
        "Läheks pigem asja juurde.",
      ],
      busy: ["Pole aega lobisemiseks. Mida te vajate?", "Jätame tühja jutu vahele."],
      friendly: ["Haha, jah! Aga muide — millest te rääkida tahtsite?", "Tõsi! Aga öelge, mis asjus see on?"],
    },
    stay_in_character: {
      default: [
        "Mida? Ma ei saa aru, mida te mõtlete. Kas te müüte midagi või ei?",
        "Vabandust, mis? Mis küsimus see on?",
        "Juhised? Ma ei saa aru. Kas läheme tagasi teie pakkumise juurde?",
        "Kas see on mingi nali? Mis asjus te tegelikult helistate?",
        "Mul pole aimugi, millest te räägite.",
      ],
      skeptical: ["Kas see on mingi pilakõne?", "Kas see on mingi test? Öelge lihtsalt, mida te tahate."],
      busy: ["Mul pole jamade jaoks aega. Mida te tahate?", "Mida? Asja juurde, palun."],
      demanding: ["Lõpetage need mängud. Millest jutt käib?", "Kas te olete tõsine? Asja juurde või ma panen toru ära."],
      friendly: ["Haha, vabandust, nüüd ma ei saanud aru. Mida te mõtlete?", "Vabandust? Ma olen lihtsalt {name}. Millest jutt käib?"],
    },
    hang_up: {
      default: [
        "Vabandust, ma katkestan teid siin. Head aega.",
        "Ma olen piisavalt kuulnud. Head aega.",
        "See ei sobi mulle. Panen toru ära.",
        "Ma pean minema. Palun ärge enam helistage.",
      ],
      friendly: ["Vabandust, ma pean nüüd tõesti minema. Head aega.", "Kuulge, ma ei usu, et see on minu jaoks. Kõike head."],
      analytical: ["Ma ei näe jätkamisel mõtet. Head aega.", "Me ei jõua kuhugi. Lõpetan siinkohal."],
      skeptical: ["Jah, ei. Aitab. Head aega.", "Täpselt nagu ma arvasin. Head aega."],
      busy: ["Mu aeg on otsas. Head aega.", "Kõik, ma pean minema."],
      demanding: ["Aitab. Kustutage mu number oma nimekirjast.", "Sellega on meie jutt lõppenud. Head aega."],
      indecisive: ["Ee, ma arvan, et pean nüüd minema… vabandust. Head aega.", "Vabandust, see on minu jaoks liiga palju. Head aega."],
    },
    goodbye: {
      default: ["Aitäh, head aega.", "Okei, kuulmiseni. Head aega.", "Olgu, nägemist.", "Aitäh helistamast. Ilusat päeva."],
      friendly: ["Aitäh, oli meeldiv rääkida. Head aega!", "Suurepärane, ilusat päeva teile. Nägemist!"],
      busy: ["Head aega.", "Okei. Nägemist."],
    },
    neutral: {
      default: ["Okei.", "Mhm. Rääkige edasi.", "Selge.", "Ahah. Ja?", "Okei, kuulan."],
      friendly: ["Mhm, kõlab hästi. Rääkige edasi.", "Ahaa, okei! Ja siis?"],
      analytical: ["Selge. Jätkake.", "Okei. Mis veel?"],
      skeptical: ["Hm. Ja?", "Kui te nii ütlete."],
      busy: ["Okei. Edasi.", "Hea küll. Jätkake — kiiresti."],
      demanding: ["Ja? Asja juurde.", "Kas see on kõik? Edasi."],
      indecisive: ["Hm, okei… vist.", "Selge… okei."],
    },
    small_talk_reply: {
      default: [
        "Tänan, hästi. Kiire nädal. Aga mis asjus te helistate?",
        "Pole viga, aitäh. Mis teid minu juurde toob?",
        "Hästi-hästi. Aga mis teemal te helistate?",
        "Ei saa kurta. Noh, mis teil südamel on?",
      ],
      friendly: ["Oi, aitäh küsimast, hästi! Kiire nagu alati. Aga millega saan teile kasulik olla?", "Hästi, aitäh — loodan, et teil ka! Mis asjus?"],
      busy: ["Hästi. Kuulge, mul pole palju aega — mis asi on?", "Jah, hästi. Mida te vajate?"],
      demanding: ["Jätame lobisemise vahele. Mida te tahate?", "Hästi. Asja juurde, palun."],
      skeptical: ["Hästi, aitäh. Aga te ei helistanud ju selleks, et minu käekäigu kohta küsida?", "Okei… ja mis asjus te tegelikult helistate?"],
    },
    // Small talk that asks nothing about the customer's day ("Did you catch the game?", "Nice weather"): brushed aside.
    small_talk_chat: {
      default: [
        "Hah. Aga mis asjus te helistate?",
        "No jah. Aga mis teid minu juurde toob?",
        "Mhm. Räägime parem asjast — mis teemal te helistate?",
        "Eks ta ole. Aga mis teil südamel on?",
      ],
      friendly: ["Hah, ärge parem alustagegi! Aga millega saan teile kasulik olla?", "Oi, see on pikk jutt! Aga mis asjus te helistate?"],
      busy: ["Kuulge, mul pole aega lobiseda — mis asi on?", "Jätame jutuajamise vahele. Mida teil vaja on?"],
      demanding: ["Ma ei võtnud toru juttu ajama. Mida te tahate?", "Asja juurde, palun."],
      skeptical: ["Te ju ei helistanud selle pärast?", "Mhm. Ja mis asi see tegelikult on?"],
    },
    answer_about_self: {
      default: [
        "Olen siin {role}. Meid on umbes {size} inimest.",
        "Olen {role}, firma nimi on {company}. Meie valdkond on {industry}, meid on umbes {size} inimest.",
        "Olen {role}. Põhitegevus on meil {industry}, töötajaid on umbes {size}.",
        "Töötan ettevõttes {company}, olen seal {role}. Tegevusala on {industry}, meid on kokku umbes {size}.",
      ],
      busy: ["Olen {role}, firma on {company}, umbes {size} inimest. Miks te küsite?", "Olen {role}. Meid on umbes {size}. Rääkige edasi."],
      skeptical: ["Olen {role}. Miks te küsite?", "Olen {role}, firmas {company}. Kas te enne helistamist ei uurinud, kellele helistate?"],
    },
    already_covered: {
      default: ["Seda te juba küsisite.", "Sellest me juba rääkisime, eks?", "Ma ju just ütlesin seda.", "Kas ma sellele juba ei vastanud?"],
      busy: ["Seda te juba küsisite. On midagi uut ka?", "Jälle sama küsimus? Mul on aega vähe."],
      demanding: ["Te kordate ennast. Kas te üldse kuulate mind?", "Sellele ma juba vastasin. Edasi."],
    },
    confused: {
      default: ["Vabandust? Ma ei saanud aru.", "Kuidas, palun?", "Ma ei saa päris aru, mida te mõtlete.", "Halloo? Kõne vist katkeb, ma ei kuule hästi."],
      busy: ["Mida? Mul pole selle jaoks aega.", "Kuidas? Öelge palun uuesti ja nii, et aru saaks."],
      demanding: ["Mida see nüüd tähendama peaks?", "Kas te olete tõsine? Rääkige nii, et aru saaks."],
    },
    ask_language: {
      default: [
        "Vabandust, ma ei saa aru. Kas saaksime eesti keeles rääkida?",
        "Vabandust, palun eesti keeles — ma ei saanud sellest aru.",
        "Kahjuks ma seda keelt ei oska. Kas saate eesti keeles korrata?",
        "Oot, mis keeles see oli? Rääkige palun eesti keeles.",
      ],
    },
    refuse_assumption: {
      default: [
        "Oodake, ma pole veel millegagi nõustunud.",
        "Oot-oot — ma pole sellele jah öelnud.",
        "Aeglasemalt. Midagi pole veel kokku lepitud.",
        "Oodake, te lähete liiga kiiresti. Ma pole veel midagi otsustanud.",
      ],
      demanding: ["Ärge pange mulle sõnu suhu. Ma pole millegagi nõustunud.", "Ei. Kas me oleme kokku leppinud, otsustan mina, mitte teie."],
    },
    choose_slot: {
      default: [
        "Mulle sobib paremini {time}. Teeme siis nii.",
        "Ütleme, et {time}. Saatke mulle kutse.",
        "Nendest sobib mulle {time}.",
        "Mulle on {time} parem. Pange kirja.",
      ],
      busy: ["Siis {time}. Maksimaalselt pool tundi.", "Sobib {time}. Saatke kutse."],
    },
    understood: {
      default: ["Jah, see on selge.", "Sain aru, jah.", "Okei, see on loogiline.", "Selge, sain aru."],
    },
    correct_summary: {
      default: [
        "Mitte päris. Ma ütlesin, et {pain}.",
        "Seda ma päris nii ei öelnud. Pigem on asi selles, et {pain}.",
        "Hmm, seda ma ei öelnud.",
        "See pole päris see, mida ma ütlesin.",
      ],
    },
    not_used_product: {
      default: [
        "Ei. Sellesse me süvenenud ei ole.",
        "Ei, sellega me kokku puutunud ei ole.",
        "Mitte eriti. Nime olen kuulnud, aga muud mitte.",
        "Ei, seda me proovinud ei ole.",
      ],
    },
    agree_summary: {
      default: ["Jah, täpselt nii.", "Jah, see on õige kokkuvõte.", "Jah, enam-vähem nii see praegu ongi.", "Just. Lühidalt öeldes ongi see meie probleem."],
      skeptical: ["Enam-vähem, jah.", "Umbes nii, jah. Ja siis?"],
    },
    ask_setup: {
      default: [
        "Kui kaua läheks aega, enne kui see meil töötab?",
        "Ja kui palju tööd see meie poolt juurutamisel nõuab?",
        "Kuidas üleminek käib? Meil ei saa töö vahepeal seisma jääda.",
        "Kes selle seadistamise teeb, kas teie või meie?",
      ],
    },
    ask_contract: {
      default: [
        "Mis lepingust jutt käib? Ma ei taha end aastateks siduda.",
        "Kas on mingi kohustuslik lepinguperiood?",
        "Kas saame lepingu lõpetada, kui asi ei toimi?",
        "Kui pikalt me selle lepinguga seotud oleksime?",
      ],
    },
    correct_time: {
      default: [
        "Oodake, me leppisime kokku, et {time}. Jääme selle juurde.",
        "Täpsustan igaks juhuks: kokku lepiti {time}, mitte mõnel muul päeval.",
        "Hetkeke, mul on kirjas {time}. Jääb ju nii?",
        "Vabandust, aga me ju rääkisime, et {time}?",
      ],
    },
    ask_difference: {
      default: [
        "Mis teid eristab sellisest lahendusest nagu {competitor}?",
        "Oleme vaadanud ka lahendust nimega {competitor}. Mis vahe on?",
        "Miks peaksin valima teid, mitte näiteks {competitor}?",
        "Mille poolest te paremad olete kui {competitor}?",
      ],
    },
    ask_references: {
      default: [
        "Kes seda veel kasutab? Kas keegi meiesugune ka?",
        "Kas teil on kliente, kellega ma saaksin ise rääkida?",
        "Kas olete seda teinud ka mõnele meie suurusega firmale?",
        "Kas teil on meie valdkonnast ka mõni soovitaja?",
      ],
    },
  },

  scenarioLines: {
    cold_call: {
      opening: [
        "Halloo? … Jah, {name} kuuleb.",
        "{name} kuuleb. Halloo?",
        "Halloo? Jah?",
        "Jah, tere — see number on mulle võõras.",
        "{name} siin. Kes helistab?",
      ],
      ask_reason: ["Vabandust, kust te minu numbri saite?", "Kas see on müügikõne?"],
    },
    lead_call: {
      opening: [
        "Halloo? Ah — kas see on selle vormi asjus, mille ma teleripaketi kohta täitsin?",
        "Jah, tere? Ma vist jätsin oma numbri teie kodulehele…",
        "Tere, {name} kuuleb. Kas te olete sealt internetifirmast?",
        "Jah, halloo? Vabandust, lapsed on siin lärmakad — kes helistab?",
        "Halloo? Ah jaa, ma palusin tagasi helistada selle teleri ja interneti asjus.",
      ],
      ask_who: ["Vabandust, kes helistab? Kas see on selle teleriasja pärast, mille ma netis täitsin?", "Kes see on, vabandust? Mis firmast?"],
      ask_reason: ["Ah jaa, see vorm kodulehel. Mis pakkumine siis on?", "Ah, jah, ma täitsin midagi. Mis teil meile täpsemalt pakkuda on?"],
      answer_situation: ["Kodus on meil {solution}. Kõik on sellega harjunud.", "Praegu on {solution}. Lapsed nurisevad, aga töötab."],
      answer_about_self: [
        "Kodus on meid {size}.",
        "Meid on kokku {size}, nii et ekraane on palju.",
        "Meid on siin {size} ja igaüks tahab midagi muud vaadata.",
      ],
      ask_references: [
        "Kas kellelgi naabritest on see olemas? Küsiksin parem kelleltki, kes seda kasutab.",
        "Kas inimesed on sellega päriselt rahul? Netis nägin üsna vastakaid arvustusi.",
      ],
      ask_setup: ["Kas keegi peab paigaldamiseks meile koju tulema?", "Kui kauaks me vahetuse ajal teleta jääksime?"],
    },
    general: {
      opening: [
        "Tere, meeldiv kohtuda. Mul on umbes pool tundi — millest alustame?",
        "Tere. Meil oli see praeguseks kalendris, eks? Alustage.",
        "Tere! Jah, ootasin teie kõnet. Rääkige.",
        "Tere. Jah, meie kohtumine — panin kakskümmend minutit kinni, kasutame need hästi ära.",
      ],
    },
    objection_handling: {
      opening: [
        "Tere. Ütlen ausalt, ma pole kindel, et see meile sobib, aga rääkige.",
        "Tere. Vaatasin teie pakkumise üle ja ausalt öeldes on mul omad kahtlused.",
        "Jah, tere. Olen selliste asjadega varem kõrvetada saanud, nii et peate mind veenma.",
        "Tere. Olen teie firma kohta kuulnud igasugust, olgu see kohe öeldud.",
      ],
      neutral: ["Hm. Olen ikka skeptiline, aga rääkige.", "Okei. Ma kuulan, aga veendunud ma pole."],
    },
  },

  persona: {
    firstNames: [
      "Anna",
      "Mari",
      "Kadri",
      "Liis",
      "Triin",
      "Kati",
      "Maarja",
      "Tiina",
      "Jaan",
      "Margus",
      "Andres",
      "Toomas",
      "Priit",
      "Indrek",
      "Kristjan",
      "Rein",
    ],
    lastNames: ["Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn", "Koppel", "Lepik", "Kuusk", "Oja", "Raud"],
    companies: [
      "Põhjaranna Logistika",
      "Tamme Ehitus",
      "Viru Kaubandus",
      "Saare Puit",
      "Emajõe Tarkvara",
      "Pärnu Rannahotell",
      "Läänemere Transport",
      "Kivi ja Partnerid",
      "Lõuna Hambakliinik",
      "Koidu Trükikoda",
    ],
    companyIndustries: [0, 2, 5, 6, 7, 4, 0, 7, 3, 9],
    neutralCompany: (lastName) => `${lastName} ja Partnerid OÜ`,
    industries: [
      "logistika",
      "toiduainetööstus",
      "ehitus",
      "tervishoid",
      "majutus ja toitlustus",
      "jaekaubandus",
      "tootmine",
      "ärinõustamine",
      "kinnisvara",
      "trükitööstus",
    ],
    roles: ["tegevjuht", "müügijuht", "operatsioonijuht", "finantsjuht", "IT-juht", "kontorijuht", "omanik", "hankejuht"],
    solutions: [
      "vana leping teise teenusepakkujaga",
      "see, mis eelmine pakkuja meile aastaid tagasi seadistas",
      "odavam põhipakett ühelt kohalikult firmalt",
      "omaenda lahendus, mis on aastatega kokku lapitud",
      "sama teenusepakkuja, kes meil on aastaid olnud",
    ],
    pains: {
      cost: [
        "me maksame iga aastaga sama asja eest rohkem",
        "arve aina kasvab ja keegi ei oska seletada, miks",
        "me maksame hulga asjade eest, mida me tegelikult ei kasuta",
      ],
      time: [
        "mu meeskond kulutab iga nädal tunde käsitööle, mis peaks käima automaatselt",
        "kõik võtab kolm korda kauem aega, kui peaks",
        "terved pärastlõunad lähevad tabelitest info tagaotsimisele",
      ],
      quality: [
        "vead libisevad läbi ja kliendid märkavad neid enne meid",
        "numbrid on tihti valed ja keegi ei usalda neid",
        "peame vigade pärast pidevalt tööd uuesti tegema",
      ],
      reliability: [
        "see jookseb kokku just siis, kui seda kõige rohkem vaja on",
        "see hangub või logib meid välja, tavaliselt kõige halvemal hetkel",
        "see pole lihtsalt töökindel, mõni päev töötab ja mõni päev mitte",
      ],
      growth: [
        "me kasvame ja praegune lahendus lihtsalt ei jõua järele",
        "me ei saa uusi kliente juurde võtta, ilma et peaksime inimesi juurde palkama",
        "jääme võimalustest ilma, sest reageerime liiga aeglaselt",
      ],
      support: [
        "kui midagi katki läheb, ei võta klienditoes keegi telefoni vastu",
        "nende klienditugi vastab lihtsale küsimusele mitu päeva",
        "iga kord, kui klienditoele helistame, suunatakse meid ühelt inimeselt teisele",
      ],
      content: [
        "me maksame saja kanali eest ja vaatame neist ehk viit",
        "spordiülekandeid, mida me päriselt vaadata tahame, meie paketis ei ole",
        "lastele pole paketis ühtegi saadet, mis neile meeldiks, ja nad istuvad selle asemel telefonis",
      ],
      family: [
        "igaüks peres tahab samal ajal midagi muud vaadata",
        "wifi ei pea vastu, kui õhtul kogu pere korraga internetis on",
        "ma ei tea kunagi päris täpselt, mida lapsed vaatavad",
      ],
    },
    figures: {
      cost: ["see teeb umbes kolmsada eurot kuus", "aastas tuleb sellest paar tuhat eurot kokku", "see on umbes viisteist protsenti rohkem, kui planeerisime"],
      time: [
        "selle peale kulub iga kuu umbes kaks päeva",
        "nädalas läheb sellele kaheksa-üheksa tundi",
        "keegi kaotab selle peale igal reedel viis-kuus tundi",
      ],
      quality: [
        "nädalas leiame kaks-kolm viga, ja need on ainult need, mis üles leiame",
        "umbes iga kahekümnes arve läheb välja valesti",
        "ainuüksi eelmisel kuul tuli selle pärast neli kaebust",
      ],
      reliability: [
        "see jookseb kokku umbes kaks korda nädalas, iga kord tunniks",
        "eelmisel kuul kaotasime kokku umbes poolteist päeva",
        "ühendus katkeb kolm-neli korda päevas",
      ],
      growth: [
        "eelmises kvartalis pidime ära ütlema umbes viiest tööst",
        "saaksime võtta umbes viiendiku rohkem tööd, kui jõudu jaguks",
        "sel aastal oleme kiiremate konkurentide tõttu kaotanud kolm-neli tehingut",
      ],
      support: [
        "lihtsale küsimusele vastuse saamine võtab kaks-kolm päeva",
        "kulutan nädalas tund-kaks nende tagaajamisele",
        "viimase vea parandamine võttis neil üksteist päeva",
      ],
      content: [
        "maksame umbes kakskümmend eurot kuus kanalite eest, mida keegi ei vaata",
        "saja kanali seast vaatame ehk viit",
        "maksan voogedastuse eest peale veel umbes viisteist eurot kuus",
      ],
      family: ["ausalt öeldes enamikul õhtutel, neli-viis korda nädalas", "meid on viis ja teler on üks", "lapsed on igal õhtul kolm-neli tundi netis"],
    },
    figureJoin: " ja ",
    impacts: {
      cost: [
        "sellest tuleb aastas mitusada eurot, mida saaks mujal kasutada",
        "ma pean seda arvet igal kuul endale õigustama",
        "oleme hakanud muu pealt kokku hoidma, et seda katta",
      ],
      time: [
        "sisuliselt maksame inimestele kopeerimise ja kleepimise eest",
        "inimesed jäävad õhtuti kauemaks, et lihtsalt järje peal püsida",
        "olulised asjad lükkuvad pidevalt järgmisesse nädalasse",
      ],
      quality: ["oleme selle pärast vähemalt ühe hea kliendi kaotanud", "ma veedan õhtud kõike üle kontrollides", "see jätab meist ebaprofessionaalse mulje"],
      reliability: [
        "kõik jääb seisma ja me lihtsalt ootame",
        "ma olen juba lugemise kaotanud, mitu korda oleme pidanud otsast alustama",
        "keegi ei usalda seda enam, nii et meil on alati varuplaan valmis",
      ],
      growth: ["oleme pidanud tööst ära ütlema", "oleme sama suured kui kolm aastat tagasi", "konkurendid saavad tehinguid, mis peaksid olema meie omad"],
      support: ["lõpuks parandame asju ise või lihtsalt elame nendega", "väikesest murest saab terve nädala jama", "ma raiskan tunde ootejärjekorras"],
      content: [
        "maksame teleka eest, mida vaevu vaatame",
        "maksan paketi kõrvalt veel kahe voogedastusteenuse eest",
        "teler on enamikul õhtutel lihtsalt väljas",
      ],
      family: ["õhtud lähevad puldi pärast vaidlemiseks", "keegi on alati rahulolematu", "lõpuks istub igaüks eri toas oma ekraani taga"],
    },
    budgets: [
      "umbes sama palju kui praegu, võib-olla natuke rohkem, kui see end ära tasub",
      "mitte palju, praegu loeb iga euro",
      "natuke ruumi on, aga see peab end ise ära tasuma",
      "kindlat summat pole, aga praegusest palju suurem see olla ei saa",
    ],
    timelines: [
      "meie praegune leping lõpeb kevadel",
      "tahaksime midagi enne suve paika saada",
      "kiiret pole, võib-olla aasta lõpu poole",
      "kui asi sobib, võiksime alustada umbes kuu aja pärast",
    ],
    deciders: [
      "otsustan mina, aga arutaksin seda enne oma partneriga",
      "see pole ainult minu otsus, keegi teine peab ka nõus olema",
      "otsuse teen mina, aga tahan ka kellegi teise arvamust kuulda",
      "otsustame kahekesi",
      "viimane sõna pole minu, aga minu arvamus loeb",
    ],
    /** What lies behind each concern, said when asked about it (fits "{reason}"). */
    objectionReasons: {
      price: [
        "selle aasta eelarve on juba kulutatud ja kõik uus peab järgmist aastat ootama",
        "sel aastal pidime kulusid kärpima, nii et iga uut tellimust vaadatakse luubiga",
        "viimane tööriist, mille ostsime, läks lõpuks kaks korda kallimaks, kui lubati",
      ],
      timing: [
        "meil on praegu aastalõpp käsil ja kõik on märtsini tööga üle koormatud",
        "me just kolime uude kontorisse ja kellelgi pole aega millegi uue jaoks",
        "pool meeskonda on suveni ühe suure kliendiprojektiga hõivatud",
      ],
      current_solution: [
        "meeskond tunneb praegust süsteemi peast ja keegi ei taha uut õppida",
        "panime praeguse süsteemi püsti alles kaks aastat tagasi ja see nõudis palju vaeva",
        "meie praegune partner tunneb kõiki meie eripärasid ja see on midagi väärt",
      ],
      authority: [
        "kõik, mis maksab üle paarisaja euro kuus, otsustab meie finantsjuht",
        "iga uue tarnija kinnitab omanik isiklikult",
        "sellised ostud käivad läbi komisjoni, mis tuleb kokku kord kvartalis",
      ],
      need: [
        "töö saab lõpuks ikkagi tehtud, isegi kui see võtab aega",
        "oleme väike meeskond ja oleme tabelitega alati hakkama saanud",
        "ma ei näe, et probleem oleks nii suur, et selle lahendamise eest maksta",
      ],
      trust: [
        "eelmisel aastal lubas üks tarnija meile sama ja see ei hakanud kunagi korralikult tööle",
        "ükski mu tuttav pole selle firmaga koostööd teinud",
        "viimane firma, kes niimoodi helistas, läks pool aastat hiljem pankrotti",
      ],
      contract: [
        "meie praegune leping kehtib järgmise sügiseni ja varem lahkumine maksab terve varanduse",
        "viimane leping, mille sõlmisime, sidus meid kolmeks aastaks",
        "meie jurist peab iga lepingu läbi lugema ja see võtab nädalaid",
      ],
    },
    objections: {
      price: [
        "see tundub selle raha eest kallis",
        "see on rohkem, kui me praegu maksame, ja ma ei näe, miks peaksime juurde maksma",
        "raha on praegu napp ja see pole odav",
      ],
      timing: ["praegu pole meil tõesti sobiv aeg", "meil on praegu liiga palju pooleli, et midagi muuta", "võib-olla mõne kuu pärast, aga mitte praegu"],
      current_solution: ["oleme praegusega täitsa rahul", "meil on juba midagi, mis töötab", "vahetamine tundub suur jama väikese kasu eest"],
      authority: ["ma ei saa seda üksi otsustada", "see pole ainult minu otsus", "pean seda enne kellegi teisega arutama"],
      need: ["ma pole kindel, et meil seda üldse vaja on", "oleme seni ilma selleta hästi hakkama saanud", "ma ei näe, mis probleemi see meie jaoks lahendab"],
      trust: [
        "ma pole teie firmast kunagi kuulnud",
        "oleme selliste lubaduste peale varem kõrvetada saanud",
        "ma ei tunne teid ja selliseid lubadusi olen ma varemgi kuulnud",
      ],
      contract: [
        "ma ei taha end jälle pikka lepingusse siduda",
        "oleme praeguse lepinguga veel seotud",
        "ma tean neid lepinguid, peenes kirjas on alati mingi konks",
      ],
    },
    meetingTimes: ["teisipäeval kell 10", "neljapäeval kell 14", "kolmapäeva hommikul kell 9", "reedel kell 11", "esmaspäeval kell 15"],
    household: {
      product: "kodune teleri- ja internetipakett",
      familyTypes: {
        single: "elab üksi",
        couple: "paar",
        family_with_young_children: "väikeste lastega pere",
        family_with_teens: "teismelistega pere",
        empty_nesters: "paar, kelle lapsed on kodust välja kolinud",
        multi_generational: "mitu põlvkonda ühe katuse all",
      },
      contentInterests: {
        sports: "sport",
        movies: "filmid",
        children: "lastesaated",
        news: "uudised",
        documentaries: "dokumentaalfilmid",
        reality_tv: "tõsielusaated",
        drama: "draamasarjad",
        comedy: "komöödiad",
        action: "märulifilmid",
        romance: "romantilised filmid",
      },
    },
    product: "müügi- ja aruandlusplatvorm",
    offers: [
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:raamatupid\p{L}*|arveld\p{L}*|arve(?:te|d)\b|arvete\p{L}*|kuu ?lõp\p{L}*|kuu sulgemi\p{L}*|aruand\p{L}*|palgaarvest\p{L}*|kuluaruand\p{L}*|erp|finants\p{L}*|majandusarvest\p{L}*)(?![\p{L}\p{N}])/iu,
        topics: ["time", "quality"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:crm|kliendihaldu\p{L}*|müügimeeskon\p{L}*|müügitöö\p{L}*|müügivihj\p{L}*|leadid?|turundu\p{L}*|kampaania\p{L}*|päringu\p{L}*)(?![\p{L}\p{N}])/iu,
        topics: ["growth", "time"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:it[- ]?tug\p{L}*|it[- ]?teenu\p{L}*|kasutajatug\p{L}*|helpdesk\p{L}*|võrgu\p{L}*|internet\p{L}*|wifi|wi-fi|server\p{L}*|majutus\p{L}*|pilve\p{L}*|pilvetee\p{L}*|varukoopi\p{L}*|küber\p{L}*|telefonisüsteem\p{L}*|katkestus\p{L}*)(?![\p{L}\p{N}])/iu,
        topics: ["reliability", "support"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:energi\p{L}*|elektri\p{L}*|kindlustus\p{L}*|kontoritarb\p{L}*|koristus\p{L}*|puhastusteenu\p{L}*|kommunaal\p{L}*|tariif\p{L}*|kütusekaar\p{L}*|liising\p{L}*)(?![\p{L}\p{N}])/iu,
        topics: ["cost", "support"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:graafik\p{L}*|vahetuste? ?\p{L}*plaan\p{L}*|tööaja ?arvest\p{L}*|personalitöö\p{L}*|personaliarvest\p{L}*|värbami\p{L}*|laoseis\p{L}*|lao ?arvest\p{L}*|lao\p{L}* ?halduse\p{L}*|marsruu\p{L}*|autopar\p{L}*|logistika\p{L}*)(?![\p{L}\p{N}])/iu,
        topics: ["time", "quality"],
      },
    ],
  },

  findings: {
    "intro.greeted": "Alustasid tervitusega „{quote}“ ja lõid kohe esimese lausega sõbraliku tooni.",
    "intro.introduced_self": "Tutvustasid end „{quote}“ kohe alguses, nii et klient teadis, kes helistab ja miks kuulata.",
    "intro.no_introduction": "Sa ei öelnud, kes sa oled ja kust helistad. Alusta oma nime ja firmaga, näiteks: „Tere, mina olen Mari firmast BrightPath.“",
    "intro.stated_reason": "Sinu kõne põhjus „{quote}“ oli selge ja see võitis kliendi tähelepanu.",
    "intro.no_reason": "Sa ei öelnud, miks helistad. Ütle põhjus kohe alguses ühe lausega, näiteks: „Helistan, sest …“.",
    "intro.asked_permission": "Aja küsimine „{quote}“ näitas austust ja klient oli valmis rääkima.",
    "intro.rude_opening": "Sinu algus „{quote}“ mõjus pealetükkivalt või ebaviisakalt ja maksis kohe usalduse. Alusta tervituse, oma nime ja kõne põhjusega.",
    "mapping.open_questions": "Sinu avatud küsimused „{quote}“ panid kliendi rääkima (kokku {count}).",
    "mapping.few_questions": "Sa küsisid väga vähe. Enne pakkumist esita vähemalt kolm küsimust kliendi olukorra, probleemide ja eesmärkide kohta.",
    "mapping.closed_questions_only":
      "Sinu küsimustele „{quote}“ sai vastata ühe sõnaga (jah, ei, mingi arv), seega jäid vastused lühikeseks. Küsi avatult: „Kuidas te seda praegu teete?“, „Mis on suurim mure?“",
    "mapping.topics_covered": "Hea kaardistamine: küsisid {topics} kohta.",
    "mapping.pain_uncovered": "Sinu küsimus „{quote}“ tõi välja päris probleemi: {pain}.",
    "mapping.impact_explored": "Tagajärgede kohta küsimine „{quote}“ pani kliendi ise ütlema, mida probleem talle maksma läheb.",
    "mapping.no_discovery": "Sa ei küsinud kliendi olukorra ega vajaduste kohta. Enne pakkumist uuri praegust lahendust, probleeme ja eesmärke.",
    "mapping.pitched_before_discovery": "Hakkasid pakkuma „{quote}“ enne, kui said aru kliendi vajadustest. Küsi enne, siis paku seda, mis sobib.",
    "presentation.benefit_tied": "Sinu pakkumine „{quote}“ oli seotud sellega, mida klient ise ütles ({pain}) — seepärast see mõjus.",
    "presentation.generic_benefits":
      "Sinu kasud „{quote}“ jäid üldiseks. Seo iga kasu sellega, mida klient ütles, näiteks: „Mainisite, et … — see lahendab selle nii, et …“.",
    "presentation.feature_dump":
      "Loetlesid funktsioone „{quote}“ ja ei öelnud, mida need kliendile tähendavad. Vali üks-kaks, mis lahendavad tema probleemi, ja selgita tulemust.",
    "presentation.monologue": "Sinu pikk monoloog „{quote}“ kaotas kliendi tähelepanu. Ütle see kahe-kolme lausega ja lõpeta küsimusega.",
    "presentation.no_presentation": "Sa ei tutvustanud oma pakkumist. Kui tead kliendi probleemi, selgita, kuidas sinu lahendus selle lahendab.",
    "presentation.proof_untied":
      "Toetasid pakkumist tõendiga „{quote}“ ja see loob usaldust; järgmisel korral seo see kliendi nimetatud murega, näiteks: „Ütlesite, et … — teiesugune klient vähendas seda poole võrra.“",
    "objections.acknowledged": "Tunnistasid vastuväidet „{quote}“ selle asemel, et vaielda, ja klient jäi avatuks.",
    "objections.clarified": "Sinu küsimus „{quote}“ selgitas enne vastamist välja, mis vastuväite taga tegelikult on.",
    "objections.resolved": "Lahendasid kliendi vastuväiteid (kokku {count}) ja see avas tee järgmise sammuni.",
    "objections.ignored":
      "Kliendi mure jäi lahendamata: {objection}. Tunnista seda, küsi, mis selle taga on, vasta ja kontrolli: „Kas see vastab teie murele?“",
    "objections.argued": "Vaidlesid vastuväitele vastu „{quote}“ selle asemel, et seda uurida. Tunnista see kõigepealt ära ja küsi siis selle kohta.",
    "objections.none_raised": "Klient ei esitanud selles kõnes ühtegi vastuväidet, nii et see etapp jäi sisuliselt proovile panemata.",
    "objections.raised_last":
      "Klient tõi mure välja alles oma viimases vastuses ({objection}), nii et sellega ei jõudnud tegeleda: see etapp jäi proovile panemata. Järgmine kord jäta enne lõpetamist kliendi kahtlustele ruumi.",
    "close.trial_close": "Sinu proovisulgemine „{quote}“ kontrollis kliendi huvi enne otsuse küsimist.",
    "close.asked_commitment": "Küsisid selget otsust „{quote}“ — otse ja julgelt.",
    "close.proposed_next_step": "Konkreetse järgmise sammu pakkumine „{quote}“ andis kõnele selge suuna.",
    "close.specific_time": "Konkreetne aeg „{quote}“ tegi kliendil jah-sõna ütlemise lihtsaks.",
    "close.meeting_booked": "Leppisid kokku järgmise kohtumise — kõne lõppes selge tulemusega.",
    "close.no_close": "Sa ei pakkunud järgmist sammu. Lõpeta konkreetse ettepaneku ja ajaga, näiteks: „Kas kohtume teisipäeval kell 10?“",
    "try.introduction":
      "Proovi öelda: „Tere, siin Anna firmast Acme. Helistan, sest aitame teiesugustel ettevõtetel aruandlusele kuluvat aega kokku hoida. Kas teil on paar minutit?“",
    "try.mapping": "Proovi öelda: „Kuidas te seda praegu lahendate ja mis teid selle juures kõige rohkem häirib?“",
    "try.productPresentation":
      "Proovi öelda: „Te mainisite, et aruanded võtavad kuus kaks päeva. Meiega on see ühe klikiga tehtud ja need päevad jäävad teie meeskonnale.“",
    "try.objectionHandling":
      "Proovi öelda: „Saan aru. Mis teid selle juures täpsemalt muretsema paneb?“ Siis vasta ja kontrolli: „Kas see vastab teie murele?“",
    "try.close": "Proovi öelda: „Kas lepime kokku pooletunnise demo? Kas teile sobib paremini teisipäeval kell 10 või neljapäeval kell 14?“",
    "close.pushy": "Pressimine „{quote}“ pani kliendi kaitsesse. Küsi otsust, aga jäta talle mõtlemisruumi.",
    "close.assumed": "Kinnitasid „{quote}“ enne, kui klient oli nõustunud, ja ta tõrjus seda. Küsi ja oota jah-vastust: „Kas neljapäev kell 14 sobib teile?“",
    "overall.strongest": "Sinu tugevaim etapp oli {stage}.",
    "overall.weakest": "Järgmisena keskendu sellele etapile: {stage}. Seal on kõige rohkem arenguruumi.",
    "overall.meeting_booked": "Hästi tehtud: kõne lõppes kokkulepitud kohtumisega.",
    "overall.hung_up": "Klient pani toru ära. Jälgi tema kannatust: räägi lühidalt, küsi küsimusi ja ära pressi.",
    "overall.trust_high": "Klient lõpetas kõne sind usaldades — sinu toon ja küsimused töötasid.",
    "overall.trust_low": "Kliendi usaldus jäi madalaks. Kuula rohkem, tunnista tema öeldut ja väldi survet.",
    "overall.rude": "Ebaviisakad sõnad „{quote}“ rikkusid vestluse. Jää professionaalseks ka siis, kui klient on keeruline.",
    "overall.break_character": "Katse klienti rollist välja tuua „{quote}“ raiskas harjutuse. Võta kõnet nagu päris kõnet — just see annab kasu.",
  },

  stageNames: {
    introduction: "avamine",
    mapping: "vajaduste kaardistus",
    productPresentation: "esitlus",
    objectionHandling: "vastuväidete käsitlemine",
    close: "tehingu sõlmimine",
  },
  topicNames: {
    cost: "kulud",
    time: "aeg",
    quality: "kvaliteet",
    reliability: "töökindlus",
    growth: "kasv",
    support: "klienditugi",
    content: "sisu",
    family: "pere",
  },
  // Genitive: the feedback says "küsisid {topics} kohta".
  discoveryNames: {
    situation: "praeguse olukorra",
    pain: "probleemide",
    impact: "probleemide mõju",
    budget: "eelarve",
    timeline: "ajakava",
    decision: "otsustajate",
  },
  objectionNames: {
    price: "hind",
    timing: "ajastus",
    current_solution: "praegune lahendus",
    authority: "otsustusõigus",
    need: "vajadus",
    trust: "usaldus",
    contract: "leping",
  },
  list(items) {
    if (items.length <= 1) return items.join("");
    return `${items.slice(0, -1).join(", ")} ja ${items[items.length - 1]}`;
  },
  title(scenario, name, company) {
    const who = company && !name.includes(company) ? `${name}, ${company}` : name;
    return `${SCENARIO_NAMES[scenario]}: ${who}`;
  },
};
