import type { ParseError } from 'jsonc-parser';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureDir } from './util/fs.ts';
import { ConfigError } from './errors.ts';
import type { BoostConfig } from './search/boost.ts';
import type { FusionConfig } from './search/fusion.ts';
import type { LifecycleConfig } from './lifecycle/policy.ts';

// One place resolves configuration: defaults → `.engrim/config.json` at the
// project root → environment → flags. Every key is listed in KEYS with its
// default and a validator, and documented in the README's config table.

export interface Config {
  recall: { budget: number; limit: number; minCosine: number; minOverlap: number; minScoreShare: number; minWordCosine: number; categoryShare: number; diversity: number };
  lifecycle: LifecycleConfig;
  fusion: FusionConfig;
  boost: BoostConfig;
  /** Model directory; '' = the default model shipped with Engrim; 'none' = no dense search. */
  model: string;
  /** The namespace hooks capture into and every recall reads (one namespace never leaks into another's recall). */
  namespace: string;
}

type Validator = (value: unknown) => unknown;
const number = (min: number, max: number, integer = false): Validator => (value) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    throw new Error(`expected ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`);
  }
  return n;
};
const oneOf = (...options: string[]): Validator => (value) => {
  if (typeof value !== 'string' || !options.includes(value)) throw new Error(`expected one of ${options.join(', ')}`);
  return value;
};
const string: Validator = (value) => {
  if (typeof value !== 'string') throw new Error('expected a string');
  return value;
};

export const KEYS: Record<string, { default: unknown; validate: Validator; env?: string; doc: string }> = {
  'recall.budget': { default: 1000, validate: number(50, 100_000, true), env: 'ENGRIM_BUDGET', doc: 'token budget of the recall block' },
  'recall.limit': { default: 10, validate: number(1, 100, true), doc: 'most memories in one recall block' },
  'recall.minCosine': { default: 0.45, validate: number(-1, 1), doc: 'cosine a dense-only match needs to be recalled' },
  'recall.minOverlap': { default: 0.25, validate: number(0, 1), doc: "share of the prompt's words a memory found by words alone must hold, unless the words it shares weigh two words found in one memory (IDF; a memory dated in a period the prompt names holds the words naming it); above 0, a block also needs one memory holding a fifth of the prompt's words or cosine ≥ 0.55; 0 = one word is enough" },
  'recall.minScoreShare': { default: 0.3, validate: number(0, 1), doc: "a memory scoring under this share of the best relevant memory's score stays out of the block (a re-proposed rejection always counts); 0 = off" },
  'recall.minWordCosine': { default: 0.1, validate: number(0, 1), doc: "a memory found by words alone, holding under half of the prompt's words, also needs this cosine with the prompt (a shared word that means something else there is no evidence; a word the model cannot read, such as npm, counts by itself); 0 = off" },
  'recall.categoryShare': { default: 0.25, validate: number(0, 1), doc: 'largest share of the budget category slots may take' },
  'recall.diversity': { default: 1, validate: number(0, 1), doc: 'MMR λ when packing the block: 1 = best first, lower = more varied' },
  'lifecycle.ttl.T1': { default: 365, validate: number(1, 36500), doc: 'days a T1 memory lives after its last use' },
  'lifecycle.ttl.T2': { default: 90, validate: number(1, 36500), doc: 'days a T2 memory lives after its last use' },
  'lifecycle.ttl.T3': { default: 30, validate: number(1, 36500), doc: 'days a T3 memory lives after its last use' },
  'lifecycle.promoteAfter': { default: 5, validate: number(1, 1000, true), doc: 'uses within one TTL window that promote T3→T2, T2→T1' },
  'lifecycle.budget.T1': { default: 5000, validate: number(1, 10_000_000, true), doc: 'active T1 memories allowed per namespace' },
  'lifecycle.budget.T2': { default: 10000, validate: number(1, 10_000_000, true), doc: 'active T2 memories allowed per namespace' },
  'lifecycle.budget.T3': { default: 5000, validate: number(1, 10_000_000, true), doc: 'active T3 memories allowed per namespace' },
  'lifecycle.warnAt': { default: 0.8, validate: number(0, 1), doc: 'budget share at which health warns' },
  'lifecycle.expiryWarningDays': { default: 7, validate: number(0, 365), doc: 'days before expiry a memory is flagged' },
  'lifecycle.gcEveryHours': { default: 6, validate: number(0, 10000), doc: 'hooks run gc at most this often' },
  'lifecycle.pauseDays': { default: 7, validate: number(0, 3650), doc: "whole days without a recall or capture in the project that make a pause: gc moves every expiry later by the pause's length, so TTLs run on the project's time (0 = calendar time)" },
  'lifecycle.classifier': { default: '', validate: string, doc: "CommonJS module exporting classify(memory) → tier, consulted after the source heuristic ('' = off)" },
  'lifecycle.nearDuplicate': { default: 0.9, validate: number(0, 1), doc: 'cosine at which a new memory merges into an existing one (0 = exact only)' },
  'fusion.method': { default: 'convex', validate: oneOf('convex', 'rrf'), doc: 'hybrid fusion: score-aware convex or RRF' },
  'fusion.alpha': { default: 0.7, validate: number(0, 1), doc: 'convex fusion: weight of BM25 (dense gets 1 − α)' },
  'fusion.alphaAtScale': { default: 0.8, validate: number(0, 1), doc: 'convex fusion: α when 10,000 memories or more are searched (from 1,000 it moves there from fusion.alpha on a log scale; equal to fusion.alpha: off)' },
  'fusion.k': { default: 60, validate: number(1, 1000, true), doc: 'RRF constant k' },
  'fusion.sparseWeight': { default: 1, validate: number(0, 10), doc: 'RRF weight of the BM25 list' },
  'fusion.denseWeight': { default: 1, validate: number(0, 10), doc: 'RRF weight of the dense list' },
  'fusion.soft': { default: 0.4, validate: number(0, 1), doc: 'soft term matching of short queries, × top fused score (0 = off)' },
  'boost.importance': { default: 0.2, validate: number(0, 1), doc: 'boost per unit of importance above 0.5, × top fused score' },
  'boost.t0': { default: 0.05, validate: number(0, 1), doc: 'boost of T0 memories, × top fused score' },
  'boost.period': { default: 1, validate: number(0, 2), doc: 'boost of memories created in a period the query names ("in July 2023", "last week", "2023年10月"), × top fused score (0 = off)' },
  'boost.source': { default: 0.5, validate: number(0, 2), doc: 'boost of memories whose agent/speaker the query names with a capital letter ("what did Codex decide"; "I/my" names `user`), × top fused score (0 = off)' },
  model: { default: '', validate: string, env: 'ENGRIM_MODEL', doc: "model directory ('' = shipped default, 'none' = fulltext only)" },
  namespace: { default: 'default', validate: string, env: 'ENGRIM_NAMESPACE', doc: 'namespace hooks capture into and recall from' },
};

