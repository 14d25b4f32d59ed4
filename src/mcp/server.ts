import { rejectedLine } from '../capture/marked-line.ts';
import { redactedNote } from '../capture/redact.ts';
import type { Config } from '../config.ts';
import type { Embedder } from '../embed/embedder.ts';
import { configuredPrimer, configuredRecall } from '../engine/recall.ts';
import { mergedWhat, remember, supersededWhy } from '../engine/remember.ts';
import { EngrimError } from '../errors.ts';
import { deleteCategory, listCategories, renderCategory, setCategory } from '../lifecycle/categories.ts';
import { parseMoment } from '../lifecycle/duration.ts';
import { health, restore } from '../lifecycle/lifecycle.ts';
import { configuredSearch, contextMatch } from '../engine/search.ts';
import type { Store } from '../store/store.ts';
import { gitInfo, provenance } from '../util/git.ts';
import { MEMORY_TYPES, SEARCH_MODES, TIERS, type Memory } from '../types.ts';
import { AccessBatcher } from './batcher.ts';
import { McpServer, StdioServerTransport, z } from './deps.ts';

// Engrim as MCP tools over stdio. Short names, precise descriptions, zod
// schemas; expected failures come back as tool results with isError. stdout
// is the protocol: nothing else is ever printed there.

export interface ServerDeps {
  store: Store;
  embedder: Embedder | null;
  config: Config;
  version: string;
}

const tier = z.enum(TIERS);
const filters = {
  namespace: z.string().max(128).optional(),
  collection: z.string().max(128).optional(),
  tags: z.array(z.string().max(64)).max(32).optional(),
  agent: z.string().max(128).optional(),
  type: z.enum(MEMORY_TYPES).optional(),
  tier: tier.optional(),
  since: z.string().optional().describe('ISO date, or a time ago: 2h, 7d'),
  until: z.string().optional().describe('ISO date, or a time ago: 2h, 7d'),
  include_archived: z.boolean().optional().describe('also archived and superseded memories'),
};
const hit = z.object({ id: z.string(), ref: z.string().nullable(), content: z.string(), score: z.number(), tier, type: z.string(), kind: z.string(), tags: z.array(z.string()), agent: z.string().nullable(), created_at: z.string(), found_by_context: z.string().optional() });

function brief(m: Memory, score: number) {
  return { id: m.id, ref: m.ref, content: m.content, score, tier: m.tier, type: m.type, kind: m.kind, tags: m.tags, agent: m.agent, created_at: new Date(m.created_at).toISOString() };
}

/** Runs a tool body; Engrim's expected errors become isError results, not protocol errors. */
function runTool<T extends Record<string, unknown>>(fn: () => { text: string; data: T }) {
  try {
    const { text, data } = fn();
    return { content: [{ type: 'text' as const, text }], structuredContent: data };
  } catch (error) {
    if (error instanceof EngrimError) return { isError: true, content: [{ type: 'text' as const, text: error.message }] };
    throw error;
  }
}

/** A tool's text with what the write redacted, on a line of its own. */
const withNote = (text: string, redacted: string[]) => (redacted.length ? `${text}\n${redactedNote(redacted)}` : text);

const toDate = (s: string | undefined, field: string) => (s === undefined ? undefined : parseMoment(s, field));

