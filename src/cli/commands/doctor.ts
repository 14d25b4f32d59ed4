import { defineCommand } from 'citty';
import { existsSync } from 'node:fs';
import pc from 'picocolors';
import { EngrimError } from '../../errors.ts';
import { loadEmbedder } from '../../embed/load.ts';
import { checkAgentFiles } from '../../setup/check.ts';
import { loadTemplates } from '../../setup/templates.ts';
import { diagnose, rebuildPages, recover, snapshotCheck, workTreeCheck } from '../../store/doctor.ts';
import { workTreeRoot } from '../../store/paths.ts';
import { createContext } from '../context.ts';
import { commonArgs, jsonArg, printJson } from '../shared.ts';

export default defineCommand({
  meta: { name: 'doctor', description: 'Diagnose the database file, a linked git work tree\'s own memory and the agents\' Engrim commands; --fix rebuilds derived data, --recover copies what can be read from a damaged one into a new file' },
  args: {
    recover: { type: 'boolean', description: 'write <db>.recovered-<time> with every readable memory (the damaged file is kept)' },
    fix: { type: 'boolean', description: 'rebuild the vector pages (what semantic search scans) from the stored vectors, then diagnose' },
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    const ctx = createContext(args);
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
    }
    const checks = [...workTreeCheck(process.cwd(), ctx.dbPath), ...diagnose(ctx.dbPath, embedder), ...snapshotCheck(ctx.dbPath)];
    if (warning) checks.push({ name: 'model load', ok: false, detail: warning });
    checks.push(...checkAgentFiles(loadTemplates(), workTreeRoot(process.cwd())));
    if (checks.some((c) => !c.ok)) process.exitCode = 1; // with --json too: a script can test the exit code
    if (args.json) return printJson(checks);
    for (const c of checks) process.stdout.write(`${c.ok ? pc.green('ok  ') : pc.red('FAIL')} ${c.name.padEnd(13)} ${c.detail}\n`);
  },
});
