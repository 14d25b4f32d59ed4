import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, engrim, run, runAsync, seededRandom, serve, tempDir } from '../helpers.ts';
import { SCHEMA_VERSION } from '../../src/store/migrations.ts';

// `engrim serve` as a user runs it: a real process on a loopback port, real
// HTTP requests, tokens made by the CLI, hooks writing to the same file.

function project() {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  engrim(['remember', 'Decision: use SQLite for storage', '--db', db]);
  return { dir, db };
}

const token = (db: string, name: string, readOnly = false) => {
  const r = engrim(['token', 'create', '--name', name, ...(readOnly ? ['--read-only'] : []), '--db', db]);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.trim();
};

function client(url: string, bearer?: string) {
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: { ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON (the dashboard's files)
    }
    return { status: res.status, json, text, headers: res.headers };
  };
}

test('auth: no token, a wrong one, a revoked one and a read-only one', async () => {
  const { db } = project();
  const rw = token(db, 'ci');
  const ro = token(db, 'viewer', true);
  const srv = await serve(['--db', db]);

  const anon = client(srv.url);
  const minimal = await anon('GET', '/health');
  assert.deepEqual([minimal.status, Object.keys(minimal.json).sort()], [200, ['status', 'version']]);
  const missing = await anon('GET', '/memories');
  assert.equal(missing.status, 401);
  assert.match(missing.json.error, /engrim token create/);
  assert.match(missing.headers.get('www-authenticate') ?? '', /^Bearer/);
  for (const [method, path] of [['POST', '/search'], ['DELETE', '/memories/x'], ['GET', '/timeline'], ['GET', '/archive'], ['GET', '/categories'], ['GET', '/no-such-route']]) {
    assert.equal((await anon(method, path, method === 'POST' ? { query: 'x' } : undefined)).status, 401, `${method} ${path} without a token`);
  }

  const wrong = client(srv.url, `${rw.slice(0, -2)}xx`);
  assert.equal((await wrong('GET', '/memories')).status, 401);
  assert.equal((await wrong('GET', '/health')).status, 401, 'a bad token on /health is refused, not downgraded');
  assert.equal((await client(srv.url, rw)('GET', '/memories', undefined, { authorization: `Basic ${rw}` })).status, 401);

  const full = client(srv.url, rw);
  const detailed = await full('GET', '/health');
  assert.equal(detailed.json.schema, SCHEMA_VERSION);
  assert.equal(detailed.json.memories, 1);
  assert.ok(detailed.json.tiers.length >= 1);

  const viewer = client(srv.url, ro);
  assert.equal((await viewer('GET', '/memories')).status, 200);
  assert.equal((await viewer('POST', '/search', { query: 'storage' })).status, 200, 'search only reads');
  const denied = await viewer('POST', '/memories', { content: 'written by a read-only token' });
  assert.equal(denied.status, 403);
  assert.match(denied.json.error, /read-only/);
  const id = (await viewer('GET', '/memories')).json.items[0].id;
  assert.equal((await viewer('DELETE', `/memories/${id}`)).status, 403);
  assert.equal((await viewer('PUT', '/categories/style/main', { content: 'x' })).status, 403);

  assert.equal(engrim(['token', 'revoke', 'ci', '--db', db]).code, 0);
  assert.equal((await full('GET', '/memories')).status, 401, 'revocation takes effect on the next request');
  assert.equal((await viewer('GET', '/memories')).status, 200);

  await srv.stop();
  const log = srv.log();
  assert.match(log, /GET \/memories 401/);
  assert.ok(!log.includes(rw) && !log.includes(ro), 'tokens never reach the log');
  const bytes = readFileSync(db);
  assert.ok(!bytes.includes(rw) && !bytes.includes(ro), 'only hashes are stored');
  const listed = JSON.parse(engrim(['token', 'list', '--all', '--json', '--db', db]).stdout);
  assert.deepEqual(listed.map((t: any) => [t.name, t.read_only, t.revoked_at !== null]), [['ci', false, true], ['viewer', true, false]]);
  assert.ok(listed[1].last_used_at, 'last use recorded');
});