export const CONFIG_FILE = join('.engrim', 'config.json');

export function defaultConfig(): Config {
  return build(Object.fromEntries(Object.entries(KEYS).map(([k, v]) => [k, v.default])));
}

function build(flat: Record<string, unknown>): Config {
  return {
    recall: {
      budget: flat['recall.budget'] as number,
      limit: flat['recall.limit'] as number,
      minCosine: flat['recall.minCosine'] as number,
      minOverlap: flat['recall.minOverlap'] as number,
      minScoreShare: flat['recall.minScoreShare'] as number,
      minWordCosine: flat['recall.minWordCosine'] as number,
      categoryShare: flat['recall.categoryShare'] as number,
      diversity: flat['recall.diversity'] as number,
    },
    lifecycle: {
      ttlDays: { T1: flat['lifecycle.ttl.T1'] as number, T2: flat['lifecycle.ttl.T2'] as number, T3: flat['lifecycle.ttl.T3'] as number },
      promoteAfter: flat['lifecycle.promoteAfter'] as number,
      budget: { T1: flat['lifecycle.budget.T1'] as number, T2: flat['lifecycle.budget.T2'] as number, T3: flat['lifecycle.budget.T3'] as number },
      warnAt: flat['lifecycle.warnAt'] as number,
      expiryWarningDays: flat['lifecycle.expiryWarningDays'] as number,
      gcEveryHours: flat['lifecycle.gcEveryHours'] as number,
      pauseDays: flat['lifecycle.pauseDays'] as number,
      nearDuplicate: flat['lifecycle.nearDuplicate'] as number,
      classifier: flat['lifecycle.classifier'] as string,
    },
    fusion: {
      method: flat['fusion.method'] as FusionConfig['method'],
      alpha: flat['fusion.alpha'] as number,
      alphaAtScale: flat['fusion.alphaAtScale'] as number,
      k: flat['fusion.k'] as number,
      sparseWeight: flat['fusion.sparseWeight'] as number,
      denseWeight: flat['fusion.denseWeight'] as number,
      soft: flat['fusion.soft'] as number,
    },
    boost: { importance: flat['boost.importance'] as number, t0: flat['boost.t0'] as number, period: flat['boost.period'] as number, source: flat['boost.source'] as number },
    model: flat.model as string,
    namespace: flat.namespace as string,
  };
}

/** Flattens `{recall: {budget: 1}}` to `{'recall.budget': 1}`. */
function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v) && !(key in KEYS)) Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = v;
  }
  return out;
}

