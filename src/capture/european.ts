import { NAME, NAME_OR_WORD, isName } from './names.ts';
import { aboutSoftware } from './software.ts';
import { escapeRegExp } from '../util/text.ts';

// Decisions said in German, Spanish or French, the languages besides English, Japanese and Chinese that users of
// Engrim write to their agents in (the README's): the choice by its verb ("Ich habe mich für PostgreSQL entschieden",
// "Decidí usar Redis", "J'ai choisi Vitest"), the option set against it ("statt MongoDB", "en lugar de Memcached",
// "plutôt que Jest", "von axios auf ky gewechselt"), and its reason after "weil" / "porque" / "parce que" or a colon.
// Read only of a sentence about software (German writes every noun with a capital, so a capital names nothing).

/** "Ich" / "wir", and the French perfect's "j'ai" / "nous avons" / "on a", as each pattern below opens. */
const DE_WE = String.raw`\b(?:[Ii]ch|[Ww]ir)`;
const FR_PERFECT = String.raw`(?:\b[Jj]'ai|\b[Nn]ous avons|\b[Oo]n a)`;
/** Spanish verbs of replacing and of moving ("reemplacé", "migramos"), before the option or the new name. */
const ES_REPLACED = String.raw`\b(?:[Rr]eemplac[eé]|[Rr]eemplazamos|[Ss]ustitu[ií]|[Ss]ustituimos)`;
/** The Spanish perfect's "have": "Hemos migrado", "He elegido". */
const ES_HAVE = String.raw`(?:[Hh]emos|[Hh]e)\s+`;
const ES_MOVED = String.raw`\b(?:[Cc]ambi[eé]|[Cc]ambiamos|[Mm]igr[eé]|[Mm]igramos|[Pp]asamos|${ES_HAVE}(?:migrado|cambiado|pasado))`;

/** An article the option may open with ("l'" capitalised too, opening a sentence: "L'API Google Geocoding …"). */
const ARTICLE = String.raw`(?:(?:einem|einer|eines|einen|eine|ein|der|die|das|dem|den|los|las|una|une|un|el|la|les|le)\s+|[Ll]'|[Dd]')?`;
/** A kind of thing and "like" before the name that is the option: "Eine Queue wie RabbitMQ wäre …", "Une file comme RabbitMQ …". */
const KIND_LIKE = String.raw`(?:(?:[Ee]ine?|[Uu]ne?|[Uu]na)\s+)?(?:(?:eigener|eigene|eigenes|propre|propio|propia)\s+)?(?:[\wäöüßàâçéèêëîïôûùÿñáíóú-]+\s+(?:wie|como|comme)\s+)?`;
/** A name as an option: one or two words that are names ("MongoDB", "Cloud Run", "nginx"; `isName` confirms the first). */
const OPTION = String.raw`(${NAME_OR_WORD}(?:\s+${NAME})?)`;
/** OPTION, its name in capitals: after French or Spanish words of its kind, where a capital marks the name. */
const CAPITALISED_OPTION = String.raw`(${NAME}(?:\s+${NAME})?)`;
/**
 * A thing set aside, the option its name (after up to three words of its kind, as French and Spanish say it first, the
 * name then in capitals): "J'ai laissé de côté le tableau de bord Bull Board pour l'instant : …", "Descarté Sidekiq
 * porque …", "Ich habe Bull Board vorerst weggelassen, weil …"; or said of it, its why after: "Glacier a été écarté : …",
 * "Glacier fue descartado porque …", "Glacier wurde verworfen, weil …", "Formik ist raus: …", "Formik queda fuera: …".
 */
const SET_ASIDE_EU = String.raw`${FR_PERFECT}\s+(?:laissé de côté|mis de côté|écarté|abandonné|renoncé à)\s+${ARTICLE}(?:[a-zà-ÿ-]+\s+){0,3}?${CAPITALISED_OPTION}|\b(?:[Dd]escart[eé]|[Dd]escartamos|[Dd]ej[eé] (?:fuera|de lado)|[Dd]ejamos (?:fuera|de lado))\s+${ARTICLE}(?:[a-zá-ú-]+\s+){0,3}?${CAPITALISED_OPTION}|${DE_WE}\s+(?:habe|haben)\s+${ARTICLE}${OPTION}\s+(?:[a-zäöü]+\s+){0,2}?(?:weggelassen|verworfen|ausgeschlossen|zurückgestellt)\b|^${CAPITALISED_OPTION}\s+(?:haben\s+wir|habe\s+ich)\s+(?:[a-zäöü]+\s+){0,2}?(?:weggelassen|verworfen|ausgeschlossen|gestrichen)(?=\s*[:,;—–]|\s+(?:weil|da)\b)|^${ARTICLE}${CAPITALISED_OPTION}\s+(?:(?:a|ont)\s+été\s+(?:écarté|abandonné|laissé de côté)e?s?|(?:fue|fueron|quedó|quedaron|ha sido|han sido)\s+descartad[oa]s?|(?:wurde|wurden)\s+(?:verworfen|ausgeschlossen)|(?:ist|sind)\s+raus|(?:queda|quedan)\s+fuera)(?=\s*[:,;—–]|\s+(?:parce|car|porque|ya que|por|weil|da)\b)`;

