import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { editRules, rulesText } from '../../src/setup/rules.ts';
import { loadTemplates } from '../../src/setup/templates.ts';
import { engrim, tempDir } from '../helpers.ts';

function project(...dirs: string[]): string {
  const root = tempDir('engrim-setup-');
  mkdirSync(join(root, '.git'));
  for (const d of dirs) mkdirSync(join(root, d), { recursive: true });
  return root;
}

const read = (p: string) => readFileSync(p, 'utf8');

test('templates follow each agent\'s documented shape', () => {
  const t = Object.fromEntries(loadTemplates().map((x) => [x.agent, x]));
  assert.deepEqual(Object.keys(t).sort(), ['antigravity', 'claude', 'codex', 'cursor', 'gemini', 'windsurf']);
  assert.deepEqual(Object.keys(t.claude.hooks), ['SessionStart', 'UserPromptSubmit', 'Stop']);
  assert.deepEqual(Object.keys(t.codex.hooks), ['SessionStart', 'UserPromptSubmit', 'Stop']);
  assert.deepEqual(Object.keys(t.gemini.hooks), ['SessionStart', 'BeforeAgent', 'AfterAgent', 'PreCompress']);
  for (const hook of Object.values(t.gemini.hooks)) assert.ok((hook.timeout as number) >= 1000, 'Gemini timeouts are milliseconds');
  assert.deepEqual(Object.keys(t.antigravity.hooks), ['PreInvocation', 'Stop']);
  assert.deepEqual(Object.keys(t.cursor.hooks), ['sessionStart', 'afterAgentResponse']);
  assert.equal(t.cursor.version, 1);
  assert.deepEqual(Object.keys(t.windsurf.hooks), ['pre_user_prompt', 'post_cascade_response']);
});