test('token names are validated and live names are unique', () => {
  const { db } = project();
  token(db, 'a');
  const dup = engrim(['token', 'create', '--name', 'a', '--db', db]);
  assert.equal(dup.code, 1);
  assert.match(dup.stderr, /exists already.*revoke/);
  assert.match(engrim(['token', 'create', '--name', 'bad name!', '--db', db]).stderr, /invalid token name/);
  assert.match(engrim(['token', 'revoke', 'nobody', '--db', db]).stderr, /no live token named "nobody"/);
  engrim(['token', 'revoke', 'a', '--db', db]);
  assert.equal(engrim(['token', 'create', '--name', 'a', '--db', db]).code, 0, 'a revoked name can be reused');
});

test('validation: clear JSON errors, the right status, nothing stored half-way', async () => {
  const { db } = project();
  const srv = await serve(['--db', db, '--quiet']);
  const api = client(srv.url, token(db, 't'));
  const cases: [string, string, unknown, number, RegExp][] = [
    ['POST', '/memories', '{"content": "unterminated', 400, /not valid JSON/],
    ['POST', '/memories', { content: '' }, 400, /invalid content/],
    ['POST', '/memories', { content: 'x', importance: 3 }, 400, /invalid importance/],
    ['POST', '/memories', { content: 'x', importance: 'high' }, 400, /invalid importance/],
    ['POST', '/memories', { content: 'x', tier: 'T9' }, 400, /invalid tier/],
    ['POST', '/memories', { content: 'x', tags: Array.from({ length: 40 }, (_, i) => `t${i}`) }, 400, /invalid tags/],
    ['POST', '/memories', { content: 'x', colour: 'red' }, 400, /colour/],
    ['POST', '/memories', ['content'], 400, /invalid body/],
    ['POST', '/search', { query: 'x', mode: 'magic' }, 400, /invalid mode/],
    ['POST', '/search', { query: 'x', since: 'yesterday-ish' }, 400, /since/],
    ['POST', '/search', { query: 'NEAR(a b) OR "' }, 200, /hits/],
    ['POST', '/recall', { prompt: 'x', budget: -5 }, 400, /invalid budget/],
    ['GET', '/memories?limit=0', undefined, 400, /limit must be an integer from 1 to 500/],
    ['GET', '/memories?tier=T7', undefined, 400, /query parameter tier/],
    ['GET', '/memories?expiring_within=soon', undefined, 400, /expiring_within/],
    ['GET', '/memories/nope', undefined, 404, /no memory with id nope/],
    ['DELETE', '/memories/nope', undefined, 404, /no memory/],
    ['POST', '/restore/nope', undefined, 404, /no memory/],
  ];
  for (const [method, path, body, status, message] of cases) {
    const r = await api(method, path, body);
    assert.equal(r.status, status, `${method} ${path} ${JSON.stringify(body)} → ${r.text}`);
    assert.match(r.text, message);
  }
  const wrongType = await api('POST', '/memories', 'content=x', { 'content-type': 'application/x-www-form-urlencoded' });
  assert.equal(wrongType.status, 415);
  const huge = await api('POST', '/memories', { content: 'x'.repeat(1_100_000) });
  assert.equal(huge.status, 413);
  assert.match(huge.json.error, /request body over 1048576 bytes/);
  assert.equal((await api('GET', '/memories')).json.total, 1, 'no bad request stored anything');
  await srv.stop();
});