/** A choice said in German, Spanish or French. */
const DECIDE_EU = new RegExp(
  [
    // German: "Ich habe mich für X entschieden", "Wir haben auf X umgestellt", "Wir nutzen ab jetzt X", "Wir bleiben bei
    // X", "Ich habe X durch Y ersetzt", "Entscheidung: …"
    String.raw`${DE_WE}\s+(?:habe|haben)\s+(?:mich|uns)\s+(?:für|gegen)\s+\S`,
    // (Or after what it is for, the verb second: "Für den Offline-Speicher haben wir uns für WatermelonDB entschieden.")
    String.raw`\b(?:habe|haben)\s+(?:ich|wir)\s+(?:mich|uns)\s+(?:für|gegen)\s+\S`,
    // (Said of the part: "Fehler-Tracking bleibt bei Sentry.")
    String.raw`\b(?:bleibt|bleiben)\s+(?:vorerst\s+|erstmal\s+|weiterhin\s+)?bei\s+${NAME}`,
    // (The same in French and Spanish: "L'archive reste sur S3 Standard.", "El archivo sigue en S3 Standard.")
    String.raw`\b(?:reste|restent)\s+(?:sur|chez|avec|en)\s+${NAME}|\b(?:sigue|siguen)\s+(?:en|con)\s+${NAME}`,
    String.raw`\b(?:entschieden|entscheiden)\s+(?:uns|mich|wir|ich)?\s*für\s`,
    String.raw`\b(?:auf|zu)\s+${NAME_OR_WORD}(?:\s+${NAME})?\s+(?:gewechselt|umgestellt|umgestiegen|umgezogen|migriert)\b`,
    String.raw`${DE_WE}\s+(?:nutzen|verwenden|nehmen|setzen)\s+(?:ab jetzt|jetzt|künftig|ab sofort|nun)\s`,
    // (The verb before "wir" after what it is for: "Für das Deployment nehmen wir Kamal.")
    String.raw`\b(?:nehmen|nutzen|verwenden|setzen)\s+wir\s+(?:jetzt\s+|ab jetzt\s+|ab sofort\s+|künftig\s+)?(?:auf\s+)?${NAME}`,
    // (Or "ich": "Für die Suche nehme ich Meilisearch.")
    String.raw`\b(?:nehme|nutze|verwende|setze)\s+ich\s+(?:jetzt\s+|ab jetzt\s+|künftig\s+)?(?:auf\s+)?${NAME}`,
    String.raw`${DE_WE}\s+(?:bleiben|bleibe)\s+bei\s`,
    // (The verb before "wir" after what it is for: "Für die Warteschlange bleiben wir bei RabbitMQ.")
    String.raw`\bbleiben\s+wir\s+(?:vorerst\s+|erstmal\s+)?bei\s+${NAME}`,
    // (What lives somewhere now instead of another place: "Die Sessions liegen jetzt in Redis statt im Arbeitsspeicher …".)
    String.raw`\b(?:liegt|liegen|läuft|laufen|lebt|leben)\s+(?:jetzt|nun|ab sofort|künftig)\s+(?:in|auf|bei|über)\s+${NAME}[^.;!?]{0,40}?\s(?:statt|anstatt|anstelle)\s`,
    // (A user's rule: "ab sofort bitte immer Vitest statt Jest verwenden".)
    String.raw`\b${NAME}\s+statt\s+${NAME_OR_WORD}(?:\s+(?:und|oder)\s+${NAME_OR_WORD})?\s+(?:verwenden|nutzen|nehmen|einsetzen)\b`,
    String.raw`\bdurch\s+${NAME}\s+ersetzt\b`,
    String.raw`^Entscheidung\s*:\s`,
    // A user's word to take another ("nein, nimm lieber Typesense, …", "no, mejor usa Typesense, …", "non, utilise plutôt
    // Typesense, …").
    // (A name, not a word: "mejor usa el mismo nombre que en la API" takes no tool.)
    String.raw`\b(?:[Nn]imm|[Nn]ehmt|[Vv]erwende|[Bb]enutze|[Nn]utze)\s+(?:lieber|besser|stattdessen|doch)\s+${NAME}`,
    // (Or one name over another: "Bitte nimm Vitest statt Jest, …", "Usa pnpm en vez de npm, …".)
    String.raw`\b(?:[Nn]imm|[Nn]ehmt|[Vv]erwende|[Vv]erwendet|[Bb]enutze|[Nn]utze|[Nn]utzt)\s+(?:bitte\s+)?${NAME}\s+(?:statt|anstatt|anstelle von)\s`,
    String.raw`\b(?:[Uu]sa|[Uu]sad|[Uu]tiliza|[Uu]tilizad)\s+${NAME_OR_WORD}\s+(?:en vez de|en lugar de)\s+${NAME_OR_WORD}`,
    String.raw`\b[Mm]ejor\s+(?:usa|utiliza|usemos|utilicemos|pasa a|pasemos a)\s+${NAME}|\b(?:[Uu]semos|[Uu]tilicemos)\s+${NAME}`,
    String.raw`\b(?:[Uu]tilise|[Uu]tilisez|[Uu]tilisons|[Pp]rends|[Pp]renez|[Pp]asse à|[Pp]assons à)\s+plutôt\s+${NAME}`,
    // ("Lass uns bei RabbitMQ bleiben, …", "No uses Redux para esto, …", "Passe à pnpm plutôt que npm, …".)
    String.raw`\b(?:[Ll]ass|[Ll]asst)\s+uns\s+(?:[^,.;]{0,40}?\s+)?bei\s+${NAME}(?:\s+${NAME})?\s+bleiben\b`,
    String.raw`^[Nn]o\s+(?:uses|utilices|añadas|metas|uséis)\s+${NAME}`,
    String.raw`\b(?:[Pp]asse|[Pp]assez|[Pp]assons)\s+à\s+${NAME_OR_WORD}\s+plutôt\s+qu(?:e\s|')`,
    // Spanish: "Decidí usar X", "Elegimos X", "Hemos elegido X", "Optamos por X", "Nos quedamos con X", "Migramos de X a Y", "Reemplacé X
    // por Y"
    String.raw`\b(?:[Dd]ecid[ií](?:mos)?|[Ee]leg[ií](?:mos)?|[Oo]ptamos|[Oo]pt[eé]|${ES_HAVE}(?:elegido|optado por|decidido))\s`,
    String.raw`\b(?:[Nn]os quedamos|[Mm]e quedo|[Mm]e quedé)\s+con\s`,
    String.raw`\b(?:[Mm]antenemos|[Ss]eguimos con)\s+${NAME}`,
    String.raw`${ES_MOVED}\s+(?:\S+\s+){0,4}?a\s+${NAME}`,
    String.raw`${ES_REPLACED}\s`,
    String.raw`\b(?:[Uu]saremos|[Vv]amos a usar|[Uu]samos ahora)\s+${NAME}`,
    String.raw`^Decisión\s*:\s`,
    // French: "J'ai choisi X", "Nous avons opté pour X", "On part sur X", "J'ai remplacé X par Y", "On a migré de X vers
    // Y"
    String.raw`${FR_PERFECT}\s+(?:choisi|opté pour|retenu|gardé|remplacé|migré|basculé)\s`,
    String.raw`\b(?:[Oo]n est passée?s?|[Nn]ous sommes passée?s?|[Jj]e suis passée?)\s+(?:à|sur)\s+${NAME}`,
    String.raw`\b(?:[Oo]n part sur|[Oo]n passe à|[Oo]n reste sur|[Nn]ous restons sur|[Jj]e reste sur|[Oo]n garde|[Nn]ous gardons)\s+${NAME}`,
    String.raw`\b(?:[Nn]ous utiliserons|[Oo]n utilisera|[Oo]n utilise désormais|[Nn]ous utilisons désormais)\s+${NAME}`,
    String.raw`^Décision\s*:\s`,
    // A thing set aside, in any of the three: SET_ASIDE_EU.
    SET_ASIDE_EU,
  ].join('|'),
);

/**
 * A thing used, which decides with an option set against it: "Ich habe BullMQ statt Agenda verwendet", "Usé X en lugar
 * de Y", or a part of the system that uses it now: "La autenticación usa Keycloak en lugar de Auth0: …",
 * "L'authentification utilise Keycloak au lieu d'Auth0", "Die Anmeldung nutzt Keycloak statt Auth0", "Die
 * Benachrichtigungen laufen jetzt über ntfy statt über Pushover", "Les tests tournent maintenant avec Playwright au lieu de
 * Cypress".
 */