test('setup detects agents, installs hooks with absolute commands, keeps others\' entries, and is idempotent', () => {
  const root = project('.claude', '.gemini', '.agents', '.codex', '.cursor', '.windsurf');
  const original = { permissions: { allow: ['Bash(ls)'] }, hooks: { Stop: [{ hooks: [{ type: 'command', command: 'other-tool --flag' }] }] } };
  const claudeBefore = JSON.stringify(original, null, 2) + '\n';
  writeFileSync(join(root, '.claude', 'settings.json'), claudeBefore);
  writeFileSync(join(root, '.gemini', 'settings.json'), '{\n  // user comment\n  "theme": "dark",\n}\n');
  const r = engrim(['setup', '--yes'], { cwd: root });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Detected environments:\n - Antigravity: installing PreInvocation \+ Stop hooks into .agents\/hooks.json/);
  assert.match(r.stdout, /Codex runs project hooks only after you trust them/);

  // Claude's hook commands hold this machine's paths: they go to the private settings.local.json, which git ignores; the shared settings.json is left alone.
  assert.equal(read(join(root, '.claude', 'settings.json')), claudeBefore);
  const claude = JSON.parse(read(join(root, '.claude', 'settings.local.json')));
  assert.match(read(join(root, '.gitignore')), /^\.claude\/settings\.local\.json$/m);
  assert.match(r.stdout, /\.gemini\/settings\.json.* hold this machine's paths to node and Engrim/, 'the shared files that name this machine are said');
  assert.doesNotMatch(r.stdout, /settings\.local\.json[^\n]*hold this machine/);
  const recallCmd: string = claude.hooks.UserPromptSubmit[0].hooks[0].command;
  assert.match(recallCmd, /^\/\S+node \/\S+\/dist\/engrim-recall\.cjs --agent claude$/);
  const gemini = read(join(root, '.gemini', 'settings.json'));
  assert.match(gemini, /\/\/ user comment/, 'comments in JSONC survive');
  assert.match(gemini, /"BeforeAgent"/);
  const anti = JSON.parse(read(join(root, '.agents', 'hooks.json')));
  assert.deepEqual(Object.keys(anti.engrim), ['PreInvocation', 'Stop']);
  assert.equal(JSON.parse(read(join(root, '.cursor', 'hooks.json'))).version, 1);
  assert.ok(JSON.parse(read(join(root, '.windsurf', 'hooks.json'))).hooks.post_cascade_response);
  assert.ok(JSON.parse(read(join(root, '.codex', 'hooks.json'))).hooks.UserPromptSubmit);
  assert.match(read(join(root, '.gitignore')), /^\.engrim\.db\*$/m);
  const mcp = JSON.parse(read(join(root, '.mcp.json'))).mcpServers.engrim;
  assert.match(mcp.command, /node$/);
  assert.deepEqual([mcp.args[0].endsWith('dist/engrim.mjs'), mcp.args[1]], [true, 'mcp']);
  assert.match(read(join(root, '.gemini', 'settings.json')), /"mcpServers": \{\s+"engrim"/, 'Gemini: MCP beside the hooks in settings.json');
  assert.ok(JSON.parse(read(join(root, '.cursor', 'mcp.json'))).mcpServers.engrim);
  assert.ok(JSON.parse(read(join(root, '.agents', 'mcp_config.json'))).mcpServers.engrim);
  // The file setup changed is copied under .engrim/backups/<time>/ (ignored by git), not beside it.
  const [stamp] = readdirSync(join(root, '.engrim', 'backups'));
  assert.equal(read(join(root, '.engrim', 'backups', stamp, '.gemini', 'settings.json')), '{\n  // user comment\n  "theme": "dark",\n}\n', 'backup made');
  assert.deepEqual(readdirSync(join(root, '.claude')).sort(), ['settings.json', 'settings.local.json']);

  // Second run: nothing changes, byte for byte.
  const files = ['.claude/settings.json', '.claude/settings.local.json', '.gemini/settings.json', '.agents/hooks.json', '.cursor/hooks.json', '.gitignore'];
  const snapshot = files.map((f) => read(join(root, f)));
  const again = engrim(['setup', '--yes'], { cwd: root });
  assert.match(again.stdout, /already set up/);
  assert.deepEqual(files.map((f) => read(join(root, f))), snapshot);

  // The installed command works as the agent would run it.
  engrim(['remember', 'Decision: deploy with Nomad, not Kubernetes', '--kind', 'decision', '--db', join(root, '.engrim.db')]);
  const out = spawnSync('sh', ['-c', recallCmd], { input: JSON.stringify({ cwd: root, hook_event_name: 'UserPromptSubmit', prompt: 'how do we deploy? Kubernetes?' }), encoding: 'utf8' });
  assert.match(JSON.parse(out.stdout).hookSpecificOutput.additionalContext, /Nomad/);

  // --remove takes exactly Engrim's entries out.
  assert.equal(engrim(['setup', '--remove', '--yes'], { cwd: root }).code, 0);
  assert.deepEqual(JSON.parse(read(join(root, '.claude', 'settings.json'))), original);
  assert.deepEqual(JSON.parse(read(join(root, '.claude', 'settings.local.json'))), {});
  assert.deepEqual(JSON.parse(read(join(root, '.agents', 'hooks.json'))), {});
  assert.doesNotMatch(read(join(root, '.gemini', 'settings.json')), /engrim/);
  assert.deepEqual(JSON.parse(read(join(root, '.mcp.json'))), {});
});

test('an earlier version\'s .mjs hook commands are replaced by the .cjs launchers, never duplicated', () => {
  const root = project('.gemini');
  const old = (hook: string) => ({ hooks: [{ type: 'command', command: `/usr/bin/node /opt/engrim/dist/${hook}.mjs --agent gemini` }] });
  const other = { hooks: [{ type: 'command', command: 'other-tool --flag' }] };
  writeFileSync(join(root, '.gemini', 'settings.json'), JSON.stringify({ hooks: { BeforeAgent: [old('engrim-recall')], AfterAgent: [other, old('engrim-capture')] } }, null, 2));
  assert.equal(engrim(['setup', '--yes', '--agent', 'gemini'], { cwd: root }).code, 0);
  const hooks = JSON.parse(read(join(root, '.gemini', 'settings.json'))).hooks;
  const commands = (event: string) => hooks[event].flatMap((e: { hooks: { command: string }[] }) => e.hooks.map((h) => h.command));
  assert.equal(commands('BeforeAgent').length, 1);
  assert.match(commands('BeforeAgent')[0], /\/dist\/engrim-recall\.cjs --agent gemini$/);
  assert.deepEqual(commands('AfterAgent').map((c: string) => c.replace(/^.*\/dist\//, '')), ['other-tool --flag', 'engrim-capture.cjs --agent gemini']);
});

test('Claude hooks an earlier version wrote to the shared .claude/settings.json move to settings.local.json; the rest of the file stays', () => {
  const root = project('.claude');
  const old = (hook: string) => ({ hooks: [{ type: 'command', command: `/home/alice/.nvm/node /home/alice/engrim/dist/${hook}.cjs --agent claude`, timeout: 10 }] });
  const other = { hooks: [{ type: 'command', command: 'other-tool --flag' }] };
  const before = { permissions: { allow: ['Bash(ls)'] }, hooks: { UserPromptSubmit: [old('engrim-recall')], Stop: [other, old('engrim-capture')] } };
  writeFileSync(join(root, '.claude', 'settings.json'), JSON.stringify(before, null, 2));
  const r = engrim(['setup', '--yes', '--agent', 'claude'], { cwd: root });
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /removing SessionStart \+ UserPromptSubmit \+ Stop hooks from \.claude\/settings\.json \(an earlier version put them there/);
  assert.deepEqual(JSON.parse(read(join(root, '.claude', 'settings.json'))), { permissions: before.permissions, hooks: { Stop: [other] } });
  const local = JSON.parse(read(join(root, '.claude', 'settings.local.json'))).hooks;
  assert.match(local.UserPromptSubmit[0].hooks[0].command, /\/dist\/engrim-recall\.cjs --agent claude$/);
  assert.doesNotMatch(local.UserPromptSubmit[0].hooks[0].command, /alice/);
  const [stamp] = readdirSync(join(root, '.engrim', 'backups'));
  assert.deepEqual(JSON.parse(read(join(root, '.engrim', 'backups', stamp, '.claude', 'settings.json'))), before, 'the shared file is backed up before it changes');
  // A project whose shared file never had Engrim's hooks: it is not touched, not even rewritten.
  const clean = project('.claude');
  writeFileSync(join(clean, '.claude', 'settings.json'), '{ "model": "opus" }');
  assert.doesNotMatch(engrim(['setup', '--yes', '--agent', 'claude'], { cwd: clean }).stdout, /settings\.json /);
  assert.equal(read(join(clean, '.claude', 'settings.json')), '{ "model": "opus" }');
  // --remove clears both files.
  writeFileSync(join(root, '.claude', 'settings.json'), JSON.stringify(before, null, 2));
  assert.equal(engrim(['setup', '--remove', '--yes', '--agent', 'claude'], { cwd: root }).code, 0);
  assert.doesNotMatch(read(join(root, '.claude', 'settings.json')) + read(join(root, '.claude', 'settings.local.json')), /engrim/);
});

test('--dry-run changes nothing; without a TTY and without --yes it never waits', () => {
  const root = project('.claude');
  const dry = engrim(['setup', '--dry-run'], { cwd: root });
  assert.match(dry.stdout, /\+.*engrim-recall\.cjs --agent claude/);
  assert.equal(existsSync(join(root, '.claude', 'settings.local.json')), false);
  const noTty = engrim(['setup'], { cwd: root });
  assert.equal(noTty.code, 1);
  assert.match(noTty.stdout, /re-run with --yes/);
  assert.equal(existsSync(join(root, '.claude', 'settings.local.json')), false);
});

test('setup refuses symlink tricks and broken JSON, and names unknown agents', () => {
  const root = project('.cursor');
  const elsewhere = tempDir();
  symlinkSync(elsewhere, join(root, '.claude'));
  const r = engrim(['setup', '--agent', 'claude', '--yes'], { cwd: root });
  assert.equal(r.code, 1);
  assert.match(r.stderr, /refusing to write .*outside/);
  assert.deepEqual(readdirSync(elsewhere), []);
  writeFileSync(join(root, '.cursor', 'hooks.json'), '{"version": 1, "hooks": {');
  const broken = engrim(['setup', '--agent', 'cursor', '--yes'], { cwd: root });
  assert.equal(broken.code, 1);
  assert.match(broken.stderr, /not valid JSON.*Engrim will not overwrite it/);
  assert.equal(read(join(root, '.cursor', 'hooks.json')), '{"version": 1, "hooks": {');
  const unknown = engrim(['setup', '--agent', 'emacs', '--yes'], { cwd: root });
  assert.equal(unknown.code, 2);
  assert.match(unknown.stderr, /unknown agent "emacs"/);
});

test('--user writes only under the home directory', () => {
  const home = tempDir('engrim-home-');
  mkdirSync(join(home, '.claude'));
  const root = project();
  const r = engrim(['setup', '--user', '--yes'], { cwd: root, env: { HOME: home } });
  assert.equal(r.code, 0, r.stderr);
  assert.ok(JSON.parse(read(join(home, '.claude', 'settings.json'))).hooks.UserPromptSubmit);
  assert.equal(existsSync(join(root, '.gitignore')), false);
});

test('an agent installed for this user that the project shows no sign of is named, with the two ways to set it up', () => {
  const home = tempDir('engrim-home-');
  mkdirSync(join(home, '.codex'));
  const env = { HOME: home };
  const bare = project();
  const none = engrim(['setup', '--yes'], { cwd: bare, env });
  assert.match(none.stdout, /No agents detected/);
  assert.match(none.stdout, /Codex \(~\/\.codex\) is installed for this user but not set up in this project: engrim setup --agent codex sets it up here, engrim setup --user for every project\./);
  // Beside a detected agent, as a note; gone once Codex is set up at user level, or in the project.
  const root = project('.gemini');
  assert.match(engrim(['setup', '--yes'], { cwd: root, env }).stdout, /Notes:[\s\S]*Codex \(~\/\.codex\) is installed for this user/);
  assert.equal(engrim(['setup', '--user', '--agent', 'codex', '--yes'], { cwd: root, env }).code, 0);
  assert.doesNotMatch(engrim(['setup', '--yes'], { cwd: root, env }).stdout, /installed for this user/);
  assert.doesNotMatch(engrim(['setup', '--yes'], { cwd: project('.codex'), env: { HOME: tempDir('engrim-home-') } }).stdout, /installed for this user/);
});

test("setup names the project's past Claude Code sessions, which engrim import can read; it imports nothing itself", () => {
  const home = tempDir('engrim-home-');
  const root = project('.claude');
  const sessions = join(home, '.claude', 'projects', root.replace(/[^a-zA-Z0-9]/g, '-'));
  const env = { HOME: home };
  assert.doesNotMatch(engrim(['setup', '--yes'], { cwd: root, env }).stdout, /past session/);
  mkdirSync(sessions, { recursive: true });
  writeFileSync(join(sessions, 'a.jsonl'), `${JSON.stringify({ type: 'user', sessionId: 'a', cwd: root, message: { role: 'user', content: 'hi' } })}\n`);
  writeFileSync(join(sessions, 'b.jsonl'), '');
  const r = engrim(['setup', '--yes'], { cwd: root, env });
  assert.ok(r.stdout.includes(`Claude Code holds 2 past sessions of this project: engrim import ~/.claude/projects/${root.replace(/[^a-zA-Z0-9]/g, '-')} --dry-run shows`), r.stdout);
  assert.ok(!existsSync(join(root, '.engrim.db')), 'nothing imported');
});

test('Codex MCP: --user upserts [mcp_servers.engrim] in config.toml, keeping comments and other tables; --remove takes it out', () => {
  const home = tempDir('engrim-home-');
  mkdirSync(join(home, '.codex'));
  const original = '# my codex config\nmodel = "o4"\n\n[mcp_servers.other]\ncommand = "other-server"\nargs = ["--x"]\n';
  writeFileSync(join(home, '.codex', 'config.toml'), original);
  const root = project();
  assert.equal(engrim(['setup', '--user', '--agent', 'codex', '--yes'], { cwd: root, env: { HOME: home } }).code, 0);
  const text = read(join(home, '.codex', 'config.toml'));
  assert.ok(text.startsWith(original), 'everything that was there stays, byte for byte');
  assert.match(text, /\[mcp_servers\.engrim\]\ncommand = ".*node"\nargs = \[ ".*dist\/engrim\.mjs", "mcp" \]/);
  assert.equal(engrim(['setup', '--user', '--agent', 'codex', '--yes'], { cwd: root, env: { HOME: home } }).stdout.includes('already set up'), true);
  // doctor reads the TOML too: the server's node and Engrim paths must exist.
  const doctor = () => engrim(['doctor'], { cwd: root, env: { HOME: home } }).stdout;
  assert.match(doctor(), /ok +agent config +Codex: ~\/\.codex\/config\.toml, 1 Engrim command, every file it names exists/);
  writeFileSync(join(home, '.codex', 'config.toml'), text.replace(/"[^"]*dist\/engrim\.mjs"/, '"/opt/gone/dist/engrim.mjs"'));
  assert.match(doctor(), /FAIL agent config +Codex: ~\/\.codex\/config\.toml runs \/opt\/gone\/dist\/engrim\.mjs, which does not exist; run engrim setup --yes --user again/);
  writeFileSync(join(home, '.codex', 'config.toml'), text);
  assert.equal(engrim(['setup', '--user', '--agent', 'codex', '--remove', '--yes'], { cwd: root, env: { HOME: home } }).code, 0);
  assert.equal(read(join(home, '.codex', 'config.toml')), original);
});

test('doctor checks the commands setup wrote: a path that no longer exists, or hooks left in the shared file, fail with the fix', () => {
  const home = tempDir('engrim-home-');
  const root = project('.claude', '.gemini');
  const env = { HOME: home };
  assert.equal(engrim(['setup', '--yes'], { cwd: root, env }).code, 0);
  engrim(['remember', 'The staging cluster runs in eu-west-1'], { cwd: root, env });
  const healthy = engrim(['doctor', '--json'], { cwd: root, env });
  assert.equal(healthy.code, 0, healthy.stdout);
  const agentChecks = JSON.parse(healthy.stdout).filter((c: { name: string }) => c.name === 'agent config');
  assert.deepEqual(agentChecks.map((c: { detail: string }) => c.detail.split(',')[0]), ['Claude Code: .claude/settings.local.json', 'Claude Code: .mcp.json', 'Gemini CLI: .gemini/settings.json']);
  // node upgraded by a version manager, or Engrim moved: the hook names a file that is gone.
  const gemini = join(root, '.gemini', 'settings.json');
  writeFileSync(gemini, read(gemini).replace(/"\/[^"]*\/dist\/engrim-recall\.cjs/, '"/opt/gone/dist/engrim-recall.cjs'));
  const stale = engrim(['doctor'], { cwd: root, env });
  assert.equal(stale.code, 1);
  assert.match(stale.stdout, /FAIL agent config +Gemini CLI: \.gemini\/settings\.json runs \/opt\/gone\/dist\/engrim-recall\.cjs, which does not exist; run engrim setup --yes again/);
  // Hooks an earlier version wrote to Claude's shared settings.json.
  writeFileSync(join(root, '.claude', 'settings.json'), JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: `${process.execPath} /opt/gone/engrim-capture.cjs --agent claude` }] }] } }));
  assert.match(engrim(['doctor'], { cwd: root, env }).stdout, /FAIL agent config +Claude Code: \.claude\/settings\.json runs \/opt\/gone\/engrim-capture\.cjs/);
  // A file an earlier version set up, before this one installed Claude's SessionStart hook.
  const local = join(root, '.claude', 'settings.local.json');
  const withoutStart = JSON.parse(read(local));
  delete withoutStart.hooks.SessionStart;
  writeFileSync(local, JSON.stringify(withoutStart, null, 2));
  assert.match(engrim(['doctor'], { cwd: root, env }).stdout, /FAIL agent config +Claude Code: \.claude\/settings\.local\.json lacks the SessionStart hook this version installs; run engrim setup --yes again/);
  // The fix it names fixes it.
  assert.equal(engrim(['setup', '--yes'], { cwd: root, env }).code, 0);
  const fixed = engrim(['doctor'], { cwd: root, env });
  assert.equal(fixed.code, 0, fixed.stdout);
  assert.doesNotMatch(fixed.stdout, /FAIL/);
});

