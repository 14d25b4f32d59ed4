import { defineCommand } from 'citty';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pc from 'picocolors';
import { CONFIG_FILE } from '../../config.ts';
import { EngrimError } from '../../errors.ts';
import { loadEmbedder } from '../../embed/load.ts';
import { checkAgentFiles } from '../../setup/check.ts';
import { loadTemplates } from '../../setup/templates.ts';
import { redactStoredSecrets, secretsCheck } from '../../engine/stored-secrets.ts';
import { diagnose, rebuildPages, recover, snapshotCheck, workTreeCheck, type Check } from '../../store/doctor.ts';
import { openForReading } from '../../store/open.ts';
import { dropSnapshots, memoriesCount } from '../../store/snapshots.ts';
import { counted } from '../../util/text.ts';
import { workTreeRoot } from '../../store/paths.ts';
import { createContext } from '../context.ts';
import { commonArgs, jsonArg, printJson } from '../shared.ts';

export default defineCommand({
  meta: { name: 'doctor', description: 'Diagnose the config file, the database file (and stored text that looks like a secret), a linked git work tree\'s own memory and the agents\' Engrim commands; --fix rebuilds derived data and redacts those secrets, --recover copies what can be read from a damaged one into a new file' },
  args: {
    recover: { type: 'boolean', description: 'write <db>.recovered-<time> with every readable memory (the damaged file is kept)' },
    fix: { type: 'boolean', description: 'rebuild the vector pages (what semantic search scans) from the stored vectors, redact secrets stored before every write redacted them, then diagnose' },
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    // A config problem is a check of its own: the others still run (on the defaults, as the hooks do).
    const problems: string[] = [];
    const ctx = createContext(args, {}, (problem) => problems.push(problem));
    const { embedder, warning } = loadEmbedder(ctx.config.model);
    if (args.recover) {
      if (!existsSync(ctx.dbPath)) throw new EngrimError(`${ctx.dbPath} does not exist: nothing to recover`, 'INPUT');
      const target = `${ctx.dbPath}.recovered-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      const r = recover(ctx.dbPath, target, embedder);
      if (args.json) return printJson({ ...r, target, damaged: ctx.dbPath });
      process.stdout.write(`recovered ${r.recovered} memories and ${r.categories} category slots into ${target}; ${r.lost} rows could not be read\nthe damaged file is unchanged; to use the recovered one: mv "${target}" "${ctx.dbPath}" (after moving the damaged one aside)\n`);
      return;
    }
    if (args.fix) {
      if (!existsSync(ctx.dbPath)) throw new EngrimError(`${ctx.dbPath} does not exist: nothing to fix`, 'INPUT');
      const r = rebuildPages(ctx.dbPath);
      if (!args.json) process.stdout.write(`vector pages rebuilt from ${r.vectors} stored vectors (${r.pagedBefore} were paged, now ${r.pagedAfter})\n`);
      const store = ctx.store();
      const found = redactStoredSecrets(store, embedder);
      if (found.kinds.length) {
        // The daily copies hold the secrets too: they go, and one without them is taken (as purge does).
        const dropped = dropSnapshots(ctx.dbPath);
        if (dropped) store.takeSnapshot();
        if (!args.json) process.stdout.write(`redacted ${counted(found.kinds.length, 'secret')} (${[...new Set(found.kinds)].join(', ')}) in ${memoriesCount(found.memories.length)}, ${counted(found.categories, 'category text')} and ${counted(found.events, 'merge record')}${dropped ? `; replaced the ${counted(dropped, 'daily copy', 'daily copies')} that held them with a new one` : ''}\n`);
      }
      ctx.close();
    }
    const config: Check[] = problems.length
      ? problems.map((p) => ({ name: 'config', ok: false, detail: `${p}; the hooks keep working meanwhile, and log it` }))
      : [{ name: 'config', ok: true, detail: existsSync(join(ctx.root, CONFIG_FILE)) ? `${join(ctx.root, CONFIG_FILE)} read` : 'no .engrim/config.json: the defaults' }];
    const checks = [...config, ...workTreeCheck(process.cwd(), ctx.dbPath), ...diagnose(ctx.dbPath, embedder), ...storedSecrets(ctx.dbPath), ...snapshotCheck(ctx.dbPath)];
    if (warning) checks.push({ name: 'model load', ok: false, detail: warning });
    checks.push(...checkAgentFiles(loadTemplates(), workTreeRoot(process.cwd())));
    if (checks.some((c) => !c.ok)) process.exitCode = 1; // with --json too: a script can test the exit code
    if (args.json) return printJson(checks);
    for (const c of checks) process.stdout.write(`${c.ok ? pc.green('ok  ') : pc.red('FAIL')} ${c.name.padEnd(13)} ${c.detail}\n`);
  },
});

/** The secrets check, on a file that exists and opens (diagnose reports one that does not). */
function storedSecrets(path: string): Check[] {
  if (!existsSync(path)) return [];
  let db;
  try {
    db = openForReading(path);
  } catch {
    return [];
  }
  try {
    return [secretsCheck(db)];
  } catch {
    return [];
  } finally {
    db.close();
  }
}
