import { defineCommand } from 'citty';
import pc from 'picocolors';
import { UsageError } from '../../errors.ts';
import { createToken, listTokens, revokeToken, TokenVerifier } from '../../serve/tokens.ts';
import { createContext, withContext } from '../context.ts';
import { commonArgs, jsonArg, parseIntFlag, printJson, warn } from '../shared.ts';

const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

export const serveCommand = defineCommand({
  meta: { name: 'serve', description: 'HTTP API and memory dashboard on one port (bearer-token auth; loopback by default)' },
  args: {
    port: { type: 'string', description: 'TCP port (default 7437; 0 picks a free one)' },
    host: { type: 'string', description: 'address to bind (default 127.0.0.1; other addresses need auth on)' },
    auth: { type: 'boolean', default: true, description: 'require bearer tokens (--no-auth: loopback only)' },
    quiet: { type: 'boolean', description: 'do not log requests to stderr' },
    ...commonArgs,
  },
  async run({ args }) {
    const port = parseIntFlag(args.port, '--port', 0, 65535) ?? 7437;
    const host = args.host || '127.0.0.1';
    const { LOOPBACK, startServer } = await import('../../serve/server.ts'); // the HTTP stack loads only here
    if (!args.auth && !LOOPBACK.has(host)) throw new UsageError(`--no-auth is allowed on loopback only; ${host} is reachable from other machines: drop --no-auth and create a token with \`engrim token create --name <name>\``);
    const ctx = createContext(args);
    const store = ctx.store();
    const embedder = ctx.embedder();
    for (const w of ctx.warnings) warn(w);
    const verifier = args.auth ? new TokenVerifier(store) : null;
    const { VERSION } = await import('../main.ts');
    const log = args.quiet ? undefined : (line: string) => process.stderr.write(`${new Date().toISOString()} ${line}\n`);
    const running = await startServer({ store, embedder, config: ctx.config, version: VERSION, verifier, log }, host, port);
    process.stdout.write(`engrim serve: listening on ${running.url} (database ${ctx.dbPath})\n`);
    if (!verifier) process.stdout.write(`dashboard: ${running.url}/ ${pc.yellow('(auth off)')}\n`);
    else if (process.stdout.isTTY) {
      // A terminal only: a link with a token valid while this process runs (the fragment never reaches a server log).
      process.stdout.write(`dashboard: ${running.url}/#token=${verifier.ephemeral('dashboard-link')}\n`);
    } else process.stdout.write(`dashboard: ${running.url}/ (sign in with a token from \`engrim token create\`)\n`);
    if (!LOOPBACK.has(host)) warn(`bound to ${host}: plain HTTP, reachable from other machines; put TLS in front for anything beyond a trusted network`);
    const stop = () => {
      void running.close().finally(() => {
        ctx.close();
        process.exit(0);
      });
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  },
});

const create = defineCommand({
  meta: { name: 'create', description: 'Create an API token for `engrim serve` (printed once; only its hash is stored)' },
  args: {
    name: { type: 'positional', description: 'a name to list and revoke it by (or --name)', required: false },
    'read-only': { type: 'boolean', description: 'may only read (GET, search, recall)' },
    ...jsonArg,
    ...commonArgs,
  },
  run({ args }) {
    const name = args.name?.trim();
    if (!name) throw new UsageError('token create needs a name to list and revoke the token by: engrim token create <name>');
    return withContext(args, (ctx) => {
      const { token, info } = createToken(ctx.store(), name, args['read-only'] === true);
      if (args.json) return printJson({ ...info, created_at: iso(info.created_at), token });
      process.stdout.write(`${token}\n`);
      process.stderr.write(pc.dim(`token "${info.name}"${info.read_only ? ' (read-only)' : ''} created; it is shown only now: send it as "Authorization: Bearer <token>"\n`));
    });
  },
});

const list = defineCommand({
  meta: { name: 'list', description: 'List API tokens (names and dates, never the tokens)' },
  args: { all: { type: 'boolean', description: 'include revoked tokens' }, ...jsonArg, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      const tokens = listTokens(ctx.store(), args.all === true);
      if (args.json) return printJson(tokens.map((t) => ({ ...t, created_at: iso(t.created_at), revoked_at: iso(t.revoked_at), last_used_at: iso(t.last_used_at) })));
      if (!tokens.length) return process.stdout.write(pc.dim('no tokens; create one with `engrim token create --name <name>`\n'));
      for (const t of tokens) {
        const state = t.revoked_at ? pc.red('revoked') : t.read_only ? pc.yellow('read-only') : pc.green('read-write');
        process.stdout.write(`${pc.cyan(t.name.padEnd(24))} ${state.padEnd(20)} ${pc.dim(`created ${iso(t.created_at)}  last used ${iso(t.last_used_at) ?? 'never'}`)}\n`);
      }
    });
  },
});

const revoke = defineCommand({
  meta: { name: 'revoke', description: 'Revoke an API token (takes effect on the next request)' },
  args: { name: { type: 'positional', description: 'token name', required: true }, ...commonArgs },
  run({ args }) {
    return withContext(args, (ctx) => {
      revokeToken(ctx.store(), args.name);
      process.stdout.write(`revoked ${pc.cyan(args.name)}\n`);
    });
  },
});

export const tokenCommand = defineCommand({
  meta: { name: 'token', description: 'API tokens for `engrim serve`: create, list, revoke' },
  subCommands: { create, list, revoke },
});
