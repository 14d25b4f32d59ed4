import { EngrimError } from '../errors.ts';

const UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** "30m", "12h", "7d", "2w" → milliseconds. */
export function parseDuration(text: string, field = 'duration'): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([mhdw])\s*$/i.exec(text);
  if (!m) throw new EngrimError(`invalid ${field}: ${JSON.stringify(text)}; use a number and a unit: 30m, 12h, 7d, 2w`, 'INPUT');
  return Number(m[1]) * UNITS[m[2].toLowerCase()];
}

export const DAY = UNITS.d;
