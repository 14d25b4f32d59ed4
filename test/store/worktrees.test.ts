import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { workTreeCheck } from '../../src/store/doctor.ts';
import { projectRoot, resolveDbPath, workTreeRoot } from '../../src/store/paths.ts';
import { Store } from '../../src/store/store.ts';
import { gitInfo, mainWorkTree } from '../../src/util/git.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { BIN, engrim, run, tempDir } from '../helpers.ts';

// Linked git work trees (`git worktree add`, `claude --worktree`): one memory per repository.

const git = (cwd: string, ...args: string[]) => {
  const r = spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], { cwd, encoding: 'utf8' });
  assert.equal(r.status, 0, `git ${args.join(' ')}: ${r.stderr}`);
  return r.stdout.trim();
};

/** A repository with one commit and a linked work tree on branch `feature` (nothing of Engrim's in either). */
function repoWithWorkTree(): { main: string; linked: string } {
  const main = join(tempDir('engrim-wt-'), 'main');
  mkdirSync(main);
  git(main, 'init', '-q');
  git(main, 'commit', '-q', '--allow-empty', '-m', 'init');
  const linked = join(main, '..', 'feature-tree');
  git(main, 'worktree', 'add', '-q', '-b', 'feature', linked);
  return { main, linked };
}

test('a linked work tree shares its main work tree’s memory; agents’ files stay in the work tree itself', () => {
  const { main, linked } = repoWithWorkTree();
  mkdirSync(join(linked, 'packages', 'api'), { recursive: true });
  assert.equal(mainWorkTree(linked), main);
  assert.equal(mainWorkTree(main), null, 'a main work tree has none');
  assert.equal(resolveDbPath({ cwd: join(linked, 'packages', 'api'), env: {} }), join(main, '.engrim.db'));
  assert.equal(projectRoot(linked), main);
  assert.equal(workTreeRoot(join(linked, 'packages')), linked);
  assert.equal(resolveDbPath({ cwd: main, env: {} }), join(main, '.engrim.db'));
  // An explicit database still wins.
  assert.equal(resolveDbPath({ cwd: linked, env: { ENGRIM_DB: 'x.db' } }), join(linked, 'x.db'));
});

test('branch and commit of a linked work tree are read from its own HEAD and the common refs, loose or packed', () => {
  const { main, linked } = repoWithWorkTree();
  git(linked, 'commit', '-q', '--allow-empty', '-m', 'on the branch');
  const head = git(linked, 'rev-parse', 'HEAD');
  assert.deepEqual(gitInfo(linked), { branch: 'feature', commit: head });
  assert.deepEqual(gitInfo(main), { branch: git(main, 'rev-parse', '--abbrev-ref', 'HEAD'), commit: git(main, 'rev-parse', 'HEAD') });
  git(main, 'pack-refs', '--all');
  assert.equal(existsSync(join(main, '.git', 'refs', 'heads', 'feature')), false, 'the branch is packed now');
  assert.deepEqual(gitInfo(join(linked)), { branch: 'feature', commit: head });
});

test('a database made in a linked work tree is kept out of git in every work tree (git reads info/exclude from the common directory only)', () => {
  const { main, linked } = repoWithWorkTree();
  new Store(join(linked, '.engrim.db')).close(); // before any in the main work tree
  assert.equal(git(linked, 'status', '--porcelain', '--untracked-files=all'), '');
  new Store(join(main, '.engrim.db')).close();
  assert.equal(git(main, 'status', '--porcelain', '--untracked-files=all'), '');
});

test('a submodule-like or bare-repository work tree keeps a memory of its own', () => {
  const dir = tempDir('engrim-wt-');
  // A submodule: .git is a file pointing at a git directory with no commondir.
  mkdirSync(join(dir, 'super', '.git', 'modules', 'sub'), { recursive: true });
  mkdirSync(join(dir, 'super', 'sub'));
  writeFileSync(join(dir, 'super', 'sub', '.git'), 'gitdir: ../.git/modules/sub\n');
  assert.equal(mainWorkTree(join(dir, 'super', 'sub')), null);
  assert.equal(projectRoot(join(dir, 'super', 'sub')), join(dir, 'super', 'sub'));
  // A linked work tree of a bare repository: the common directory is not a work tree's .git.
  mkdirSync(join(dir, 'repo.git', 'worktrees', 'w'), { recursive: true });
  writeFileSync(join(dir, 'repo.git', 'worktrees', 'w', 'commondir'), '../..\n');
  mkdirSync(join(dir, 'w'));
  writeFileSync(join(dir, 'w', '.git'), `gitdir: ${join(dir, 'repo.git', 'worktrees', 'w')}\n`);
  assert.equal(mainWorkTree(join(dir, 'w')), null);
  assert.equal(projectRoot(join(dir, 'w')), join(dir, 'w'));
});

