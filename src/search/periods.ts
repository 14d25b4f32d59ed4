// Periods a query names — "on October 13, 2023", "in July 2023", "in June",
// "in 2023", "2026-03-04", "yesterday", "last week" — so that search can prefer
// the memories created then (boost.ts, `boost.period`). A memory's time is its
// `created_at`. Dates are read in UTC, and each period is widened a little
// (below), which also absorbs time zones.
//
// English, and the other languages of the README where a form is unambiguous:
// German, French and Spanish month names ("13. Oktober 2023", "juillet 2023",
// "13 de octubre de 2023", "im Juli", "en julio"), CJK dates ("2023年10月13日",
// "10月"), and a few relative words ("gestern", "ayer", "昨日", "上周"…).
//
// Measured on LoCoMo, where 202 of 1,531 questions name a date (docs/benchmarks.md).

const DAY = 86_400_000;

/** Month names (full, or abbreviated where a day or a year follows), each with its month (0 = January). */
const MONTHS: Record<string, number> = {};
const LANGUAGES = [
  'january february march april may june july august september october november december',
  'januar februar märz april mai juni juli august september oktober november dezember',
  'janvier février mars avril mai juin juillet août septembre octobre novembre décembre',
  'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre',
];
for (const names of LANGUAGES) {
  names.split(' ').forEach((name, month) => {
    MONTHS[name] = month;
    MONTHS[name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')] = month; // "fevrier", "aout", "marz" (a \p{M} class would cost a cold hook its compile)
  });
}
const ABBREVIATIONS = 'jan feb mar apr jun jul aug sep sept oct nov dec'.split(' ');
for (const a of ABBREVIATIONS) MONTHS[a] = 'janfebmaraprmayjunjulaugsepoctnovdec'.indexOf(a.slice(0, 3)) / 3;
const alternation = (words: string[]) => [...new Set(words)].sort((a, b) => b.length - a.length).join('|');
/** Any month name or abbreviation, then an optional dot. */
const MONTH = `(${alternation(Object.keys(MONTHS))})\\.?`;
/** Only full names stand alone ("in June", "im Juli", "en julio"): alone, "may" or "mar" are ordinary words. */
const FULL_MONTH = `(${alternation(Object.keys(MONTHS).filter((m) => !ABBREVIATIONS.includes(m)))})`;
/** "13th", "13.", "1er". */
const ORD = '(?:st|nd|rd|th|er|\\.)?';

/** A day is widened to the 3 days before and after it: people speak of an event a few days later, or date it loosely. */
const DAY_SLACK = 3 * DAY;
/** A month or a year runs on 14 days: what happened at its end is often told after it. */
const PERIOD_SLACK = 14 * DAY;

/** An interval of time (epoch ms, `to` excluded), or a month of any year (0 = January). */
export type Period = { from: number; to: number } | { month: number };

const monthOf = (name: string) => MONTHS[name.replace(/\.$/, '')] ?? -1;
const day = (y: number, m: number, d: number): Period | null =>
  m >= 0 && m < 12 && d >= 1 && d <= 31 ? { from: Date.UTC(y, m, d) - DAY_SLACK, to: Date.UTC(y, m, d) + DAY + DAY_SLACK } : null;
const month = (y: number, m: number): Period | null => (m >= 0 && m < 12 ? { from: Date.UTC(y, m, 1), to: Date.UTC(y, m + 1, 1) + PERIOD_SLACK } : null);
const anyYear = (m: number): Period | null => (m >= 0 && m < 12 ? { month: m } : null);
const year = (y: number): Period => ({ from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) + PERIOD_SLACK });
const back = (now: number, days: number, untilDays = 0): Period => ({ from: now - days * DAY, to: now - untilDays * DAY + 3_600_000 });

const RELATIVE: Record<string, number> = {
  today: 1, heute: 1, "aujourd'hui": 1, hoy: 1, 今日: 1, 今天: 1,
  yesterday: 2, gestern: 2, ayer: 2, 昨日: 2, 昨天: 2,
  'this week': 7, 'diese woche': 7, 'cette semaine': 7, 'esta semana': 7, 今週: 7, 本周: 7, 这周: 7,
  'last week': 14, 'past week': 14, 'letzte woche': 14, 'letzten woche': 14, 'la semaine dernière': 14, 'la semana pasada': 14, 先週: 14, 上周: 14,
  'this month': 31, 'diesen monat': 31, 'ce mois': 31, 'este mes': 31, 今月: 31, 本月: 31, 这个月: 31,
  'last month': 62, 'past month': 62, 'letzten monat': 62, 'le mois dernier': 62, 'el mes pasado': 62, 先月: 62, 上个月: 62,
  'this year': 366, 'dieses jahr': 366, 'cette année': 366, 'este año': 366, 今年: 366,
  'last year': 731, 'past year': 731, 'letztes jahr': 731, "l'année dernière": 731, 'el año pasado': 731, 去年: 731,
};