test('paging, remember/merge, search, recall, archive and restore', async () => {
  const { db } = project();
  const srv = await serve(['--db', db, '--quiet']);
  const api = client(srv.url, token(db, 't'));
  const topics = ['Redis', 'Kafka', 'GraphQL', 'Terraform', 'Bazel', 'Deno', 'Tailwind', 'Prisma', 'Vitest', 'Sentry', 'Grafana', 'Helm', 'Nix', 'Zod', 'Vite', 'Hono', 'Drizzle', 'Pino', 'Biome', 'Turbo', 'Bun', 'Astro', 'Svelte', 'Qwik'];
  for (const t of topics) {
    const r = await api('POST', '/memories', { content: `We use ${t} for the ${t.toLowerCase()} layer`, tags: ['stack'], agent: 'claude', session_id: 'web-1' });
    assert.equal(r.status, 201, r.text);
    assert.equal(r.json.merged, false);
  }
  const again = await api('POST', '/memories', { content: 'We use Redis for the redis layer!' });
  assert.deepEqual([again.status, again.json.merged, again.json.fuller], [200, true, false]);
  const fuller = await api('POST', '/memories', { content: 'We use Redis for the redis layer, with keys that expire after a day' });
  assert.deepEqual([fuller.status, fuller.json.merged, fuller.json.fuller, fuller.json.memory.id], [200, true, true, again.json.memory.id]);
  assert.equal(fuller.json.memory.content, 'We use Redis for the redis layer, with keys that expire after a day');
  // A decision that rejects what an earlier one chose, on the same topic, says it replaced it; restore undoes it.
  const chose = (await api('POST', '/memories', { content: 'Decision: log errors with Winston in the API' })).json.memory.id;
  const replaced = await api('POST', '/memories', { content: 'Decision: log errors with Pino in the API. Rejected: Winston because it is slow' });
  assert.deepEqual([replaced.status, replaced.json.superseded], [201, [chose]]);
  assert.equal((await api('POST', `/restore/${chose}`)).status, 200);
  assert.equal((await api('GET', `/memories/${chose}`)).json.memory.superseded_by, null);
  await api('DELETE', `/memories/${chose}`);
  await api('DELETE', `/memories/${replaced.json.memory.id}`);

  const seen = new Set<string>();
  let offset: number | null = 0;
  let pages = 0;
  while (offset !== null) {
    const page: any = (await api('GET', `/memories?tags=stack&limit=10&offset=${offset}`)).json;
    assert.equal(page.total, 24);
    page.items.forEach((m: any) => seen.add(m.id));
    offset = page.next_offset;
    pages++;
  }
  assert.deepEqual([seen.size, pages], [24, 3]);
  assert.equal((await api('GET', '/memories?session=web-1&agent=claude')).json.total, 24);
  assert.equal((await api('GET', '/memories?session=other')).json.total, 0);

  const hits = (await api('POST', '/search', { query: 'kafka layer', limit: 3 })).json.hits;
  assert.match(hits[0].memory.content, /Kafka/);
  const fulltext = (await api('POST', '/search', { query: 'terraform', mode: 'fulltext', tags: ['stack'] })).json;
  assert.equal(fulltext.mode, 'fulltext');
  assert.match(fulltext.hits[0].memory.content, /Terraform/);
  const block = (await api('POST', '/recall', { prompt: 'which storage did we pick, SQLite?' })).json;
  assert.match(block.text, /SQLite/);
  assert.ok(block.tokens > 0 && block.tokens <= 1000);

  const id = hits[0].memory.id;
  assert.equal((await api('DELETE', `/memories/${id}`)).json.archived, true);
  assert.equal((await api('GET', '/memories?tags=stack')).json.total, 23);
  assert.ok((await api('GET', '/archive')).json.items.some((m: any) => m.id === id));
  assert.ok(!(await api('POST', '/search', { query: 'kafka' })).json.hits.some((h: any) => h.memory.id === id), 'archived memories leave search');
  const restored = await api('POST', `/restore/${id}`);
  assert.deepEqual([restored.status, restored.json.memory.archived_at], [200, null]);
  const detail = (await api('GET', `/memories/${id}`)).json;
  assert.deepEqual(detail.events.map((e: any) => e.kind).sort(), ['archive', 'restore']);

  assert.equal((await api('PUT', '/categories/style/main', { content: 'Prefer small modules' })).status, 200);
  assert.deepEqual((await api('GET', '/categories')).json.categories.map((c: any) => [c.name, c.slot, c.content]), [['style', 'main', 'Prefer small modules']]);
  assert.equal((await api('DELETE', '/categories/style/main')).status, 200);
  assert.equal((await api('DELETE', '/categories/style/main')).status, 404);

  await srv.stop(); // flushes the recall's shown counts and usage
  const srv2 = await serve(['--db', db, '--quiet']);
  const timeline = (await client(srv2.url, token(db, 't2'))('GET', '/timeline?days=7')).json;
  assert.equal(timeline.days.length, 7);
  assert.equal(timeline.totals.recalls, 1);
  assert.equal(timeline.totals.recall_tokens, block.tokens);
  assert.ok(timeline.days.at(-1).created >= 25, JSON.stringify(timeline.days.at(-1)));
  assert.equal(timeline.days.at(-1).merge, 2, 'a restatement and a fuller statement');
});

