import { defineCommand } from 'citty';
import { redactedNote } from '../../capture/redact.ts';
import pc from 'picocolors';
import { KEYS, readConfigFile, resolveConfig, writeConfigValue } from '../../config.ts';
import { UsageError } from '../../errors.ts';
import { categoryHistory, deleteCategory, listCategories, renderCategory, restoreCategory, setCategory } from '../../lifecycle/categories.ts';
import { createContext, withContext } from '../context.ts';
import { commonArgs, jsonArg, parseIntFlag, printJson, readStdin, warn } from '../shared.ts';

const namespaceArg = { namespace: { type: 'string', description: 'namespace (default "default")' } } as const;

const categorySet = defineCommand({
  meta: { name: 'set', description: 'Set a category slot (content as argument, or - for stdin)' },
  args: {
    name: { type: 'positional', description: 'category name, e.g. coding-standards', required: true },
    content: { type: 'positional', description: 'the policy text, or -', required: true },
    slot: { type: 'string', description: 'slot within the category (default "main")' },
    ...namespaceArg,
    ...jsonArg,
    ...commonArgs,
  },
  async run({ args }) {
    const content = args.content === '-' ? await readStdin() : args.content;
    return withContext(args, (ctx) => {
      const c = setCategory(ctx.store(), { namespace: args.namespace ?? 'default', name: args.name, slot: args.slot ?? 'main', content });
      if (c.redacted.length) warn(redactedNote(c.redacted));
      if (args.json) return printJson(c);
      process.stdout.write(`set ${pc.cyan(`${c.name} / ${c.slot}`)} in namespace ${c.namespace}${keptNote(c)}\n`);
    });
  },
});

/** Where a slot's earlier content went, and how to bring it back. */
const keptNote = (c: { name: string; slot: string; replaced: boolean }) =>
  c.replaced ? pc.dim(` (its earlier content is in its history: \`engrim category restore ${c.name} --slot ${c.slot}\` brings it back)`) : '';

const categoryGet = defineCommand({
  meta: { name: 'get', description: "Print a category's slots" },
  args: { name: { type: 'positional', description: 'category name', required: true }, slot: { type: 'string', description: 'only this slot' }, ...namespaceArg, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const rows = listCategories(ctx.store(), args.namespace ?? 'default', args.name).filter((c) => !args.slot || c.slot === args.slot);
      if (!rows.length) throw new UsageError(`no category "${args.name}"${args.slot ? ` slot "${args.slot}"` : ''}; see \`engrim category list\``);
      if (args.json) return printJson(rows);
      process.stdout.write(`${rows.map(renderCategory).join('\n')}\n`);
    });
  },
});

const categoryList = defineCommand({
  meta: { name: 'list', description: 'Every category slot' },
  args: { ...namespaceArg, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const rows = listCategories(ctx.store(), args.namespace);
      if (args.json) return printJson(rows);
      process.stdout.write(rows.length ? `${rows.map((c) => `${pc.dim(c.namespace)} ${renderCategory(c)}`).join('\n')}\n` : pc.dim('no categories\n'));
    });
  },
});

