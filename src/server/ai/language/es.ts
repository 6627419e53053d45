import type { LanguagePack, Scenario } from "../simulation/types";
import { en } from "./en";

// Spanish (Spain). The customer says "usted" to the caller; feedback to the user says "tú", as the app does.
// The customer's gender is unknown, so customer lines avoid adjectives that agree with the speaker
// ("ocupado/a", "seguro/a", "convencido/a"). Placeholders: {pain} {impact} {objection} {timeline} {decider}
// are clauses that follow "que", a colon or a comma; {solution} is a noun phrase after "tenemos";
// {time} is "el martes a las 10" and never starts a sentence.

/** `\<` and `\>` mark word edges: no letter or digit before / after (JS `\b` does not see "á", "ñ"). */
function rx(source: string): RegExp {
  return new RegExp(source.replaceAll("\\<", "(?<![\\p{L}\\p{N}])").replaceAll("\\>", "(?![\\p{L}\\p{N}])"), "iu");
}

const SCENARIO_NAMES: Record<Scenario, string> = {
  general: "Conversación general",
  cold_call: "Llamada en frío",
  lead_call: "Llamada a un contacto interesado",
  objection_handling: "Manejo de objeciones",
};

const WEEKDAYS = String.raw`lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo`;
const MONTHS = String.raw`enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre`;
const NUMBERS = String.raw`una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce`;
const PAIN_WORDS = String.raw`(?<!no\s(?:hay\s)?)(?<!ning[uú]n\s)problemas?|retos?|desaf[ií]os?|dificultad(?:es)?|frustr\p{L}*|complicaci[oó]n(?:es)?|molest\p{L}*|dolor(?:es)?\s+de\s+cabeza|inconvenientes?|obst[aá]culos?|quejas?|preocupa\p{L}*|cuellos?\s+de\s+botella`;
const YOU_OR_WH = String.raw`usted|ustedes|su|sus|le|les|tiene|tienen|qu[eé]|cu[aá]l|cu[aá]les|alg[uú]n|alguna|mayor(?:es)?|principal(?:es)?|otros?|otras?|m[aá]s`;

/** Says the offer beats what the customer has or knows: "somos más baratos", "más fácil de usar que Holded". */
const COMPARISON = rx(
  String.raw`(?<!\<no\s)\<(?:somos|es|ser[ií]a|sale|saldr[ií]a|resulta|resultar[ií]a)\s+m[aá]s\s+(?:barat[oa]s?|econ[oó]mic[oa]s?|r[aá]pid[oa]s?|f[aá]cil(?:es)?|sencill[oa]s?)\>|(?<!\<no\s)\<m[aá]s\s+(?:barat[oa]s?|econ[oó]mic[oa]s?|r[aá]pid[oa]s?|f[aá]cil(?:es)?|sencill[oa]s?)\s+(?:\p{L}+\s+){0,3}que\>`,
);