test('--no-auth: loopback only', async () => {
  const { db } = project();
  const refused = engrim(['serve', '--no-auth', '--host', '0.0.0.0', '--port', '0', '--db', db]);
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /--no-auth is allowed on loopback only/);
  const srv = await serve(['--no-auth', '--db', db, '--quiet']);
  const r = await client(srv.url)('GET', '/memories');
  assert.deepEqual([r.status, r.json.total], [200, 1]);
});

test('concurrent requests while hook processes write to the same file', async () => {
  const { dir, db } = project();
  const srv = await serve(['--db', db, '--quiet']);
  const api = client(srv.url, token(db, 't'));
  const hooks = Array.from({ length: 8 }, (_, i) =>
    runAsync(BIN.capture, ['--agent', 'codex', '--db', db], {
      input: JSON.stringify({ session_id: `hook-${i}`, turn_id: '1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: `Decision: adopt library number ${i} named Widget${i}X for parsing\nRejected: Gadget${i}Y because it is unmaintained` }),
      env: { ENGRIM_LOG_DIR: tempDir() },
    }),
  );
  const writes = Array.from({ length: 40 }, (_, i) => api('POST', '/memories', { content: `http memory ${i}: the port of service s${i} is ${7000 + i}` }));
  const reads = Array.from({ length: 40 }, (_, i) => (i % 2 ? api('POST', '/search', { query: `service s${i}` }) : api('GET', '/memories?limit=5')));
  const [hookResults, writeResults, readResults] = await Promise.all([Promise.all(hooks), Promise.all(writes), Promise.all(reads)]);
  assert.ok(hookResults.every((r) => r.code === 0 && r.stdout === ''), 'hooks answered the agent normally');
  assert.deepEqual(writeResults.map((r) => r.status), Array(40).fill(201));
  assert.deepEqual(readResults.map((r) => r.status), Array(40).fill(200));
  const all = (await api('GET', '/memories?limit=500')).json.items as any[];
  assert.equal(all.filter((m) => m.content.startsWith('http memory')).length, 40, 'every acknowledged HTTP write is there');
  assert.equal(all.filter((m) => m.kind === 'decision' && /Widget\dX/.test(m.content)).length, 8, 'every hook capture is there');
  const r = run(BIN.recall, ['--agent', 'claude', '--db', db], { input: JSON.stringify({ prompt: 'which library parses, Widget3X?', cwd: dir, hook_event_name: 'UserPromptSubmit', session_id: 's' }) });
  assert.match(r.stdout, /Widget3X/);
});

// A seeded fuzz run: valid bodies mutated (fields replaced by hostile values,
// dropped, added, the JSON text cut or bytes flipped) and hostile paths and
// query strings. The server must answer every request with a JSON 2xx/4xx,
// never a 5xx, stay up, and store exactly what it acknowledged with a 201.
test('fuzz: 600 mutated requests get JSON 2xx/4xx answers, the server stays up, only acknowledged writes are stored', async () => {
  const { db } = project();
  const srv = await serve(['--db', db, '--quiet']);
  const api = client(srv.url, token(db, 'fuzz'));
  const rand = seededRandom(20261129);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const hostile: unknown[] = [
    null, true, -1, 0, 1e308, -0.5, 1.5, 2 ** 53 + 1, '', ' ', 'T9', 'NaN', 'Infinity', '-1', '2026-02-30', '99999-01-01', '1e9', '3 parsecs',
    '\u0000', '\ud800', 'x'.repeat(70_000), '"', 'NEAR(a b', 'a OR', '* AND *', 'col:x', '^', '(((', '{}', '__proto__',
    [], [''], Array.from({ length: 50 }, () => 'tag'), ['x'.repeat(100)], {}, { __proto__: { polluted: true } }, { constructor: { prototype: { x: 1 } } },
  ];
  const valid: Record<string, Record<string, unknown>> = {
    '/memories': { content: 'Decision: fuzz the API', tags: ['fuzz'], importance: 0.5, tier: 'T2', type: 'semantic', decision: { chosen: 'fuzz', rejected: [{ option: 'hope', reason: 'not a plan' }] } },
    '/search': { query: 'fuzz API', mode: 'hybrid', limit: 5, tags: ['fuzz'], since: '2020-01-01' },
    '/recall': { prompt: 'what about fuzzing?', budget: 500 },
    '/categories/style/lint': { content: 'Lint with Biome' },
  };
  const mutateBody = (base: Record<string, unknown>): string => {
    const b: Record<string, unknown> = structuredClone(base);
    const keys = Object.keys(b);
    const op = rand();
    if (op < 0.45) b[pick(keys)] = pick(hostile);
    else if (op < 0.6) delete b[pick(keys)];
    else if (op < 0.7) b[pick(['extra', 'constructor', '__proto__', 'rowid', 'id'])] = pick(hostile);
    let text = JSON.stringify(b);
    if (op >= 0.7 && op < 0.85) text = text.slice(0, Math.floor(rand() * text.length));
    else if (op >= 0.85) {
      const bytes = Buffer.from(text);
      for (let k = 0; k < 3; k++) bytes[Math.floor(rand() * bytes.length)] = Math.floor(rand() * 256);
      text = bytes.toString('latin1');
    }
    if (rand() < 0.03) text = '['.repeat(50_000) + ']'.repeat(50_000); // deep nesting
    return text;
  };
  const weirdIds = ['nope', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), '%E2%80%AE', "1'; DROP TABLE memories;--", '%ZZ'];
  const queryValues = ['0', '-1', 'NaN', '1e999', 'T9', 'yesterday', '2026-13-01', '%00', 'x'.repeat(3000), '', '7d', '-7d'];
  let acknowledged = 0;
  const hist: Record<number, number> = {};
  for (let i = 0; i < 600; i++) {
    const op = rand();
    let r: Awaited<ReturnType<typeof api>>;
    let what: string;
    if (op < 0.6) {
      const path = pick(Object.keys(valid));
      const method = path.startsWith('/categories') ? 'PUT' : 'POST';
      const base = path === '/memories' ? { ...valid[path], content: `Decision: fuzz case fz${i}q keeps ${Math.floor(rand() * 1e9).toString(36)} apart` } : valid[path];
      const text = mutateBody(base);
      what = `${method} ${path} ${text.slice(0, 120)}`;
      r = await api(method, path, text);
      if (path === '/memories' && r.status === 201) acknowledged++;
    } else if (op < 0.8) {
      const params = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => `${pick(['limit', 'offset', 'tier', 'since', 'until', 'tags', 'type', 'expiring_within', 'include_archived', 'days'])}=${pick(queryValues)}`);
      const path = `${pick(['/memories', '/archive', '/timeline', '/categories'])}?${params.join('&')}`;
      what = `GET ${path.slice(0, 120)}`;
      r = await api('GET', path);
    } else {
      const method = pick(['GET', 'DELETE', 'POST']);
      const path = method === 'POST' ? `/restore/${pick(weirdIds)}` : `/memories/${pick(weirdIds)}`;
      what = `${method} ${path.slice(0, 120)}`;
      r = await api(method, path);
    }
    hist[r.status] = (hist[r.status] ?? 0) + 1;
    assert.ok(r.status < 500, `${what} → ${r.status} ${r.text.slice(0, 200)}`);
    assert.ok(r.json !== null, `${what} → not JSON: ${r.text.slice(0, 200)}`);
    if (r.status >= 400) assert.equal(typeof r.json.error, 'string', `${what} → error message`);
  }
  assert.equal((await api('GET', '/health')).status, 200, 'still serving');
  const total = (await api('GET', '/memories?include_archived=1')).json.total;
  await srv.stop();
  console.log('statuses', JSON.stringify(hist), 'acknowledged', acknowledged);
  assert.ok(acknowledged > 0, 'some mutated bodies were still valid');
  assert.equal(total, 1 + acknowledged, 'stored = the first memory + every 201, nothing half-way');
  const check = engrim(['doctor', '--json', '--db', db]);
  assert.equal(check.code, 0, check.stdout + check.stderr);
});