const USED_EU = new RegExp(String.raw`\b(?:est|sont|es|son|ist|sind)\s+${NAME}\s+(?:plutôt que|au lieu de|en lugar de|en vez de|statt|anstatt)\s|${DE_WE}\s+(?:habe|haben)\s+(?:\S+\s+){0,8}?(?:verwendet|genommen|eingesetzt|benutzt|gewählt|eingeführt)|\b(?:habe|haben)\s+(?:ich|wir)\s+(?:\S+\s+){0,8}?(?:verwendet|genommen|eingesetzt|benutzt|gewählt|eingeführt|angelegt|eingerichtet)\b|\b(?:wird|werden)\s+(?:jetzt|nun|ab jetzt|künftig)\s+(?:von|mit|über|durch)\s+${NAME_OR_WORD}|\b(?:[Uu]s[eé]|[Uu]samos|[Uu]tilic[eé]|[Uu]tilizamos)\s|${FR_PERFECT}\s+(?:utilisé|pris|mis en place)\s|\b(?:usa|usan|utiliza|utilizan|utilise|utilisent|nutzt|verwendet)\s+${NAME}|\b(?:[Nn]imm|[Nn]ehmt|[Vv]erwende|[Nn]utze)\s+(?:\S+\s+){0,4}?${NAME}\s+(?:statt|anstatt|anstelle)\b|\b(?:läuft|laufen|geht|gehen)\s+(?:jetzt\s+|nun\s+|ab jetzt\s+|künftig\s+)?(?:über|mit|auf|als|an|nach)\s+${NAME_OR_WORD}|\b(?:passe|passent|partent|pasa|pasan|salen|va|van)\s+(?:maintenant\s+|désormais\s+|ahora\s+)?(?:par|por)\s+(?:el\s+SDK\s+de\s+|la\s+API\s+de\s+)?${NAME_OR_WORD}|\b(?:tourne|tournent)\s+(?:maintenant\s+|désormais\s+)?(?:avec|sur|sous)\s+${NAME}|\b(?:corre|corren)\s+(?:ahora\s+)?(?:con|en|sobre)\s+${NAME}|\bse\s+(?:hace|hacen|fait|font)\s+(?:ahora\s+|maintenant\s+|désormais\s+)?(?:con|mediante|vía|via|avec|par)\s|\b(?:[Ss]tockons|[Ss]tockent|[Cc]onservons|[Gg]ardons|[Gg]uardamos|[Aa]lmacenamos|speichern\s+wir|[Ww]ir\s+speichern)\s+[^.;]{1,40}?\s+(?:dans|sur|en|in|auf)\s+${NAME}|\bse\s+(?:guarda|guardan|almacena|almacenan|genera|generan|envía|envían|ejecuta|ejecutan|gestiona|gestionan)\s+(?:ahora\s+)?(?:en|con|por|mediante|desde)\s+${NAME}|\b(?:est|sont)\s+(?:maintenant\s+|désormais\s+)?(?:stockée?s?|générée?s?|envoyée?s?|gérée?s?|exécutée?s?|servie?s?|hébergée?s?|traitée?s?)\s+(?:dans|avec|par|sur)\s+${NAME_OR_WORD}|\b[a-zäöüß]{3,}(?:e|er|el)n\s+wir\s+(?:(?:jetzt|nun|ab jetzt|künftig)\s+)?(?:mit|über|in|auf)\s+${NAME}|\b(?:ahora\s+es|es\s+ahora|est\s+maintenant|est\s+désormais|ist\s+jetzt|ist\s+nun)\s+${NAME}|\b(?:wird|werden)\s+(?:jetzt\s+|nun\s+)?(?:in|mit|über|von|durch)\s+${NAME}\s+(?:\S+\s+){0,4}?(?:gespeichert|erzeugt|generiert|verschickt|gebaut|ausgeführt|verwaltet)\b`);

/**
 * A word to take a tool rather than another, the tool in lower case: "utilise plutôt structlog", "nimm lieber pino" (group
 * 1).
 */