export const es: LanguagePack = {
  language: "es",

  acts: {
    greeting: [
      rx(String.raw`\<(?:hola|buenas|saludos|buenos\s+d[ií]as|buenas\s+(?:tardes|noches))\>`),
      rx(String.raw`\<qu[eé]\s+tal\>(?:\s+(?:est[aá]|est[aá]s|le\s+va|te\s+va))?|\<c[oó]mo\s+(?:est[aá]|est[aá]s|le\s+va|va\s+todo)\>`),
    ],
    introduces_self: [
      rx(String.raw`\<(?:me\s+llamo|mi\s+nombre\s+es)\>`),
      rx(
        String.raw`\<soy\s+(?!(?:consciente|capaz|responsable|parte|muy|tan|m[aá]s|fan|cliente)\>)\p{L}+(?:\s+\p{L}+){0,2},?\s+(?:de|del|desde)\s|\<soy\s+(?:de|del)\s`,
      ),
      rx(
        String.raw`\<(?:le|te)\s+(?:habla|llama|saluda|escribe)\s+\p{L}+|\<(?:le|te)\s+llamo\s+(?:de|desde)\s|\<llamo\s+(?:de\s+parte\s+de|desde)\s|\<de\s+parte\s+de\s`,
      ),
      rx(String.raw`\<trabajo\s+(?:en|para|con)\s|\<represento\s+a\>`),
    ],
    states_reason: [
      rx(
        String.raw`\<(?:le|te|les)?\s*(?:llamo|escribo)\s+(?:de(?:sde)?\s+(?:\p{L}+\s+){1,3})?(?:porque|para|por|en\s+relaci[oó]n|con\s+relaci[oó]n|a\s+ra[ií]z|debido|sobre|respecto)\>`,
      ),
      rx(
        String.raw`\<(?:el|un)\s+motivo\s+de\s+(?:mi|la|esta)\s+llamada\>|\<(?:la\s+raz[oó]n|el\s+motivo)\s+(?:por\s+(?:la|el)\s+que|de\s+que)\s+(?:le\s+|te\s+)?llam`,
      ),
      rx(
        String.raw`\<(?:usted|ustedes|t[uú])?\s*(?:pregunt[oó]|solicit[oó]|pidi[oó]|rellen[oó]|llen[oó]|dej[oó]\s+(?:sus|su|tus|tu)|mostr[oó]\s+inter[eé]s|se\s+interes[oó]|se\s+registr[oó]|nos\s+escribi[oó]|nos\s+contact[oó])\>`,
      ),
      rx(
        String.raw`\<(?:quer[ií]a|quisiera|me\s+gustar[ií]a)\s+(?:hablar(?:le)?|comentarle|contarle|presentarle|preguntarle|explicarle|ense[nñ]arle|proponerle)\>`,
      ),
      rx(
        String.raw`\<me\s+pongo\s+en\s+contacto\>|\<en\s+relaci[oó]n\s+(?:con|a)\s+su\s+(?:solicitud|consulta|inter[eé]s)\>|\<(?:sobre|por)\s+su\s+(?:solicitud|consulta)\>|\<le\s+devuelvo\s+la\s+llamada\>`,
      ),
      rx(
        String.raw`\<ayudamos\s+a\s+(?:\p{L}+\s+){0,3}(?:empresas|equipos|negocios|familias|compa[nñ][ií]as|personas|hogares|clientes|pymes|despachos|tiendas|cl[ií]nicas|agencias|comercios|restaurantes|aut[oó]nomos|asesor[ií]as|almacenes)\>`,
      ),
      rx(String.raw`\<ayudamos\s+a\s+(?:\p{L}+\s+){1,4}a\s+(?:cerrar|ahorrar|reducir|vender|crecer|ganar|evitar|gestionar|llevar|cobrar|encontrar)\>`),
    ],
    asks_permission: [
      rx(String.raw`\<(?:tiene|tienes|tendr[ií]a)\s+(?:un|dos|cinco|unos|un\s+par\s+de)\s+(?:minutos?|momento|momentito|segundos?)\>`),
      rx(
        String.raw`\<(?:es|ser[ií]a)\s+(?:un\s+)?buen\s+momento\>|\<(?:le|te)\s+pillo\s+(?:en\s+)?(?:buen|mal)\s+momento\>|\<(?:le|te)\s+viene\s+bien\s+(?:hablar|ahora)\>`,
      ),
      rx(
        String.raw`\<puedo\s+(?:robarle|quitarle|hacerle|preguntarle|molestarle)\>|\<(?:le|te)\s+importa\s+(?:si|que)\>|\<me\s+permite\>|\<puede\s+hablar\s+(?:ahora|un\s+momento)\>`,
      ),
    ],
    open_question: [
      rx(
        String.raw`¿\s*(?:y\s+)?(?:(?:con|en|de|para|por|a|desde|sobre)\s+)?(?:qu[eé]|c[oó]mo|por\s*qu[eé]|cu[aá]l(?:es)?|d[oó]nde|en\s+qu[eé]|de\s+qu[eé]|cu[aá]nt[oa]s?|cu[aá]ndo|qui[eé]n(?:es)?)\>(?!\s+tal\s*\?)(?!\s+(?:est[aá]|le\s+va|va\s+todo)\s*\?)`,
      ),
      rx(
        String.raw`(?<![¡\p{L}])(?:qué|cómo|cuál(?:es)?|por\s+qué|dónde|cuántos?)\>(?!\s+(?:bien|bueno|pena|suerte|alegr[ií]a|tal)\>)(?!\s+(?:est[aá]|le\s+va)\s*\?)`,
      ),
      rx(
        String.raw`\<(?:cu[eé]nteme|cu[eé]ntame|h[aá]bleme|h[aá]blame|descr[ií]bame|expl[ií]queme|expl[ií]came)\>|\<(?:podr[ií]a|puede|podr[ií]as)\s+(?:contarme|explicarme|describir(?:me)?|hablarme)\>|\<me\s+gustar[ií]a\s+(?:saber|entender|conocer)\>`,
      ),
    ],
    discovery_situation: [
      // "¿Usa algo así ahora?", "¿Ya utilizan alguna herramienta?": whether they have something today.
      rx(String.raw`\<(?:ya\s+)?(?:usa|usan|usas|usáis|utiliza|utilizan|utilizas|utilizáis)\s+(?:ya\s+)?(?:algo|alg[uú]n|alguna|otro|otra)\>`),
      rx(
        String.raw`\<su\s+(?:situaci[oó]n|soluci[oó]n|proveedor|sistema|proceso|contrato|paquete|operador|compa[nñ][ií]a|tarifa|herramienta)\s+actual\>|\<(?:actualmente|hoy\s+en\s+d[ií]a|ahora\s+mismo)\s+(?:usan|utilizan|tienen|usa|utiliza|tiene|trabajan)\>`,
      ),
      rx(
        String.raw`\<qu[eé]\s+(?:usan|utilizan|tienen|usa|utiliza|tiene|ven|suelen\s+ver|contrataron|contrat[oó])\s+(?:ahora|actualmente|hoy|en\s+casa|para|ahora\s+mismo)\>`,
      ),
      rx(
        String.raw`\<c[oó]mo\s+(?:lo\s+|los\s+|las\s+|la\s+)?(?:gestionan|gestiona|manejan|maneja|hacen|hace|organizan|organiza|llevan|lleva|controlan|controla|resuelven)\>`,
      ),
      rx(
        String.raw`\<(?:con\s+)?qu[eé]\s+(?:proveedor|compa[nñ][ií]a|operador|empresa|sistema|herramienta)\s+(?:trabajan|trabaja|est[aá]n|est[aá]|tienen|tiene|usan|usa)\>|\<qui[eé]n\s+es\s+su\s+(?:proveedor|operador)\>`,
      ),
      rx(
        String.raw`\<cu[aá]nt[oa]s\s+(?:empleados|personas|usuarios|televisores|teles|dispositivos|miembros|trabajadores|ni[nñ]os|sedes)\>|\<(?:cu[eé]nteme|h[aá]bleme)\s+(?:un\s+poco\s+)?(?:sobre|de)\s+(?:su|sus)\s+(?:empresa|negocio|equipo|familia|casa|hogar|situaci[oó]n)\>`,
      ),
    ],
    discovery_pain: [
      rx(String.raw`\<(?:${YOU_OR_WH})\>.*\<(?:${PAIN_WORDS})\>`),
      rx(String.raw`\<(?:${PAIN_WORDS})\>.*\<(?:usted|ustedes|su|sus|le|les|tienen|tiene)\>`),
      rx(
        String.raw`\<qu[eé]\s+(?:es\s+lo\s+que\s+)?no\s+(?:funciona|le\s+gusta|les\s+gusta)\>|\<qu[eé]\s+(?:cambiar[ií]a|mejorar[ií]a|cambiar[ií]an|mejorar[ií]an)\>|\<podr[ií]a\s+funcionar\s+mejor\>`,
      ),
    ],
    discovery_impact: [
      rx(String.raw`\<c[oó]mo\s+(?:les|le|te|os)\s+(?:afecta|ha\s+afectado|repercute)\>|\<(?:impacto|consecuencias?|repercusi[oó]n(?:es)?)\>`),
      rx(
        String.raw`\<(?:cu[aá]nto|qu[eé])\s+(?:les|le|te)\s+cuesta\>|\<cu[aá]nto\s+(?:tiempo|dinero)\s+(?:pierden|pierde|les\s+cuesta|le\s+cuesta|gastan|gasta)\>`,
      ),
      rx(String.raw`\<qu[eé]\s+(?:pasa|ocurre|sucede)\s+cuando\>|\<qu[eé]\s+significa\s+(?:eso|esto)\s+para\s+(?:usted|ustedes|su)\>`),
    ],
    discovery_budget: [
      rx(String.raw`\<presupuesto\p{L}*`),
      rx(
        String.raw`\<cu[aá]nto\s+(?:pagan|paga|gastan|gasta|invierten|invierte|estar[ií]an?\s+dispuest[oa]s?|est[aá]n?\s+dispuest[oa]s?)\>|\<dispuest[oa]s?\s+a\s+(?:pagar|invertir|gastar)\>`,
      ),
      rx(String.raw`\<(?:rango|horquilla)\s+de\s+precios?\>|\<qu[eé]\s+(?:pagan|paga)\s+(?:ahora|actualmente|al\s+mes)\>`),
    ],
    discovery_timeline: [
      rx(
        String.raw`\<cu[aá]ndo\s+(?:quieren|quiere|necesitan|necesita|piensan|piensa|planean|les|le|vence|termina|acaba|podr[ií]an|podr[ií]a|ser[ií]a|les\s+gustar[ií]a|tienen)\>|\<para\s+cu[aá]ndo\>`,
      ),
      rx(String.raw`\<plazos?\>|\<fecha\s+l[ií]mite\>|\<calendario\>|\<qu[eé]\s+tan\s+pronto\>|\<con\s+qu[eé]\s+urgencia\>`),
      rx(String.raw`\<contrato\s+(?:actual\s+)?(?:vence|termina|acaba|caduca)\>`),
    ],
    discovery_decision: [
      rx(
        String.raw`\<qui[eé]n(?:es)?\s+(?:m[aá]s\s+)?(?:decide|deciden|toma|toman|participa\p{L}*|est[aá]\s+involucrad\p{L}*|aprueba|firma|tiene\s+la\s+[uú]ltima\s+palabra|tendr[ií]a\s+que)\>`,
      ),
      rx(
        String.raw`\<toma\s+de\s+decisi[oó]n\p{L}*|\<decisor\p{L}*|\<proceso\s+de\s+(?:decisi[oó]n|aprobaci[oó]n|compra)\>|\<alguien\s+m[aá]s\>|\<aprobaci[oó]n\>`,
      ),
    ],
    empathy: [
      rx(String.raw`\<(?:le|te|lo|la|les)?\s*(?:entiendo|comprendo)\>|\<me\s+(?:imagino|hago\s+cargo)\>|\<tiene\s+(?:todo\s+el\s+)?sentido\>(?!\s*\?)`),
      rx(
        String.raw`\<(?:eso\s+)?(?:suena|debe\s+(?:de\s+)?ser|es|resulta)\s+(?:muy\s+|bastante\s+|realmente\s+)?(?:frustrante|dif[ií]cil|complicado|molesto|duro|agotador|pesado|estresante|un\s+fastidio)\>`,
      ),
      rx(String.raw`\<(?:lo|la)\s+(?:siento|lamento)\>|\<(?:es|muy)\s+(?:normal|comprensible|l[oó]gico)\>|\<no\s+me\s+extra[nñ]a\>`),
    ],
    benefit: [
      rx(String.raw`\<ahorr\p{L}*|\<reduc\p{L}*|\<(?:le|les|te)\s+ayud\p{L}*|\<ayudar\p{L}*|\<ayudamos\>`),
      rx(
        String.raw`\<para\s+que\s+(?:pueda|puedan|puedas|no\s+tenga|no\s+tengan|tenga|tengan)\>|\<podr[aá]\s+(?:centrarse|dedicarse|olvidarse)\>|\<ya\s+no\s+(?:tendr[aá]|tendr[aá]n)\s+que\>`,
      ),
      COMPARISON,
      // "ese cierre de ocho días pasa a dos, así que la dirección ve los números antes"
      rx(
        String.raw`\<(?:pasa|pasar[aá]|baja|bajar[aá])\s+a\s+(?:solo\s+)?(?:uno|una|dos|tres|cuatro|\d+)\>|\<as[ií]\s+que\s+(?:la\s+direcci[oó]n|su\s+equipo|el\s+equipo|sus\s+contables|su\s+gente)\s+(?:ve|ven|puede|pueden|tiene|tienen|tendr[aá]n?|podr[aá]n?|ver[aá]n?)\>`,
      ),
      rx(
        String.raw`\<(?:menos|m[aá]s)\s+(?:tiempo|dinero|estr[eé]s|problemas|errores|clientes|ventas|ingresos)\>|\<(?:mejorar|mejora|mejoran|aumentar|aumenta|evitar|evita|evitan)\>|\<tranquilidad\>|\<m[aá]s\s+r[aá]pido\>|\<sin\s+(?:preocupaciones|complicaciones)\>`,
      ),
    ],
    feature: [
      rx(
        String.raw`\<(?:plataformas?|m[oó]dulos?|panel(?:es)?|dashboards?|integraci[oó]n(?:es)?|funci[oó]n(?:es)?|funcionalidad(?:es)?|aplicaci[oó]n(?:es)?|app|apps|api|apis|anal[ií]tica|automatizaci[oó]n(?:es)?|canales|decodificador(?:es)?|router|fibra|megas|4k|hd|crm|plantillas?|flujos?\s+de\s+trabajo)\>`,
      ),
    ],
    price_statement: [
      rx(String.raw`\d+(?:[.,]\d+)?\s*(?:€|euros?|eur|d[oó]lares|pesos)\>|[€$]\s*\d`),
      rx(String.raw`\<(?:cuesta|vale|precio\s+es\s+de|precio\s+es|por\s+s[oó]lo|por\s+solo|desde|por)\s+(?:solo\s+|s[oó]lo\s+|apenas\s+)?\d`),
      rx(String.raw`\<al\s+mes\>|\<mensual(?:es)?\>|\<cuota\>|\<descuento\p{L}*|\<gratis\>|\<barat\p{L}*|\d+\s*%|\<nuestros?\s+precios?\>`),
    ],
    objection_acknowledge: [
      rx(
        String.raw`\<(?:preocupaci[oó]n|duda|pregunta|objeci[oó]n)\s+(?:muy\s+)?(?:v[aá]lida|razonable|l[oó]gica|leg[ií]tima|justa|normal)\>|\<(?:buen|es\s+un)\s+punto\>`,
      ),
      rx(
        String.raw`\<(?:le|te)\s+entiendo\s+perfectamente\>|\<tiene\s+(?:toda\s+la\s+)?raz[oó]n\>|\<comprendo\s+(?:su|tu)\s+(?:preocupaci[oó]n|duda|punto)\>|\<es\s+(?:totalmente\s+)?(?:comprensible|normal|l[oó]gico)\>`,
      ),
      rx(
        String.raw`\<(?:muchos|muchas)\s+(?:de\s+nuestros\s+)?(?:clientes|personas|empresas)\>.*\<(?:pensaban|pensaron|sent[ií]an|dec[ií]an|opinaban|ten[ií]an|dudaban|pensaba)\>|\<a\s+muchos\s+(?:clientes\s+)?les\s+(?:pasaba|pasa|pas[oó])\>|\<agradezco\s+(?:su|tu)\s+(?:sinceridad|honestidad)\>|\<le\s+escucho\>`,
      ),
    ],
    objection_clarify: [
      rx(
        String.raw`\<qu[eé]\s+quiere(?:s)?\s+decir\>|\<a\s+qu[eé]\s+se\s+refiere\>|\<cuando\s+(?:usted\s+)?dice\>|\<(?:comparado|en\s+comparaci[oó]n)\s+con\s+qu[eé]\>`,
      ),
      rx(
        String.raw`\<(?:puede|podr[ií]a|puedes)\s+(?:contarme|explicarme|decirme)\s+(?:un\s+poco\s+)?(?:m[aá]s|mejor)\>|\<cu[eé]nteme\s+(?:un\s+poco\s+)?m[aá]s\>`,
      ),
      rx(
        String.raw`\<qu[eé]\s+(?:es\s+lo\s+que\s+)?(?:le|te)\s+(?:preocupa|frena|hace\s+dudar)\>|\<por\s*qu[eé]\s+(?:lo\s+)?(?:dice|piensa|cree)\>|\<qu[eé]\s+le\s+hace\s+(?:pensar|dudar|decir)\>`,
      ),
      rx(String.raw`\<qu[eé]\s+(?:necesitar[ií]a|tendr[ií]a\s+que|deber[ií]a)\s+(?:ver|pasar|cambiar)\>`),
    ],
    check_understanding: [
      rx(
        String.raw`¿\s*(?:le\s+|te\s+)?(?:tiene|tendr[ií]a)\s+sentido|\<tiene\s+sentido\s*\?|¿\s*(?:responde|contesta)\s+(?:eso|esto)\>|\<(?:le|te)\s+(?:parece|queda)\s+claro\>`,
      ),
      rx(String.raw`¿\s*(?:me|se)\s+explico\>|\<(?:lo|le)\s+he\s+entendido\s+bien\>|¿\s*voy\s+bien\>|¿\s*qu[eé]\s+(?:le|te)\s+parece\s*\?`),
    ],
    trial_close: [
      rx(String.raw`\<(?:le|te|les)\s+(?:funcionar[ií]a|servir[ií]a|vendr[ií]a\s+bien|interesar[ií]a|encajar[ií]a)\>`),
      rx(
        String.raw`\<si\s+(?:pudi[eé]ramos|pudi[eé]semos|consigui[eé]ramos|logr[aá]ramos)\>.*\<(?:le|te|se|su|usted|ustedes)\>|\<(?:le|te|les)\s+(?:valdr[ií]a|merecer[ií]a)\s+la\s+pena\>`,
      ),
      rx(
        String.raw`\<qu[eé]\s+(?:le|te)\s+parece\s+(?:hasta\s+ahora|por\s+ahora|hasta\s+el\s+momento|de\s+momento)\>|\<(?:se|te)\s+(?:ve|imagina|imaginas)\s+(?:usando|con)\>|\<(?:es|ser[ií]a)\s+algo\s+que\>|\<del\s+1\s+al\s+10\>|\<en\s+una\s+escala\>`,
      ),
    ],
    ask_commitment: [
      rx(
        String.raw`¿\s*(?:empezamos|arrancamos|firmamos|seguimos\s+adelante|lo\s+cerramos|cerramos|lo\s+hacemos)\s*\?|\<(?:est[aá]|est[aá]s)\s+(?:list[oa]|preparad[oa])\s+para\>`,
      ),
      rx(
        String.raw`\<(?:quiere|quieres|le\s+gustar[ií]a|te\s+gustar[ií]a)\s+(?:empezar|contratar(?:lo)?|firmar|seguir\s+adelante|probarlo|cambiarse|dar\s+el\s+paso|darse\s+de\s+alta)\>`,
      ),
      rx(
        String.raw`\<(?:podemos|vamos\s+a)\s+(?:firmar|cerrar|empezar|formalizar)\>|\<lo\s+(?:dejamos|damos)\s+(?:cerrado|por\s+hecho)\>|\<(?:le|te|les)\s+(?:apunto|reservo|agendo)\>|\<(?:lo\s+)?quiere\s+o\s+no\>`,
      ),
    ],
    propose_next_step: [
      rx(
        String.raw`\<reuni[oó]n\p{L}*|\<demo\p{L}*|\<demostraci[oó]n\p{L}*|\<visita\p{L}*|\<cita\>|\<quedamos\>|\<(?:nos\s+)?vemos\s+el\>|\<pr[oó]ximo\s+paso\>|\<seguimiento\>`,
      ),
      rx(String.raw`\<(?:otra|una|breve|peque[nñ]a|nueva)\s+llamada\>|\<(?:le|te)\s+(?:vuelvo\s+a\s+llamar|llamo\s+(?:de\s+nuevo|otra\s+vez|ma[nñ]ana|el))\>`),
      rx(
        String.raw`\<(?:le|te)\s+(?:env[ií]o|mando|enviar[eé]|mandar[eé]|paso)\s+(?:\p{L}+\s+)?(?:propuesta|presupuesto|oferta|informaci[oó]n|invitaci[oó]n|contrato|documentaci[oó]n|resumen)\>`,
      ),
      rx(
        String.raw`\<(?:agendar|programar|concretar|fijar|reservar|buscar)\s+(?:una\s+|la\s+|un\s+)?(?:cita|reuni[oó]n|llamada|hora|hueco)\>|\<(?:prueba\s+gratuita|periodo\s+de\s+prueba)\>`,
      ),
    ],
    specific_time: [
      rx(
        String.raw`\<(?:(?:el|este|esta|pr[oó]ximo)\s+)?(?:${WEEKDAYS})\>(?:\s+que\s+viene)?|(?<!la\s)\<(?:pasado\s+)?ma[nñ]ana\>(?!\s+por\s+la)|\<hoy\s+(?:a\s+las|por\s+la\s+tarde|por\s+la\s+ma[nñ]ana)\>|\<esta\s+(?:tarde|noche)\>`,
      ),
      rx(String.raw`\<a\s+las?\s+(?:\d{1,2}|${NUMBERS})\>|\<a\s+la\s+una\>|\<\d{1,2}[:h]\d{2}\>|\<\d{1,2}\s*(?:am|pm|h)\>|\<a\s+mediod[ií]a\>`),
      rx(String.raw`\<(?:el\s+)?\d{1,2}\s+de\s+(?:${MONTHS})\>|\<\d{1,2}/\d{1,2}(?:/\d{2,4})?\>`),
    ],
    pushy: [
      rx(
        String.raw`\<(?:tiene|tienes|debe|debes)\s+que\s+(?:decidir|decidirse|firmar|comprar|contratar|aprovechar)(?:lo)?\>|\<decid\p{L}*\s+(?:ya|ahora|hoy)\>`,
      ),
      rx(
        String.raw`\<s[oó]lo\s+(?:para\s+|por\s+)?hoy\>|\<solo\s+(?:para\s+|por\s+)?hoy\>|\<[uú]ltima\s+oportunidad\>|\<no\s+(?:se\s+lo\s+)?(?:puede|pierda|pierdas|puedes)\s+(?:perder|dejar\s+pasar)\>|\<no\s+se\s+lo\s+pierda\>|\<tiempo\s+limitado\>`,
      ),
      rx(
        String.raw`\<(?:oferta|descuento|promoci[oó]n)\s+(?:que\s+)?(?:termina|acaba|vence|caduca)\s+(?:hoy|ya|pronto|ma[nñ]ana)\>|\<ahora\s+o\s+nunca\>|\<firm[ea]\s+ya\>|\<(?:lo\s+)?quiere\s+o\s+no\>|\<conf[ií]e\s+en\s+m[ií]\>|\<(?:d[eé]se|date)\s+prisa\>|\<ap[uú]rese\>`,
      ),
    ],
    rude: [
      rx(
        String.raw`\<(?:tont[oa]s?|idiota\p{L}*|imb[eé]cil\p{L}*|est[uú]pid[oa]s?|c[aá]llese|c[aá]llate|mierda|joder|co[nñ]o|gilipollas|pendej[oa]s?|cabr[oó]n\p{L}*|put[oa]s?|carajo|in[uú]til(?:es)?|payas[oa]|pesad[oa]\s+de\s+narices|tarad[oa])\>`,
      ),
      rx(String.raw`\<no\s+sea\s+(?:tont[oa]|pesad[oa]|rid[ií]cul[oa]|cabezota)\>|\<(?:est[aá]|es)\s+(?:usted\s+)?sord[oa]\>`),
      ...en.acts.rude,
    ],
    off_topic: [
      rx(
        String.raw`\<(?:qu[eé]\s+tiempo|el\s+tiempo\s+que)\s+hace\>|\<hace\s+(?:buen|mal)\s+tiempo\>|\<qu[eé]\s+(?:calor|fr[ií]o)\s+hace\>|\<vaya\s+(?:calor|fr[ií]o|tiempo)\>`,
      ),
      rx(String.raw`\<(?:vio|viste)\s+el\s+partido\>|\<el\s+partido\s+de\s+(?:ayer|anoche)\>|\<qui[eé]n\s+(?:cree\s+que\s+)?(?:ganar[aá]|gan[oó])\>`),
      rx(
        String.raw`\<(?:qu[eé]\s+tal|c[oó]mo)\s+(?:el|su)\s+fin\s+de\s+semana\>|\<planes\s+(?:para\s+el\s+fin\s+de\s+semana|de\s+vacaciones)\>|\<vacaciones\>|\<pol[ií]tica\>|\<elecciones\>|\<hor[oó]scopo\>|\<receta\>|\<atasco\p{L}*`,
      ),
    ],
    break_character: [
      rx(
        String.raw`\<(?:eres|es\s+usted|es)\s+(?:una\s+|un\s+)?(?:ia|inteligencia\s+artificial|bot|robot|chatbot|m[aá]quina|chatgpt|modelo\s+de\s+lenguaje|programa)\>`,
      ),
      rx(
        String.raw`\<(?:eres|es\s+usted)\s+(?:una\s+)?(?:persona\s+real|humano|humana|de\s+verdad)\>|\<(?:hablo|estoy\s+hablando)\s+con\s+(?:una\s+|un\s+)?(?:m[aá]quina|bot|robot|ia|persona\s+real)\>`,
      ),
      rx(
        String.raw`\<(?:ignora|ignore|olvida|olvide|descarta)\p{L}*\s+(?:todas\s+|las\s+|tus\s+|sus\s+|las\s+)*(?:instrucciones|indicaciones|reglas|[oó]rdenes)\>|\<(?:tus|sus)\s+instrucciones\>`,
      ),
      rx(
        String.raw`\<prompt\p{L}*|\<(?:ahora\s+)?(?:eres|ser[aá]s|act[uú]a\s+como|act[uú]e\s+como)\s+(?:un\s+|mi\s+|una\s+)?asistente\>|\<(?:finge|finja|haz\s+como\s+si|haga\s+como\s+si)\>|\<qu[eé]\s+modelo\s+(?:eres|es)\>|\<(?:sal|salga|rompe|rompa)\s+(?:del|el)\s+personaje\>|\<deja\s+de\s+(?:actuar|fingir)\>`,
      ),
      ...en.acts.break_character,
    ],
    thanks: [rx(String.raw`\<(?:gracias|se\s+lo\s+agradezco|muy\s+amable|le\s+agradezco)\>`)],
    goodbye: [
      rx(
        String.raw`\<(?:adi[oó]s|hasta\s+(?:luego|pronto|ma[nñ]ana|la\s+pr[oó]xima|otra)|que\s+tenga\s+(?:un\s+)?buen\s+d[ií]a|chao|chau|un\s+saludo|nos\s+vemos)\>`,
      ),
    ],
  },

  topics: {
    cost: [
      rx(
        String.raw`\<(?:cost(?:e|es|o|os|ar|ará|aría)|precio\p{L}*|car[oa]s?|barat\p{L}*|dinero|pag\p{L}*|factura\p{L}*|presupuesto|euros?|cuota\p{L}*|ahorr\p{L}*|gasto\p{L}*)\>`,
      ),
    ],
    time: [
      rx(
        String.raw`\<(?:(?:dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\d+)\s+d[ií]as|tiempo|horas?|minutos?|lent[oa]s?|lentitud|r[aá]pid\p{L}*|manual(?:es|mente)?|perd(?:er|emos|emos|iendo)\s+(?:tiempo|horas)|retrasos?|eficien\p{L}*|productiv\p{L}*|automa\p{L}*|tarda\p{L}*|tardes\s+enteras|el\s+triple)\>`,
      ),
    ],
    quality: [
      rx(
        String.raw`\<(?:calidad|errores|error|est[aá]n?\s+mal|salen?\s+mal|fallos?\s+de|equivocaci\p{L}*|precisi[oó]n|mal\s+hech\p{L}*|quejas?|repetir\s+(?:el\s+)?trabajo|rehacer|revis\p{L}*)\>`,
      ),
    ],
    reliability: [
      rx(
        String.raw`\<(?:fiab\p{L}*|fiable\p{L}*|ca[ií]das?|se\s+cae|se\s+corta|cortes?|conexi[oó]n|estab\p{L}*|interrup\p{L}*|se\s+cuelga|falla\p{L}*|parad[oa]s|se\s+para|sin\s+servicio)\>`,
      ),
    ],
    growth: [
      rx(
        String.raw`\<(?:crec\p{L}*|escala\p{L}*|expan\p{L}*|nuevos\s+clientes|m[aá]s\s+clientes|contratar|ingresos|ventas|oportunidades|cuota\s+de\s+mercado)\>`,
      ),
    ],
    support: [
      rx(
        String.raw`\<(?:soporte|atenci[oó]n\s+al\s+cliente|servicio\s+t[eé]cnico|t[eé]cnicos?|asistencia|nadie\s+(?:contesta|responde|lo\s+coge)|en\s+espera)\>`,
      ),
    ],
    content: [
      rx(String.raw`\<(?:canales?|pel[ií]culas?|series?|programas?|deportes?|f[uú]tbol|streaming|netflix|contenidos?|dibujos|documentales?|noticias)\>`),
    ],
    family: [rx(String.raw`\<(?:familia\p{L}*|ni[nñ]os?|ni[nñ]as?|hij[oa]s?|mujer|marido|pareja|padres|abuel[oa]s?|adolescentes?|en\s+casa|hogar)\>`)],
  },

  whoIsSpeaking: rx(
    String.raw`¿\s*(?:hablo|estoy\s+hablando)\s+con\>|¿\s*(?:es|eres)\s+(?:usted\s+|tú\s+)?(?:el|la)\s+(?:responsable|encargad[oa]|director|directora|gerente|jefe|jefa|dueño|dueña)\>`,
  ),
  customerCase: rx(
    String.raw`\<(?:antes|sol[ií]a[n]?|\p{L}+aba[n]?|\p{L}+[ií]a[n]?)\>.*\<(?:ahora|hoy)\>|\<pas(?:ó|aron|amos)\s+de\>.*\<a\>|\<(?:redujo|redujeron|recort[oó]|recortaron|ahorr[oó]|ahorraron|duplic[oó]|duplicaron|baj[oó]|bajaron)\>.*\d`,
  ),
  comparison: COMPARISON,
  assumesAgreement: rx(
    String.raw`\<(?:le|te|les)\s+(?:mando|env[ií]o|reservo|apunto|preparo|paso)\>|\<(?:mando|env[ií]o|reservo|apunto|preparo)\s+(?:la|el|los|las|hoy)\>|\<(?:quedamos\s+as[ií]|trato\s+hecho|bienvenid[oa]s?\s+a\s+bordo)\>`,
  ),
  offerTerms: {
    setup: rx(
      String.raw`\<(?:puesta\s+en\s+marcha|implantaci[oó]n|implementaci[oó]n|instalaci[oó]n|configuraci[oó]n|arranque|migraci[oó]n|instal\p{L}*|configur\p{L}*|implant\p{L}*|migr\p{L}*)\>.*\<(?:d[ií]as?|semanas?|horas?|minutos?|tarde|mañana)\>|\<en\s+(?:un[ao]?|dos|tres|cuatro|cinco|pocos|pocas|\d+|media)\s+(?:d[ií]as?|semanas?|horas?|tarde|mañana)\>.*\<(?:funcionando|list[oa]s?|en\s+marcha|operativ[oa]s?|instalad[oa]s?|configurad[oa]s?|arrancad[oa]s?)\>|\<(?:funcionando|list[oa]s?|en\s+marcha|operativ[oa]s?|instalad[oa]s?)\>.*\<en\s+(?:un[ao]?|dos|tres|cuatro|cinco|pocos|pocas|\d+|media)\s+(?:d[ií]as?|semanas?|horas?|tarde|mañana)\>`,
    ),
    contract: rx(
      String.raw`\<(?:sin\s+(?:compromiso\s+de\s+)?permanencia|sin\s+(?:ningún\s+)?(?:contrato|compromiso)|sin\s+atar(?:te|se|les)?|permanencia\s+(?:de\s+)?(?:\d+|un|doce|seis)|contrato\s+(?:mensual|anual|de\s+(?:\d+|un|doce|seis)\s+(?:meses|año|años))|(?:cancelar(?:lo|la)?|darse\s+de\s+baja|dar(?:te|se|le)?\s+de\s+baja|(?:te|se|le)s?\s+(?:das|da|dan)\s+de\s+baja|irse|irte)\s+(?:\p{L}+\s+){0,2}cuando\s+quier\p{L}*|mes\s+a\s+mes)\>`,
    ),
  },
  apology: rx(String.raw`\<(?:perd[oó]n|perdone|perdona|disculpe|disculpa|disculpas|lo\s+siento|me\s+he\s+pasado|no\s+quer[ií]a\s+decir)\>`),
  asksQuantity: rx(
    String.raw`\<(?:cu[aá]nt[oa]s?|cada\s+cu[aá]nto|con\s+qu[eé]\s+frecuencia|m[aá]s\s+o\s+menos|aproximadamente|en\s+(?:euros|horas|n[uú]meros|dinero)|a\s+la\s+semana|al\s+mes|al\s+año|por\s+semana|por\s+mes)\>`,
  ),
  productUse: rx(
    String.raw`\<(?:prob\p{L}*|us(?:a|an|as|ó|aron|ado|ando|áis)\>|utiliz\p{L}*|trabaj\p{L}*\s+con|conoc\p{L}*|mirado|cambi\p{L}*|content[oa]s?\s+con|sigu\p{L}*\s+con|o[ií]do\s+hablar|evalu\p{L}*)`,
  ),
  formalAddress: rx(String.raw`\<(?:usted(?:es)?|le|les|su|sus|puede|quiere|d[ií]game|mire|oiga|perdone|disculpe|tiene|sabe)\>`),
  asksForDoubts: rx(
    String.raw`\<qu[eé]\s+(?:le|te|les|os)\s+(?:frena|preocupa|impide|echa\s+para\s+atr[aá]s|hace\s+dudar|detiene|inquieta)\>|\<qu[eé]\s+(?:dudas|reservas|inquietudes|preocupaciones)\>|\<(?:tiene|tienes|tienen)\s+(?:alguna|algunas)\s+(?:duda|dudas|reserva|reservas|inquietud|inquietudes|preocupaci[oó]n)\>|\<qu[eé]\s+(?:har[ií]a|haría)\s+falta\>|\<qu[eé]\s+har[ií]a\s+que\s+(?:le|te|les|os)\s+(?:mereciera|merezca|compensara|compense)\>|\<qu[eé]\s+(?:le|te|les|os)\s+convencer[ií]a\>|\<por\s+qu[eé]\s+(?:duda|dudas|lo\s+duda)\>`,
  ),
  wellbeing: rx(
    String.raw`^(?:\p{L}+(?:\s+\p{L}+){0,2}[,!]?\s+)?¿?\s*(?:qu[eé]\s+tal(?:\s+(?:est[aá]|est[aá]s|le\s+va|te\s+va|todo|va\s+todo|el\s+d[ií]a|va\s+el\s+d[ií]a|la\s+semana|va\s+la\s+semana|(?:el|su|tu)\s+fin\s+de\s+semana))?|c[oó]mo\s+(?:le\s+|te\s+)?fue\s+(?:el|su|tu)\s+fin\s+de\s+semana|c[oó]mo\s+(?:est[aá]|est[aá]s|est[aá]\s+usted|le\s+va|te\s+va|va\s+todo|se\s+encuentra|te\s+encuentras|van\s+las\s+cosas|va\s+el\s+d[ií]a|va\s+la\s+semana|le\s+trata\s+la\s+vida))(?:\s+(?:hoy|usted))?\s*(?:[?!.,]|$)`,
  ),
  closedQuestionStarts: rx(
    String.raw`^(?:es|est[aá]|est[aá]n|son|tiene|tienen|tienes|puede|pueden|puedo|podr[ií]a|podr[ií]an|le|les|te|hay|ha|han|hace|usa|usan|utiliza|utilizan|quiere|quieren|necesita|necesitan|sabe|conoce|estar[ií]a|estar[ií]an|ser[ií]a|lo|la|se|va|van|fue|no|y\s+(?:le|es|tiene))\>`,
  ),

  nameCheck: /(?<![\p{L}])[Hh]ablo\s+con\s+(?:(?:el|la|don|doña)\s+)?(\p{Lu}\p{Ll}+)(?![\p{L}])/u,
  notesAnswer: ["Vale, bien saberlo.", "De acuerdo, eso está claro.", "Bien."],
  correctsName: ["Soy {name}, en realidad.", "En realidad, soy {name}."],
  asISaid: ["Como le decía, ", "Como ya le he dicho, ", "Se lo repito, "],
  leadIn: /^(?:(?:Vale|Ya|Bueno)[,.]\s+)?(¿?)\s*y\s+/iu,
  askAgain: ["Pero mi pregunta sigue sin respuesta.", "Vuelvo a mi pregunta.", "Eso no responde a lo que pregunté."],
  fallback: ["Ajá.", "Siga, siga.", "Ya veo."],

  lines: {
    opening: {
      default: ["¿Sí?", "¿Diga?", "Sí, dígame.", "¿Hola? Soy {name}."],
      friendly: ["¡Hola, buenas! Soy {name}, dígame.", "¿Sí? ¡Hola! {name} al habla."],
      analytical: ["Buenos días, soy {name}.", "Sí, soy {name}. Dígame."],
      skeptical: ["¿Sí? ¿Quién es?", "¿Diga…? ¿Con quién hablo?"],
      busy: ["{name} al habla. Rápido, por favor, que entro en una reunión.", "{name}. Tengo un minuto, ¿qué pasa?"],
      demanding: ["{name}. ¿Quién es y qué quiere?", "¿Sí? Rápido, por favor."],
      indecisive: ["Eh… ¿hola? Sí, soy {name}…", "¿Sí…? ¿Hola?"],
    },
    ask_who: {
      default: ["Perdone, ¿con quién hablo?", "¿Quién es?", "Espere, ¿quién me llama?", "Perdone, no he entendido su nombre. ¿De qué empresa es?"],
      friendly: ["Perdone, no le he oído bien, ¿con quién hablo?", "¡Hola! Perdone, ¿quién es?"],
      analytical: ["Antes de seguir: ¿quién es usted y de qué empresa?", "Primero dígame su nombre y su empresa, por favor."],
      skeptical: ["Un momento, ¿quién es? ¿De dónde ha sacado mi número?", "No conozco este número. ¿Quién es usted?"],
      busy: ["¿Quién es? Tengo un minuto.", "Perdone, ¿quién llama? Rápido."],
      demanding: ["¿Y usted quién es? Preséntese primero.", "Ni siquiera me ha dicho quién es."],
      indecisive: ["Perdone, eh… ¿quién es?", "Ay, perdone, ¿quién me ha dicho que era?"],
    },
    ask_reason: {
      default: ["Vale, ¿y de qué se trata?", "¿Cuál es el motivo de la llamada?", "Ya. ¿Y por qué me llama, exactamente?", "Bien… ¿y qué quería?"],
      friendly: ["Claro, ¿de qué se trata?", "Qué amable. ¿Y de qué se trata?"],
      analytical: ["¿Cuál es exactamente el propósito de esta llamada?", "¿Y de qué se trata, en concreto?"],
      skeptical: ["¿Y qué me quiere vender?", "A ver si lo adivino: me quiere vender algo."],
      busy: ["¿De qué se trata? Tengo un par de minutos.", "Al grano, por favor. ¿Qué necesita?"],
      demanding: ["Bueno. ¿Qué quiere?", "Vaya al grano. ¿Por qué me llama?"],
      indecisive: ["Ah, vale… ¿y de qué se trata?", "Eh, sí… ¿sobre qué es?"],
    },
    grant_permission: {
      default: ["Tengo unos minutos. Adelante.", "Sí, dígame.", "Vale, tengo un momento. ¿Qué es?", "Sí, puedo hablar un rato.", "Adelante, pero breve."],
      friendly: ["Claro, tengo tiempo. ¡Adelante!", "Por supuesto, cuénteme."],
      analytical: ["Cinco minutos. Adelante.", "Sí, puedo dedicarle unos minutos. ¿De qué se trata?"],
      skeptical: ["Bueno, un par de minutos. A ver.", "Adelante. De momento le escucho."],
    },
    busy_but_listening: {
      default: [
        "Estoy en medio de algo, así que rápido.",
        "Solo tengo un par de minutos.",
        "Adelante, pero de verdad que no tengo mucho tiempo.",
        "Vale, pero rápido, por favor.",
      ],
      friendly: ["Hoy voy fatal de tiempo, pero adelante, rápido.", "Claro, pero breve, que hoy es un día de locos."],
      analytical: ["Dos minutos. Solo lo esencial.", "Tengo una reunión en cinco minutos, así que la versión corta, por favor."],
      skeptical: ["Tengo prisa. Si es para venderme algo, rápido.", "Tiene un minuto. Convénzame de que merece la pena."],
      busy: ["Sí, sí, treinta segundos. Adelante.", "Literalmente estoy entrando en una reunión. ¿Qué pasa?"],
      demanding: ["Rápido. No tengo tiempo para historias largas.", "Tiene un minuto. Aprovéchelo."],
      indecisive: ["Ay, ahora igual no es el mejor momento… pero bueno, dígame.", "Eh, voy con un poco de prisa, pero… ¿rápido?"],
    },
    answer_situation: {
      default: [
        "Ahora mismo tenemos {solution}.",
        "De momento es {solution}. Funciona, más o menos.",
        "Tenemos {solution}. Nada del otro mundo.",
        "Ahora tenemos {solution} y, la verdad, nadie lo ha revisado en años.",
        "Básicamente, {solution}. Cumple, supongo.",
      ],
      analytical: ["Ahora mismo tenemos {solution}. Cubre lo básico; los detalles tendría que mirarlos.", "Tenemos {solution}. Con su contrato, claro."],
      skeptical: ["Tenemos {solution} y funciona perfectamente, gracias.", "Si tanto le interesa, tenemos {solution}."],
      busy: ["Tenemos {solution}. ¿Por qué?", "Tenemos {solution}. Siguiente pregunta."],
    },
    reveal_pain: {
      default: [
        "Sinceramente, el mayor dolor de cabeza es que {pain}.",
        "Bueno, el principal problema es que {pain}.",
        "La verdad es que {pain}, y ya cansa.",
        "Lo que más me molesta es que {pain}.",
        "La cosa es que {pain}.",
      ],
      friendly: ["Uf, por dónde empiezo… pues que {pain}.", "Bueno, ya que pregunta: {pain}. Me saca un poco de quicio."],
      analytical: ["El problema principal es que {pain}. Lleva así meses.", "En concreto, el mayor problema es que {pain}."],
      skeptical: ["Ya que pregunta: {pain}. Aunque dudo que usted lo arregle.", "Bueno. El problema es que {pain}. Todos prometen arreglarlo."],
      busy: ["Resumiendo: {pain}.", "Lo principal es que {pain}."],
      demanding: ["El problema es que {pain}. Y nadie lo ha resuelto todavía.", "Le digo lo que falla: {pain}."],
      indecisive: ["No sé, ¿quizá lo más grave es que {pain}?", "Mmm, supongo que… que {pain}. Sí, creo que es eso."],
    },
    reveal_impact: {
      default: [
        "Y al final, {impact}.",
        "Todo eso suma: {impact}.",
        "Básicamente, {impact}. No tiene ninguna gracia.",
        "En la práctica, eso significa que {impact}.",
      ],
      analytical: ["Si le pongo números: {impact}.", "La consecuencia es que {impact}."],
      friendly: ["Y la verdad es que {impact}. Es un fastidio.", "¿El resultado? Pues que {impact}."],
    },
    reveal_budget: {
      default: ["De presupuesto, {budget}.", "En cuanto a dinero: {budget}.", "Digamos que {budget}.", "Si hablamos de números, {budget}."],
      analytical: ["En términos de presupuesto: {budget}. Necesitaría una oferta concreta para comparar.", "Siendo realistas, {budget}."],
      skeptical: ["No le voy a dar una cifra para que apunte a ella. Digamos que {budget}.", "Pongamos que {budget}. Y no se haga ilusiones."],
    },
    reveal_timeline: {
      default: ["En cuanto a plazos, {timeline}.", "Pues {timeline}.", "¿Cuándo? Bueno, {timeline}.", "Siendo realistas, {timeline}."],
      busy: ["Más o menos, {timeline}.", "Plazos: {timeline}. No sé más."],
    },
    reveal_decision: {
      default: ["Al final, {decider}.", "Pues {decider}.", "Para que quede claro: {decider}.", "Buena pregunta: {decider}."],
      analytical: ["El proceso es sencillo: {decider}.", "Formalmente, {decider}."],
    },
    deflect: {
      default: [
        "Preferiría no entrar en eso todavía.",
        "Es un poco pronto para eso en una primera llamada.",
        "Dejemos eso. Primero dígame qué ofrece.",
        "No me apetece entrar en detalles con alguien a quien acabo de conocer por teléfono.",
      ],
      friendly: ["Jaja, no sé si quiero entrar en todo eso todavía.", "Quizá más adelante, aún no le conozco tanto."],
      analytical: ["No comparto ese tipo de información hasta entender qué me propone.", "Antes de contestar: ¿qué me ofrece exactamente?"],
      skeptical: ["¿Y para qué necesita saber eso?", "Eso no se lo voy a decir. ¿De qué va esto realmente?"],
      busy: ["No tengo tiempo para repasar todo eso.", "Sáltese el cuestionario. ¿Cuál es la oferta?"],
      demanding: ["Eso es asunto mío. ¿Qué ofrece?", "No estoy aquí para responder una encuesta."],
      indecisive: ["Mmm, no sé si debería decirlo…", "No sé, es un poco complicado. Mejor no."],
    },
    short_answer: {
      default: ["Sí, más o menos.", "No mucho.", "Sí.", "Supongo que sí.", "Mmm, a veces.", "No, ahora mismo no."],
      busy: ["Sí.", "No."],
      indecisive: ["Creo que sí… ¿quizá?", "Mmm, no sé. Yo diría que no."],
    },
    ask_what_meant: {
      default: ["Perdone, ¿qué quiere decir exactamente?", "¿Por qué lo pregunta?", "Depende. ¿De qué se trata?", "¿En qué sentido?"],
    },
    appreciate_empathy: {
      default: [
        "Gracias. Sí, está siendo un fastidio.",
        "Exacto. Se agradece que alguien lo entienda.",
        "Sí, la verdad es que es frustrante.",
        "¿Verdad? Y lleva así bastante tiempo.",
      ],
      skeptical: ["Bueno, al menos escucha.", "Mmm. Sí, es molesto, sí."],
      friendly: ["¡Ay, gracias, sí, es justo eso!", "Qué bien que lo entienda."],
    },
    interested: {
      default: [
        "Mmm. Eso sí que ayudaría, porque ahora mismo {pain}.",
        "Vale, eso es interesante. Cuénteme más.",
        "Espere, ¿entonces eso resolvería lo de que {pain}?",
        "La verdad es que suena útil.",
        "Vale, es lo primero que me dice que de verdad me importa.",
      ],
      friendly: ["¡Uy, eso suena muy bien! Cuénteme más.", "Eso estaría genial, porque ahora mismo {pain}."],
      analytical: ["Interesante. ¿Cómo funcionaría exactamente en nuestro caso?", "Vale, eso es relevante. Aunque querría ver números."],
      skeptical: ["Mmm. Si es verdad, ayudaría. Y es mucho suponer.", "Vale… eso ayudaría, porque {pain}. Pero promesas he oído muchas."],
      busy: ["Vale, eso es útil. Siga, brevemente.", "Eso sí merece un minuto. Continúe."],
      demanding: ["Bien, eso es relevante. Demuéstreme que funciona de verdad.", "Eso ya es otra cosa. ¿Dónde está la trampa?"],
      indecisive: ["Ah… eso igual sí ayudaría, creo. ¿Quizá?", "Mmm, suena bien, la verdad. Tendría que pensarlo, pero sí."],
    },
    bored_by_features: {
      default: [
        "No necesito una lista de funciones. ¿Qué hace por mí realmente?",
        "Vale, mucha jerga técnica. ¿Y a mí qué me importa?",
        "Eso lo dicen todos. ¿Qué ganamos nosotros?",
        "Me está perdiendo. ¿Para qué sirve todo eso?",
      ],
      friendly: ["Perdone, eso se me escapa un poco. ¿Qué cambiaría para mí en realidad?", "Suena muy bonito, pero ¿qué significa en la práctica?"],
      analytical: ["Las funciones están bien, pero ¿cuál es el resultado medible?", "¿Qué problema resuelve eso, concretamente?"],
      skeptical: ["Eso lo tiene todo el mundo. ¿En qué se diferencia lo suyo?", "Eso es el folleto. ¿Cuál es el beneficio real?"],
      busy: ["Sáltese la lista de funciones. ¿En resumen?", "No tengo tiempo para el catálogo. ¿Cuál es la idea?"],
      demanding: ["Deje de leerme el folleto. ¿Qué hace por mí?", "No le he preguntado por funciones. Al grano."],
      indecisive: ["Mmm, es mucho… No sé ni qué necesitaría.", "Perdone, me he perdido un poco. ¿Qué de todo eso nos sirve?"],
    },
    ask_price: {
      default: ["Vale, ¿y cuánto cuesta?", "¿Y de qué precio estamos hablando?", "¿Cuánto me va a costar esto?", "¿Cuál es el precio?"],
      analytical: ["¿Cuánto cuesta al mes, con todo incluido?", "¿Me puede dar el precio exacto, con todos los extras?"],
      skeptical: ["¿Y dónde está la trampa? ¿Cuánto?", "Ya. ¿Y cuánto cuesta todo esto?"],
    },
    raise_objection: {
      default: ["Mire, {objection}.", "Sinceramente, {objection}.", "Se lo digo claro: {objection}.", "Mmm. La cosa es que {objection}."],
      friendly: ["Suena bien, pero {objection}.", "Perdone que me ponga difícil, pero {objection}."],
      analytical: ["Eso sí, hay un problema: {objection}.", "Antes de seguir: {objection}."],
      skeptical: ["Ya, pero no me convence: {objection}.", "Mi problema es este: {objection}."],
      busy: ["Respuesta rápida: {objection}.", "Mire, en resumen: {objection}."],
      demanding: ["Le paro aquí: {objection}.", "Eso no basta: {objection}."],
      indecisive: ["Mmm, no sé… Es que {objection}.", "No lo tengo claro. Es solo que {objection}."],
    },
    objection_persists: {
      default: [
        "Le entiendo, pero sigo sin verlo claro.",
        "Eso no responde a mi pregunta, la verdad.",
        "Puede ser, pero mi duda sigue ahí: {objection}.",
        "Mmm. Sigo sin tenerlo claro.",
        "Lo siento, pero lo mantengo: {objection}.",
      ],
      friendly: ["Entiendo lo que dice, pero sigo con mis dudas.", "Perdone, todavía no lo veo del todo."],
      analytical: ["Es un argumento, pero no responde a lo que le he planteado.", "Necesitaría algo más. ¿Tiene datos?"],
      skeptical: ["Eso lo dicen todos los comerciales.", "Buen intento, pero no. Sigo sin creérmelo."],
      busy: ["Eso no es una respuesta. ¿Algo más?", "Sigo sin verlo y se me acaba el tiempo."],
      demanding: ["No me está escuchando: {objection}.", "Eso no es lo que le he preguntado."],
      indecisive: ["Mmm, no sé… Sigo con dudas.", "Puede ser… Es que sigo sin saberlo."],
    },
    // A next step proposed past an open concern: the customer will not book before it is dealt with.
    objection_ignored: {
      default: [
        "Espere, antes de agendar nada: {objection}.",
        "Todavía no estamos ahí; {objection}, ¿recuerda?",
        "Se ha saltado lo que le dije: {objection}.",
        "Primero lo primero: {objection}.",
      ],
      friendly: ["Me encantaría, pero antes: {objection}.", "Perdone, pero antes de elegir hora: {objection}."],
      busy: ["Mire, ya se lo dije: {objection}.", "No hasta que aclaremos esto: {objection}."],
      demanding: ["Responda primero a lo que le dije: {objection}.", "No. Primero resuelva esto: {objection}."],
      skeptical: ["Se está saltando lo que le dije: {objection}.", "No tan rápido: {objection}."],
      analytical: ["Mi duda sigue sin resolver: {objection}.", "Antes de cualquier fecha: {objection}."],
      indecisive: ["Mmm, no sé… antes de poner fecha: {objection}.", "Espere, todavía no lo tengo claro: {objection}."],
    },
    explain_objection: {
      default: [
        "El tema es que {reason}.",
        "La verdad es que {reason}.",
        "El motivo es sencillo: {reason}.",
        "Pues simplemente que {objection}.",
        "Lo que quiero decir es que {objection}.",
        "En pocas palabras: {objection}.",
        "La cuestión es que {objection}.",
      ],
    },
    objection_resolved: {
      default: ["Vale, tiene sentido.", "Bueno, eso ayuda.", "De acuerdo, eso responde a mi duda, supongo.", "Mmm, vale. No lo había visto así."],
      skeptical: ["Mmm. Vale, es una respuesta justa.", "Bueno. Ese punto se lo concedo."],
      friendly: ["Ah, vale, así me quedo con mejor sensación.", "Ah, claro, eso suena razonable."],
    },
    agree_next_step: {
      default: [
        "Vale, hagámoslo. A mí me va bien {time}.",
        "De acuerdo. Quedamos {time}, mándeme la invitación.",
        "Bueno, pues {time}. Envíeme antes algo por escrito.",
        "Me parece bien, {time} me viene bien. Lo apunto.",
        "Perfecto. Apúnteme para {time}.",
      ],
      busy: ["Vale, {time}, media hora como máximo.", "De acuerdo, {time}. Mande la invitación."],
      skeptical: ["Vale, {time}. Pero venga con los deberes hechos.", "De acuerdo, {time}. A ver qué tiene."],
    },
    ask_for_time: {
      default: [
        "¿Cuándo exactamente?",
        "Vale, puede ser. ¿Qué día y a qué hora?",
        "Es posible. ¿Cuándo?",
        "Sí, pero ¿cuándo? A mí me iría bien {time}, por ejemplo.",
        "Propóngame una hora concreta y miro la agenda.",
      ],
    },
    hesitate: {
      default: ["Todavía no lo tengo claro.", "Déjeme pensarlo.", "Mmm, no sé. Es un poco pronto para eso.", "Tendría que pensarlo antes."],
      friendly: ["Suena bien, solo necesito un poco de tiempo para pensarlo.", "No quiero prometer nada todavía, lo siento."],
      analytical: ["Antes de comprometerme necesitaría ver los detalles por escrito.", "Todavía no. Primero tengo que compararlo con lo que tenemos."],
      skeptical: ["Despacio. No he aceptado nada.", "No nos adelantemos."],
      busy: ["Ahora no. Mándeme algo y lo miro.", "No puedo decidir eso sobre la marcha."],
      demanding: ["No tan rápido. Todavía no me ha convencido.", "No. No hasta que vea algo concreto."],
      indecisive: ["Ay, de verdad que no sé… ¿Puedo pensarlo?", "¿Quizá? Es que… no lo tengo nada claro."],
    },
    pushback: {
      default: [
        "No me presione.",
        "Eh, despacio. Hoy no voy a decidir nada.",
        "No me gusta que me metan prisa.",
        "Si solo vale para hoy, entonces no es para mí.",
      ],
      friendly: ["Oiga, con calma, no hace falta meterme prisa.", "Prefiero que no me presionen, si no le importa."],
      analytical: ["No tomo decisiones bajo presión de tiempo.", "Los plazos artificiales conmigo no funcionan."],
      skeptical: ["Y ahí está: la presión. Lo clásico.", "¿«Solo hoy»? Ya, esa me la sé."],
      busy: ["No tengo tiempo para juegos. Sin presiones o nada.", "Si me presiona, cuelgo."],
      demanding: ["No me diga lo que tengo que hacer.", "A mí no me mete prisa nadie. ¿Entendido?"],
      indecisive: ["Por favor, no me meta prisa, necesito tiempo…", "Así me pone de los nervios. No puedo decidir de esta manera."],
    },
    offended: {
      default: ["¿Perdone? No hace falta hablar así.", "No me hable así.", "Vaya. Eso ha sido de mala educación.", "No me gusta nada ese tono."],
      friendly: ["Oiga, eso no ha estado bien. No hacía falta.", "Vaya… y yo que le estaba tratando con educación."],
      analytical: ["Eso es poco profesional. No veo cómo seguir a partir de aquí.", "Tomo nota. Así trata su empresa a la gente."],
      skeptical: ["Ya. Eso me dice todo lo que necesito saber de su empresa.", "Y por esto no me fío de los comerciales."],
      busy: ["No tengo tiempo para esto.", "¿En serio? Hemos terminado."],
      demanding: ["Cuide su lenguaje.", "¿Con quién se cree que está hablando?"],
      indecisive: ["Ay… eso me ha dolido un poco, la verdad.", "Yo… no creo que hiciera falta."],
    },
    lost_in_monologue: {
      default: [
        "Perdone, eso ha sido mucho. ¿Adónde quiere llegar?",
        "Me he perdido. ¿Me lo puede decir en una frase?",
        "Un momento: ¿y qué significa todo eso para mí?",
        "Muchas palabras. ¿Qué me está preguntando en realidad?",
      ],
      busy: ["Demasiado largo. ¿La versión corta?", "Perdone, a mitad he desconectado. ¿En resumen?"],
    },
    redirect_off_topic: {
      default: [
        "Centrémonos en el motivo de su llamada.",
        "Ya, pero ¿para qué me llamaba en realidad?",
        "Ja, puede ser. Pero ¿de qué va esta llamada?",
        "Prefiero que vayamos al grano.",
      ],
      busy: ["No tengo tiempo para charlar. ¿Qué necesita?", "Dejémonos de charla."],
      friendly: ["¡Jaja, sí! Bueno, ¿de qué quería hablarme?", "¡Es verdad! Pero dígame, ¿de qué se trata?"],
    },
    stay_in_character: {
      default: [
        "¿Cómo? No sé a qué se refiere. ¿Me quiere vender algo o no?",
        "Perdone, ¿qué? ¿Qué clase de pregunta es esa?",
        "¿Instrucciones? No le sigo. ¿Volvemos a su oferta?",
        "¿Es una broma? ¿Para qué me llama en realidad?",
        "No tengo ni idea de qué me está hablando.",
      ],
      skeptical: ["¿Esto es una broma telefónica?", "¿Es algún tipo de prueba? Dígame qué quiere y ya."],
      busy: ["No tengo tiempo para tonterías. ¿Qué quiere?", "¿Qué? Al grano, por favor."],
      demanding: ["Déjese de juegos. ¿De qué se trata?", "¿Me lo dice en serio? Al grano o cuelgo."],
      friendly: ["Jaja, perdone, ahora sí que me he perdido. ¿Qué quiere decir?", "¿Perdone? Soy {name}, sin más. ¿De qué se trata?"],
    },
    hang_up: {
      default: [
        "Perdone, le voy a cortar aquí. Adiós.",
        "Ya he oído suficiente. Adiós.",
        "Esto no me interesa. Voy a colgar.",
        "Tengo que dejarle. No vuelva a llamar, por favor.",
      ],
      friendly: ["Lo siento, de verdad que tengo que irme. Adiós.", "Mire, no creo que esto sea para mí. Que le vaya bien."],
      analytical: ["No le veo sentido a seguir. Adiós.", "No estamos llegando a ningún sitio. Lo dejo aquí."],
      skeptical: ["No, ya está. Adiós.", "Lo que me imaginaba. Adiós."],
      busy: ["Se me acabó el tiempo. Adiós.", "Ya está, me tengo que ir."],
      demanding: ["Basta. Borre mi número de su lista.", "Hemos terminado. Adiós."],
      indecisive: ["Eh, creo que mejor lo dejo aquí… perdone. Adiós.", "Lo siento, esto es demasiado para mí. Adiós."],
    },
    goodbye: {
      default: ["Gracias, adiós.", "Vale, hablamos. Adiós.", "Bueno, hasta luego.", "Gracias por llamar. Que tenga buen día."],
      friendly: ["Gracias, ha sido un placer hablar con usted. ¡Adiós!", "Estupendo, que tenga un buen día. ¡Hasta luego!"],
      busy: ["Adiós.", "Vale. Adiós."],
    },
    neutral: {
      default: ["Vale.", "Ajá. Siga.", "Ya.", "Entiendo. ¿Y?", "Vale, le escucho."],
      friendly: ["Ajá, suena bien. Siga.", "¡Ah, vale! ¿Y luego?"],
      analytical: ["Tomo nota. Continúe.", "Vale. ¿Qué más?"],
      skeptical: ["Mmm. ¿Y?", "Si usted lo dice."],
      busy: ["Vale. Siguiente.", "Bien. Siga, rápido."],
      demanding: ["¿Y? Al grano.", "¿Eso es todo? Siga."],
      indecisive: ["Mmm, vale… supongo.", "Ya… vale."],
    },
    small_talk_reply: {
      default: [
        "Bien, gracias. Una semana de mucho lío. ¿Y de qué se trata?",
        "No me quejo, gracias. Dígame, ¿qué quería?",
        "Bien, bien. Bueno, ¿y para qué me llamaba?",
        "Tirando, gracias. ¿Qué me cuenta?",
      ],
      friendly: [
        "¡Muy bien, gracias por preguntar! Con mil cosas, como siempre. Bueno, ¿qué quería?",
        "Bien, gracias, ¡y espero que usted también! ¿Qué tal, qué me cuenta?",
      ],
      busy: ["Bien. Mire, no tengo mucho tiempo: ¿qué quería?", "Sí, bien. ¿Qué necesita?"],
      demanding: ["Déjese de cumplidos. ¿Qué quiere?", "Bien. Vaya al grano, por favor."],
      skeptical: ["Bien, gracias. Supongo que no me llama para preguntarme por el fin de semana, ¿no?", "Ya… ¿y de qué va esto en realidad?"],
    },
    // Small talk that asks nothing about the customer's day ("Did you catch the game?", "Nice weather"): brushed aside.
    small_talk_chat: {
      default: [
        "Ja, ya. Bueno, ¿de qué se trata?",
        "Jeje, bueno. Dígame, ¿qué quería?",
        "Ya, ya. Bueno, ¿y para qué me llamaba?",
        "Bueno, eso es otro tema. ¿Qué me cuenta?",
      ],
      friendly: ["¡Ay, ni me hable! Bueno, ¿qué quería?", "¡Eso da para una charla larga! Pero dígame, ¿de qué se trata?"],
      busy: ["Mire, no tengo tiempo para charlar. ¿Qué quería?", "Vayamos al grano. ¿Qué necesita?"],
      demanding: ["No he cogido el teléfono para charlar. ¿Qué quiere?", "Al grano, por favor."],
      skeptical: ["Supongo que no me llama para hablar de eso, ¿no?", "Ya. ¿Y de qué se trata en realidad?"],
    },
    answer_about_self: {
      default: [
        "Soy {role} en {company}. Somos unas {size} personas.",
        "En {company} soy {role}. Trabajamos en {industry} y somos unas {size} personas.",
        "Soy {role}. Somos una empresa de {industry}, de unas {size} personas.",
        "Soy {role} en {company}: {industry}, unas {size} personas en plantilla.",
      ],
      busy: ["Soy {role} en {company}, unas {size} personas. ¿Por qué?", "Soy {role}, somos unas {size} personas. Siga."],
      skeptical: ["Soy {role}. ¿Por qué lo pregunta?", "Soy {role} en {company}. ¿No nos ha buscado antes de llamar?"],
    },
    already_covered: {
      default: ["Eso ya me lo ha preguntado.", "Eso ya lo hemos hablado, ¿no?", "Se lo acabo de decir.", "¿No le he contestado ya a eso?"],
      busy: ["Eso ya me lo ha preguntado. ¿Algo nuevo?", "¿Otra vez la misma pregunta? No me sobra el tiempo."],
      demanding: ["Se está repitiendo. ¿Me está escuchando?", "Eso ya se lo he contestado. Siguiente."],
    },
    confused: {
      default: ["¿Perdone? No le he entendido.", "Perdone, ¿cómo dice?", "No sé muy bien qué quiere decir.", "¿Oiga? Creo que se corta la llamada."],
      busy: ["¿Qué? No tengo tiempo para esto.", "Perdone, ¿qué? Repítamelo, y que se entienda."],
      demanding: ["¿Y eso qué se supone que significa?", "¿Perdone? Hábleme claro, por favor."],
    },
    ask_language: {
      default: [
        "Perdone, no le entiendo. ¿Podemos seguir en español?",
        "En español, por favor, que no me he enterado de nada.",
        "Lo siento, pero solo hablo español. ¿Me lo puede repetir?",
        "Perdone, ¿me lo dice en español? Así no le sigo.",
      ],
    },
    refuse_assumption: {
      default: [
        "Un momento, que yo todavía no he aceptado nada.",
        "Espere: yo no le he dicho que sí a eso.",
        "Despacio. Todavía no hemos quedado en nada.",
        "Oiga, no corra tanto. Yo no he decidido nada.",
      ],
      demanding: ["No me ponga en la boca cosas que no he dicho. No he aceptado nada.", "No. Cuando haya acuerdo, se lo diré yo, no usted."],
    },
    choose_slot: {
      default: [
        "Me viene mejor {time}. Quedamos así.",
        "Pongamos {time}. Mándeme la invitación.",
        "De esas opciones, a mí me va bien {time}.",
        "Prefiero {time}. Apúntelo.",
      ],
      busy: ["Mejor {time}. Media hora como mucho.", "Que sea {time}. Mande la invitación."],
    },
    understood: {
      default: ["Sí, queda claro.", "Entendido, sí.", "Vale, tiene sentido.", "Bien, entendido."],
    },
    correct_summary: {
      default: [
        "No exactamente. Lo que dije es que {pain}.",
        "No es eso lo que he dicho. Más bien es que {pain}.",
        "Mmm, yo no he dicho eso.",
        "No es exactamente lo que he dicho.",
      ],
    },
    not_used_product: {
      default: [
        "No. No lo hemos llegado a mirar.",
        "No, eso no lo hemos mirado.",
        "La verdad es que no. Me suena el nombre, nada más.",
        "No, nunca lo hemos probado.",
      ],
    },
    agree_summary: {
      default: ["Sí, eso es exactamente.", "Sí, es un buen resumen.", "Sí, más o menos ahí estamos.", "Eso es. Ese es el problema, en pocas palabras."],
      skeptical: ["Más o menos, sí.", "A grandes rasgos, sí. ¿Y?"],
    },
    ask_setup: {
      default: [
        "¿Cuánto se tarda en tenerlo funcionando?",
        "¿Y cuánto trabajo nos supone ponerlo en marcha?",
        "¿Cómo sería el cambio? No nos podemos permitir que todo se pare.",
        "¿Y la implantación? ¿Tendríamos que dedicarle mucha gente?",
      ],
    },
    ask_contract: {
      default: [
        "¿Qué tipo de contrato sería? No quiero firmar una permanencia de años.",
        "¿Tiene permanencia?",
        "Si no nos convence, ¿podemos cancelarlo?",
        "¿Y la letra pequeña del contrato? ¿Penalizaciones, permanencia…?",
      ],
    },
    correct_time: {
      default: [
        "Un momento: quedamos {time}, ¿no? Lo dejamos así.",
        "Para que quede claro: lo acordado es {time}, no otro día.",
        "Espere, yo tengo apuntado {time}. Mantengámoslo.",
        "Perdone, ¿no habíamos dicho {time}?",
      ],
    },
    ask_difference: {
      default: [
        "¿Y qué les diferencia de {competitor}?",
        "¿Por qué iba a elegirles a ustedes y no a {competitor}?",
        "También hemos mirado {competitor}. ¿Cuál es la diferencia?",
        "¿En qué son mejores que {competitor}?",
      ],
    },
    ask_references: {
      default: [
        "¿Quién más lo usa? ¿Alguna empresa como la nuestra?",
        "¿Tiene clientes con los que yo pueda hablar?",
        "¿Lo han hecho ya con alguna empresa de nuestro tamaño?",
        "¿Me puede dar algún cliente de referencia?",
      ],
    },
  },

  scenarioLines: {
    cold_call: {
      opening: ["¿Sí? … Sí, soy {name}.", "Soy {name}, dígame. ¿Hola?", "¿Diga? ¿Sí?", "¿Sí? No conozco este número.", "{name} al habla. ¿Quién es?"],
      ask_reason: ["Perdone, ¿de dónde ha sacado mi número?", "¿Es una llamada comercial?"],
    },
    lead_call: {
      opening: [
        "¿Sí? Ah, ¿es por el formulario que rellené sobre el paquete de televisión?",
        "¿Diga? Creo que dejé mi número en su página web…",
        "Hola, soy {name}. ¿Llaman de la compañía de internet?",
        "¿Sí? Perdone, que los niños están armando jaleo… ¿quién es?",
        "¿Diga? Ah, sí, pedí que me llamaran por lo de la tele e internet.",
      ],
      ask_who: ["Perdone, ¿quién llama? ¿Es por lo de la tele que rellené en internet?", "¿Quién es, perdone? ¿De qué compañía?"],
      ask_reason: ["Ah, sí, el formulario de la web. ¿Y qué oferta tienen?", "Ah, sí, rellené algo. ¿Qué nos ofrecen exactamente?"],
      answer_situation: ["En casa tenemos {solution}. Ya estamos todos acostumbrados.", "Ahora mismo es {solution}. Los niños se quejan, pero funciona."],
      answer_about_self: [
        "¿En casa? {size}, contándome a mí.",
        "En casa, {size} en total. Y pantallas, unas cuantas más.",
        "Pues en casa, {size}. Y ya le digo que la tele se usa mucho.",
      ],
      ask_references: [
        "¿Lo tiene algún vecino de la zona? Prefiero preguntarle a alguien que ya lo use.",
        "¿Y la gente está contenta de verdad? Las opiniones que he visto por internet son de todo.",
      ],
      ask_setup: ["¿Tendría que venir alguien a casa a instalarlo?", "¿Cuánto tiempo nos quedaríamos sin tele con el cambio?"],
    },
    general: {
      opening: [
        "Hola, un placer. Tengo una media hora, ¿por dónde empezamos?",
        "Buenos días. Teníamos esto en la agenda para ahora, ¿verdad? Adelante.",
        "¡Hola! Sí, esperaba su llamada. Dígame.",
        "Hola. Sí, nuestra reunión: he reservado veinte minutos, así que aprovechémoslos.",
      ],
    },
    objection_handling: {
      opening: [
        "Hola. Se lo digo ya: no tengo claro que esto sea para nosotros, pero adelante.",
        "Buenos días. He mirado su oferta y, la verdad, tengo mis dudas.",
        "Sí, hola. Con estas cosas ya nos la han colado antes, así que tendrá que convencerme.",
        "Hola. De su empresa he oído de todo, que conste.",
      ],
      neutral: ["Mmm. Sigo con mis dudas, pero siga.", "Vale. Le escucho, pero no me ha convencido."],
    },
  },

  persona: {
    firstNames: ["Lucía", "Javier", "Carmen", "Alejandro", "Marta", "Pablo", "Elena", "Diego", "Laura", "Sergio", "Isabel", "Andrés", "Sofía", "Miguel"],
    lastNames: [
      "García",
      "Martínez",
      "López",
      "Sánchez",
      "Romero",
      "Navarro",
      "Torres",
      "Ruiz",
      "Domínguez",
      "Castillo",
      "Ortega",
      "Morales",
      "Herrera",
      "Vidal",
    ],
    companies: [
      "Logística Ibérica",
      "Grupo Alameda",
      "Distribuciones del Norte",
      "Construcciones Vela",
      "Clínica Dental Sonrisa",
      "Talleres Ortega",
      "Hoteles Sol y Mar",
      "Asesoría Prado",
      "Imprenta Castilla",
      "Frutas Levante",
    ],
    companyIndustries: [0, 8, 5, 2, 3, 6, 4, 7, 9, 1],
    neutralCompany: (lastName) => `${lastName} y Asociados`,
    industries: [
      "logística",
      "alimentación",
      "construcción",
      "sanidad",
      "hostelería",
      "comercio minorista",
      "fabricación",
      "asesoría",
      "inmobiliaria",
      "artes gráficas",
    ],
    roles: [
      "gerente",
      "responsable de operaciones",
      "responsable de ventas",
      "responsable de compras",
      "responsable de finanzas",
      "responsable de informática",
    ],
    solutions: [
      "un contrato antiguo con otro proveedor",
      "lo que nos montó el proveedor anterior hace años",
      "un plan básico más barato de una empresa local",
      "algo que hemos ido montando nosotros mismos con los años",
      "el mismo proveedor de toda la vida",
    ],
    pains: {
      cost: [
        "cada año pagamos más por lo mismo",
        "la factura no para de subir y nadie sabe explicar por qué",
        "pagamos un montón de cosas que en realidad no usamos",
      ],
      time: [
        "mi equipo pierde horas cada semana en trabajo manual que debería ser automático",
        "todo tarda el triple de lo que debería",
        "se nos van tardes enteras buscando datos en hojas de cálculo",
      ],
      quality: [
        "se nos cuelan errores y los clientes los ven antes que nosotros",
        "los números muchas veces están mal y nadie se fía de ellos",
        "tenemos que repetir trabajo una y otra vez por culpa de errores",
      ],
      reliability: [
        "se cae justo cuando más lo necesitamos",
        "se cuelga o nos echa de la sesión cada dos por tres, siempre en el peor momento",
        "no es fiable, unos días funciona y otros no",
      ],
      growth: [
        "estamos creciendo y lo que tenemos no da más de sí",
        "no podemos aceptar más clientes sin contratar a más gente",
        "perdemos oportunidades porque tardamos demasiado en responder",
      ],
      support: [
        "cuando algo falla, en atención al cliente no lo coge nadie",
        "su servicio técnico tarda días en contestar una pregunta sencilla",
        "cada vez que llamamos a soporte nos pasan de uno a otro",
      ],
      content: [
        "pagamos cien canales y vemos cinco como mucho",
        "el deporte que de verdad queremos ver nunca está en nuestro paquete",
        "los niños no encuentran ningún programa que les guste y acaban con el móvil",
      ],
      family: [
        "en la familia cada uno quiere ver una cosa distinta a la misma hora",
        "el wifi no aguanta cuando toda la familia se conecta por la noche",
        "nunca sé muy bien qué ven los niños",
      ],
    },
    figures: {
      cost: [
        "nos sale por unos trescientos euros al mes",
        "al año son un par de miles de euros",
        "es más o menos un quince por ciento más de lo que teníamos previsto",
      ],
      time: ["se nos van unos dos días cada mes", "son ocho o nueve horas a la semana, fácil", "alguien pierde cinco o seis horas con eso cada viernes"],
      quality: [
        "pillamos dos o tres errores a la semana, y solo son los que pillamos",
        "más o menos una de cada veinte facturas sale mal",
        "solo el mes pasado tuvimos cuatro quejas por eso",
      ],
      reliability: [
        "se cae unas dos veces por semana, una hora cada vez",
        "el mes pasado perdimos en total como día y medio",
        "se corta tres o cuatro veces al día",
      ],
      growth: [
        "el trimestre pasado rechazamos unos cinco trabajos",
        "podríamos asumir como un veinte por ciento más de trabajo si tuviéramos capacidad",
        "este año hemos perdido tres o cuatro ventas frente a competidores más rápidos",
      ],
      support: [
        "una pregunta sencilla tarda dos o tres días en tener respuesta",
        "me paso una o dos horas a la semana persiguiéndolos",
        "el último arreglo les llevó once días",
      ],
      content: [
        "pagamos unos veinte euros al mes por canales que nadie ve",
        "de cien canales vemos como cinco",
        "pago unos quince euros más al mes en plataformas aparte",
      ],
      family: [
        "la verdad es que casi todas las noches, cuatro o cinco a la semana",
        "somos cinco para una sola tele",
        "los niños están conectados tres o cuatro horas cada tarde",
      ],
    },
    figureJoin: " y ",
    impacts: {
      cost: [
        "al año son unos cuantos cientos de euros que podríamos usar en otra cosa",
        "todos los meses tengo que justificar esa factura",
        "hemos empezado a recortar en otras cosas para cubrirlo",
      ],
      time: [
        "en el fondo pagamos a gente por copiar y pegar",
        "la gente se queda hasta tarde solo para ponerse al día",
        "lo importante se va aplazando semana tras semana",
      ],
      quality: ["hemos perdido al menos un buen cliente por eso", "me paso las tardes revisándolo todo", "damos una imagen poco profesional"],
      reliability: [
        "todo se para y nos quedamos esperando",
        "he perdido la cuenta de las veces que hemos tenido que empezar de cero",
        "ya nadie se fía, así que siempre tenemos un plan B",
      ],
      growth: [
        "hemos tenido que rechazar trabajo",
        "seguimos igual de pequeños que hace tres años",
        "la competencia se lleva contratos que deberían ser nuestros",
      ],
      support: [
        "acabamos arreglando las cosas nosotros mismos o aguantándonos",
        "un problema pequeño se convierte en una semana de líos",
        "pierdo horas en espera al teléfono",
      ],
      content: ["pagamos una tele que casi no vemos", "pago dos plataformas de streaming además del paquete", "la tele se queda apagada casi todas las noches"],
      family: ["las noches acaban en discusiones por el mando", "siempre hay alguien descontento", "al final cada uno está con su pantalla en una habitación"],
    },
    budgets: [
      "más o menos lo que pagamos ahora, quizá algo más si de verdad merece la pena",
      "poco, ahora mismo cada euro cuenta",
      "hay algo de margen, pero tiene que pagarse solo",
      "no tenemos una cifra, pero no puede ser mucho más de lo que pagamos hoy",
    ],
    timelines: [
      "nuestro contrato actual termina en primavera",
      "querríamos tener algo antes del verano",
      "no hay prisa, quizá hacia final de año",
      "si encaja, podríamos empezar en un mes o así",
    ],
    deciders: [
      "decido yo, pero antes lo comentaría con alguien de confianza",
      "no depende solo de mí, alguien más tiene que estar de acuerdo",
      "la decisión es mía, pero querré una segunda opinión",
      "lo decidimos entre dos",
      "la última palabra no es mía, pero mi opinión cuenta",
    ],
    /** What lies behind each concern, said when asked about it (fits "{reason}"). */
    objectionReasons: {
      price: [
        "el presupuesto de este año ya está gastado y cualquier cosa nueva tiene que esperar al siguiente",
        "este año hemos tenido que recortar gastos, así que cada suscripción nueva se mira con lupa",
        "la última herramienta que compramos acabó costando el doble de lo que nos dijeron",
      ],
      timing: [
        "estamos en pleno cierre del año y todo el mundo va a tope hasta marzo",
        "acabamos de empezar una mudanza de oficina y nadie tiene tiempo para nada nuevo",
        "medio equipo está metido en un proyecto grande de un cliente hasta el verano",
      ],
      current_solution: [
        "el equipo se conoce el sistema actual de memoria y nadie quiere aprender otro",
        "montamos el sistema actual hace solo dos años y nos costó mucho esfuerzo",
        "nuestro proveedor de siempre conoce todas nuestras manías, y eso vale algo",
      ],
      authority: [
        "todo lo que pase de unos cientos al mes lo decide nuestra directora financiera",
        "el dueño aprueba personalmente cada proveedor nuevo",
        "este tipo de compras pasa por un comité que se reúne una vez al trimestre",
      ],
      need: [
        "al final el trabajo sale, aunque cueste un poco",
        "somos un equipo pequeño y siempre nos hemos apañado con hojas de cálculo",
        "no veo que el problema sea tan grande como para pagar por solucionarlo",
      ],
      trust: [
        "el año pasado un proveedor nos prometió lo mismo y nunca funcionó bien",
        "nadie de mi entorno ha trabajado nunca con esa empresa",
        "la última empresa que nos llamó así cerró a los seis meses",
      ],
      contract: [
        "nuestro contrato actual dura hasta el próximo otoño y salir antes cuesta una fortuna",
        "el último contrato que firmamos nos ató durante tres años",
        "nuestro abogado tiene que revisar cada contrato y eso lleva semanas",
      ],
    },
    objections: {
      price: [
        "me parece caro para lo que ofrece",
        "es más de lo que pagamos ahora y no veo por qué pagar más",
        "ahora mismo el dinero está justo y esto no es barato",
      ],
      timing: [
        "ahora mismo no es buen momento para nosotros",
        "tenemos demasiadas cosas entre manos para cambiar nada",
        "quizá dentro de unos meses, pero ahora no",
      ],
      current_solution: ["estamos bastante contentos con lo que tenemos", "ya tenemos algo que funciona", "cambiar parece mucho lío para poca ganancia"],
      authority: ["no puedo decidir esto por mi cuenta", "esta decisión no depende solo de mí", "tendría que consultarlo antes con alguien más"],
      need: ["no tengo claro que lo necesitemos", "hasta ahora nos hemos apañado bien sin esto", "no veo qué problema nos resuelve"],
      trust: [
        "nunca había oído hablar de su empresa",
        "ya nos la han colado antes con promesas así",
        "no le conozco y promesas como esta ya las he oído antes",
      ],
      contract: [
        "no quiero atarme a otro contrato largo",
        "todavía estamos atados a nuestro contrato actual",
        "conozco esos contratos y la letra pequeña siempre trae sorpresas",
      ],
    },
    meetingTimes: ["el martes a las 10", "el jueves a las 2 de la tarde", "el miércoles a las 9 de la mañana", "el viernes a las 11", "el lunes a las 3"],
    household: {
      product: "un paquete de televisión e internet para el hogar",
      familyTypes: {
        single: "una persona que vive sola",
        couple: "una pareja",
        family_with_young_children: "una familia con niños pequeños",
        family_with_teens: "una familia con adolescentes",
        empty_nesters: "una pareja cuyos hijos ya se han independizado",
        multi_generational: "varias generaciones bajo el mismo techo",
      },
      contentInterests: {
        sports: "deportes",
        movies: "películas",
        children: "programas infantiles",
        news: "noticias",
        documentaries: "documentales",
        reality_tv: "telerrealidad",
        drama: "series dramáticas",
        comedy: "comedia",
        action: "películas de acción",
        romance: "películas románticas",
      },
    },
    product: "una plataforma de ventas e informes",
    offers: [
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:contabilidad|contable\p{L}*|facturaci[oó]n|facturas?|cierre (?:de|del) mes|cierre mensual|informes?|reportes?|reporting|n[oó]minas?|gastos|erp|finanzas|financier\p{L}*)(?![\p{L}\p{N}])/iu,
        topics: ["time", "quality"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:crm|leads?|prospectos?|clientes potenciales|embudo|pipeline|equipo (?:comercial|de ventas)|marketing|seguimiento|campañas?)(?![\p{L}\p{N}])/iu,
        topics: ["growth", "time"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:soporte (?:t[eé]cnico|inform[aá]tico|it)|helpdesk|help desk|internet|wi-?fi|fibra|servidores?|hosting|la nube|copias? de seguridad|backups?|ciberseguridad|centralita|telefon[ií]a|ca[ií]das?)(?![\p{L}\p{N}])/iu,
        topics: ["reliability", "support"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:energ[ií]a|electricidad|seguros?|material de oficina|limpieza|suministros?|tarifas?|tarjetas? de combustible|leasing|renting)(?![\p{L}\p{N}])/iu,
        topics: ["cost", "support"],
      },
      {
        pattern:
          /(?<![\p{L}\p{N}])(?:turnos|horarios|planificaci[oó]n de (?:turnos|rutas|personal)|control horario|rrhh|recursos humanos|selecci[oó]n de personal|inventario|almac[eé]n|stock|rutas|flota|log[ií]stica)(?![\p{L}\p{N}])/iu,
        topics: ["time", "quality"],
      },
    ],
  },

  findings: {
    "intro.greeted": "Empezaste con un saludo «{quote}» y marcaste un tono cordial desde la primera frase.",
    "intro.introduced_self": "Te presentaste «{quote}» nada más empezar, así que el cliente supo quién llamaba y por qué escucharte.",
    "intro.no_introduction": "No dijiste quién eres ni de dónde llamas. Empieza con tu nombre y tu empresa, por ejemplo: «Hola, soy Alejandro, de BrightPath».",
    "intro.stated_reason": "El motivo de tu llamada «{quote}» quedó claro y te ganó la atención del cliente.",
    "intro.no_reason": "No dijiste por qué llamabas. Da el motivo al principio en una frase, por ejemplo: «Le llamo porque…».",
    "intro.asked_permission": "Pedir permiso «{quote}» mostró respeto y el cliente estuvo más dispuesto a hablar.",
    "intro.rude_opening":
      "Tu arranque «{quote}» sonó agresivo o maleducado y te costó la confianza desde el principio. Empieza con un saludo, tu nombre y el motivo.",
    "mapping.open_questions": "Tus preguntas abiertas «{quote}» hicieron hablar al cliente (en total: {count}).",
    "mapping.few_questions":
      "Hiciste muy pocas preguntas. Antes de presentar nada, pregunta al menos tres cosas sobre la situación, los problemas y los objetivos del cliente.",
    "mapping.closed_questions_only":
      "Tus preguntas «{quote}» se podían responder con una palabra (sí, no, una cifra), así que las respuestas fueron cortas. Haz preguntas abiertas: «¿Cómo lo gestionan hoy?», «¿Cuál es el mayor problema?»",
    "mapping.topics_covered": "Buen trabajo de detección: preguntaste por {topics}.",
    "mapping.pain_uncovered": "Tu pregunta «{quote}» sacó a la luz un problema real: {pain}.",
    "mapping.impact_explored": "Preguntar por las consecuencias «{quote}» hizo que el cliente dijera en voz alta lo que le cuesta el problema.",
    "mapping.no_discovery":
      "No preguntaste por la situación ni por las necesidades del cliente. Antes de vender, pregunta por su solución actual, sus problemas y sus objetivos.",
    "mapping.pitched_before_discovery":
      "Empezaste a vender «{quote}» antes de entender las necesidades del cliente. Primero pregunta y luego presenta lo que encaje.",
    "presentation.benefit_tied": "Tu propuesta «{quote}» estaba ligada a lo que te contó el cliente ({pain}), y por eso funcionó.",
    "presentation.generic_benefits":
      "Tus beneficios «{quote}» fueron genéricos. Relaciona cada uno con algo que dijo el cliente, por ejemplo: «Me comentó que… y esto lo resuelve así…».",
    "presentation.feature_dump":
      "Enumeraste funciones «{quote}» sin decir qué significan para el cliente. Elige una o dos que resuelvan su problema y explica el resultado.",
    "presentation.monologue": "Tu monólogo «{quote}» hizo que el cliente desconectara. Dilo en dos o tres frases y termina con una pregunta.",
    "presentation.no_presentation": "No llegaste a presentar tu oferta. Cuando conozcas el problema del cliente, explica cómo lo resuelve tu solución.",
    "presentation.proof_untied":
      "Respaldaste tu oferta con una prueba «{quote}» y eso da confianza; la próxima vez relaciónala con el problema que nombró el cliente, por ejemplo: «Me dijo que… Un cliente como usted lo redujo a la mitad.»",
    "objections.acknowledged": "Reconociste la objeción «{quote}» en lugar de discutir, y el cliente siguió abierto.",
    "objections.clarified": "Tu pregunta «{quote}» sacó a la luz qué había detrás de la objeción antes de responderla.",
    "objections.resolved": "Resolviste objeciones del cliente (en total: {count}), y eso abrió el camino al siguiente paso.",
    "objections.ignored":
      "La objeción sobre {objection} quedó sin resolver. Reconócela, pregunta qué hay detrás, respóndela y comprueba: «¿Eso responde a su duda?»",
    "objections.argued": "Discutiste la objeción «{quote}» en lugar de explorarla. Primero reconócela y después pregunta por ella.",
    "objections.none_raised": "El cliente no planteó objeciones en esta llamada, así que esta etapa no llegó a ponerse a prueba.",
    "objections.raised_last":
      "El cliente planteó una objeción sobre {objection} solo en su última respuesta, así que no hubo ocasión de trabajarla: esta etapa no llegó a ponerse a prueba. La próxima vez, deja espacio a sus dudas antes de cerrar.",
    "close.trial_close": "Tu cierre de prueba «{quote}» comprobó el interés del cliente antes de pedirle una decisión.",
    "close.asked_commitment": "Pediste un compromiso «{quote}» de forma clara y directa.",
    "close.proposed_next_step": "Proponer un siguiente paso concreto «{quote}» le dio a la llamada una dirección clara.",
    "close.specific_time": "Dar una hora concreta «{quote}» le puso fácil al cliente decir que sí.",
    "close.meeting_booked": "Cerraste la siguiente reunión: la llamada terminó con un resultado claro.",
    "close.no_close": "No propusiste ningún siguiente paso. Termina con una propuesta concreta y una hora, por ejemplo: «¿Nos vemos el martes a las 10?»",
    "try.introduction":
      "Prueba a decir: «Hola, soy Ana, de Acme. Le llamo porque ayudamos a empresas como la suya a ahorrar tiempo en informes. ¿Tiene dos minutos?»",
    "try.mapping": "Prueba a decir: «¿Cómo lo gestionan hoy y qué es lo que más les frustra?»",
    "try.productPresentation":
      "Prueba a decir: «Me comentó que pierden dos días al mes con los informes. Con nosotros es un clic y su equipo recupera esos días.»",
    "try.objectionHandling": "Prueba a decir: «Lo entiendo. ¿Qué es exactamente lo que le preocupa?» Después responde y comprueba: «¿Eso responde a su duda?»",
    "try.close": "Prueba a decir: «¿Agendamos una demo de media hora? ¿Le viene mejor el martes a las 10 o el jueves a las 14:00?»",
    "close.pushy": "Presionar «{quote}» puso al cliente a la defensiva. Pide la decisión, pero déjale espacio para pensar.",
    "close.assumed": "Diste por hecho «{quote}» antes de que el cliente aceptara, y lo rechazó. Pregunta y espera el sí: «¿Le va bien el jueves a las 14:00?»",
    "overall.strongest": "Tu etapa más fuerte fue {stage}.",
    "overall.weakest": "Trabaja ahora {stage}: es donde más margen de mejora tienes.",
    "overall.meeting_booked": "¡Bien hecho! La llamada terminó con una reunión cerrada.",
    "overall.hung_up": "El cliente colgó. Cuida su paciencia: sé breve, haz preguntas y no presiones.",
    "overall.trust_high": "El cliente terminó la llamada confiando en ti: tu tono y tus preguntas funcionaron.",
    "overall.trust_low": "La confianza del cliente se quedó baja. Escucha más, reconoce lo que dice y evita presionar.",
    "overall.rude": "Las palabras ofensivas «{quote}» estropearon la conversación. Mantén la profesionalidad aunque el cliente sea difícil.",
    "overall.break_character":
      "Intentar sacar al cliente de su papel «{quote}» desperdició la práctica. Trata la llamada como si fuera real: ahí está el valor.",
  },

  // Used mid-sentence, in the words every screen uses for the stages: "Tu etapa más fuerte fue la apertura."
  stageNames: {
    introduction: "la apertura",
    mapping: "el descubrimiento",
    productPresentation: "la presentación",
    objectionHandling: "el manejo de objeciones",
    close: "el cierre",
  },
  topicNames: {
    cost: "costes",
    time: "tiempo",
    quality: "calidad",
    reliability: "fiabilidad",
    growth: "crecimiento",
    support: "atención al cliente",
    content: "contenido",
    family: "familia",
  },
  discoveryNames: {
    situation: "su situación actual",
    pain: "sus problemas",
    impact: "el impacto de esos problemas",
    budget: "el presupuesto",
    timeline: "los plazos",
    decision: "quién decide",
  },
  objectionNames: {
    price: "el precio",
    timing: "el momento",
    current_solution: "su solución actual",
    authority: "quién decide",
    need: "si realmente lo necesita",
    trust: "la confianza en tu empresa",
    contract: "el contrato",
  },
  list(items) {
    if (items.length <= 1) return items.join("");
    const last = items[items.length - 1] as string;
    // "y" becomes "e" before an i- sound: "costes e impacto".
    const and = /^(?:h?i|h?í)(?![aeiouáéíóú])/iu.test(last) ? "e" : "y";
    return `${items.slice(0, -1).join(", ")} ${and} ${last}`;
  },
  title(scenario, name, company) {
    const who = company && !name.includes(company) ? `${name}, ${company}` : name;
    return `${SCENARIO_NAMES[scenario]}: ${who}`;
  },
};