export function validateKey(key: string, value: unknown, where: string): unknown {
  const spec = KEYS[key];
  if (!spec) throw new ConfigError(`unknown config key "${key}" in ${where}; known keys: ${Object.keys(KEYS).join(', ')}`);
  try {
    return spec.validate(value);
  } catch (error) {
    throw new ConfigError(`bad value ${JSON.stringify(value)} for "${key}" in ${where}: ${(error as Error).message}`);
  }
}

/**
 * jsonc-parser, required from node_modules the first time a config file needs it (one JSON.parse refuses, or
 * an edit): bundled into the hooks, setting up its tables cost every recall ~12 ms, for a file most projects
 * never write by hand.
 */
const jsonc = (): typeof import('jsonc-parser') => createRequire(import.meta.url)('jsonc-parser');

/**
 * The config file's text as an object: JSON, or JSON with comments and trailing commas (a file edited by hand;
 * `engrim config set` keeps both).
 */
function parseConfigText(text: string, path: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // read again below, leniently, for the comments and trailing commas a person writes
  }
  const { parse, printParseErrorCode } = jsonc();
  const errors: ParseError[] = [];
  const value = parse(text, errors, { allowTrailingComma: true });
  if (errors.length) {
    const line = text.slice(0, errors[0].offset).split('\n').length;
    throw new ConfigError(`cannot read ${path}: ${printParseErrorCode(errors[0].error)} on line ${line}; fix the JSON or delete the file`);
  }
  return value;
}

export function readConfigFile(projectRoot: string): Record<string, unknown> {
  const path = join(projectRoot, CONFIG_FILE);
  if (!existsSync(path)) return {};
  const parsed = parseConfigText(readFileSync(path, 'utf8'), path);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ConfigError(`${path} must hold a JSON object`);
  return flatten(parsed as Record<string, unknown>);
}

/**
 * defaults → config file → environment → flags, each value validated once. A bad file or value is an error,
 * unless `lenient` is given (the hooks, which must not stop remembering over a typo a person made in the file):
 * then each problem goes to it, and what it concerns keeps its default — a file that cannot be read at all is
 * left out whole, a bad or unknown key alone.
 */
export function resolveConfig(options: { projectRoot: string; env?: NodeJS.ProcessEnv; flags?: Record<string, unknown>; lenient?: (problem: string) => void }): Config {
  const env = options.env ?? process.env;
  const flat: Record<string, unknown> = Object.fromEntries(Object.entries(KEYS).map(([k, v]) => [k, v.default]));
  const set = (key: string, value: unknown, where: string) => {
    try {
      flat[key] = validateKey(key, value, where);
    } catch (error) {
      if (!options.lenient) throw error;
      options.lenient(`${(error as Error).message} (its default is used)`);
    }
  };
  let file: Record<string, unknown> = {};
  try {
    file = readConfigFile(options.projectRoot);
  } catch (error) {
    if (!options.lenient) throw error;
    options.lenient(`${(error as Error).message} (every key keeps its default until the file is fixed)`);
  }
  for (const [k, v] of Object.entries(file)) set(k, v, join(options.projectRoot, CONFIG_FILE));
  for (const [k, spec] of Object.entries(KEYS)) {
    if (spec.env && env[spec.env] !== undefined && env[spec.env] !== '') set(k, env[spec.env], `$${spec.env}`);
  }
  for (const [k, v] of Object.entries(options.flags ?? {})) if (v !== undefined) set(k, v, 'the command line');
  return build(flat);
}

/**
 * Sets one key in `.engrim/config.json`, keeping every other key as it was
 * (an upsert of the flat key, written atomically via a temporary file).
 */
export function writeConfigValue(projectRoot: string, key: string, value: unknown): string {
  const checked = validateKey(key, value, 'the command line');
  const path = join(projectRoot, CONFIG_FILE);
  let text = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const current = text.trim() ? parseConfigText(text, path) : {};
  if (!current || typeof current !== 'object' || Array.isArray(current)) throw new ConfigError(`cannot update ${path}: it must hold a JSON object`);
  if (!text.trim()) text = '{}\n';
  // Edited in place (comments, order and other keys stay); a nested spelling of the same key is removed so the flat one is the only source.
  const { applyEdits, modify } = jsonc();
  const edit = (at: string[], value: unknown) => (text = applyEdits(text, modify(text, at, value, { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } })));
  const [head, ...rest] = key.split('.');
  const nested = (current as Record<string, unknown>)[head];
  if (rest.length && nested && typeof nested === 'object' && rest.join('.') in nested) edit([head, rest.join('.')], undefined);
  edit([key], checked);
  ensureDir(dirname(path));
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text.endsWith('\n') ? text : `${text}\n`, { mode: 0o600 });
  renameSync(tmp, path);
  return path;
}