test('windsurf: a rule asks Cascade to recall through MCP and state decisions; --remove takes it out, the user\'s own rules stay byte for byte', () => {
  const root = project('.windsurf');
  const r = engrim(['setup', '--yes'], { cwd: root });
  assert.equal(r.code, 0, r.stderr);
  const rulePath = join(root, '.windsurf', 'rules', 'engrim.md');
  const rule = read(rulePath);
  assert.match(rule, /^---\ntrigger: always_on\n---\n/, 'a workspace rule that applies to every request');
  assert.match(rule, /call its `recall` tool with the user's request as `prompt`/);
  assert.match(rule, /`Decision: <what was chosen>`\n {2}`Rejected: <option> because <why not>`/);
  assert.doesNotMatch(r.stdout, /engrim\.md[^\n]*hold this machine/, 'the rule names no path: it can be committed');
  // Again: nothing changes.
  const again = engrim(['setup', '--yes'], { cwd: root });
  assert.match(again.stdout, /Nothing to change: already set up\./);
  assert.equal(read(rulePath), rule);
  // --remove deletes Engrim's own file, keeping a backup.
  const removed = engrim(['setup', '--remove', '--yes'], { cwd: root });
  assert.equal(removed.code, 0, removed.stderr);
  assert.match(removed.stdout, /removed \.windsurf\/rules\/engrim\.md/);
  assert.ok(!existsSync(rulePath));
  // Hooks without the rule (a project set up by an earlier version): doctor names the fix.
  engrim(['setup', '--yes'], { cwd: root });
  const ruleText = read(rulePath);
  rmSync(rulePath);
  assert.match(engrim(['doctor'], { cwd: root }).stdout, /FAIL agent config +Windsurf: \.windsurf\/hooks\.json holds Engrim's hooks but \.windsurf\/rules\/engrim\.md lacks its rule \(recall through MCP\); run engrim setup --yes again/);
  writeFileSync(rulePath, ruleText);
  assert.doesNotMatch(engrim(['doctor'], { cwd: root }).stdout, /lacks its rule/);
  engrim(['setup', '--remove', '--yes'], { cwd: root });
  const [stamp] = readdirSync(join(root, '.engrim', 'backups'));
  assert.equal(read(join(root, '.engrim', 'backups', stamp, '.windsurf', 'rules', 'engrim.md')), rule);

  // --user: a section of the user's global rules, between markers; their own text is kept, and is all that is left after --remove.
  const home = tempDir('engrim-home-');
  const globalRules = join(home, '.codeium', 'windsurf', 'memories', 'global_rules.md');
  mkdirSync(join(home, '.codeium', 'windsurf', 'memories'), { recursive: true });
  const mine = '# My rules\n- Use tabs.\n';
  writeFileSync(globalRules, mine);
  assert.equal(engrim(['setup', '--user', '--agent', 'windsurf', '--yes'], { cwd: root, env: { HOME: home } }).code, 0);
  const merged = read(globalRules);
  assert.ok(merged.startsWith(mine));
  assert.match(merged, /<!-- engrim:start -->\n# Engrim memory[\s\S]*<!-- engrim:end -->\n$/);
  assert.doesNotMatch(merged, /trigger: always_on/, 'global rules need no activation header');
  assert.equal(engrim(['setup', '--user', '--agent', 'windsurf', '--remove', '--yes'], { cwd: root, env: { HOME: home } }).code, 0);
  assert.equal(read(globalRules), mine);
});

test("a rule from an earlier version is replaced where it stands; the text around it is not touched", () => {
  const body = rulesText(false);
  const old = '# Team rules\n- Review every PR.\n\n<!-- engrim:start -->\n# Engrim memory\nan older wording\n<!-- engrim:end -->\n\n- Keep PRs small.\n';
  const updated = editRules(old, body, null);
  assert.equal(updated, `# Team rules\n- Review every PR.\n\n<!-- engrim:start -->\n${body}\n<!-- engrim:end -->\n\n- Keep PRs small.\n`);
  assert.equal(editRules(updated, body, null), updated, 'idempotent');
  assert.equal(editRules(updated, body, null, true), '# Team rules\n- Review every PR.\n\n- Keep PRs small.\n');
  assert.equal(editRules('', body, 'always_on', true), '', 'removing from nothing leaves nothing');
  assert.doesNotMatch(body, /recall/, 'an agent with injecting hooks is not asked to call the recall tool');
  assert.match(rulesText(true), /call its `recall` tool/);
});

test('--rules writes each agent\'s rules file with the decision lines (a section of shared files, the whole of Engrim\'s own); --remove takes them out', () => {
  const root = project('.claude', '.codex', '.gemini', '.cursor', '.agents');
  const team = '# Team notes\n\nWe review every PR.\n';
  writeFileSync(join(root, 'CLAUDE.md'), team);
  const r = engrim(['setup', '--rules', '--yes'], { cwd: root });
  assert.equal(r.code, 0, r.stderr);
  for (const f of ['CLAUDE.md', 'AGENTS.md', 'GEMINI.md', join('.cursor', 'rules', 'engrim.mdc'), join('.agents', 'rules', 'engrim.md')]) {
    const text = read(join(root, f));
    assert.match(text, /<!-- engrim:start -->\n# Engrim memory[\s\S]*`Decision: <what was chosen>`\n {2}`Rejected: <option> because <why not>`\n<!-- engrim:end -->\n$/, f);
    assert.doesNotMatch(text, /recall/, `${f}: these agents recall through their hooks`);
  }
  assert.ok(read(join(root, 'CLAUDE.md')).startsWith(team), "the team's own text stays first, as it was");
  assert.match(read(join(root, '.cursor', 'rules', 'engrim.mdc')), /^---\ndescription: [^\n]+\nalwaysApply: true\n---\n/);
  assert.match(read(join(root, '.agents', 'rules', 'engrim.md')), /^---\ntrigger: always_on\n---\n/);
  assert.doesNotMatch(r.stdout, /(CLAUDE|AGENTS|GEMINI)\.md[^\n]*hold this machine/, 'rules files hold no paths');
  // Without --rules, no rules file is written (Windsurf's aside); an install that had them keeps them.
  // Setup without --rules says what --rules would add, and where; not once every rules file has it.
  const plain = project('.codex');
  const hint = engrim(['setup', '--yes'], { cwd: plain });
  assert.ok(!existsSync(join(plain, 'AGENTS.md')));
  assert.match(hint.stdout, /from its unmarked prose it finds about three in four\. engrim setup --rules adds a short section asking for those lines to AGENTS\.md\./);
  const again = engrim(['setup', '--yes'], { cwd: root });
  assert.match(again.stdout, /Nothing to change: already set up\./);
  assert.doesNotMatch(again.stdout, /engrim setup --rules adds/);
  // --remove (with or without --rules) takes every rule out: shared files keep the rest, Engrim's own files go.
  const removed = engrim(['setup', '--remove', '--yes'], { cwd: root });
  assert.equal(removed.code, 0, removed.stderr);
  assert.equal(read(join(root, 'CLAUDE.md')), team);
  for (const f of ['AGENTS.md', 'GEMINI.md']) assert.ok(!existsSync(join(root, f)), `${f} held nothing but Engrim's rule: it goes`);
  assert.ok(!existsSync(join(root, '.cursor', 'rules', 'engrim.mdc')));
  assert.ok(!existsSync(join(root, '.agents', 'rules', 'engrim.md')));
  // --user: Cursor has no user-level rules file; setup says where the rule goes instead of writing nothing in silence.
  const home = tempDir('engrim-home-');
  mkdirSync(join(home, '.cursor'));
  const user = engrim(['setup', '--user', '--rules', '--agent', 'cursor', '--yes'], { cwd: root, env: { HOME: home } });
  assert.equal(user.code, 0, user.stderr);
  assert.match(user.stdout, /Cursor: Engrim writes no user-level rules file for it; engrim setup --rules in a project writes \.cursor\/rules\/engrim\.mdc\./);
});
