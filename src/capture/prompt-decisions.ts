import { FAULTED_JA, clauseFault } from './faults.ts';
import { aboutSoftware } from './software.ts';
import { isName, isTool } from './names.ts';
import { NAMED, jaOption } from './options.ts';
import { LEAD_IN } from './prose.ts';

// Decisions a user states in a prompt, and the same sentences when an agent says them ("Let's use Zod …").

/**
 * A decision the user states in the prompt is a team's call said to the agent: "Let's not use GraphQL; we'll
 * stick with REST since …", "OK, we'll go with Postgres over MySQL", "Let's switch the main database from
 * Postgres to MySQL", "Let's use Postgres for the main database". Prompts are full of a person's own choices
 * ("I think I'll go with the grilled chicken"), so only these openings count, and the sentence must name a
 * tool (a capitalised word or an acronym, or a package-like word) after its first word. Such a sentence
 * decides by itself when it gives a reason, names what it turns down, or says what the choice is for ("for
 * the main database"); not a task's means ("Let's use Chrome DevTools to profile it").
 */
export const PROMPT_DECISION = new RegExp(
  String.raw`^${LEAD_IN}(?:(?:let'?s|let us|we'll|we will|we're going to|we are going to|we're not going to|we are not going to|we should|we won't|we will not|don't|do not)\s+(?:not\s+|just\s+|keep\s+|now\s+)?(?:use|using|go with|go back to|revert to|stick with|stay on|stay with|switch|move|migrate|replace|keep|put|store|host|self-host|adopt|add|introduce|drop|standardi[sz]e on|(?:rewrite|redo|rebuild|port)\s+[^,;.]{1,40}?\s+(?:with|in|on|to|using))|(?:we're|we are)\s+(?:going with|sticking with|staying on|staying with|keeping|switching to|moving to|dropping|retiring|removing)|(?:i've|i have|we've|we have)\s+decided\b|we\s+(?:don't|do not)\s+need)\b`,
  'i',
);
/**
 * Who a reason clause speaks of, and what it says they are, have or do: "…, the DBA team only reviews liquibase
 * changelogs", "… — the CI runners only have Jest reporters set up", "…, the platform team will run it for us".
 * Read after a comma in a prompt's decision (PROMPT_GROUNDS), after a dash in a bare order (ORDER_GROUNDS).
 */
const WHO = String.raw`(?:(?:the|our)\s+[\w-]+(?:\s+[\w-]+)?|we|it|it's|they|that)`;
const HOW_FAR = String.raw`(?:will\s+)?(?:only\s+|already\s+|just\s+|still\s+)?`;
const SAYS_OF_IT = String.raw`(?:is|are|has|have|can't|cannot|doesn't|don't|won't|needs?|wants?|knows?|reviews?|supports?|requires?|runs?|uses?)`;
/** Who a reason clause speaks of, then what it says they are, have, do or must: "the QA team knows it". */
const SAYS_OF = (who: string): string => String.raw`${who}\s+${HOW_FAR}(?:${SAYS_OF_IT}|must)\b`;
const PROMPT_GROUNDS = new RegExp(
  String.raw`\b(?:because|since|as|instead of|rather than|over|from|for (?:the|our|all|every|this|new)|everywhere|from now on|going forward|after all|so (?:that|the|we|our)|(?:i|we) (?:don't|do not) want to)\b|,\s+(?:not|no)\s|;\s+\S|\b(?:is|are)\s+(?:fine|enough|plenty|overkill|too\s+\w+)\b|,\s+(?:[\w'-]+\s+){1,6}?(?:already\s+(?:runs?|uses?|knows?|has|have|supports?|pays? for)|(?:knows?|uses?|runs?|supports?)\s+it)\b|,\s+(?:${WHO}|this|everyone|nobody)\s+${HOW_FAR}${SAYS_OF_IT}\b`,
  'i',
);
/** A clause that opens on who wants it or what they have: "the team knows Drizzle …". */
const GROUNDS_OPENING = new RegExp(String.raw`^${SAYS_OF(`(?:${WHO}|everyone|nobody)`)}`, 'i');
/** The clause after a comma or dash that says who wants it or what they have: "…, the QA team knows it". */
const GROUNDS_CLAUSE = new RegExp(String.raw`(?:,|\s[—–-])\s+(${SAYS_OF(`(?:${WHO}|this|everyone|nobody)`)}[^,;.!?]*)[.!]?$`, 'i');
/** The why a prompt's decision gives in a last clause of who wants it ("use cypress instead of playwright, the QA team knows it"). */
export const groundsOf = (sentence: string): string | undefined => GROUNDS_CLAUSE.exec(sentence)?.[1];
/** "Let's not use X", "we won't …", "don't use …" turn an option down: the rejection rules read them, and they choose nothing. */
const NEGATED = new RegExp(String.raw`^${LEAD_IN}(?:let'?s not|let us not|we won't|we will not|we're not going to|we are not going to|we should not|we shouldn't|don't|do not)\b`, 'i');
/**
 * A bare order decides when it sets one name against another or says it is a rule: "use Zod instead of Joi for
 * the payloads", "switch the API client to ky, not axios", "use pnpm everywhere from now on", a way back with who
 * wants it after a comma ("no, go back to postgres, the ops team wants the managed backups") (not a task's
 * means: "use the debugger to find it"), or faults another in a later clause ("switch the rate limiting to
 * fastapi-limiter, slowapi hasn't had a release in a year"), or says what the user does not want to redo ("keep using
 * Sentry, I don't want to migrate the alerts again"), or moves from one name to another ("switch the tests from mocha to
 * vitest"), or says why after a semicolon ("move the cron jobs to GitHub Actions schedules; the VM they run on is going
 * away"), or puts a part back ("revert the logger back to structlog, loguru broke …"). Asked as a question too: "can you
 * switch …?".
 */