const ORDER_LOWER_EU = /\b(?:[Uu]tilise|[Uu]tilisez|[Pp]rends|[Pp]renez|[Nn]imm|[Nn]ehmt|[Vv]erwende|[Uu]sa|[Uu]tiliza)\s+(?:plutôt|lieber|besser|mejor)\s+([a-z][\w.+#-]*)/;
/** A part that uses a tool written in lower case: "usa structlog", "utilise pino", "nutzt pnpm" (the word in group 1). */
const USED_LOWER_EU = /\b(?:usa|usan|utiliza|utilizan|utilise|utilisent|nutzt|verwendet)\s+([a-z][\w.+#-]*)/;
/** A move said in Spanish from one word in lower case to another: "Cambié los logs de winston a pino" (`decidesEuropean`). */
const MOVED_LOWER_ES = new RegExp(String.raw`${ES_MOVED}\s+(?:\S+\s+){0,3}?de\s+([a-z][\w.+#-]*)\s+a\s+([a-z][\w.+#-]*)\b`);
/**
 * Whether a sentence about software decides, in German, Spanish or French: by its verb, by what it uses set against
 * another, or by what it uses when the next sentence (`next`), or the next paragraph's first after the sentence's
 * (`closing`), faults or sets aside another name ("Para las colas usamos RabbitMQ. Kafka sería excesivo …").
 */
export function decidesEuropean(sentence: string, next?: () => string | undefined, closing?: () => string | undefined): boolean {
  const soft = aboutSoftware(sentence);
  // (Or the sentence after it is: "Nos quedamos con Rails. Phoenix es más rápido, pero reescribir 60 endpoints …"; or,
  // said as a paragraph of its own, the next paragraph's first: "On part sur Playwright plutôt que Cypress : …. ¶ Les
  // tests tournent …".)
  // (Or it keeps it rather than move to another name, whatever they name: "Nous gardons Celery … plutôt que de passer à
  // Dramatiq".)
  if (DECIDE_EU.test(sentence) && (soft || aboutSoftware(next?.() ?? closing?.() ?? '') || namedAgainst(sentence))) return true;
  // (Or an order to take a name, set against another: "bitte nimm pnpm statt npm, …", "utiliza Playwright en lugar de
  // Cypress, …"; not "nimm den Zug statt des Flugzeugs", a noun after its article.)
  const ordered = ORDER_NAMED_EU.exec(sentence);
  if (ordered && isName(ordered[1]) && !ANY_ARTICLE.test(ordered[1]) && setAgainst(sentence) !== null) return true;
  // (Or a word to take a tool written in lower case: "utilise plutôt structlog, loguru a cassé …".)
  const lowerOrder = ORDER_LOWER_EU.exec(sentence);
  if (lowerOrder && isName(lowerOrder[1])) return true;
  // (A tool in lower case, as a known one: "El logging ahora usa structlog con salida JSON.")
  const lowerUsed = USED_LOWER_EU.exec(sentence);
  const used = USED_EU.test(sentence) || (lowerUsed !== null && isName(lowerUsed[1]));
  if (soft && used && setAgainst(sentence) !== null) return true;
  // (Or a move from one tool to another, both in lower case: "Cambié los logs de winston a pino porque …".)
  const moved = MOVED_LOWER_ES.exec(sentence);
  if (moved && isName(moved[1]) && isName(moved[2])) return true;
  // (Or a part said as it is now, with a name, when what follows sets another aside or says what it would have done:
  // "Le déploiement passe maintenant par Kamal …. On a écarté Kubernetes : …", "Los recordatorios se envían ahora desde
  // una cola en RabbitMQ …. ¶ Kafka sería excesivo …"; not a fault found and mended: "Le build passe maintenant sur la
  // CI. Webpack était trop lent …, j'ai donc désactivé …".)
  const now = !used && NOW_EU.test(sentence) && NAMED_EU.test(sentence);
  // (Or, with nothing after it, its own clause after a comma that opens on another name: "usa Playwright para los tests
  // e2e, Cypress no soporta varias pestañas".)
  const clause = used && ORDER_EU.test(sentence) ? /,\s+(?=[A-Z])([^,;]+)$/.exec(sentence)?.[1] : undefined;
  const after = used || now ? (next?.() ?? closing?.() ?? clause) : undefined;
  // (About software, it or what follows: "Die Bilder werden jetzt mit imgproxy skaliert. Thumbor hätte einen eigenen
  // Python-Dienst bedeutet, …".)
  if (after === undefined || !(soft || aboutSoftware(after))) return false;
  // (Not the name the sentence itself uses: "Les sessions sont stockées dans Redis. Redis perd tout au redémarrage, donc …"
  // says what it does, and sets nothing aside.)
  const found = faultOrAside(after);
  const fault = found && !new RegExp(String.raw`(?<![\w-])${escapeRegExp(found.option)}(?![\w-])`, 'i').test(after === clause ? sentence.slice(0, -after.length) : sentence) ? found : null;
  // (Or what the other way cost: "Elasticsearch nous coûtait 800 € par mois …".)
  // (Or a plain fault of another name after a part said as it is now, when nothing says it was mended since: "El
  // despliegue ahora se hace con Kamal. Capistrano no sabe nada de contenedores …", not "… Webpack était trop lent …, j'ai
  // donc désactivé …".)
  return setAsideEuropean(after) || (fault !== null && (used || WOULD_EU.test(fault.reason) || COST_EU.test(fault.reason) || fault.weighed || (now && !MENDED_EU.test(fault.reason))));
}
/**
 * What a fault led us to do ("…, j'ai donc désactivé …", "…, deshalb haben wir …", "…, así que …"), or a result since the
 * change ("Sentry no tiene más errores desde el despliegue").
 */
const MENDED_EU = /\b(?:donc|alors|deshalb|daher|darum|also|por eso|así que|por lo que|entonces|desde|seit|depuis)\b/i;
/** An order to take a name, opening a prompt, perhaps after "bitte" or "por favor": "bitte nimm pnpm …" (the name in group 1). */
const ORDER_NAMED_EU = /^(?:(?:no|non|nein),?\s+)?(?:bitte\s+|por favor,?\s+)?(?:mejor\s+|plutôt\s+|lieber\s+)?(?:usa|utiliza|usad|utilise|utilisez|prends|prenez|nimm|nehmt|verwende|nutze)\s+(?:bitte\s+|plutôt\s+|lieber\s+|mejor\s+)?([\w.+#/-]+)/i;
/** An order to use a tool, opening a prompt: "usa …", "utilise …", "nimm …" (not "La app usa Redis, …", a state). */
const ORDER_EU = /^(?:(?:no|non|nein),?\s+)?(?:mejor\s+|plutôt\s+|lieber\s+)?(?:usa|utiliza|usad|utilise|utilisez|prends|nimm|nehmt|verwende|nutze)\s/i;
/** What another way would have done, in German, Spanish or French: "hätte …", "sería …", "nos ataría …", "aurait …". */
const WOULD_EU = /^(?:hätte|hätten|würde|würden|wäre|wären|habría|hubiera|sería|(?:nos\s+)?(?:ataría|obligaría)|aurait|serait|(?:nous\s+)?(?:lierait|obligerait))\b/;
/** What a way cost, in German, Spanish or French: "kostete uns …", "nos costaba …", "nous coûtait …", "nous facturait …". */
const COST_EU = /^(?:(?:uns|nos|nous)\s+)?(?:kostet|kostete|kosteten|berechnete|cuesta|costaba|cobra|cobraba|facturaba|coûte|coûtait|coûtaient|facture|facturait|facturaient)\b/;
/** "Now" in German, Spanish or French. */
const NOW_EU = /\b(?:jetzt|nun|ab sofort|ahora|maintenant|[Dd]ésormais|[Dd]orénavant)\b/;
/** A name after the sentence's first word, in capitals or code (German writes every noun with a capital: read with `isName`). */
const NAMED_EU = /\s`|\s(?:[A-Z][a-z]*[A-Z]\w*|[A-Z]{2,}\w*|[A-Z][a-z]+(?:\.[a-z]+)?)(?=[\s.,:;)]|$)/;
/** SET_ASIDE_EU alone: a sentence that sets a thing aside, which, after a decision, goes on with that decision. */
const SET_ASIDE_EU_RE = new RegExp(SET_ASIDE_EU);
export const setAsideEuropean = (sentence: string): boolean => SET_ASIDE_EU_RE.test(sentence);

/**
 * A move not made, the name it would have moved to: "plutôt que de passer à Dramatiq", "en lugar de migrar a GoodJob" (not the
 * move itself, which the generic "plutôt que X" would read).
 */
const MOVED_AGAINST_EU = [
  String.raw`\b(?:[Pp]lutôt que d(?:e\s+|')|[Aa]u lieu d(?:e\s+|'))(?:passer|migrer|basculer|revenir)\s+(?:à|au|aux|vers|sur)\s+${ARTICLE}${OPTION}`,
  String.raw`\b(?:[Ee]n lugar de|[Ee]n vez de)\s+(?:pasar(?:nos)?|migrar|cambiar|volver)\s+a\s+${ARTICLE}${OPTION}`,
].join('|');
const MOVED_AGAINST_EU_RE = new RegExp(MOVED_AGAINST_EU);
/**
 * The option a choice set aside: "statt X", "en lugar de X", "plutôt que X", "von X auf Y", "X durch Y ersetzt",
 * "reemplacé X por Y", or a thing set aside (SET_ASIDE_EU).
 */
const SET_AGAINST_EU = new RegExp(
  [
    MOVED_AGAINST_EU,
    String.raw`\b(?:[Ss]tatt|[Aa]nstatt|[Aa]nstelle von|nicht)\s+(?:(?:über|mit|auf|per|in|an|nach|im|am|beim|vom)\s+)?${ARTICLE}(?:(?:alten|bisherigen|eigenen|selbst gebauten|handgeschriebenen)\s+)?${OPTION}`,
    String.raw`\bvon\s+${ARTICLE}${OPTION}\s+(?:auf|zu)\s+\S`,
    // ("Los pagos van por el SDK de Stripe y no por RevenueCat", "… et non par RevenueCat", "… und nicht über RevenueCat".)
    String.raw`\b(?:y\s+no|et\s+non|und\s+nicht)\s+(?:por|con|en|par|avec|sur|über|mit|auf)\s+${ARTICLE}${OPTION}`,
    String.raw`\b(?:uns|mich)\s+gegen\s+${ARTICLE}${OPTION}\s+entschieden\b`,
    String.raw`\b(?:habe|haben)\s+${ARTICLE}${OPTION}\s+durch\s`,
    // ("en lugar del script de Puppeteer": the name after a word of its kind.)
    String.raw`\b(?:[Ee]n lugar del?|[Ee]n vez del?|y no|pero no)\s+${ARTICLE}(?:[a-záéíóúñ]{3,}\s+de\s+(?=[A-Z]))?${OPTION}`,
    String.raw`${ES_REPLACED}\s+${ARTICLE}${OPTION}\s+(?:por|con)\s`,
    // ("Dejamos Redux y pasamos a Zustand": what we left, then where we went.)
    String.raw`\b[Dd]ejamos\s+${ARTICLE}${OPTION}\s+y\s+(?:nos\s+)?(?:pasamos|migramos|cambiamos|movimos)\s+a\s`,
    // (What moved may be said first: "Cambié las fechas de moment a date-fns …".)
    String.raw`${ES_MOVED}\s+(?:(?:el|la|los|las)\s+[\wáéíóúñ-]+\s+)?de\s+${ARTICLE}${OPTION}(?:\s+[a-záéíóúñ]{4,})?\s+a\s`,
    String.raw`\b(?:[Pp]lutôt que|[Aa]u lieu de|et non|mais pas)\s+${ARTICLE}${OPTION}`,
    // (A place set against the choice after a comma: "…, pas dans le localStorage", "…, no en localStorage".)
    String.raw`,\s+(?:pas|no)\s+(?:dans|sur|avec|par|en|con)\s+${ARTICLE}${OPTION}`,
    String.raw`^[Nn]o\s+(?:uses|utilices|añadas|metas|uséis)\s+${ARTICLE}${OPTION}`,
    String.raw`\b(?:[Pp]as besoin d(?:e\s+|')|[Nn]o hace falta\s+|[Nn]o necesitamos\s+)${ARTICLE}${OPTION}`,
    String.raw`\b(?:[Aa]u lieu d|[Pp]lutôt qu)'${OPTION}`,
    // ("Utilise plutôt Zod que Yup": the name first, then the one set against it.)
    String.raw`\bplutôt\s+${NAME}\s+qu(?:e\s+|')${ARTICLE}${OPTION}`,
    String.raw`\b(?:remplacé|remplace|remplaçons)\s+${ARTICLE}${OPTION}\s+par\s`,
    // (What moved may be said first: "Nous avons migré les tâches planifiées de cron vers Temporal".)
    String.raw`\b(?:migré|basculé|passé|passons)\s+(?:(?:le|la|les)\s+[\wàâçéèêëîïôûù-]+(?:\s+[\wàâçéèêëîïôûù-]+)?\s+)?de\s+${ARTICLE}${OPTION}\s+(?:à|vers)\s`,
    SET_ASIDE_EU,
  ].join('|'),
);
/**
 * More of the same, read only where one of their words is said (`setAgainst`; each pattern here costs a fresh hook
 * its compile): what did the work before ("antes lo hacíamos con un cron …", "avant, on le faisait avec un cron …",
 * "vorher haben wir das mit einem Cronjob gemacht"), a choice not to use it ("Decidimos no usar GraphQL", "On a décidé
 * de ne pas utiliser GraphQL", "Wir verzichten auf GraphQL").
 */
const SET_AGAINST_MORE_WORDS = /\b(?:[Aa]ntes|[Aa]vant|[Vv]orher|[Dd]ecid[ií]|[Pp]refer(?:imos|í)|décidé|verzichte)/;
const SET_AGAINST_MORE_EU = new RegExp(
  [
    String.raw`\b[Aa]ntes\s+(?:lo\s+|la\s+|los\s+|las\s+)?(?:hacíamos|usábamos|teníamos|gestionábamos)\s+(?:con\s+)?${ARTICLE}${OPTION}`,
    String.raw`\b[Aa]vant,?\s+(?:on|nous)\s+(?:le\s+|la\s+|les\s+)?(?:faisait|faisions|utilisait|utilisions)\s+(?:avec\s+)?${ARTICLE}${OPTION}`,
    String.raw`\b[Vv]orher\s+(?:haben|hatten)\s+wir\s+(?:das\s+|es\s+)?(?:mit|über)\s+${ARTICLE}${OPTION}`,
    String.raw`\b[Vv]orher\s+(?:lief|liefen)\s+(?:das|es|alles|sie)\s+(?:mit|über)\s+${ARTICLE}${OPTION}`,
    String.raw`\b(?:[Dd]ecid[ií](?:mos)?|[Pp]refer(?:imos|í))\s+no\s+(?:usar|utilizar|adoptar|añadir)\s+${ARTICLE}${OPTION}`,
    String.raw`\bdécidé de ne pas\s+(?:utiliser|prendre|ajouter|adopter)\s+${ARTICLE}${OPTION}`,
    String.raw`\b(?:verzichten|verzichte)\s+(?:wir\s+|ich\s+)?(?:bewusst\s+|vorerst\s+)?auf\s+${ARTICLE}${OPTION}`,
  ].join('|'),
);
/**
 * Whether a sentence keeps its choice rather than move to a name in capitals (not an article German capitalises): a
 * move between named ways, "Nous gardons Celery … plutôt que de passer à Dramatiq" (not "On part sur Lyon plutôt que Paris").
 */
function namedAgainst(sentence: string): boolean {
  const option = MOVED_AGAINST_EU_RE.exec(sentence)?.slice(1).find((g) => g !== undefined) ?? '';
  return /^[A-Z]/.test(option) && opensOnName(option);
}
/** Whether an option's first word is a name, not an article German capitalises as it does every noun ("Der Runner …"). */
function opensOnName(option: string): boolean {
  const first = option.split(/\s+/)[0];
  return isName(first) && !ARTICLE_WORD.test(first);
}
/** SET_AGAINST_EU, or SET_AGAINST_MORE_EU where one of its words is said. */
const setAgainst = (sentence: string): RegExpExecArray | null =>
  SET_AGAINST_EU.exec(sentence) ?? (SET_AGAINST_MORE_WORDS.test(sentence) ? SET_AGAINST_MORE_EU.exec(sentence) : null);
/** Where the reason begins: "weil", "da", "denn", "porque", "ya que", "parce que", "car", "puisque", or a colon or dash. */
const REASON_EU = /(?:,\s*|\s+)(?:weil|da|denn|porque|ya que|dado que|puesto que|parce que|parce qu'|car|puisque)\s+(.+?)[.!]?$|(?::|\s[—–])\s+(.+?)[.!]?$/i;

/** An option, with the reason REASON_EU finds in what follows it when there is one. */
function withReasonAfter(option: string, rest: string): { option: string; reason?: string } {
  const why = REASON_EU.exec(rest);
  const reason = why?.[1] ?? why?.[2];
  return reason ? { option, reason } : { option };
}
/** The option a German, Spanish or French decision turns down, with its reason when the sentence gives one. */
export function europeanRejected(sentence: string): { option: string; reason?: string } | null {
  const m = setAgainst(sentence);
  // (Or a later clause that faults another name: "nein, nimm lieber Typesense, Meilisearch kann keine Geo-Suche"; or the
  // reason does: "…, weil Yup keine saubere TypeScript-Inferenz hat", "… : passer à Fastify aurait demandé …".)
  if (!m) return sentence.split(/,\s+|;\s+/).slice(1).map(europeanFaultNext).find((f) => f !== null) ?? faultInReasonEu(sentence);
  // (Not the stop that ends the sentence: "… plutôt que Jest.")
  const option = m.slice(1).find((g) => g !== undefined)?.replace(/[.:!?]+$/, '');
  // (Or a word in lower case that the sentence shows to be a tool: moved off to a name, or set against one said before it.)
  const lowerTool = option !== undefined && LOWER_WORD.test(option) && (movedToName(option, sentence.slice(m.index)) || nameBefore(sentence.slice(0, m.index), sentence.slice(m.index + m[0].length)));
  // (Or a kind named after its noun, as French and Spanish say it: "au lieu de scripts SQL lancés à la main".)
  const [first, second] = option?.split(/\s+/) ?? [];
  const kindOfName = second !== undefined && /^[a-zà-ÿ]+$/.test(first) && isName(second);
  if (!option || !(isName(first) || lowerTool || kindOfName)) return phraseAgainst(sentence);
  return withReasonAfter(option, sentence.slice(m.index + m[0].length));
}

/** One word in lower case, as a tool may be written ("moment", "jest"). */
const LOWER_WORD = /^[a-z][\w.+#-]*$/;
/**
 * Whether a word moved off goes to a name, which makes it a tool too: "Cambié las fechas de moment a date-fns …", "von
 * moment auf Day.js".
 */
function movedToName(option: string, from: string): boolean {
  const to = /^\s+(?:a|auf|zu|à|vers|por|par|durch)\s+\x60?([^\s\x60,;:.]+(?:\.[a-z]+)?)/.exec(from.slice(from.indexOf(option) + option.length));
  return to !== null && isName(to[1]);
}
/**
 * Whether a word set against a name said right before it ends its clause: "Usa vitest en vez de jest, …" (a tool too; not
 * "Redis en lugar de una base de datos", "Redis plutôt que dans des cookies").
 */
function nameBefore(before: string, after: string): boolean {
  const name = /\x60?([^\s\x60]+)\x60?\s*$/.exec(before)?.[1];
  return /^\s*(?:[,;:!?]|\.(?!\w)|$)/.test(after) && name !== undefined && isName(name);
}
/**
 * A place of no name set against the choice, after its preposition: "… dans Redis plutôt que dans des cookies signés,
 * parce que …", "… en Redis en lugar de en cookies firmadas", "… in Redis statt in signierten Cookies".
 */
const PHRASE_AGAINST_EU = /\b(?:[Pp]lutôt que|[Aa]u lieu de|[Ee]n lugar de|[Ee]n vez de|[Ss]tatt|[Aa]nstatt)\s+(?:dans|sur|avec|en|par|con|in|mit|auf)\s+(?:(?:des|les|le|la|un|une|los|las|el|unos|unas|den|der|die|dem|einem|einer)\s+|l')?((?:[a-zà-ÿäöüß-]{3,}|[A-ZÄÖÜ][a-zäöüß]{2,})(?:\s+(?!(?:del|des|der|den|dem|las|los|les|una|uno|und|que|con|por|par|sur|aux)\s)(?:[a-zà-ÿäöüß-]{3,}|[A-ZÄÖÜ][a-zäöüß]{2,}))?(?:\s+(?:de|del|du|des)\s+[a-zà-ÿ-]{3,})?)/;
function phraseAgainst(sentence: string): { option: string; reason?: string } | null {
  const m = PHRASE_AGAINST_EU.exec(sentence);
  return m ? withReasonAfter(m[1], sentence.slice(m.index + m[0].length)) : null;
}
/**
 * A reason that faults another name, in the reason's word order ("weil Yup keine saubere TypeScript-Inferenz hat",
 * "porque Yup no tiene …", "parce que Yup n'a pas …"), or a move to it that would have cost ("passer à Fastify aurait
 * demandé …", "cambiar a Fastify habría …", "ein Wechsel zu Fastify hätte …").
 */
const FAULT_IN_REASON_EU = new RegExp(
  [
    String.raw`\b(?:weil|da)\s+${ARTICLE}${OPTION}\s+((?:kein(?:e|en|er)?|nicht|zu)\s[^.;]*?)[.!]?$`,
    String.raw`\b(?:porque|ya que)\s+${ARTICLE}${OPTION}\s+((?:no|nunca)\s[^.;]*?)[.!]?$`,
    String.raw`\b(?:parce que|parce qu'|car|puisque)\s*${ARTICLE}${OPTION}\s+((?:ne|n')\S*\s[^.;]*?)[.!]?$`,
    String.raw`\b(?:[Pp]asser|[Mm]igrer|[Bb]asculer)\s+(?:à|vers|sur)\s+${OPTION}\s+((?:aurait|serait|impliquerait|demanderait|obligerait|coûterait|nécessiterait|voudrait dire|reviendrait à)\b[^.;]*?)[.!]?$`,
    String.raw`\b(?:[Cc]ambiar|[Mm]igrar|[Pp]asar(?:nos)?)\s+a\s+${OPTION}\s+((?:habría|hubiera|sería|implicaría|supondría|significaría|obligaría|costaría|requeriría)\b[^.;]*?)[.!]?$`,
    String.raw`\b(?:[Ee]in\s+)?(?:Wechsel|Umstieg|Umzug)\s+(?:zu|auf)\s+${OPTION}\s+((?:hätte|wäre|würde)\b[^.;]*?)[.!]?$`,
  ].join('|'),
);
/** The words FAULT_IN_REASON_EU opens on, tested first: that pattern costs a fresh hook ~4 ms to compile. */
const FAULT_IN_REASON_WORDS = /\b(?:weil|da|porque|ya que|parce|car|puisque|[Pp]asser|[Mm]igrer|[Bb]asculer|[Cc]ambiar|[Mm]igrar|[Pp]asar(?:nos)?|Wechsel|Umstieg|Umzug)\b/;
function faultInReasonEu(sentence: string): { option: string; reason: string } | null {
  const m = FAULT_IN_REASON_WORDS.test(sentence) ? FAULT_IN_REASON_EU.exec(sentence) : null;
  const [option, reason] = m ? m.slice(1).filter((g) => g !== undefined) : [];
  return option && reason && isName(option.split(/\s+/)[0]) ? { option, reason } : null;
}

/**
 * The sentence after a decision that says what another name would have cost or lacks: "MongoDB hätte einen zweiten
 * Datenspeicher bedeutet.", "Memcached no tiene persistencia.", "Jest nécessite trois plugins Babel.", "Firebase allein
 * kann nicht nach Themen-Abos segmentieren", "Google Translate estropeaba las citas …", "Pusher plafonnait le nombre de
 * connexions …".
 */
/** A part of the name, before it: "les tâches planifiées de pg-boss", "los webhooks de Twilio", "die Jobs von Sidekiq". */
const PART_OF_BODY = String.raw`[\wàâçéèêëîïôûùÿñáíóúäöüß-]{3,}(?:\s+[\wàâçéèêëîïôûùÿñáíóúäöüß-]{3,})?\s+(?:de|del|von)\s+(?=[A-Z]|[a-z][\w+#-]*[.-]\w)`;
const PART_OF_EU = String.raw`(?:${PART_OF_BODY})?`;
/**
 * An article that opens the sentence, before such a part ("Le matchmaker de Nakama ne sait pas …"): capitalised only there,
 * as German writes every noun with a capital ("Die Datenbank wäre …" names no option).
 */
const OPENING_ARTICLE_PART = String.raw`(?:(?:Le|La|Les|El|Los|Las|Der|Die|Das)\s+|L')(?=${PART_OF_BODY})`;
const FAULT_NEXT_EU = new RegExp(
  String.raw`^(?:${OPENING_ARTICLE_PART}|${ARTICLE})${PART_OF_EU}${KIND_LIKE}(?:(?:API|SDK|CLI)\s+(?=[A-Z]))?${OPTION}(?:\s+(?:auto-hébergée?s?|autoalojad[oa]s?|selbst\s+gehostete?s?|self-hosted))?(?:\s+(?:allein|alleine|solo|seule?))?(?:\s+(?:mit|con|avec)\s+${NAME_OR_WORD})?\s+((?:(?:interdit|interdisait|verbietet|verbot|prohíbe|prohibía)\s|(?:a|ont)\s+cassé\s|(?:ist|war|wäre|sind|waren)\s+(?:(?:[^.;,]|[.,]\d){0,50}?\s)?(?:langsamer|schwerer|teurer|größer|komplexer|aufwendiger|aufwändiger|überdimensioniert|übertrieben)\b|(?:es|era|sería|son|eran)\s+(?:[^.;,]|[.,]\d){1,50}?\b(?:excesivo|excesiva|desproporcionad[oa]|sobredimensionad[oa])\b|(?:est|était|serait|sont|étaient)\s+(?:[^.;,]|[.,]\d){1,50}?\b(?:surdimensionnée?|disproportionnée?|excessif|excessive)\b|(?:fehlt|fehlte|fehlen|fehlten)\s+(?:uns\s+|dort\s+|da\s+)?(?:die|der|das|ein|eine|einen|jede|jeder|jedes|komplett)\s|[a-zàâçéèêëîïôûù]{3,}rait\s+[^.;]{1,60}?,\s+mais\s|[a-zàâçéèêëîïôûù]{3,}ait\s+[^.;]{1,60}?,\s+mais\s+(?:ses|son|sa|il|elle)\s|[a-záéíóúñ]{3,}ría\s+[^.;]{1,60}?,\s+pero\s|n'(?:a|aura|avait)\s+plus\b|(?:[a-záéíóúñ]+\s+[^.;]{1,60}?\s+y\s+)?(?:rompió|rompía|falló|fallaba|estropeó|estropeaba|re-?renderizaba|bloqueaba|tardaba|perdía|duplicaba|saturaba)\s|(?:cassait|abîmait|plafonnait|plafonne|alourdissait|ralentissait|ramait|bloquait|perdait|dupliquait|saturait|plantait)\s|solo\s+(?:cubre|soporta|admite|sirve para|funciona con)|ne\s+(?:couvre|gère|supporte|prend en charge)\s+que|(?:deckt|unterstützt)\s+nur|funktioniert\s+nur|hätte|hätten|würde|würden|wäre|wären|ist zu|war zu|(?:ist|war|waren|sind)\s+(?:zu\s+)?(?:fehleranfällig|instabil|unzuverlässig|umständlich)|(?:es|era|est|était)\s+(?:demasiado\s+|trop\s+)?(?:inestable|frágil|instable|fragile)|(?:c'est|c'était|est|était)\s+trop\s|(?:es|era)\s+demasiado\s|braucht|brauchte|hat kein(?:e|en|er)?|hatte kein(?:e|en|er)?|kann kein(?:e|en|er)?|können kein(?:e|en|er)?|unterstützt kein(?:e|en|er)?|no puede|no pueden|no soporta|no soportan|no permite|no permiten|(?:wird|ist)\s+nicht\s+mehr\s+gepflegt|(?:ya\s+)?no\s+se\s+mantiene|n'est\s+plus\s+maintenue?|(?:ist|war|sind|waren)\s+(?:[^.;]|\.\d){0,40}?(?:überdimensioniert|übertrieben)|(?:est|était)\s+(?:[^.;]|\.\d){0,40}?surdimensionnée?|(?:es|era)\s+(?:[^.;]|\.\d){0,40}?sobredimensionad[oa]|limite|limitait|limita|limitaba|begrenzt|pierde|perdía|perd(?:ait|aient)?|verliert|verlor|ne permet pas|ne permettent pas|ne gère pas|ne gèrent pas|ne sait pas|ne savait pas|(?:nous\s+)?(?:coûte|coûtait|coûtaient|coûterait|facturait|facturaient|facturerait)|(?:uns\s+)?(?:kostet|kostete|kosteten|würde\s+(?:uns\s+)?kosten)|(?:nos\s+)?(?:cuesta|costaba|costaría|cobra|cobraba|cobraría)|ne supporte pas|ne supportent pas|facturait|factur(?:e|ait)\s+(?:chaque|chacune|par|à)|dépassait|subió|subieron|ya no tiene|ya no soporta|depende de|dependía de|dépend de|dépendait de|consume demasiad[oa]|consomme trop|verbraucht zu viel|se rompen?|ne peut pas|(?:ist|war|wäre|sind|waren)\s+(?:[^.;,]|\.\d){1,50}?\bzu\s+(?:schwer(?:gewichtig)?|teuer|langsam|groß|komplex|aufwendig|aufwändig|träge)\b|hat(?:te)?\s+(?:[^.;,]){1,40}?\bkein(?:e|en|er)?\b|(?:kann|konnte|können|konnten)\s+(?:[^.;,]{1,50}?\s)?nicht\b|rechnet(?:e|en)?\s+(?:[^.;,]{0,30}?\s)?(?:pro|je)\s|(?:pesa|pesaba|pesan|pesaban)\s+(?:más de\s+|casi\s+)?\d|añad(?:e|ía)\s+(?:otra|una)\s+capa\b|no sabe(?:n)? nada de|(?:es|era|sería)\s+demasiado\s+(?:para|grande|pesad[oa]|car[oa]|lent[oa]|complej[oa])\b|mett(?:ait|aient|rait) (?:plus de |près de )?\d+ (?:secondes|minutes|s|min)\b|cass(?:e|ait|aient|erait)\b|ne peuvent pas|ne sait pas|ne savait pas|está abandonad[oa]|está obsolet[oa]|est abandonnée?|ist veraltet|(?:embarque|embarquait|pèse|pesait)\s+(?:plus de\s+|près de\s+)?\d+|(?:tarda|tardaba|tardó|tardaría)\s+(?:unos\s+|más de\s+|casi\s+)?\d+|(?:dauert|dauerte)\s+(?:über\s+|fast\s+)?\d+|habría|hubiera|sería|(?:nos\s+)?(?:ataría|obligaría)|necesita|necesitaba|no tiene|no tenía|es demasiado|era demasiado|aurait|serait|(?:nous\s+)?(?:lierait|obligerait)|nécessite|nécessitait|n'a pas|est trop|était trop)(?:\b.+?|(?<=[a-zäöüßàâçéèêëîïôûùÿñáíóú])))[.!]?$`,
);

/**
 * A name weighed and set aside, after a decision: "Cloudflare APO haben wir auch angeschaut, aber das funktioniert nur
 * mit WordPress.", "Elasticsearch habe ich mir auch angesehen, aber …", "Agenda était une autre piste, mais il stocke …",
 * "También probamos Pulsar, pero …", "Pensé en usar JWT sin estado, pero …", one granted more of something ("FastAPI es
 * más rápido, pero …", "Podman ist schlanker, aber …"), or the why-not
 * label a summary gives it: "Warum nicht das Rails-Fragment-Caching allein: …", "Pourquoi pas Redis : …".
 */
const WEIGHED_BUT_EU = new RegExp(
  [
    String.raw`^${ARTICLE}${OPTION}\s+(?:habe|haben|hatte|hatten)\s+(?:ich|wir)\s+(?:mir\s+|uns\s+)?(?:auch\s+|ebenfalls\s+|zuerst\s+|kurz\s+)*(?:angeschaut|angesehen|getestet|ausprobiert|geprüft|erwogen|betrachtet|im Test)\s*,\s+(?:aber|doch)\s+(.+?)[.!]?$`,
    // (One that would have done the job too: "Puppeteer también servía, pero …", "wkhtmltopdf marchait aussi, mais …", "Puppeteer ging auch, aber …".)
    String.raw`^${ARTICLE}${OPTION}\s+(?:también\s+|aussi\s+|auch\s+)?(?:servía|serviría|funcionaba|funcionaría|marchait|fonctionnait|suffisait|ging|funktionierte)(?:\s+(?:también|aussi|auch))?\s*,\s+(?:pero|mais|aber)\s+(.+?)[.!]?$`,
    String.raw`^${ARTICLE}${OPTION}\s+(?:también\s+)?(?:était|étaient|era|eran|war)\s+(?:aussi\s+|también\s+|auch\s+)?(?:une autre piste|une autre option|une option|une alternative|l'autre option|otra opción|una opción|una alternativa|la otra opción|eine andere Option|eine Alternative|eine Option|die andere Option|die Alternative)\s*,\s+(?:mais|pero|aber)\s+(.+?)[.!]?$`,
    String.raw`^(?:[Tt]ambién\s+)?(?:[Pp]robamos|[Pp]rob[eé]|[Cc]onsideramos|[Cc]onsider[eé]|[Mm]iramos|[Ee]valuamos|[Pp]ens[eé] en(?:\s+usar)?|[Pp]ensamos en(?:\s+usar)?)(?:\s+(?:primero|antes|también))?(?:\s+con)?\s+${ARTICLE}${OPTION}(?:\s+[\wáéíóúñ]+){0,4}?(?:\s+también)?\s*,\s+pero\s+(.+?)[.!]?$`,
    String.raw`^${FR_PERFECT}\s+(?:aussi\s+|également\s+)?(?:regardé|testé|essayé|envisagé)\s+${ARTICLE}${OPTION}\s*,\s+mais\s+(.+?)[.!]?$`,
    String.raw`^${ARTICLE}${OPTION}\s+(?:es|era|sería|est|était|serait|ist|war|wäre)\s+(?:(?:mucho\s+|bien\s+)?(?:más|plus)\s+[a-záéíóúàèêç-]+|mejor|meilleur|(?:viel\s+|deutlich\s+)?[a-zäöüß]{3,}er)\b[^,;]{0,40}?,\s+(?:pero|mais|aber)\s+(.+?)[.!]?$`,
    // (One that came up, then why not: "Redux Toolkit salió en la reunión de planificación, pero …", "Redux Toolkit a été
    // évoqué en réunion, mais …", "Redux Toolkit kam im Planungsmeeting auf, aber …".)
    String.raw`^${ARTICLE}${OPTION}\s+(?:salió|surgió|se\s+mencionó|se\s+propuso|a\s+été\s+(?:évoquée?|proposée?|mentionnée?)|kam|war\s+im\s+Gespräch|wurde\s+(?:vorgeschlagen|erwähnt))(?:\s+[^,;.]{1,50}?)?\s*,\s+(?:(?:pero|mais|aber)\s+|(?=(?:ist|war|wäre|sind|waren)\s+aber\s))(.+?)[.!]?$`,
    // (What ran it before, then what went wrong: "Vorher lief das über Thumbor, und das hat … den Speicher gesprengt.", "…
    // über ein PDF und den Windows-Druckdialog, und …", the first thing named the option.)
    String.raw`^(?:Vorher|Früher|Bisher)\s+(?:lief|liefen)\s+(?:das|es|alles|sie)\s+(?:mit|über)\s+(?:ein(?:e|en|em)?\s+)?${ARTICLE}${OPTION}(?:\s+(?:und|oder)\s+${ARTICLE}[\wäöüß.+-]+(?:\s+[\wäöüß.+-]+){0,3}?)?\s*,\s+(?:und|aber)\s+(.+?)[.!]?$`,
    String.raw`^(?:Warum nicht|¿?Por qué no|Pourquoi pas)\s+${ARTICLE}${OPTION}(?:\s+(?:allein|solo|seul))?\s*\??\s*:\s+(.+?)[.!]?$`,
  ].join('|'),
);

/** A move that opens the sentence after a decision: "Passer à PostgreSQL demanderait …", "Migrar a Postgres implicaría …". */
const MOVE_OPENS_EU = /^(?:Passer|Migrer|Basculer|Cambiar|Migrar|Pasar(?:nos)?|(?:Ein|Der)\s+(?:Wechsel|Umstieg|Umzug))\s/;
/** The name the sentence after a German, Spanish or French decision faults or set aside, with the fault as its reason. */
export function europeanFaultNext(sentence: string): { option: string; reason: string } | null {
  const found = faultOrAside(sentence);
  // (Or what moving to it would cost: "Passer à PostgreSQL demanderait de réécrire …" after "On reste sur MySQL.")
  return found ? { option: found.option, reason: found.reason } : MOVE_OPENS_EU.test(sentence) ? faultInReasonEu(sentence) : null;
}
/** `europeanFaultNext`, and whether the sentence sets the name aside as WEIGHED_BUT_EU reads it (`weighed`). */
function faultOrAside(text: string): { option: string; reason: string; weighed: boolean } | null {
  // ("también habría funcionado" read as "habría también funcionado", the order the patterns know.)
  const sentence = text.replace(ALSO_BEFORE_WOULD_ES, ' $2 $1');
  const had = WITH_HAD_TO_EU.exec(sentence);
  if (had && isName(had[1]) && !ARTICLE_WORD.test(had[1])) return { option: had[1], reason: had[2], weighed: false };
  const fault = FAULT_NEXT_EU.exec(sentence);
  const m = fault ?? WEIGHED_BUT_EU.exec(sentence);
  const [option, said] = m ? m.slice(1).filter((g) => g !== undefined) : [];
  // (What it would have done well is no fault: "Dokku aurait marché aussi, mais il ne gère qu'un seul serveur.")
  const reason = said && (CONCEDED_EU.exec(said)?.[1] ?? said);
  // (Nor a noun after a capitalised article, as German writes every noun: "Der Runner hatte tagsüber keine freien Slots".)
  return option && reason && opensOnName(option) ? { option, reason, weighed: fault === null || WEIGHED_BUT_EU.test(sentence) } : null;
}
/** "también" before the conditional it goes with: "React Admin también habría funcionado, pero …". */
const ALSO_BEFORE_WOULD_ES = /\s(también)\s+(habría|hubiera|sería)\b/;
/**
 * What we had to do with a name: "Mit nginx mussten wir die Zertifikate per Cronjob erneuern, …", "Con nginx teníamos que
 * …", "Avec nginx, il fallait …", or how long it took: "Mit pandas brauchte die Jahresdatei fast vier Minuten …", "Con
 * pandas tardaba …" (the name in group 1, the rest its reason).
 */
const WITH_HAD_TO_EU = /^(?:Mit|Con|Avec)\s+([\w.+#/-]+(?:\s+[A-Z][\w.+#/-]*)?),?\s+((?:mussten|musste|müssten|hätten)\s+wir\s.+?|(?:brauchte|brauchten|dauerte|dauerten)\s+(?:[\wäöüß-]+\s+){0,3}?(?:fast\s+|über\s+|rund\s+|etwa\s+)?(?:\d|zwei|drei|vier|fünf|zehn|zwanzig|eine?\s).*?|(?:tardaba|tardaban|tardábamos)\s.+?|(?:teníamos|tendríamos|había|habría)\s+que\s.+?|(?:il\s+fallait|il\s+faudrait|on\s+devait|nous\s+devions|on\s+devrait)\s.+?)[.!]?$/;
/** An article, capitalised as it opens a sentence. */
const ARTICLE_WORD = /^(?:Der|Die|Das|Dem|Den|Ein|Eine|Einem|Einer|El|La|Los|Las|Un|Una|Le|Les|Une)$/;
/** The same in either case: "den" of "nimm den Zug …". */
const ANY_ARTICLE = new RegExp(ARTICLE_WORD.source, 'i');
/** "aurait marché aussi, mais …", "habría funcionado también, pero …", "hätte auch funktioniert, aber …": the fault after. */
const CONCEDED_EU = /^(?:(?:aurait|habría|hubiera|hätte)\s+(?:aussi\s+|également\s+|también\s+|auch\s+)?(?:marché|fonctionné|funcionado|servido|funktioniert|geklappt|gereicht)(?:\s+(?:aussi|également|también|auch))?|(?:wäre|aurait été|habría sido|hubiera sido)\s+(?:[a-zäöüßàâçéèêëîïôûùÿñáíóú-]+\s+){0,3}?[a-zäöüßàâçéèêëîïôûùÿñáíóú-]+(?:\s+gewesen)?)\s*,\s+(?:mais|pero|aber|doch)\s+(.+)$/;