export function createServer(deps: ServerDeps): { server: McpServer; batcher: AccessBatcher } {
  const { store, embedder, config } = deps;
  const server = new McpServer({ name: 'engrim', version: deps.version });
  const batcher = new AccessBatcher(store, config.lifecycle);
  const clientName = () => server.server.getClientVersion()?.name ?? 'mcp';
  // Each tool call, then, once a day, a copy of the file into the repository's git directory (store/snapshots.ts).
  const tool = <T extends Record<string, unknown>>(fn: () => { text: string; data: T }) => {
    const result = runTool(fn);
    store.snapshotIfDue();
    return result;
  };

  server.registerTool('remember', {
    description: 'Store a memory for later sessions and other agents. A decision in prose ("we chose X over Y because Z") is stored as one. Duplicates and fuller restatements merge; a new value ("Pool size: 30") replaces the old one.',
    inputSchema: { content: z.string().min(1).max(64000), type: z.enum(MEMORY_TYPES).optional(), tier: tier.optional(), importance: z.number().min(0).max(1).optional(), tags: z.array(z.string().max(64)).max(32).optional(), category: z.string().optional().describe('store as a category policy slot instead (name/slot)'), namespace: z.string().max(128).optional(), collection: z.string().max(128).optional(), agent: z.string().optional(), session_id: z.string().optional() },
    outputSchema: { id: z.string(), merged: z.boolean(), fuller: z.boolean().describe('merged, and the memory now reads as given (it said less)'), kind: z.string(), superseded: z.array(z.string()), redacted: z.array(z.string()).describe('secrets taken out of the text before storing, by kind') },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  }, (a) => tool(() => {
    if (a.category) {
      const [name, slot = 'main'] = a.category.split('/').map((x) => x.trim());
      const c = setCategory(store, { namespace: a.namespace ?? 'default', name, slot, content: a.content });
      return { text: withNote(`stored category ${c.name} / ${c.slot}`, c.redacted), data: { id: `${c.name}/${c.slot}`, merged: false, fuller: false, kind: 'category', superseded: [], redacted: c.redacted } };
    }
    const r = remember(store, embedder, { ...a, namespace: a.namespace ?? config.namespace, agent: a.agent ?? clientName(), session_id: a.session_id ?? null, ...provenance(process.cwd()) }, Date.now(), config.lifecycle);
    const rejected = r.memory.decision?.rejected?.map((x) => x.option) ?? [];
    const read = r.memory.kind === 'note' ? '' : ` as a ${r.memory.kind}${rejected.length ? ` (rejected: ${rejected.join(', ')})` : ''}`;
    const text = [r.merged ? mergedWhat(r) : `stored ${r.memory.id}${read}`, ...r.superseded.map((id) => `superseded ${id}: ${supersededWhy(store, r, id)}`)].join('\n');
    return { text: withNote(text, r.redacted), data: { id: r.memory.id, merged: r.merged, fuller: r.fuller ?? false, kind: r.memory.kind, superseded: r.superseded, redacted: r.redacted } };
  }));

  server.registerTool('recall', {
    description: 'The memory block for a prompt: category policies, then relevant memories with rejected alternatives, in a token budget. No prompt (session start): policies, T0/T1 memories, decisions, conventions.',
    inputSchema: { prompt: z.string().max(20000).optional().describe('the prompt or topic; omit at the start of a session'), budget: z.number().int().min(50).max(100000).optional(), namespace: z.string().optional() },
    outputSchema: { text: z.string(), tokens: z.number(), ids: z.array(z.string()) },
    annotations: { readOnlyHint: true },
  }, (a) => tool(() => {
    const options = { budget: a.budget, filters: { namespace: a.namespace }, branch: gitInfo(process.cwd()).branch };
    const r = a.prompt?.trim() ? configuredRecall(store, embedder, config, a.prompt, options) : configuredPrimer(store, config, options);
    batcher.markShown(r.items);
    if (r.items.length) batcher.addUsage(r.tokens);
    return { text: r.text || '(nothing relevant stored)', data: { text: r.text, tokens: r.tokens, ids: r.items.map((i) => i.id) } };
  }));

  server.registerTool('search', {
    description: 'Search memories by text: hybrid (default), semantic or fulltext, with filters. Naming a time ("in March 2026", "last week") or an agent ("what did Codex decide") puts the memories from then, or by it, first.',
    inputSchema: { query: z.string().min(1).max(20000), mode: z.enum(SEARCH_MODES).optional(), limit: z.number().int().min(1).max(100).optional(), ...filters },
    outputSchema: { hits: z.array(hit) },
    annotations: { readOnlyHint: true },
  }, (a) => tool(() => {
    const r = configuredSearch(store, embedder, config, a.query, {
      mode: a.mode, limit: a.limit ?? 10,
      filters: { namespace: a.namespace, collection: a.collection, tags: a.tags, agent: a.agent, type: a.type, tier: a.tier, since: toDate(a.since, 'since'), until: toDate(a.until, 'until'), all: a.include_archived },
    });
    const hits = r.hits.map((h) => {
      const via = contextMatch(a.query, h.memory);
      return { ...brief(h.memory, h.score), ...(via ? { found_by_context: via } : {}) };
    });
    const line = (h: (typeof hits)[number]) => `${h.id} [${h.kind} · ${h.tier}] ${h.content}${h.found_by_context ? `\n  (found by its context: "${h.found_by_context}")` : ''}`;
    const distant = r.distant ? `\n(${r.distant} more only distantly related; mode "semantic" lists them)` : '';
    return { text: `${hits.length ? hits.map(line).join('\n') : 'no matching memories'}${distant}`, data: { hits } };
  }));

  server.registerTool('forget', {
    description: 'Archive a memory: it leaves search and recall but stays restorable (nothing is destroyed).',
    inputSchema: { id: z.string() },
    outputSchema: { id: z.string(), archived: z.boolean() },
    annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true },
  }, (a) => tool(() => {
    const m = store.forget(a.id);
    return { text: `archived ${m.id}`, data: { id: m.id, archived: m.archived_at !== null } };
  }));

  server.registerTool('restore', {
    description: 'Bring an archived or superseded memory back (same id, tier, vector and history).',
    inputSchema: { id: z.string() },
    outputSchema: { id: z.string(), archived: z.boolean() },
    annotations: { readOnlyHint: false, idempotentHint: true },
  }, (a) => tool(() => {
    const m = restore(store, a.id, config.lifecycle);
    return { text: `restored ${m.id}`, data: { id: m.id, archived: m.archived_at !== null } };
  }));

  server.registerTool('category', {
    description: 'Category policy slots shared by every agent and injected first in recall: set, get, list or delete. What set replaces and delete removes stays in the slot\'s history (a person brings it back with `engrim category restore`).',
    inputSchema: { action: z.enum(['set', 'get', 'list', 'delete']), name: z.string().optional(), slot: z.string().optional(), content: z.string().max(8000).optional(), namespace: z.string().optional() },
    outputSchema: { categories: z.array(z.object({ name: z.string(), slot: z.string(), content: z.string() })), changed: z.number(), redacted: z.array(z.string()).describe('secrets taken out of the content set, by kind') },
    annotations: { readOnlyHint: false, destructiveHint: true },
  }, (a) => tool(() => {
    const ns = a.namespace ?? config.namespace;
    const need = (v: string | undefined, field: string) => {
      if (!v) throw new EngrimError(`category ${a.action} needs "${field}"`);
      return v;
    };
    let changed = 0;
    let redacted: string[] = [];
    if (a.action === 'set') {
      redacted = setCategory(store, { namespace: ns, name: need(a.name, 'name'), slot: a.slot ?? 'main', content: need(a.content, 'content') }).redacted;
      changed = 1;
    } else if (a.action === 'delete') {
      changed = deleteCategory(store, ns, need(a.name, 'name'), a.slot);
      if (!changed) throw new EngrimError(`no category "${a.name}" to delete`);
    }
    const rows = listCategories(store, ns, a.action === 'list' ? undefined : a.name).filter((c) => !a.slot || a.action === 'list' || c.slot === a.slot);
    if (a.action === 'get' && !rows.length) throw new EngrimError(`no category "${a.name}"`);
    return { text: withNote(rows.map(renderCategory).join('\n') || '(no categories)', redacted), data: { categories: rows.map((c) => ({ name: c.name, slot: c.slot, content: c.content })), changed, redacted } };
  }));

  server.registerTool('decide', {
    description: 'Record a decision: what was chosen, the rejected alternatives and why not. Recall flags a rejected option proposed again. Replaces an earlier decision that chose a rejected option, or set the same setting.',
    inputSchema: { chosen: z.string().min(1).max(2000), rejected: z.array(z.object({ option: z.string().min(1).max(200), reason: z.string().max(1000).optional() })).max(20).optional(), context: z.string().max(4000).optional().describe('why / what it is about'), tags: z.array(z.string().max(64)).max(32).optional(), namespace: z.string().optional(), agent: z.string().optional(), session_id: z.string().optional() },
    outputSchema: { id: z.string(), merged: z.boolean(), fuller: z.boolean().describe('merged, and the memory now reads as given (it said less)'), superseded: z.array(z.string()), redacted: z.array(z.string()).describe('secrets taken out of the decision before storing, by kind') },
    annotations: { readOnlyHint: false, idempotentHint: true },
  }, (a) => tool(() => {
    const rejected = a.rejected ?? [];
    const content = [`Decision: ${a.chosen}`, ...rejected.map(rejectedLine)].join('\n');
    const r = remember(store, embedder, { content, kind: 'decision', decision: { chosen: a.chosen, rejected }, context: a.context, tags: a.tags, namespace: a.namespace ?? config.namespace, agent: a.agent ?? clientName(), session_id: a.session_id ?? null, ...provenance(process.cwd()) }, Date.now(), config.lifecycle);
    const replaced = r.superseded.length ? ` (supersedes ${r.superseded.map((id) => `${id}, ${supersededWhy(store, r, id)}`).join('; ')})` : '';
    return { text: withNote(`${r.merged ? mergedWhat(r) : `stored ${r.memory.id}`}${replaced}`, r.redacted), data: { id: r.memory.id, merged: r.merged, fuller: r.fuller ?? false, superseded: r.superseded, redacted: r.redacted } };
  }));

  server.registerTool('health', {
    description: 'Memories per tier against budgets, what expires soon, archive size, the model and the database.',
    inputSchema: {},
    outputSchema: { tiers: z.array(z.object({ namespace: z.string(), tier: z.string(), count: z.number(), budget: z.number().nullable(), warning: z.boolean(), over: z.number().describe('memories above the budget: the next gc archives that many') })), expiringSoon: z.number(), archived: z.number(), model: z.string().nullable(), database: z.string() },
    annotations: { readOnlyHint: true },
  }, () => tool(() => {
    const h = health(store, config.lifecycle);
    const data = { tiers: h.tiers.map(({ namespace, tier: t, count, budget, warning, over }) => ({ namespace, tier: t, count, budget, warning, over })), expiringSoon: h.expiringSoonCount, archived: h.archived, model: embedder?.id ?? null, database: store.path };
    return { text: `${h.tiers.map((t) => `${t.namespace} ${t.tier} ${t.count}${t.budget ? `/${t.budget}` : ''}${t.over ? ` (over budget: the next gc archives ${t.over})` : t.warning ? ' (near budget)' : ''}`).join(', ') || 'no memories'}; ${h.expiringSoonCount} expiring soon; ${h.archived} archived`, data };
  }));

  return { server, batcher };
}

/** Serves on stdin/stdout until the client goes away; flushes access metadata on the way out. */
export async function serveStdio(deps: ServerDeps): Promise<void> {
  const { server, batcher } = createServer(deps);
  const shutdown = () => {
    try {
      batcher.close();
    } finally {
      deps.store.close();
      process.exit(0);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  process.stdin.once('end', shutdown);
  await server.connect(new StdioServerTransport());
}