test('built hooks in a linked work tree write to and read from the shared memory, with the work tree’s branch', () => {
  const { main, linked } = repoWithWorkTree();
  const env = { ENGRIM_DB: '', CLAUDE_PROJECT_DIR: '' };
  const stop = { hook_event_name: 'Stop', session_id: 'wt-1', cwd: linked, last_assistant_message: 'I went with Vitest over Jest because Jest needs a Babel transform for our ESM setup.' };
  assert.equal(run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify(stop), env, cwd: linked }).code, 0);
  assert.equal(existsSync(join(linked, '.engrim.db')), false, 'nothing of its own in the work tree');
  const listed = JSON.parse(engrim(['list', '--json'], { cwd: main, env }).stdout) as Array<{ content: string; git_branch: string; git_commit: string; cwd: string }>;
  assert.equal(listed.length, 1);
  assert.deepEqual([listed[0].git_branch, listed[0].git_commit, listed[0].cwd], ['feature', git(linked, 'rev-parse', 'HEAD'), linked]);
  // An agent in the main work tree is reminded of it.
  const prompt = { hook_event_name: 'UserPromptSubmit', session_id: 'main-1', cwd: main, prompt: 'Should we move the tests to Jest?' };
  const recalled = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify(prompt), env, cwd: main });
  assert.match(recalled.stdout, /\[decision · T2 · claude · \d{4}-\d\d-\d\d · branch feature\] \(this prompt mentions Jest, rejected earlier\) I went with Vitest over Jest/, 'written on another branch: it says which');
  // On its own branch it needs no word of it; nor does a memory written on the trunk (the CLI's, below).
  const there = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ ...prompt, cwd: linked }), env, cwd: linked });
  assert.match(there.stdout, /\[decision · T2 · claude · \d{4}-\d\d-\d\d\] \(this prompt mentions Jest/);
  // The CLI records where it was run from too.
  assert.equal(engrim(['remember', 'Note: the feature branch renames the config loader.'], { cwd: linked, env }).code, 0);
  const noted = (JSON.parse(engrim(['list', '--json'], { cwd: linked, env }).stdout) as Array<{ content: string; git_branch: string }>).find((m) => m.content.includes('config loader'));
  assert.equal(noted?.git_branch, 'feature');
  const trunk = git(main, 'rev-parse', '--abbrev-ref', 'HEAD');
  assert.equal(engrim(['remember', 'Note: the config loader reads TOML since the 2.0 release.'], { cwd: main, env }).code, 0);
  const fromFeature = engrim(['recall'], { cwd: linked, env, input: 'how does the config loader read TOML?' }).stdout;
  assert.match(fromFeature, new RegExp(`\\[note · T2 · cli · [\\d-]+\\] Note: the config loader reads TOML`), `written on ${trunk}: no branch word`);
});

test('a linked work tree with a memory of its own keeps using it; doctor says so and how to merge it, and after the merge it shares', () => {
  const { main, linked } = repoWithWorkTree();
  const env = { ENGRIM_DB: '' };
  assert.equal(engrim(['remember', 'Decision: keep the old memory. Rejected: dropping it because nothing is lost.'], { cwd: main, env }).code, 0);
  const own = join(linked, '.engrim.db');
  assert.equal(engrim(['remember', '--db', own, 'Convention: API handlers return problem+json errors.'], { cwd: linked, env }).code, 0);
  assert.equal(resolveDbPath({ cwd: linked, env: {} }), own, 'not hidden by the shared one');
  const [check] = workTreeCheck(linked, own);
  assert.equal(check.ok, false);
  const doctor = engrim(['doctor'], { cwd: linked, env });
  assert.equal(doctor.code, 1);
  assert.match(doctor.stdout, /FAIL work tree .*memory of its own.*git worktree remove/);
  // From the main work tree too, where an upgrade is most often checked.
  const fromMain = engrim(['doctor'], { cwd: main, env });
  assert.equal(fromMain.code, 1);
  assert.ok(fromMain.stdout.includes(`FAIL work tree     its linked work tree ${linked} keeps a memory of its own`), fromMain.stdout);
  // The command doctor prints, run with the built CLI.
  assert.ok(doctor.stdout.includes(`engrim import --db "${join(main, '.engrim.db')}" "${own}" && mv "${own}" "${own}.merged"`), doctor.stdout);
  assert.match(engrim(['import', '--db', join(main, '.engrim.db'), own], { cwd: linked, env }).stdout, /^1 inserted, 0 merged, 0 already here, 0 rejected\n$/);
  renameSync(own, `${own}.merged`);
  assert.equal(resolveDbPath({ cwd: linked, env: {} }), join(main, '.engrim.db'));
  const contents = (JSON.parse(engrim(['list', '--json'], { cwd: linked, env }).stdout) as Array<{ content: string }>).map((m) => m.content).sort();
  assert.equal(contents.length, 2);
  assert.ok(contents[0].startsWith('API handlers return problem+json'), contents[0]);
  assert.ok(contents[1].startsWith('Decision: keep the old memory.'), contents[1]);
  assert.match(engrim(['doctor'], { cwd: linked, env }).stdout, /ok {3}work tree +a linked work tree of .*: shares its memory/);
  assert.doesNotMatch(engrim(['doctor'], { cwd: main, env }).stdout, /work tree/, 'merged: nothing to say');
});

test('the MCP server started in a linked work tree stores in the shared memory, with the branch it was called on', async () => {
  const { main, linked } = repoWithWorkTree();
  const env = { ...process.env, NO_COLOR: '1', ENGRIM_DB: '' } as Record<string, string>;
  const client = new Client({ name: 'codex', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN.engrim, 'mcp'], cwd: linked, env, stderr: 'pipe' }));
  try {
    await client.callTool({ name: 'decide', arguments: { chosen: 'Use Redis Streams for the event bus', rejected: [{ option: 'Kafka', reason: 'too heavy to run' }] } });
    git(linked, 'checkout', '-q', '-b', 'feature-2'); // the agent switched branches while the server ran
    await client.callTool({ name: 'remember', arguments: { content: 'The event bus keeps messages for seven days.' } });
  } finally {
    await client.close();
  }
  const listed = JSON.parse(engrim(['list', '--json'], { cwd: main, env: { ENGRIM_DB: '' } }).stdout) as Array<{ content: string; git_branch: string; agent: string }>;
  assert.deepEqual(listed.map((m) => [m.content.split('\n')[0], m.git_branch, m.agent]).sort(), [
    ['Decision: Use Redis Streams for the event bus', 'feature', 'codex'],
    ['The event bus keeps messages for seven days.', 'feature-2', 'codex'],
  ]);
});