export const PROMPT_ORDER = new RegExp(String.raw`^${LEAD_IN}(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:use|keep using|switch to|move to|migrate to|go with|stick with|stick to|stay on|stay with|standardi[sz]e on|go back to|switch back to|move back to|revert to|(?:switch|move|migrate|port)\s+(?:the\s+|our\s+)?[\w -]{1,30}?\s+(?:over\s+)?to|(?:revert|switch|move|put)\s+(?:the\s+|our\s+)?[\w -]{1,30}?\s+back\s+to|replace\s+(?:the\s+|our\s+)?[\w -]{1,40}?\s+with)\s`, 'i');
const ORDER_GROUNDS = new RegExp(
  String.raw`^${LEAD_IN}(?:please\s+)?replace\s[^,;]{3,60}?\swith\s[^,;]{2,40}(?:,|\s[—–])\s+\S|\b(?:instead of|rather than|from now on|going forward|everywhere|after all)\b|\bfrom\s+[\w.+#@/-]+(?:\s+[\w.+#@/-]+)?\s+to\s+\S|;\s+(?:the|our|it|they|we|that|this)\s|,\s+not\s|,\s+(?:I|we)\s+(?:don't|do not)\s+want\s+to\s+(?:migrate|redo|rewrite|rebuild|port|move|touch|retrain|relearn|learn)\b|\s[—–]\s+${SAYS_OF(WHO)}|\b(?:(?:go|switch|move) back|revert) to\s[^,;]{1,40},\s+${SAYS_OF(WHO)}`,
  'i',
);

/**
 * A clause of a prompt that turns a tool down: "don't use moment", "skip the ORM", "forget about graphql", "no
 * tailwind please", "please don't add lodash", "we're not doing microservices", "we're not moving to Next.js", "I'd
 * rather not add redux", "let's drop celery". The option is
 * its first word, and the next one when that is a name ("no Styled Components").
 */
