// The dashboard's client: plain DOM, no framework. Every piece of stored text
// goes in through textContent, never as HTML. The token (from the link
// `engrim serve` prints, or typed in) stays in this tab's sessionStorage.

type Json = Record<string, any>;

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

function h(tag: string, attrs: Record<string, string | boolean | ((e: Event) => void)> = {}, ...children: (Node | string | null | undefined | false)[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k, v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false) el.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** A bar of `share` (0–1) along `dim`: set through the CSSOM, which the page's CSP allows (style attributes it does not). */
function sized(el: HTMLElement, dim: 'width' | 'height', share: number): HTMLElement {
  el.style[dim] = `${Math.round(share * 1000) / 10}%`;
  return el;
}

const fmtDate = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');
const fmtNum = (n: number) => n.toLocaleString();

function takeTokenFromLink(): void {
  const m = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (m) {
    sessionStorage.setItem('engrim-token', decodeURIComponent(m[1]));
    history.replaceState(null, '', location.pathname);
  }
}

class Unauthorized extends Error {}

async function api(path: string, init: { method?: string; body?: unknown } = {}): Promise<Json> {
  const token = sessionStorage.getItem('engrim-token');
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const data = (await res.json().catch(() => ({}))) as Json;
  if (res.status === 401) throw new Unauthorized(data.error ?? 'unauthorized');
  if (!res.ok) throw new Error(data.error ?? `${res.status} ${res.statusText}`);
  return data;
}

function status(text: string): void {
  $('status').textContent = text;
}

function showSignin(message: string): void {
  $('signin').hidden = false;
  for (const id of ['overview', 'decisions', 'search', 'archive']) $(id).hidden = true;
  status(message);
  $('token-input').focus();
}

// ── overview ────────────────────────────────────────────────────────────────

function card(label: string, value: string, id?: string): HTMLElement {
  return h('div', { class: 'card', ...(id ? { id } : {}) }, h('b', {}, value), h('span', {}, label));
}

function renderTiers(tiers: Json[]): void {
  const box = $('tiers');
  box.replaceChildren();
  if (!tiers.length) box.append(h('p', { class: 'hint' }, 'No memories yet.'));
  for (const t of tiers) {
    const share = t.budget ? Math.min(1, t.count / t.budget) : 0;
    const cls = `tier-bar${t.budget && t.count >= t.budget ? ' full' : t.warning ? ' warn' : ''}`;
    const bar = h('div', { class: cls, role: 'meter', 'aria-label': `${t.namespace} ${t.tier}`, 'aria-valuemin': '0', 'aria-valuemax': String(t.budget ?? t.count), 'aria-valuenow': String(t.count) }, sized(h('div'), 'width', t.budget ? share : 1));
    box.append(h('div', { class: 'tier-row', 'data-tier': t.tier }, h('span', {}, `${t.namespace} · ${t.tier}`), bar, h('span', { class: 'num' }, t.budget ? `${fmtNum(t.count)} / ${fmtNum(t.budget)}` : `${fmtNum(t.count)} · no budget`)));
  }
}

function renderActivity(days: Json[]): void {
  const box = $('activity');
  box.replaceChildren();
  const total = (d: Json) => (d.created ?? 0) + (d.merge ?? 0) + (d.promote ?? 0);
  const max = Math.max(1, ...days.map(total));
  for (const d of days) {
    const part = (key: string) => (d[key] ? sized(h('div', { class: key }), 'height', d[key] / max) : null);
    box.append(h('div', { class: 'day', title: `${d.day}: ${d.created ?? 0} created, ${d.merge ?? 0} merged, ${d.promote ?? 0} promoted` }, part('created'), part('merge'), part('promote')));
  }
}

async function loadOverview(): Promise<void> {
  const [hl, tl] = await Promise.all([api('/health'), api('/timeline?days=30')]);
  $('meta').textContent = `${hl.database} · schema ${hl.schema} · model ${hl.model ? `${hl.model.id} (${hl.model.dim}-d)` : 'none (full-text only)'} · Engrim ${hl.version}`;
  $('expiry-days').textContent = String(hl.expiry_warning_days);
  const t = tl.totals as Json;
  const injected = t.recall_tokens ?? 0;
  const captured = t.captured_tokens ?? 0;
  $('cards').replaceChildren(
    card('active memories', fmtNum(hl.memories), 'card-memories'),
    card(`expiring within ${hl.expiry_warning_days} days`, fmtNum(hl.expiring_soon), 'card-expiring'),
    card('archived', fmtNum(hl.archived), 'card-archived'),
    card('merges · promotions', `${fmtNum(hl.merges)} · ${fmtNum(hl.promotions)}`),
    card(`tokens injected in ${fmtNum(t.recalls ?? 0)} recalls`, fmtNum(injected), 'card-injected'),
    card(`conversation tokens captured${captured && injected ? ` (${(captured / Math.max(injected, 1)).toFixed(1)}× injected)` : ''}`, fmtNum(captured)),
  );
  renderTiers(hl.tiers);
  renderActivity(tl.days);
  const list = $('expiring');
  list.replaceChildren(...(hl.expiring as Json[]).map((m) => h('li', {}, memoryLink(m.id, m.content), h('span', { class: 'prov' }, ` · ${m.tier} · expires ${fmtDate(m.expires_at)}`))));
  if (!hl.expiring.length) list.append(h('li', { class: 'hint' }, 'Nothing expires soon.'));
}

// ── memories ────────────────────────────────────────────────────────────────

function memoryLink(id: string, text: string): HTMLElement {
  return h('button', { type: 'button', class: 'linkish', 'data-id': id, click: () => void openDetail(id) }, text.length > 160 ? `${text.slice(0, 157)}…` : text);
}

function provenance(m: Json): HTMLElement {
  const bits = [m.agent ?? 'unknown agent', m.session_id ? `session ${m.session_id}` : null, m.git_branch ? `${m.git_branch}${m.git_commit ? `@${String(m.git_commit).slice(0, 8)}` : ''}` : null, fmtDate(m.created_at)].filter(Boolean);
  return h('div', { class: 'prov' }, bits.join(' · '));
}

function decisionItem(m: Json): HTMLElement {
  const d = (m.decision ?? {}) as Json;
  const rejected = (d.rejected ?? []) as Json[];
  return h(
    'li',
    { 'data-id': m.id },
    h('div', { class: 'chosen' }, memoryLink(m.id, d.chosen ?? m.content)),
    rejected.length ? h('ul', { class: 'rejected' }, ...rejected.map((r) => h('li', {}, h('b', {}, 'rejected '), r.option, r.reason ? ` — ${r.reason}` : ''))) : null,
    provenance(m),
    ...(m.tags ?? []).map((t: string) => h('span', { class: 'tag' }, `#${t}`)),
  );
}

async function loadDecisions(): Promise<void> {
  const form = new FormData($<HTMLFormElement>('decision-filters'));
  const q = new URLSearchParams({ kind: 'decision', limit: '100' });
  for (const k of ['agent', 'session', 'tags']) {
    const v = String(form.get(k) ?? '').trim();
    if (v) q.set(k, v);
  }
  const r = await api(`/memories?${q}`);
  const list = $('decision-list');
  list.replaceChildren(...(r.items as Json[]).map(decisionItem));
  if (!r.items.length) list.append(h('li', { class: 'hint' }, 'No decisions match.'));
}

async function runSearch(): Promise<void> {
  const query = $<HTMLInputElement>('q').value.trim();
  if (!query) return;
  const mode = $<HTMLSelectElement>('mode').value;
  const r = await api('/search', { method: 'POST', body: { query, mode, limit: 20 } });
  const list = $('results');
  list.replaceChildren(...(r.hits as Json[]).map((hit) => h('li', {}, h('span', { class: 'score' }, hit.score.toFixed(3)), memoryLink(hit.memory.id, hit.memory.content), provenance(hit.memory))));
  if (!r.hits.length) list.append(h('li', { class: 'hint' }, 'No matching memories.'));
  // Hybrid results keep what matched a word or is close in meaning; the rest is counted, and the semantic mode lists it.
  if (r.distant) list.append(h('li', { class: 'hint' }, `${r.distant} more only distantly related (the semantic mode lists them).`));
  status(`${r.hits.length} result${r.hits.length === 1 ? '' : 's'} (${r.mode})`);
}

async function loadArchive(): Promise<void> {
  const r = await api('/archive?limit=100');
  const list = $('archive-list');
  list.replaceChildren(
    ...(r.items as Json[]).map((m) =>
      h('li', { 'data-id': m.id }, memoryLink(m.id, m.content), h('span', { class: 'prov' }, ` · archived ${fmtDate(m.archived_at)} `), h('button', { type: 'button', 'data-restore': m.id, click: () => void restore(m.id) }, 'Restore')),
    ),
  );
  if (!r.items.length) list.append(h('li', { class: 'hint' }, 'The archive is empty.'));
}

async function restore(id: string): Promise<void> {
  await api(`/restore/${encodeURIComponent(id)}`, { method: 'POST' });
  status(`restored ${id}`);
  await refresh();
}

async function archive(id: string): Promise<void> {
  await api(`/memories/${encodeURIComponent(id)}`, { method: 'DELETE' });
  status(`archived ${id}`);
  $<HTMLDialogElement>('detail').close();
  await refresh();
}

async function openDetail(id: string): Promise<void> {
  const r = await api(`/memories/${encodeURIComponent(id)}`);
  const m = r.memory as Json;
  const fields: [string, unknown][] = [
    ['id', m.id], ['kind · type', `${m.kind} · ${m.type}`], ['tier', m.tier], ['importance', m.importance], ['namespace', `${m.namespace} / ${m.collection}`],
    ['tags', (m.tags ?? []).join(', ')], ['agent', m.agent], ['session', m.session_id], ['turn', m.turn_id], ['git', m.git_branch ? `${m.git_branch} ${m.git_commit ?? ''}` : null],
    ['created', fmtDate(m.created_at)], ['last used', fmtDate(m.last_accessed_at)], ['uses · shown', `${m.access_count} · ${m.shown_count}`],
    ['expires', fmtDate(m.expires_at)], ['superseded by', m.superseded_by], ['archived', m.archived_at ? fmtDate(m.archived_at) : null],
  ];
  const dl = h('dl', { class: 'fields' });
  for (const [k, v] of fields) if (v !== null && v !== undefined && v !== '') dl.append(h('dt', {}, k), h('dd', {}, String(v)));
  const events = r.events as Json[];
  $('detail-body').replaceChildren(
    ...[
    h('pre', { class: 'content' }, m.content),
    m.decision?.rejected?.length ? h('ul', { class: 'rejected' }, ...m.decision.rejected.map((x: Json) => h('li', {}, h('b', {}, 'rejected '), x.option, x.reason ? ` — ${x.reason}` : ''))) : null,
    dl,
    h('h3', {}, 'History'),
    events.length ? h('ul', { class: 'plain' }, ...events.map((e) => h('li', {}, `${fmtDate(e.at)} · ${e.kind}${e.detail ? ` · ${e.detail}` : ''}`))) : h('p', { class: 'hint' }, 'No uses, merges or promotions yet.'),
    m.archived_at
      ? h('button', { type: 'button', id: 'detail-restore', click: () => void restore(m.id).then(() => $<HTMLDialogElement>('detail').close()) }, 'Restore from archive')
      : h('button', { type: 'button', id: 'detail-archive', click: () => void archive(m.id) }, 'Archive'),
    ].filter((x): x is HTMLElement => x !== null),
  );
  const dialog = $<HTMLDialogElement>('detail');
  if (!dialog.open) dialog.showModal();
}

// ── wiring ──────────────────────────────────────────────────────────────────

async function refresh(): Promise<void> {
  try {
    await Promise.all([loadOverview(), loadDecisions(), loadArchive()]);
    $('signin').hidden = true;
    for (const id of ['overview', 'decisions', 'search', 'archive']) $(id).hidden = false;
    status(`updated ${new Date().toLocaleTimeString()}`);
  } catch (error) {
    if (error instanceof Unauthorized) showSignin(sessionStorage.getItem('engrim-token') ? 'That token was not accepted.' : 'Sign in with an API token.');
    else status(`error: ${(error as Error).message}`);
  }
}

function guard(fn: () => Promise<void>): (e: Event) => void {
  return (e) => {
    e.preventDefault();
    fn().catch((error) => (error instanceof Unauthorized ? showSignin('Sign in again.') : status(`error: ${(error as Error).message}`)));
  };
}

function start(): void {
  takeTokenFromLink();
  $('signin-form').addEventListener('submit', guard(async () => {
    sessionStorage.setItem('engrim-token', $<HTMLInputElement>('token-input').value.trim());
    $<HTMLInputElement>('token-input').value = '';
    await refresh();
  }));
  $('search-form').addEventListener('submit', guard(runSearch));
  $('decision-filters').addEventListener('submit', guard(loadDecisions));
  document.addEventListener('keydown', (e) => {
    const target = e.target as HTMLElement;
    if (e.key === '/' && !['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) {
      e.preventDefault();
      $('q').focus();
    }
  });
  void refresh();
}

start();
