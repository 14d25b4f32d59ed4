// Periods a query names — "on October 13, 2023", "in July 2023", "in June",
// "in 2023", "2026-03-04", "yesterday", "last week" — so that search can prefer
// the memories created then (boost.ts, `boost.period`). A memory's time is its
// `created_at`. English words only; dates are read in UTC, and each period is
// widened a little (below), which also absorbs time zones.
//
// Measured on LoCoMo, where 202 of 1,531 questions name a date (docs/benchmarks.md).

const DAY = 86_400_000;
const FULL = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
/** Month names, and their abbreviations where a day or a year follows (alone, "may" or "mar" are ordinary words). */
const MONTH = `(${FULL.join('|')}|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?`;
const ORD = '(?:st|nd|rd|th)?';
/** A day is widened to the 3 days before and after it: people speak of an event a few days later, or date it loosely. */
const DAY_SLACK = 3 * DAY;
/** A month or a year runs on 14 days: what happened at its end is often told after it. */
const PERIOD_SLACK = 14 * DAY;

/** An interval of time (epoch ms, `to` excluded), or a month of any year (0 = January). */
export type Period = { from: number; to: number } | { month: number };

const monthOf = (name: string) => FULL.findIndex((m) => m.startsWith(name.slice(0, 3)));
const day = (y: number, m: number, d: number): Period | null =>
  m >= 0 && m < 12 && d >= 1 && d <= 31 ? { from: Date.UTC(y, m, d) - DAY_SLACK, to: Date.UTC(y, m, d) + DAY + DAY_SLACK } : null;
const month = (y: number, m: number): Period | null => (m >= 0 && m < 12 ? { from: Date.UTC(y, m, 1), to: Date.UTC(y, m + 1, 1) + PERIOD_SLACK } : null);
const year = (y: number): Period => ({ from: Date.UTC(y, 0, 1), to: Date.UTC(y + 1, 0, 1) + PERIOD_SLACK });
const back = (now: number, days: number, untilDays = 0): Period => ({ from: now - days * DAY, to: now - untilDays * DAY + 3_600_000 });

/** Every reader needs one of these words, or four digits (a Set: a word-alternation regex costs a cold process ~0.6 ms to build). */
const TIME_WORDS = new Set([...FULL, 'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'today', 'yesterday', 'ago', 'week', 'month', 'year']);
const mayNameATime = (text: string) => text.split(/[^a-z0-9]+/).some((w) => TIME_WORDS.has(w) || /^\d{4}$/.test(w));

/** Readers tried in order; a stretch of the query read by one is not read again ("July 2023" is not also "in July"). */
const READERS: [RegExp, (m: RegExpMatchArray, now: number) => Period | null][] = [
  [/\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g, (m) => day(+m[1], +m[2] - 1, +m[3])],
  [new RegExp(`\\b${MONTH} (\\d{1,2})${ORD},? (\\d{4})\\b`, 'g'), (m) => day(+m[3], monthOf(m[1]), +m[2])],
  [new RegExp(`\\b(\\d{1,2})${ORD} (?:of )?${MONTH},? (\\d{4})\\b`, 'g'), (m) => day(+m[3], monthOf(m[2]), +m[1])],
  [/\b(\d{4})-(\d{1,2})\b/g, (m) => month(+m[1], +m[2] - 1)],
  [new RegExp(`\\b${MONTH},? (\\d{4})\\b`, 'g'), (m) => month(+m[2], monthOf(m[1]))],
  [new RegExp(`\\b(?:in|during|early|mid|late|last|this|since|of) (${FULL.join('|')})\\b`, 'g'), (m) => ({ month: monthOf(m[1]) })],
  [/\b(?:in|during|since) (?:the year )?((?:19|20)\d\d)\b/g, (m) => year(+m[1])],
  [/\btoday\b/g, (_, now) => back(now, 1)],
  [/\byesterday\b/g, (_, now) => back(now, 2)],
  [/\b(\d{1,3}) days ago\b/g, (m, now) => back(now, +m[1] + 1, Math.max(0, +m[1] - 1))],
  [/\b(this|last|past) (week|month|year)\b/g, (m, now) => back(now, { week: 7, month: 31, year: 366 }[m[2] as 'week' | 'month' | 'year'] * (m[1] === 'this' ? 1 : 2))],
];

/** The periods `query` names, relative ones ("yesterday") counted back from `now`. */
export function namedPeriods(query: string, now: number): Period[] {
  const text = query.toLowerCase();
  // Most prompts name no time: one cheap test spares a cold hook compiling the readers (~1.5 ms).
  if (!mayNameATime(text)) return [];
  const out: Period[] = [];
  const read: [number, number][] = [];
  for (const [pattern, toPeriod] of READERS) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (read.some(([a, b]) => start < b && end > a)) continue;
      const period = toPeriod(m, now);
      if (!period) continue;
      out.push(period);
      read.push([start, end]);
    }
  }
  return out;
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
