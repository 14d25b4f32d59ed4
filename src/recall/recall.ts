import type { Embedder } from '../embed/embedder.ts';
import { search, type SearchOptions } from '../search/search.ts';
import type { Store } from '../store/store.ts';
import type { Filters, SearchHit } from '../types.ts';
import { FLAGGED_TAG } from './poison.ts';
import { reproposedRejections, saysOnlyAsWord } from './rejections.ts';
import { BLOCK_HEADER, renderBlock, renderItem } from './render.ts';
import { crudeStem, promptTerms as termsOfPrompt, queryTerms } from '../search/fts-query.ts';
import { renderCategory, type Category } from '../lifecycle/categories.ts';
import { estimateTokens } from './tokens.ts';
import { int8Norm } from '../util/int8.ts';
import { diversify } from './diversity.ts';
import { packStanding } from './standing.ts';
import { ANCHOR_COSINE, ANCHOR_SHARE, WORD_SHARE, memoryStems, overlapHolds, promptStems, promptWeights, sharedShare, type PromptWeights } from './overlap.ts';
import { DEFAULT_BOOST } from '../search/boost.ts';
import { saidWithin, tokens } from '../lifecycle/dedup.ts';
import { inPeriods, readPeriods } from '../search/periods.ts';
import { isToolOf, kindNames, kindsIn, kindTools, ofRejectedKind } from '../search/tool-kinds.ts';

export interface RecallOptions {
  embedder?: Embedder | null;
  /** Token budget of the whole block (estimated, see tokens.ts). */
  budget?: number;
  /** At most this many memories. */
  limit?: number;
  filters?: Filters;
  /** A memory found only by the dense side needs at least this cosine. */
  minCosine?: number;
  /**
   * A memory found by words alone (cosine under `minCosine`) must hold this
   * share of the prompt's distinct terms, or shared words weighing two rare
   * ones; and a block needs one anchored item (see overlap.ts). 0: one shared
   * word is always enough, and no anchor is asked for.
   */
  minOverlap?: number;
  /**
   * A memory whose score is under this share of the best relevant memory's
   * stays out (a decision whose rejected option the prompt proposes again
   * always counts): the tail that fills a block after its answer. 0: off.
   */
  minScoreShare?: number;
  /** MMR's λ when packing (see diversity.ts): 1 = best first; lower trades score for variety. */
  diversity?: number;
  search?: Pick<SearchOptions, 'fusion' | 'boost' | 'mode' | 'now'>;
  /** Category policy slots: injected first, whatever the prompt, within `categoryShare` of the budget. */
  categories?: Category[];
  categoryShare?: number;
  /** Also say, for every memory search found, why it was kept or left out (`RecallResult.explained`). */
  explain?: boolean;
  /**
   * A memory found by words alone must also be this close in meaning (its cosine with the prompt), unless
   * it holds WORD_SHARE of the prompt's terms: a word shared by texts about different things ("health" in
   * "add a health check endpoint" and in a chat about a doctor's visit) is no evidence. 0: off.
   */
  minWordCosine?: number;
  /**
   * Or, when it is its context that holds the words (a decision's search-only context: the prompt it answered, the
   * list it closed), the context must be this close (CONTEXT_COSINE); Infinity: the context never counts.
   */
  minContextCosine?: number;
  /**
   * The agent keeps no injection past the call it was made for (Antigravity's ephemeral messages): the
   * memories that stand without a prompt (see standing.ts) follow the prompt's own in every block, within
   * what the budget and the item limit leave, as a session-start block gives them to the other agents.
   */
  standing?: boolean;
  /**
   * Memories the agent already holds in its context (what its session-start block gave): left out of
   * this block, unless the prompt proposes their rejected option again. They still anchor the block.
   */
  inContext?: Set<string>;
  /** The branch checked out where the block goes: a memory written on another one (not the trunk) says so. */
  branch?: string | null;
}

/** Why recall kept a memory search found, or left it out. */
export type Verdict = 'kept' | 'flagged' | 'not relevant' | 'too little overlap' | 'far in meaning' | 'weak' | 'in context' | 'said in another' | 'over budget' | 'item limit' | 'no anchor';

export interface ExplainedHit {
  id: string;
  content: string;
  score: number;
  /** The memory's cosine with the prompt (absent: the dense side did not score it). */
  cosine?: number;
  /** Whether a prompt word matched it (the full-text side found it). */
  words: boolean;
  reproposed?: string[];
  verdict: Verdict;
}