const categoryDelete = defineCommand({
  meta: { name: 'delete', description: 'Delete a category (or one slot)' },
  args: { name: { type: 'positional', description: 'category name', required: true }, slot: { type: 'string', description: 'only this slot' }, ...namespaceArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const n = deleteCategory(ctx.store(), args.namespace ?? 'default', args.name, args.slot);
      if (!n) throw new UsageError(`no category "${args.name}" to delete; see \`engrim category list\``);
      const again = `engrim category restore ${args.name} --slot ${args.slot ?? '<slot>'}`;
      process.stdout.write(`deleted ${n} slot${n > 1 ? 's' : ''}${pc.dim(` (kept in the history: \`${again}\` brings ${args.slot ? 'it' : 'one'} back)`)}\n`);
    });
  },
});

const categoryHistoryCommand = defineCommand({
  meta: { name: 'history', description: "A namespace's earlier slot contents (what set replaced, what delete removed), newest first" },
  args: { name: { type: 'positional', description: 'only this category', required: false }, slot: { type: 'string', description: 'only this slot' }, ...namespaceArg, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const rows = categoryHistory(ctx.store(), args.namespace ?? 'default', args.name || undefined, args.slot);
      if (args.json) return printJson(rows);
      if (!rows.length) return void process.stdout.write(pc.dim('no earlier contents\n'));
      // Numbered per slot, as `restore --back` counts them.
      const seen = new Map<string, number>();
      for (const v of rows) {
        const key = `${v.name}\0${v.slot}`;
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        process.stdout.write(`${pc.dim(`${new Date(v.replaced_at).toISOString()} ${v.how.padEnd(8)} --back ${n}`)} ${renderCategory(v)}\n`);
      }
    });
  },
});

const categoryRestore = defineCommand({
  meta: { name: 'restore', description: "Put a slot's earlier content back (its newest, or --back N); what it holds now goes to its history" },
  args: {
    name: { type: 'positional', description: 'category name', required: true },
    slot: { type: 'string', description: 'slot within the category (default "main")' },
    back: { type: 'string', description: 'which earlier content: 1 = the newest (default), 2 = the one before, … (see `category history`)' },
    ...namespaceArg,
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    const back = parseIntFlag(args.back, '--back', 1, 1_000_000) ?? 1;
    return withContext(args, (ctx) => {
      const c = restoreCategory(ctx.store(), args.namespace ?? 'default', args.name, args.slot ?? 'main', back);
      if (args.json) return printJson(c);
      process.stdout.write(`restored ${pc.cyan(`${c.name} / ${c.slot}`)}: ${c.content.replace(/\s+/g, ' ')}${keptNote(c)}\n`);
    });
  },
});

export const categoryCommand = defineCommand({
  meta: { name: 'category', description: 'Category policy slots, injected first by every recall: set, get, list, delete (what set replaces and delete removes is kept: history, restore)' },
  subCommands: { set: categorySet, get: categoryGet, list: categoryList, delete: categoryDelete, history: categoryHistoryCommand, restore: categoryRestore },
});

const configGet = defineCommand({
  meta: { name: 'get', description: 'The resolved value of a config key' },
  args: { key: { type: 'positional', description: 'config key, e.g. recall.budget', required: true }, ...commonArgs },
  run({ args }) {
    if (!(args.key in KEYS)) throw new UsageError(`unknown config key "${args.key}"; see \`engrim config list\``);
    const ctx = createContext(args);
    const flat = flatConfig(ctx.root);
    process.stdout.write(`${JSON.stringify(flat[args.key])}\n`);
  },
});

const configSet = defineCommand({
  meta: { name: 'set', description: 'Set a key in .engrim/config.json (validated)' },
  args: { key: { type: 'positional', description: 'config key', required: true }, value: { type: 'positional', description: 'value', required: true }, ...commonArgs },
  run({ args }) {
    const ctx = createContext(args);
    const raw = args.value;
    const value = typeof KEYS[args.key]?.default === 'number' && raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    const path = writeConfigValue(ctx.root, args.key, value);
    process.stdout.write(`${args.key} = ${JSON.stringify(value)} in ${path}\n`);
  },
});

const configList = defineCommand({
  meta: { name: 'list', description: 'Every config key: value, default, where it comes from' },
  args: { ...jsonArg, ...commonArgs },
  run({ args }) {
    const ctx = createContext(args);
    const flat = flatConfig(ctx.root);
    const file = readConfigFile(ctx.root);
    const rows = Object.entries(KEYS).map(([key, spec]) => ({
      key, value: flat[key], default: spec.default,
      source: spec.env && process.env[spec.env] ? `$${spec.env}` : key in file ? '.engrim/config.json' : 'default',
      doc: spec.doc,
    }));
    if (args.json) return printJson(rows);
    for (const r of rows) process.stdout.write(`${r.key.padEnd(28)} ${JSON.stringify(r.value).padEnd(10)} ${pc.dim(`${r.source}; ${r.doc}`)}\n`);
  },
});

/** The resolved configuration as flat keys. */
function flatConfig(root: string): Record<string, unknown> {
  const c = resolveConfig({ projectRoot: root });
  const out: Record<string, unknown> = {};
  const walk = (obj: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (key in KEYS) out[key] = v;
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, key);
    }
  };
  walk(c as unknown as Record<string, unknown>, '');
  // Config objects use other names than their keys in a few places.
  for (const t of ['T1', 'T2', 'T3'] as const) out[`lifecycle.ttl.${t}`] = c.lifecycle.ttlDays[t];
  return out;
}

export const configCommand = defineCommand({
  meta: { name: 'config', description: 'Read and change .engrim/config.json: get, set, list' },
  subCommands: { get: configGet, set: configSet, list: configList },
});