/** Relative words of Latin script match as whole words ("ayer" is not in "player"); CJK ones anywhere. */
const LATIN_RELATIVE = Object.keys(RELATIVE).filter((r) => /^[a-z]/.test(r));
const CJK_RELATIVE = Object.keys(RELATIVE).filter((r) => !/^[a-z]/.test(r));

/**
 * Every reader needs four digits, a number before 年 / 月 / 日前 / 天前, a CJK
 * relative word, or one of these words. A Set, not a regular expression: an
 * alternation of words costs a cold process ~0.6 ms to build, and most
 * prompts name no time.
 */
const TIME_WORDS = new Set([...Object.keys(MONTHS), 'ago', 'tagen', 'jours', 'días', 'dias', ...LATIN_RELATIVE.map((r) => r.split(' ').pop()!)]);
const mayNameATime = (text: string) =>
  text.split(/[\s.,;:!?()"«»¿¡/-]+/).some((w) => TIME_WORDS.has(w) || /^\d{4}$/.test(w)) || /\d[年月]|\d[日天]前|[今昨去先上本这][日天週周月年个]/.test(text);

/** Readers tried in order; a stretch of the query read by one is not read again ("July 2023" is not also "in July"). */
const READERS: [RegExp, (m: RegExpMatchArray, now: number) => Period | null][] = [
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => day(+m[1], +m[2] - 1, +m[3])],
  [/(\d{4})年(\d{1,2})月(\d{1,2})日/g, (m) => day(+m[1], +m[2] - 1, +m[3])],
  [new RegExp(`\\b${MONTH} (\\d{1,2})${ORD},? (\\d{4})\\b`, 'g'), (m) => day(+m[3], monthOf(m[1]), +m[2])],
  [new RegExp(`\\b(\\d{1,2})${ORD} (?:of |de )?${MONTH},? (?:de )?(\\d{4})\\b`, 'g'), (m) => day(+m[3], monthOf(m[2]), +m[1])],
  [/\b(\d{4})-(\d{1,2})\b/g, (m) => month(+m[1], +m[2] - 1)],
  [/(\d{4})年(\d{1,2})月/g, (m) => month(+m[1], +m[2] - 1)],
  [new RegExp(`\\b${MONTH},? (?:de )?(\\d{4})\\b`, 'g'), (m) => month(+m[2], monthOf(m[1]))],
  [new RegExp(`\\b(?:in|during|early|mid|late|last|this|since|of|im|seit|en|depuis|desde|durante) ${FULL_MONTH}\\b`, 'g'), (m) => anyYear(monthOf(m[1]))],
  [/(?<!\d)(\d{1,2})月/g, (m) => anyYear(+m[1] - 1)],
  [/\b(?:in|during|since|im jahr|seit|en|depuis|desde|durante) ((?:19|20)\d\d)\b/g, (m) => year(+m[1])],
  [/((?:19|20)\d\d)年/g, (m) => year(+m[1])],
  [/\b(\d{1,3}) days ago\b|\bvor (\d{1,3}) tagen\b|\bhace (\d{1,3}) d[ií]as\b|\bil y a (\d{1,3}) jours\b|(\d{1,3})日前|(\d{1,3})天前/g, (m, now) => {
    const n = Number(m.slice(1).find((x) => x !== undefined));
    return back(now, n + 1, Math.max(0, n - 1));
  }],
  [new RegExp(`\\b(?:${alternation(LATIN_RELATIVE)})\\b|${alternation(CJK_RELATIVE)}`, 'g'), (m, now) => back(now, RELATIVE[m[0]])],
];

/** The periods `query` names, relative ones ("yesterday") counted back from `now`. */
export function namedPeriods(query: string, now: number): Period[] {
  return readPeriods(query, now).periods;
}

/** The periods `query` names and, lower-cased, the stretches of it that name them ("october 2023", "last week"). */
export function readPeriods(query: string, now: number): { periods: Period[]; spans: string[] } {
  const text = query.toLowerCase().replace(/[’`]/g, "'");
  if (!mayNameATime(text)) return { periods: [], spans: [] };
  const periods: Period[] = [];
  const read: [number, number][] = [];
  for (const [pattern, toPeriod] of READERS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (read.some(([a, b]) => start < b && end > a)) continue;
      const period = toPeriod(m, now);
      if (!period) continue;
      periods.push(period);
      read.push([start, end]);
    }
  }
  return { periods, spans: read.map(([a, b]) => text.slice(a, b)) };
}

/** Whether time `t` (epoch ms) falls in one of the periods. */
export function inPeriods(t: number, periods: Period[]): boolean {
  return periods.some((p) => {
    if ('from' in p) return t >= p.from && t < p.to;
    // A month of any year: that month of t's year, or of the year before (its slack reaches into January).
    const y = new Date(t).getUTCFullYear();
    return [y, y - 1].some((yy) => t >= Date.UTC(yy, p.month, 1) && t < Date.UTC(yy, p.month + 1, 1) + PERIOD_SLACK);
  });
}