export interface RecallItem {
  id: string;
  /** Rejected options of this decision that the prompt proposes again. */
  reproposed?: string[];
  ref: string | null;
  score: number;
  tier: string;
  kind: string;
  agent: string | null;
  tokens: number;
  /** A memory that stands without a prompt (standing.ts: the session's start block, or Antigravity's every block), not found for the prompt. */
  standing?: true;
}

export interface RecallResult {
  text: string;
  tokens: number;
  items: RecallItem[];
  warnings: string[];
  /** With `explain`: every hit search returned, in the order recall considered them, with its verdict. */
  explained?: ExplainedHit[];
}

/** A prompt that only points at an option by its place or label: "go with the first one", "2", "option B please", "the latter". */
const ONLY_POINTS =
  /^(?:(?:ok(?:ay)?|yes|yeah|yep|sure|sounds good|let'?s|lets|please|go|do|use|pick|take|choose|with|the|option|approach|number|#|[\s,.!:-])+)?(?:[a-d\d]|first|second|third|fourth|fifth|1st|2nd|3rd|4th|last|former|latter)(?:\s+(?:one|option|approach|choice))?\s*(?:please|then|it is|thanks)?[.!]*$/i;

/** How close a memory's context must be to the prompt when the words it shares with the prompt are there (`minContextCosine`). */
export const CONTEXT_COSINE = 0.4;
export const DEFAULT_RECALL = { budget: 1000, limit: 10, minCosine: 0.45, minOverlap: 0.25, minScoreShare: 0.3, minWordCosine: 0.1, diversity: 1 };

/** A memory is relevant if a prompt word matched it, or its meaning is close enough (then `minOverlap` may ask for more words). */
export function relevant(hit: SearchHit, minCosine: number): boolean {
  return hit.ranks.fulltext !== undefined || (hit.cosine ?? -1) >= minCosine;
}

/**
 * Search restricted to one namespace (recall never mixes namespaces). Most
 * stores hold one namespace, and a namespace filter costs a cold hook a scan
 * of every rowid in it: so search unfiltered first and keep that namespace's
 * hits; only when others crowded them out, search again with the filter.
 */
function searchNamespace(store: Store, prompt: string, options: RecallOptions, limit: number) {
  const run = (filters: Filters | undefined) => search(store, prompt, { ...options.search, embedder: options.embedder, filters, limit });
  const { namespace, ...rest } = options.filters ?? {};
  if (namespace === undefined) return run(options.filters);
  const wide = run(rest);
  const kept = wide.hits.filter((h) => h.memory.namespace === namespace);
  if (kept.length === wide.hits.length) return wide;
  if (kept.length >= (options.limit ?? DEFAULT_RECALL.limit)) return { ...wide, hits: kept };
  return run(options.filters);
}

/**
 * The hits, and after them the decisions that turned down a kind of tool ("no ORM") the prompt names a tool of
 * ("set up Prisma"; search/tool-kinds.ts), or a tool of a kind the prompt names ("Prisma" for "add an ORM"): the
 * prompt shares no word with them and the model does not know Prisma is an ORM, so search seldom lists them. Looked
 * up by the kind's names or its tools, only for a prompt that names such a tool or kind.
 */
function withKindRejections(store: Store, prompt: string, hits: SearchHit[], options: RecallOptions): SearchHit[] {
  const tools = kindTools(prompt);
  const kinds = kindsIn(prompt);
  if (!tools.length && !kinds.length) return hits;
  // Unfiltered by namespace, then kept to it, as `searchNamespace` does: a namespace filter scans every rowid in it.
  const { namespace, ...rest } = options.filters ?? {};
  const look = (query: string) =>
    search(store, query, { ...options.search, mode: 'fulltext', embedder: null, filters: rest, limit: 20 }).hits.filter((h) => namespace === undefined || h.memory.namespace === namespace);
  // By the kinds' names for a tool the prompt names; by the kinds' tools for a kind it names ("add an ORM").
  const byKind = [...(tools.length ? look(kindNames(tools).join(' ')) : []), ...(kinds.length ? look(kinds.flatMap((k) => k.tools).join(' ')) : [])];
  const turnsDown = (option: string) => ofRejectedKind(option, tools).length > 0 || kinds.some((k) => isToolOf(option, k.tools));
  const rejecting = new Map(byKind.filter((h) => h.memory.decision?.rejected?.some((r) => turnsDown(r.option))).map((h) => [h.memory.id, h]));
  if (!rejecting.size) return hits;
  // One the search found by meaning alone is found by a word now: the kind's name.
  const out = hits.map((h) => {
    const k = rejecting.get(h.memory.id);
    rejecting.delete(h.memory.id);
    return k && h.ranks.fulltext === undefined ? { ...h, ranks: { ...h.ranks, fulltext: k.ranks.fulltext } } : h;
  });
  return [...out, ...rejecting.values()];
}

/**
 * Prompt → the budgeted injection block. Pure apart from reading the store.
 * Items are packed best first; an item that does not fit is skipped (a shorter
 * one may still fit); the block's estimate never exceeds the budget.
 */
export function recall(store: Store, prompt: string, options: RecallOptions = {}): RecallResult {
  const budget = options.budget ?? DEFAULT_RECALL.budget;
  const limit = options.limit ?? DEFAULT_RECALL.limit;
  const minCosine = options.minCosine ?? DEFAULT_RECALL.minCosine;
  const result = searchNamespace(store, prompt, options, Math.max(limit * 3, 30));
  const model = options.embedder?.id;
  const found = model ? diversify(result.hits, options.diversity ?? DEFAULT_RECALL.diversity, (ids) => store.vectorsOf(ids, model)) : result.hits;
  const hits = withKindRejections(store, prompt, found, options);
  const policy = packPolicy(options, budget);
  let used = estimateTokens(BLOCK_HEADER) + 1 + policy.tokens;
  const lines: string[] = [];
  const items: RecallItem[] = [];
  // A decision whose rejected option the prompt proposes again comes first.
  const promptTerms = new Set(termsOfPrompt(prompt));
  const minOverlap = options.minOverlap ?? DEFAULT_RECALL.minOverlap;
  const minScoreShare = options.minScoreShare ?? DEFAULT_RECALL.minScoreShare;
  let best: number | undefined; // the best relevant score so far (hits come best first, after the re-proposed rejections)
  let weights: PromptWeights | undefined; // read from the store only when a hit needs them
  let stems: Set<string> | undefined;
  // A memory created in a period the prompt names ("in October 2023", "last week") holds the words that name
  // it, as far as overlap goes: the date is the memory's, not in its text.
  const dated = (options.search?.boost ?? DEFAULT_BOOST).period ? readPeriods(prompt, options.search?.now ?? Date.now()) : { periods: [], spans: [] };
  const dateStems = dated.spans.flatMap((span) => queryTerms(span)).map(crudeStem);
  const wordsOf = new Map<SearchHit, Set<string>>(); // a memory's words, for both rules
  const words = (hit: SearchHit) => {
    let w = wordsOf.get(hit);
    if (!w) {
      wordsOf.set(hit, (w = memoryStems(hit.memory)));
      if (dateStems.length && inPeriods(hit.memory.created_at, dated.periods)) for (const stem of dateStems) w.add(stem);
    }
    return w;
  };
  const minWordCosine = options.minWordCosine ?? DEFAULT_RECALL.minWordCosine;
  let cosines: Map<string, number> | undefined; // of the hits the dense side did not list, read when first needed
  const cosineOf = (hit: SearchHit): number | undefined =>
    hit.cosine ?? (cosines ??= storedCosines(store, result.vector, model, hits.filter((h) => h.cosine === undefined))).get(hit.memory.id);
  // A word shared by texts about different things is no evidence, unless the memory holds much of the prompt,
  // or the word is one the model cannot read ("npm", "postgres", "redis" → no vector, or pieces): then the
  // cosine says nothing about it, and the name itself is the evidence.
  let unread: string[] | undefined;
  const unreadStems = () => (unread ??= [...promptTerms].filter((t) => (options.embedder?.tokenIds?.(t).length ?? 1) !== 1).map(crudeStem));
  // (Or the words it shares are in its context, and that is near: "how is state locking done?" and a decision on
  // remote state whose context says "Locking uses the DynamoDB table …"; the decision itself says nothing of locking.)
  const minContextCosine = options.minContextCosine ?? CONTEXT_COSINE;
  // (Read once per hit: an ineligible hit asks again for its verdict.)
  const contextNearOf = new Map<SearchHit, boolean>();
  const contextNear = (hit: SearchHit) => {
    let near = contextNearOf.get(hit);
    if (near !== undefined) return near;
    const context = hit.memory.context;
    near = false;
    if (context && result.vector && options.embedder && Number.isFinite(minContextCosine)) {
      const [q, v] = [result.vector, options.embedder.embed(context)];
      let [dot, qq, vv] = [0, 0, 0];
      for (let d = 0; d < v.length && d < q.length; d++) [dot, qq, vv] = [dot + q[d] * v[d], qq + q[d] * q[d], vv + v[d] * v[d]];
      near = qq > 0 && vv > 0 && dot / Math.sqrt(qq * vv) >= minContextCosine;
    }
    contextNearOf.set(hit, near);
    return near;
  };
  const nearInMeaning = (hit: SearchHit) =>
    minWordCosine <= 0 ||
    sharedShare((stems ??= promptStems(promptTerms)), words(hit)) >= WORD_SHARE ||
    unreadStems().some((stem) => words(hit).has(stem)) ||
    (cosineOf(hit) ?? 1) >= minWordCosine ||
    contextNear(hit);
  const wordsHold = (hit: SearchHit) => overlapHolds((weights ??= promptWeights(store, promptTerms)), words(hit), minOverlap);
  const closeEnough = (hit: SearchHit) => (hit.cosine ?? -1) >= minCosine || minOverlap <= 0 || (wordsHold(hit) && nearInMeaning(hit));
  // With the overlap gate on, a block needs one anchored item (see ANCHOR_SHARE in overlap.ts).
  const anchors = (hit: SearchHit, reproposed: string[]) =>
    minOverlap <= 0 || reproposed.length > 0 || (hit.cosine ?? -1) >= ANCHOR_COSINE || sharedShare((stems ??= promptStems(promptTerms)), words(hit)) >= ANCHOR_SHARE;
  let anchored = false;
  const wordRank = options.embedder?.wordRank?.bind(options.embedder);
  const ordered = hits
    .map((hit) => ({ hit, reproposed: reproposedRejections(hit.memory, promptTerms, prompt, wordRank) }))
    .sort((a, b) => Number(b.reproposed.length > 0) - Number(a.reproposed.length > 0));
  // A re-proposed rejection always counts: the prompt named the very option a decision turned down.
  // (Not one the prompt meets only through an everyday word it turned down as a tool: "make the header text black" and
  // "We format Python with Ruff rather than Black".)
  const eligible = ({ hit, reproposed }: (typeof ordered)[number]) =>
    relevant(hit, minCosine) && (reproposed.length > 0 || (closeEnough(hit) && !saysOnlyAsWord(hit.memory, promptTerms, prompt, wordRank))) && !hit.memory.tags.includes(FLAGGED_TAG);
  let considered = 0;
  const verdicts = options.explain ? new Map<SearchHit, Verdict>() : null;
  const keptHits: SearchHit[] = []; // the hits behind `items`, in their order
  // A memory whose rejected options the block shows is never left out for another's words.
  const plain = (hit: SearchHit) => !hit.memory.decision?.rejected?.length;
  const tokensOf = new Map<SearchHit, string[]>();
  const contentTokens = (hit: SearchHit) => {
    let t = tokensOf.get(hit);
    if (!t) tokensOf.set(hit, (t = tokens(hit.memory.content)));
    return t;
  };
  const within = (short: SearchHit, long: SearchHit) => saidWithin(contentTokens(short), contentTokens(long));
  for (const candidate of ordered) {
    if (items.length >= limit) break;
    considered++;
    if (!eligible(candidate)) {
      const far = !candidate.hit.memory.tags.includes(FLAGGED_TAG) && relevant(candidate.hit, minCosine) && wordsHold(candidate.hit) && !nearInMeaning(candidate.hit);
      verdicts?.set(candidate.hit, far ? 'far in meaning' : verdictOf(candidate.hit, minCosine));
      continue;
    }
    const { hit, reproposed } = candidate;
    anchored ||= anchors(hit, reproposed);
    best = Math.max(best ?? hit.score, hit.score);
    if (!reproposed.length && hit.score < minScoreShare * best) {
      verdicts?.set(hit, 'weak');
      continue;
    }
    if (!reproposed.length && options.inContext?.has(hit.memory.id)) {
      verdicts?.set(hit, 'in context');
      continue;
    }
    // A memory another in the block says all of, and more, adds nothing: the shorter of the two stays out
    // (written before dedup merged a fuller statement, or imported). The fuller one takes a shorter one's place.
    if (!reproposed.length && plain(hit) && keptHits.some((k) => within(hit, k))) {
      verdicts?.set(hit, 'said in another');
      continue;
    }
    const line = renderItem(hit.memory, reproposed, options.branch ?? null);
    const cost = estimateTokens(line) + 1;
    const replaced = reproposed.length ? -1 : keptHits.findIndex((k, i) => plain(k) && !items[i].reproposed && within(k, hit));
    const freed = replaced >= 0 ? items[replaced].tokens : 0;
    if (used - freed + cost > budget) {
      verdicts?.set(hit, 'over budget');
      continue;
    }
    verdicts?.set(hit, 'kept');
    used += cost - freed;
    const m = hit.memory;
    const item: RecallItem = { id: m.id, ref: m.ref, score: hit.score, tier: m.tier, kind: m.kind, agent: m.agent, tokens: cost, ...(reproposed.length ? { reproposed } : {}) };
    if (replaced >= 0) {
      verdicts?.set(keptHits[replaced], 'said in another');
      lines[replaced] = line;
      items[replaced] = item;
      keptHits[replaced] = hit;
    } else {
      lines.push(line);
      items.push(item);
      keptHits.push(hit);
    }
  }
  // The anchor asks whether the store holds something clearly about the prompt, not whether it fit: an
  // eligible hit that the budget or the item limit left out anchors the block too.
  anchored ||= ordered.slice(considered).some((c) => eligible(c) && anchors(c.hit, c.reproposed));
  // A prompt that only points at an option of the turn before ("go with the first one", "2", "option B") asks the
  // store nothing: a memory that shares its words ("my first thought", a quoted pick) is no answer to it.
  if (ONLY_POINTS.test(prompt.trim())) anchored = false;
  if (!anchored) {
    lines.length = 0;
    items.length = 0;
  }
  if (options.standing) {
    const packed = estimateTokens(BLOCK_HEADER) + 1 + policy.tokens + items.reduce((sum, i) => sum + i.tokens, 0);
    packStanding(store, options.filters, { lines, items }, packed, budget, limit, options.branch ?? null);
  }
  const block = fitBlock(lines, items, policy.lines, budget, result.warnings);
  if (!verdicts) return block;
  const shown = new Set(block.items.map((i) => i.id));
  block.explained = ordered.map(({ hit, reproposed }, i) => {
    let verdict = verdicts.get(hit) ?? (i >= considered ? 'item limit' : verdictOf(hit, minCosine));
    if (verdict === 'kept' && !shown.has(hit.memory.id)) verdict = anchored ? 'over budget' : 'no anchor';
    const cosine = hit.cosine ?? cosines?.get(hit.memory.id);
    return {
      id: hit.memory.id, content: hit.memory.content, score: hit.score, words: hit.ranks.fulltext !== undefined, verdict,
      ...(cosine !== undefined ? { cosine } : {}), ...(reproposed.length ? { reproposed } : {}),
    };
  });
  return block;
}

/** The cosine of the query's vector with each hit's stored vector (memories the dense side did not list); none without a vector. */
function storedCosines(store: Store, query: Float32Array | undefined, model: string | undefined, hits: SearchHit[]): Map<string, number> {
  const out = new Map<string, number>();
  if (!query || !model || !hits.length) return out;
  let qq = 0;
  for (const x of query) qq += x * x;
  for (const [id, v] of store.vectorsOf(hits.map((h) => h.memory.id), model)) {
    const norm = int8Norm(v);
    if (!(qq > 0 && norm > 0 && v.length === query.length)) continue;
    let dot = 0;
    for (let d = 0; d < v.length; d++) dot += query[d] * v[d];
    out.set(id, dot / (Math.sqrt(qq) * norm));
  }
  return out;
}

/** Why an ineligible hit was left out. */
function verdictOf(hit: SearchHit, minCosine: number): Verdict {
  if (hit.memory.tags.includes(FLAGGED_TAG)) return 'flagged';
  return relevant(hit, minCosine) ? 'too little overlap' : 'not relevant';
}

/** Category policy slots, first in every block, within their share of the budget. */
export function packPolicy(options: Pick<RecallOptions, 'categories' | 'categoryShare'>, budget: number): { lines: string[]; tokens: number } {
  const cap = Math.floor(budget * (options.categoryShare ?? 0.25));
  const lines: string[] = [];
  let tokens = 0;
  for (const c of options.categories ?? []) {
    const line = renderCategory(c);
    const cost = estimateTokens(line) + 1;
    if (tokens + cost > cap) continue;
    tokens += cost;
    lines.push(line);
  }
  return { lines, tokens };
}

/** The block from packed lines. Per-item estimates round independently: the whole block is re-checked so the budget holds exactly. */
export function fitBlock(lines: string[], items: RecallItem[], policy: string[], budget: number, warnings: string[] = []): RecallResult {
  let text = renderBlock(lines, policy);
  while (estimateTokens(text) > budget && (lines.length || policy.length)) {
    if (lines.length) {
      lines.pop();
      items.pop();
    } else policy.pop();
    text = renderBlock(lines, policy);
  }
  return { text, tokens: text ? estimateTokens(text) : 0, items, warnings };
}
