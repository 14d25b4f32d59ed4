import type { Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { configuredRecall } from '../engine/recall.ts';
import { remember } from '../engine/remember.ts';
import { EngrimError } from '../errors.ts';
import { memoryRecord } from '../io/jsonl.ts';
import { deleteCategory, listCategories, setCategory } from '../lifecycle/categories.ts';
import { parseDuration } from '../lifecycle/duration.ts';
import { health, restore } from '../lifecycle/lifecycle.ts';
import { AccessBatcher } from '../mcp/batcher.ts';
import { configuredSearch } from '../engine/search.ts';
import { SCHEMA_VERSION } from '../store/migrations.ts';
import type { Store } from '../store/store.ts';
import { gitInfo } from '../util/git.ts';
import { bodyLimit, DASHBOARD, Hono, HTTPException, secureHeaders, type Context, type MiddlewareHandler } from './deps.ts';
import { body, categoryBody, fail, filters, intParam, recallBody, rememberBody, searchBody, type Env } from './requests.ts';
import type { Principal, TokenVerifier } from './tokens.ts';

// The HTTP API of `engrim serve`: JSON in and out over the same engine the CLI,
// hooks and MCP server use. Every route but the dashboard's static files and a
// minimal /health needs a bearer token; read-only tokens may only read.

export interface ApiDeps {
  store: Store;
  embedder: Embedder | null;
  config: Config;
  version: string;
  /** null: auth off (allowed on loopback only; `serve` enforces that). */
  verifier: TokenVerifier | null;
  /** Bytes a request body may have. */
  maxBody?: number;
  log?: (line: string) => void;
}

const MAX_BODY = 1 << 20;
const DAY = 86_400_000;

export function createApi(deps: ApiDeps): { app: Hono<Env>; batcher: AccessBatcher } {
  const { store, embedder, config, verifier } = deps;
  const app = new Hono<Env>();
  const batcher = new AccessBatcher(store, config.lifecycle);

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'], connectSrc: ["'self'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: false, // plain HTTP on loopback: HSTS would only mislead
    }),
  );
  if (deps.log) {
    const log = deps.log;
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      // The path only: no query string, no headers (tokens never reach a log).
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${(performance.now() - started).toFixed(1)}ms`);
    });
  }
  // Once a day, after a request: a copy of the file into the repository's git directory (store/snapshots.ts).
  app.use('*', async (_c, next) => {
    await next();
    store.snapshotIfDue();
  });
  app.use('*', bodyLimit({ maxSize: deps.maxBody ?? MAX_BODY, onError: (c) => c.json({ error: `request body over ${deps.maxBody ?? MAX_BODY} bytes` }, 413) }));

  // Static dashboard: no data in it, so no token needed to load it.
  for (const [path, asset] of Object.entries(DASHBOARD)) {
    app.get(path, (c) => c.body(asset.body, 200, { 'content-type': asset.type, 'cache-control': 'no-cache' }));
  }

  const principal = (c: Context<Env>): Principal | null | 'invalid' => {
    const header = c.req.header('authorization');
    if (!header) return null;
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match || !verifier) return 'invalid';
    return verifier.verify(match[1]) ?? 'invalid';
  };

  app.get('/health', (c) => {
    const who = verifier ? principal(c) : { name: 'local', readOnly: false };
    if (who === 'invalid') throw fail(401, 'invalid or revoked token');
    if (!who) return c.json({ status: 'ok', version: deps.version });
    const h = health(store, config.lifecycle);
    return c.json({
      status: 'ok',
      version: deps.version,
      schema: SCHEMA_VERSION,
      model: embedder ? { id: embedder.id, dim: embedder.dim } : null,
      database: store.path,
      memories: store.count(),
      tiers: h.tiers,
      expiring_soon: h.expiringSoonCount,
      expiring: h.expiringSoon.map((m) => ({ ...m, expires_at: new Date(m.expires_at).toISOString() })),
      expiry_warning_days: config.lifecycle.expiryWarningDays,
      archived: h.archived,
      superseded: h.superseded,
      merges: h.merges,
      promotions: h.promotions,
      last_gc: h.lastGc ? new Date(h.lastGc).toISOString() : null,
      pause: h.pause,
    });
  });

  const auth: MiddlewareHandler<Env> = async (c, next) => {
    if (verifier) {
      const who = principal(c);
      if (who === null) {
        throw fail(401, 'missing bearer token: create one with `engrim token create --name <name>` and send "Authorization: Bearer <token>"', { 'WWW-Authenticate': 'Bearer realm="engrim"' });
      }
      if (who === 'invalid') throw fail(401, 'invalid or revoked token', { 'WWW-Authenticate': 'Bearer realm="engrim", error="invalid_token"' });
      if (who.readOnly && c.req.method !== 'GET' && c.req.method !== 'HEAD' && !READ_ONLY_POSTS.has(c.req.path)) {
        throw fail(403, `token "${who.name}" is read-only; this request writes`);
      }
      c.set('principal', who);
    } else {
      c.set('principal', null);
    }
    await next();
  };
  // POST because they take a body, but they only read.
  const READ_ONLY_POSTS = new Set(['/search', '/recall']);
  // Deny by default: every route not listed here needs a token.
  const PUBLIC = new Set([...Object.keys(DASHBOARD), '/health']);
  app.use('*', async (c, next) => (PUBLIC.has(c.req.path) ? next() : auth(c, next)));

  app.get('/memories', (c) => {
    const limit = intParam(c, 'limit', 50, 1, 500);
    const offset = intParam(c, 'offset', 0, 0, Number.MAX_SAFE_INTEGER);
    const f = filters((n) => c.req.query(n), 'query parameter');
    const within = c.req.query('expiring_within');
    if (within) f.expiresBefore = Date.now() + parseDuration(within, 'query parameter expiring_within');
    const total = store.count(f);
    const items = store.list(f, { limit, offset }).map(memoryRecord);
    return c.json({ items, total, limit, offset, next_offset: offset + items.length < total ? offset + items.length : null });
  });

  app.get('/memories/:id', (c) => {
    const m = store.get(c.req.param('id'));
    if (!m) throw fail(404, `no memory with id ${c.req.param('id')}`);
    const rowid = store.requireRowid(m.id);
    const events = (store.db.prepare('SELECT at, kind, detail FROM events WHERE rowid = ? ORDER BY at DESC LIMIT 200').all(rowid) as { at: number; kind: string; detail: string | null }[])
      .map((e) => ({ ...e, at: new Date(e.at).toISOString() }));
    return c.json({ memory: memoryRecord(m), events });
  });

  app.post('/memories', async (c) => {
    const input = await body(c, rememberBody);
    const r = remember(store, embedder, { ...input, namespace: input.namespace ?? config.namespace, agent: input.agent ?? `http:${c.get('principal')?.name ?? 'local'}`, session_id: input.session_id ?? null }, Date.now(), config.lifecycle);
    return c.json({ memory: memoryRecord(r.memory), merged: r.merged, fuller: r.fuller ?? false, superseded: r.superseded, redacted: r.redacted }, r.merged ? 200 : 201);
  });

  app.delete('/memories/:id', (c) => {
    const m = store.forget(c.req.param('id'));
    return c.json({ id: m.id, archived: true, archived_at: new Date(m.archived_at!).toISOString() });
  });

  app.post('/restore/:id', (c) => {
    const m = restore(store, c.req.param('id'), config.lifecycle);
    return c.json({ id: m.id, archived: false, memory: memoryRecord(m) });
  });

  app.get('/archive', (c) => {
    const limit = intParam(c, 'limit', 50, 1, 500);
    const total = (store.db.prepare('SELECT count(*) FROM memories WHERE archived_at IS NOT NULL').pluck().get() as number);
    return c.json({ items: store.listArchived(limit).map(memoryRecord), total });
  });

  app.post('/search', async (c) => {
    const a = await body(c, searchBody);
    const r = configuredSearch(store, embedder, config, a.query, { mode: a.mode, limit: a.limit, filters: filters((n) => (a as Record<string, unknown>)[n] as string | string[] | boolean | undefined, 'field') });
    return c.json({ mode: r.mode, hits: r.hits.map((h) => ({ score: h.score, memory: memoryRecord(h.memory) })), distant: r.distant });
  });

  app.post('/recall', async (c) => {
    const a = await body(c, recallBody);
    const r = configuredRecall(store, embedder, config, a.prompt, { budget: a.budget, filters: { namespace: a.namespace }, branch: gitInfo(process.cwd()).branch });
    batcher.markShown(r.items);
    if (r.items.length) batcher.addUsage(r.tokens);
    return c.json({ text: r.text, tokens: r.tokens, ids: r.items.map((i) => i.id) });
  });

  app.get('/categories', (c) => c.json({ categories: listCategories(store, c.req.query('namespace') ?? config.namespace).map((x) => ({ ...x, updated_at: new Date(x.updated_at).toISOString() })) }));
  app.put('/categories/:name/:slot', async (c) => {
    const a = await body(c, categoryBody);
    const { redacted, ...x } = setCategory(store, { namespace: a.namespace ?? config.namespace, name: c.req.param('name'), slot: c.req.param('slot'), content: a.content });
    return c.json({ category: { ...x, updated_at: new Date(x.updated_at).toISOString() }, redacted });
  });
  app.delete('/categories/:name/:slot', (c) => {
    const removed = deleteCategory(store, c.req.query('namespace') ?? config.namespace, c.req.param('name'), c.req.param('slot'));
    if (!removed) throw fail(404, `no category ${c.req.param('name')}/${c.req.param('slot')}`);
    return c.json({ deleted: removed });
  });

  // Per day: memories created, lifecycle events, recall tokens injected and conversation tokens captured.
  app.get('/timeline', (c) => {
    const days = intParam(c, 'days', 30, 1, 366);
    const since = Date.now() - (days - 1) * DAY;
    const from = new Date(since).toISOString().slice(0, 10);
    const series = new Map<string, Record<string, number>>();
    for (let t = since; t <= Date.now(); t += DAY) series.set(new Date(t).toISOString().slice(0, 10), {});
    const add = (day: string, key: string, n: number) => {
      const row = series.get(day);
      if (row) row[key] = (row[key] ?? 0) + n;
    };
    const day = (col: string) => `strftime('%Y-%m-%d', ${col} / 1000, 'unixepoch')`;
    for (const r of store.db.prepare(`SELECT ${day('at')} AS d, kind, count(*) AS n FROM events WHERE at >= ? GROUP BY d, kind`).all(Date.parse(from)) as { d: string; kind: string; n: number }[]) add(r.d, r.kind, r.n);
    for (const r of store.db.prepare(`SELECT ${day('created_at')} AS d, count(*) AS n FROM memories WHERE created_at >= ? GROUP BY d`).all(Date.parse(from)) as { d: string; n: number }[]) add(r.d, 'created', r.n);
    for (const r of store.db.prepare('SELECT day AS d, metric, value FROM usage WHERE day >= ?').all(from) as { d: string; metric: string; value: number }[]) add(r.d, r.metric, r.value);
    const totals = Object.fromEntries(store.db.prepare('SELECT metric, sum(value) AS n FROM usage GROUP BY metric').all().map((r) => [(r as { metric: string }).metric, (r as { n: number }).n]));
    return c.json({ days: [...series].map(([d, v]) => ({ day: d, ...v })), totals });
  });

  app.notFound((c) => c.json({ error: `no route ${c.req.method} ${c.req.path}; see docs/serve.md for the API` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof EngrimError) {
      const status = error.code === 'NOT_FOUND' ? 404 : error.code === 'STORE' ? 503 : 400;
      return c.json({ error: error.message }, status);
    }
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return c.json({ error: 'the database is busy; retry shortly' }, 503);
    deps.log?.(`error: ${(error as Error)?.stack ?? error}`);
    return c.json({ error: 'internal error; see the server log' }, 500);
  });

  return { app, batcher };
}
