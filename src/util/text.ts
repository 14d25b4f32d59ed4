/** "1 memory", "3 memories": a count with its noun (`many`, when not `one` + "s"). */
export const counted = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** `text` cut to at most `max` characters, an ellipsis in place of what was cut. */
export function clipText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** `text` cut to at most `max` characters by leaving out its middle: a long prompt's question is at its start or its end. */
export function clipMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const half = Math.floor((max - 3) / 2);
  return `${text.slice(0, half)}\n…\n${text.slice(text.length - half)}`;
}

/** `s` as a RegExp source that matches it literally. */
/** A clause read as a sentence of its own: its first letter capitalised ("we tried Redis …" → "We tried Redis …"). */
export const capitalised = (s: string): string => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
export const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** One word in two forms: "postgres" / "postgresql", "stream" / "streaming", "session" / "sessions" — not "test" / "testcontainers". */
export const sameStem = (a: string, b: string): boolean => {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 3 && long.startsWith(short);
};

/** The initials of a name of two words or more, lower-cased, past an article: "ssr" of "server-side rendering"; else ''. */
export function initialsOf(name: string): string {
  const words = name.toLowerCase().replace(/^(?:the|an?)\s+/, '').split(/[\s-]+/).filter(Boolean);
  return words.length > 1 ? words.map((w) => w[0]).join('') : '';
}
