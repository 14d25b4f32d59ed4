import { expandCjk } from '../util/cjk.ts';
import { identifierPartsOf } from '../util/identifiers.ts';

/** The text the FTS index sees for a memory: content and tags, CJK runs as bigrams, camelCase identifiers' parts appended. */
export function indexText(content: string, tags: string[]): string {
  return withParts(expandCjk(tags.length ? `${content}\n${tags.join(' ')}` : content));
}

/** The FTS text of a memory's context (e.g. the turn before it), indexed in its own, lighter column. */
export function indexContext(context: string | null | undefined): string {
  return context ? withParts(expandCjk(context)) : '';
}

function withParts(text: string): string {
  const parts = identifierPartsOf(text);
  return parts ? `${text}\n${parts}` : text;
}