const SWAP_OUT = /^(?:(?:actually|ok(?:ay)?|no|hmm|please)[,.]?\s+)*(?:(?:don't|do not|never|let's not|let us not|we won't|we will not|can we not|could we not)\s+(?:use|add|pull in|install|bring in|go with)|(?:let's\s+|let us\s+)?(?:not|don't)\s+bother\s+with|no need for|(?:let's\s+|let us\s+|just\s+)?(?:drop|skip|ditch|forget(?:\s+about)?|get rid of)|no more|no|(?:we're|we are)\s+not\s+(?:doing|using|adding|going with|moving to|switching to|migrating to)|(?:we're|we are)\s+(?:dropping|ditching|retiring|removing)|i'd rather not\s+(?:use|add|pull in|go with))\s+(?:the\s+|an?\s+)?([\w.+#@/-]+)(?:\s+([\w.+#@/-]+))?(\s+(?:service|server|library|package|framework|layer|cluster|queue|sidecar|dependency|database|cache|plugin))?(?:\s+(?:for|in)\s+(?!now\b)(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?(?:\s+(?:please|for now|here|anymore|at all))?[.!]?$/i;
/**
 * A clause after a tool turned down that says something of its part or of us, three words or more: its why ("the free tier
 * caps out in a week", "its SDK adds 2 MB").
 */
const ITS_WHY = /^(?:the|its|it|it's|their|they|they're|we|we're|our)\s+\S+(?:\s+\S+){1,14}$/i;
/**
 * A clause that says what to take instead: "use date-fns", "we'll stay on REST", "keep it a monolith", "write raw
 * SQL with pg", "context is fine for this app", "the marketing site stays on Astro"; or a short phrase with "plain",
 * "just" or "only" (SWAP_SHORT:
 * "plain CSS modules", "hooks only").
 */
const SWAP_IN = /^(?:(?:actually|just|then|ok(?:ay)?)[,.]?\s+)*(?:(?:let's|let us|we'll|we will|we're going to)\s+)?(?:(?:use|keep|stay on|stay with|stick with|stick to|go with|switch to|move to|write\s+[^,;]{1,40}?\s+with|run\s+[^,;]{1,40}?\s+(?:with|on|in|via)|do it (?:with|in))\s+\S|\S.{0,40}?\s+(?:is|are)\s+(?:fine|enough|plenty)\b|\S.{0,40}?\s+(?:stays?|remains?)\s+(?:on|with|in)\s+\S)/i;
const SWAP_SHORT = /^(?:(?:plain|just|only)\s+[\w.+#@/-]+(?:\s+[\w.+#@/-]+){0,2}|[\w.+#@/-]+(?:\s+[\w.+#@/-]+){0,2}\s+only)[.!]?$/i;

/**
 * The same in Japanese: 「momentは使わないで、date-fnsを使って」, 「ORMはやめて、pgで生のSQLを書いて」, 「Redux は使わないで、Zustand で十分
 * です」, 「Webpack はもうやめて、Vite に移行してください」.
 */
const SWAP_JA = /^(.{1,40}?)(?:は|を)(?:もう)?(?:使わないで|使わずに|やめて|なしで|入れないで)[、,]\s*(.{1,60}?)(?:(?:を|で)(?:使って|使う|使おう|書いて|書く|お願い|十分|足ります|いい|大丈夫)|(?:に|へ)(?:移行|切り替え|変更|乗り換え)して)/u;
/**
 * The same in Chinese: 「不要用 moment，用 date-fns」, 「别用 ORM，直接用 pg 写 SQL」, 「以后别用 lodash 了，直接用原生方法」 (a name in
 * Latin letters turned down), 「不要用 Redux，Zustand 就够了」.
 */
const SWAP_ZH = /^(?:以后|今后|从现在起|从今天起)?\s*(?:不要|别|不用|不准)(?:再)?(?:用|使用)\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*了?\s*[，,;；]\s*(?:(?:改用|换成|直接用|用|使用)\s*(?:[A-Za-z]|原生|自带|内置|标准库)|[A-Za-z][\w.+#/-]*\s*(?:就够了|就够用了|足够了|就行了|就可以了))/;
/**
 * A tool turned down first in German, Spanish or French, then what is enough or why, after a comma: "bitte kein Redux hier,
 * Zustand reicht für drei Stores", "no añadas lodash, solo necesitamos dos funciones", "pas de Redux, Zustand suffit" (the
 * name in group 2; group 1 the word "kein" or "pas de", which German or French say of any noun: "kein Problem, …" turns
 * nothing down, so there the name must be a known tool, or the clause after must name what is enough and the sentence
 * be about software: "kein Stress, Montag reicht auch" is not).
 */
const SWAP_OUT_EU = /^(?:(?:nein|no|non)[,.]?\s+)?(?:bitte\s+)?(?:(kein(?:e|en)?|pas\s+de)|no\s+(?:uses|utilices|añadas|metas|pongas)|n'ajoutez?\s+pas|n'utilisez?\s+pas|n'installez?\s+pas|ne\s+mets\s+pas|ne\s+mettez\s+pas)\s+([\w.+#/-]+)(?:\s+(?:hier|bitte|mehr|aquí|ici|por favor|s'il te plaît))?\s*,\s+(\S.*)$/i;
/** What is enough instead, opening the clause after: "Zustand reicht …", "Zustand suffit" (the name in group 1). */
const ENOUGH_EU = /^([\w.+#/-]+)\s+(?:reicht|genügt|suffit|basta|alcanza)\b/;
/**
 * A part put (back) on a name in Chinese, then a clause that faults another: 「日志换回 structlog，loguru 把 Sentry 集成搞坏了」,
 * 「日志改用 Loki，ELK 太占资源了」, 「队列改用 NATS 吧，RabbitMQ 运维太麻烦」 (a word of what before the fault; that name in group 1).
 */
const BACK_THEN_FAULT_ZH = /(?:换回|改回|切回|改用|换成)(?:到|成)?\s*[A-Za-z][\w.+#/-]*[^，,。]{0,10}[，,]\s*([A-Za-z][\w.+#/-]*)\s*(?:把[^，,。]{1,20}?(?:搞坏|弄坏|弄崩|搞崩)|[^，,。]{0,6}?(?:太|不|会)|已经|总是|老是)/;
/** The other order: 「テストは Jest ではなく Vitest で書いてください」, 「状态管理用 Zustand，不要用 Redux」 (the name turned down in group 1). */
const SWAP_INSTEAD_JA = /([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*ではなく\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?\s*(?:で|を)(?:書いて|使って|お願い)/u;
const SWAP_THEN_NOT_ZH = /(?:用|改用|使用)\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?[^，,。]{0,10}?[，,]\s*(?:不要|别|不用)(?:再)?(?:用|使用|上|引入)\s*([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)/;
/**
 * A name kept against another granted its merit, then why not: "keep Prisma for now, I know Drizzle is faster but the
 * team isn't ready for another migration this quarter" (the other name in group 2, the why in group 3).
 */
const KEEP_DESPITE = new RegExp(String.raw`^${LEAD_IN}(?:please\s+)?(?:keep|stay on|stick with)\s+([\w.+#/-]+)(?:\s+for\s+now)?,\s+(?:I|we)\s+know\s+([\w.+#/-]+)\s+(?:is|has|would be|gives|does)\s+[^,;.!?]{2,50}?,?\s+but\s+(.+?)[.!]?$`, 'i');
/** A name not to use, with why, in a sentence of its own: 「winston は遅いので使わないでください。」 */
const NOT_USE_WHY_JA = /^([A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?)\s*(?:は|を)\s*(.{1,40}?)(?:ので|から)[、,]?\s*(?:使わないで|使用しないで|入れないで)(?:ください|下さい)?[。.]?$/u;
/**
 * A prompt's swap of one tool for another, in two clauses in either order ("don't use moment, use date-fns", "skip
 * the ORM, write raw SQL with pg", "let's drop celery and use dramatiq, celery's beat keeps double-firing"): the
 * option turned down, with the rest of the sentence as its reason. One side must name a tool (a capital, a
 * package-like word, a known tool in lower case) or the sentence be about software ("we're not doing microservices,
 * keep it a monolith"): "no sugar, use honey" swaps no tool. `aboutProject`: the text is said of the project (a
 * memory stored on purpose: `engrim remember`), so a tool unknown in lower case ("no redux, context is enough") counts.
 */
/**
 * A part moved off a named tool, in a prompt: "let's move the lobby off Photon, the CCU pricing is killing us" (the tool in
 * group 1, the clause after it in group 2).
 */
const MOVE_OFF_PROMPT = new RegExp(String.raw`^${LEAD_IN}(?:(?:let's|let us|we'll|we will|we're going to|we should|please)\s+)?(?:move|migrate|get|take)\s+(?:the\s+|our\s+)?[\w -]{1,30}?\s+off\s+(?:of\s+)?([\w.+#@/-]+)(?:\s+(?:now|for good|entirely))?\s*(?:,|\s[—–])\s+(.+?)[.!]?$`, 'i');
/** What MOVE_OFF_PROMPT moves off, when it names a tool, and the clause after it as why. */
export function promptMovedOff(sentence: string): { option: string; reason: string } | null {
  const m = MOVE_OFF_PROMPT.exec(sentence.trim());
  return m && isName(m[1]) ? { option: m[1], reason: m[2] } : null;
}

/**
 * A Japanese order to make a part a name, then another name faulted: 「クラッシュレポートは Backtrace にして、Crashlytics はコンソールの
 * シンボルを扱えないので」 (the other name in group 1, its fault in group 2).
 */
const ORDER_THEN_FAULT_JA = new RegExp(String.raw`^[^。、]{1,30}?は\s*[A-Za-z][\w.+#/-]*(?:\s[A-Za-z][\w.+#/-]*)?\s*(?:に|で)(?:して(?:ください)?|しよう|しましょう|お願いします?)[、,。]\s*${FAULTED_JA}`, 'u');

/**
 * ORDER_THEN_FAULT_JA's other name and fault, read on a whole prompt (its fault may be a sentence of its own: "…にして
 * ください。Crashlytics は…扱えません。").
 */
export function orderThenFaultJa(text: string): { option: string; reason: string } | null {
  const m = ORDER_THEN_FAULT_JA.exec(text.trim());
  return m && isName(m[1]) ? { option: m[1], reason: m[2] } : null;
}

export function promptSwap(sentence: string, aboutProject = false): { option: string; reason?: string } | null {
  const despite = KEEP_DESPITE.exec(sentence);
  if (despite && (aboutProject || isName(despite[1]) || isName(despite[2]) || aboutSoftware(sentence))) return { option: despite[2], reason: despite[3] };
  const other = SWAP_INSTEAD_JA.exec(sentence) ?? SWAP_THEN_NOT_ZH.exec(sentence);
  if (other && isName(other[1])) return { option: other[1] };
  const faulted = orderThenFaultJa(sentence);
  if (faulted) return faulted;
  const notUse = NOT_USE_WHY_JA.exec(sentence);
  if (notUse && isName(notUse[1])) return { option: notUse[1], reason: notUse[2] };
  const ja = SWAP_JA.exec(sentence);
  const jaOut = ja ? jaOption(ja[1]) : '';
  if (ja && jaOut && (isName(jaOut) || NAMED.test(` ${jaOut} ${ja[2]}`))) return { option: jaOut };
  const zh = SWAP_ZH.exec(sentence) ?? BACK_THEN_FAULT_ZH.exec(sentence);
  if (zh) return { option: zh[1] };
  const eu = SWAP_OUT_EU.exec(sentence);
  const enough = eu ? ENOUGH_EU.exec(eu[3]) : null;
  if (eu && isName(eu[2]) && (!eu[1] || isTool(eu[2].toLowerCase()) || (enough !== null && isName(enough[1]) && aboutSoftware(sentence)))) return { option: eu[2], reason: eu[3].replace(/[.!]$/, '') };
  // A clause may open with a label of the whole ("keep it simple: no ORM, just pg").
  const clauses = sentence.split(/,\s+|;\s+|\s+(?:and|but)\s+(?=(?:just\s+)?(?:use|keep|stay|stick|go|switch|move|write|run)\b)/i).map((c) => c.replace(/^[^:]{2,30}:\s+(?=\S)/, ''));
  // The clause that turns a tool down, and the one that says what to take: the next clause or the one before, else any
  // other ("drop the sidecar, one more container isn't worth it for 12 flags; a restart to change a flag is fine").
  for (let i = 0; i < clauses.length; i++) {
    const out = SWAP_OUT.exec(clauses[i]);
    if (!out) continue;
    const order = [i + 1, i - 1, ...clauses.keys()].filter((j) => j >= 0 && j < clauses.length && j !== i);
    const j = order.find((k) => (SWAP_IN.test(clauses[k]) || SWAP_SHORT.test(clauses[k])) && !SWAP_OUT.test(clauses[k]));
    // (Or a named tool turned down first, then who has what instead: "no Prisma here please, the team knows Drizzle and
    // Prisma's engine binary breaks our Alpine images".)
    // (Or a clause said of its part or of us, its why: "we're dropping Amplitude, the free tier caps out in a week".)
    if (j === undefined && i === 0 && clauses.length > 1 && isName(out[1]) && (!out[2] || /^(?:here|there|please)$/i.test(out[2])) && (GROUNDS_OPENING.test(clauses[1]) || ITS_WHY.test(clauses[1]))) {
      return { option: out[1], reason: clauses.slice(1).join(', ').replace(/[.!]$/, '').trim() };
    }
    if (j === undefined) continue;
    // (A kind of thing, in three words: "let's not add a feature flag service, env vars are enough …".)
    const option = out[3] ? `${out[1]}${out[2] ? ` ${out[2]}` : ''}${out[3]}` : out[2] && isName(out[2]) ? `${out[1]} ${out[2]}` : out[1];
    // (A pronoun names nothing turned down: "drop it, I was wrong; the old version is fine".)
    if (/^(?:it|this|that|them|these|those)$/i.test(option)) continue;
    if (!aboutProject && !NAMED.test(` ${option} ${clauses[j]}`) && !isName(option) && !aboutSoftware(sentence)) continue;
    const rest = clauses.filter((_, k) => k !== i && k !== j).join(', ').replace(/[.!]$/, '').trim();
    return { option: option.replace(/[.!]$/, ''), reason: rest || undefined };
  }
  return null;
}

/**
 * A preference the user states between two tools: "I prefer zod over yup for this", "I'd rather use Biome than
 * ESLint". About software: one of them a known tool, or the sentence about software ("I prefer Spotify over Apple
 * Music" is not; `aboutProject`: said of the project, it is).
 */
const PREFER_EN = new RegExp(String.raw`^${LEAD_IN}(?:i|we)(?:'d|\s+would)?\s+(?:(?:much|really|rather)\s+)?(?:prefer|rather use|rather go with)\s+(?:the\s+|using\s+)?([\w.+#/-]+)(?:\s+[\w.+#/-]+)?\s+(?:over|to|than|instead of|rather than)\s+(?:the\s+|using\s+)?([\w.+#/-]+)(?:\s+([\w.+#/-]+))?`, 'i');
/** The same said of where things are kept: "I'd rather we keep everything in Postgres than add Mongo for the events". */
const PREFER_KEEP_EN = new RegExp(String.raw`^${LEAD_IN}(?:i|we)(?:'d|\s+would)\s+rather\s+(?:we\s+)?(?:keep|put|store|leave)\s+(?:everything|it|them|it all|all of it)\s+(?:in|on)\s+(?:the\s+)?([\w.+#/-]+)\s+than\s+(?:add|use|introduce|bring in|pull in|spin up|run)\s+(?:a\s+|an\s+|the\s+)?([\w.+#/-]+)(?:\s+([\w.+#/-]+))?`, 'i');
export function promptPreference(sentence: string, aboutProject = false): { option: string } | null {
  const m = PREFER_EN.exec(sentence) ?? PREFER_KEEP_EN.exec(sentence);
  if (!m || !(aboutProject || isTool(m[1].toLowerCase()) || isTool(m[2].toLowerCase()) || aboutSoftware(sentence))) return null;
  return { option: m[3] && isName(m[3]) ? `${m[2]} ${m[3]}` : m[2] };
}

/** A prompt that opens by forbidding a tool, then says why: "don't add sidekiq, we don't need another process to babysit". */
const FORBIDS_FIRST = /^(?:please\s+)?(?:don't|do not|never)\s+(?:add|use|install|bring in|pull in|introduce)\s+(?:the\s+)?([\w.+#@/-]+)\s*[,;:—–]\s*(.+?)[.!]?$/i;
/** The tool FORBIDS_FIRST names, when it is one, and the why after it. */
export function forbiddenFirst(sentence: string): { option: string; reason: string } | null {
  const m = FORBIDS_FIRST.exec(sentence.trim());
  return m && isName(m[1]) ? { option: m[1], reason: m[2] } : null;
}

export function promptDecides(s: string, aboutProject = false): boolean {
  if (!(aboutProject || NAMED.test(s))) return false;
  const grounded = REASON_SO.exec(s);
  const clause = grounded ? s.slice(grounded[0].length) : s;
  const decision = PROMPT_DECISION.test(clause) && !NEGATED.test(clause);
  const order = PROMPT_ORDER.test(clause);
  // Either says why, sets one name against another or is a rule; or a comma clause faults another option.
  return (
    (decision && (grounded !== null || PROMPT_GROUNDS.test(s))) ||
    (order && (grounded !== null || ORDER_GROUNDS.test(s))) ||
    ((decision || order) && clauseFault(s, true) !== null)
  );
}

/**
 * The reason a prompt gives before its decision, up to "so": "we have redis now for action cable, so let's switch
 * the jobs to sidekiq after all", "the tests keep timing out, so use vitest".
 */
const REASON_SO = /^[^.;:?!]{8,160}?,?\s+so\s+(?=(?:let'?s|let us|we'll|we will|we're going to|we should|please|use|switch to|move to|go with|stick with)\s)/i;
/** Whether a prompt's sentence opens a decision or an order, perhaps after its reason ("…, so let's …"). */
export const opensDecision = (s: string): boolean => {
  const clause = s.replace(REASON_SO, '');
  return PROMPT_DECISION.test(clause) || PROMPT_ORDER.test(clause);
};
const WE_DECIDE = new RegExp(String.raw`^${LEAD_IN}(?:let'?s|let us|we should)\s`, 'i');

/** In a response, the same sentence decides when it opens "let's" or "we should" ("Let's use Zod for request validation, since …"; not advice: "Don't use …"). */
export function weDecide(s: string): boolean {
  return WE_DECIDE.test(s) && promptDecides(s);
}
