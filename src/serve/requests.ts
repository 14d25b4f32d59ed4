// What the HTTP API accepts: the request bodies' schemas, and the parsing of bodies, query parameters and
// filters into the engine's types — each bad value a 4xx that says which field and why.
import { parseMoment } from '../lifecycle/duration.ts';
import { parseTags, parseTier, parseType } from '../store/validate.ts';
import { MEMORY_TYPES, SEARCH_MODES, TIERS, type Filters } from '../types.ts';
import { HTTPException, z, type Context } from './deps.ts';
import type { Principal } from './tokens.ts';

export type Env = { Variables: { principal: Principal | null } };

const tags = z.array(z.string().min(1).max(64)).max(32);
const rejected = z.array(z.object({ option: z.string().min(1).max(200), reason: z.string().max(1000).optional() }).strict()).max(20);
export const rememberBody = z
  .object({
    content: z.string().min(1).max(64_000),
    type: z.enum(MEMORY_TYPES).optional(),
    kind: z.string().min(1).max(32).optional(),
    tier: z.enum(TIERS).optional(),
    importance: z.number().min(0).max(1).optional(),
    tags: tags.optional(),
    namespace: z.string().min(1).max(128).optional(),
    collection: z.string().min(1).max(128).optional(),
    agent: z.string().max(128).optional(),
    session_id: z.string().max(256).optional(),
    context: z.string().max(8000).optional(),
    decision: z.object({ chosen: z.string().max(2000).optional(), rejected: rejected.optional() }).strict().optional(),
  })
  .strict();
const filterBody = {
  namespace: z.string().max(128).optional(),
  collection: z.string().max(128).optional(),
  tags: tags.optional(),
  agent: z.string().max(128).optional(),
  session: z.string().max(256).optional(),
  kind: z.string().max(32).optional(),
  type: z.enum(MEMORY_TYPES).optional(),
  tier: z.enum(TIERS).optional(),
  since: z.string().max(40).optional(),
  until: z.string().max(40).optional(),
  include_archived: z.boolean().optional(),
};
export const searchBody = z.object({ query: z.string().min(1).max(20_000), mode: z.enum(SEARCH_MODES).optional(), limit: z.number().int().min(1).max(100).optional(), ...filterBody }).strict();
export const recallBody = z.object({ prompt: z.string().min(1).max(20_000), budget: z.number().int().min(50).max(100_000).optional(), namespace: z.string().max(128).optional() }).strict();
export const categoryBody = z.object({ content: z.string().min(1).max(8000), namespace: z.string().max(128).optional() }).strict();

/** A 4xx with a JSON body `{ error }`. */
export const fail = (status: 400 | 401 | 403 | 404 | 413 | 415, message: string, headers: Record<string, string> = {}) =>
  new HTTPException(status, { res: Response.json({ error: message }, { status, headers }) });

export async function body<T>(c: Context<Env>, schema: z.ZodType<T>): Promise<T> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
    throw fail(415, 'send the body as JSON with "Content-Type: application/json"');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw fail(400, 'the request body is not valid JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue.path.length ? issue.path.join('.') : 'body';
    throw fail(400, `invalid ${where}: ${issue.message}`);
  }
  return parsed.data;
}

export function intParam(c: Context<Env>, name: string, fallback: number, min: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw fail(400, `query parameter ${name} must be an integer from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return n;
}

/** Filters from query parameters (GET /memories) or a body (POST /search); field names say where a bad value was. */
export function filters(get: (name: string) => string | string[] | boolean | undefined, where: string): Filters {
  const s = (name: string) => {
    const v = get(name);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const f = (name: string) => `${where} ${name}`;
  const tagValue = get('tags');
  return {
    namespace: s('namespace'),
    collection: s('collection'),
    agent: s('agent'),
    session: s('session'),
    kind: s('kind'),
    tags: Array.isArray(tagValue) ? tagValue : s('tags') ? parseTags(s('tags'), f('tags')) : undefined,
    type: s('type') ? parseType(s('type'), f('type')) : undefined,
    tier: s('tier') ? parseTier(s('tier'), f('tier')) : undefined,
    since: s('since') ? parseMoment(s('since'), f('since')) : undefined,
    until: s('until') ? parseMoment(s('until'), f('until')) : undefined,
    all: get('include_archived') === true || get('include_archived') === '1' || get('include_archived') === 'true',
  };
}
