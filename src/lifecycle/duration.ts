import { EngrimError } from '../errors.ts';
import { parseDate } from '../store/validate.ts';

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** "30m", "12h", "7d", "2w" → milliseconds. */
export function parseDuration(text: string, field = 'duration'): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([mhdw])\s*$/i.exec(text);
  if (!m) throw new EngrimError(`invalid ${field}: ${JSON.stringify(text)}; use a number and a unit: 30m, 12h, 7d, 2w`, 'INPUT');
  return Number(m[1]) * UNITS[m[2].toLowerCase()];
}

export const DAY = UNITS.d;

const DURATION = /^\s*\d+(?:\.\d+)?\s*[mhdw]\s*$/i;

/**
 * A point in time, as `--since` / `--until` take it: an ISO date ("2026-01-31", "2026-01-31T12:00:00Z"),
 * epoch milliseconds, or a duration ago ("2h": two hours ago, "7d").
 */
export function parseMoment(value: unknown, field: string, now = Date.now()): number {
  if (typeof value === 'string' && DURATION.test(value)) return now - parseDuration(value, field);
  try {
    return parseDate(value, field);
  } catch {
    throw new EngrimError(`invalid ${field}: ${JSON.stringify(value)}; use an ISO date such as 2026-01-31 or 2026-01-31T12:00:00Z, or a time ago: 30m, 12h, 7d, 2w`, 'INPUT');
  }
}
