import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { isTranscript, parseTranscriptFile } from '../../src/io/transcripts.ts';
import { engrim, tempDir } from '../helpers.ts';

// Transcripts as the agents write them (community-documented shapes; see src/io/transcripts.ts).

/** A Claude Code session's JSONL: every line carries the session, folder, branch and time. */
function claudeSession(cwd: string, session: string, said: [role: 'user' | 'assistant', text: string, at: string][]): string {
  return said
    .map(([role, text, at], i) =>
      JSON.stringify({
        type: role,
        sessionId: session,
        cwd,
        gitBranch: 'main',
        isSidechain: false,
        uuid: `${session}-${i}`,
        timestamp: at,
        message: role === 'user' ? { role, content: text } : { role, content: [{ type: 'thinking', thinking: 'hmm' }, { type: 'text', text }] },
      }),
    )
    .join('\n');
}

/** A Codex rollout: a session_meta line, then response_item messages (and event_msg echoes, which are no messages). */
function codexRollout(cwd: string, id: string, said: [role: 'user' | 'assistant', text: string, at: string][]): string {
  const meta = { timestamp: said[0][2], type: 'session_meta', payload: { id, timestamp: said[0][2], cwd, git: { branch: 'feature/queue', commit_hash: 'abc123' } } };
  const lines = [meta, { timestamp: said[0][2], type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: `<environment_context>\n<cwd>${cwd}</cwd>\n</environment_context>` }] } }];
  for (const [role, text, at] of said) {
    lines.push({ timestamp: at, type: 'response_item', payload: { type: 'message', role, content: [{ type: role === 'user' ? 'input_text' : 'output_text', text }] } });
    lines.push({ timestamp: at, type: 'event_msg', payload: { type: role === 'user' ? 'user_message' : 'agent_message', message: text } } as never);
  }
  return lines.map((l) => JSON.stringify(l)).join('\n');
}

test('transcripts of Claude Code, Codex and Gemini CLI read as turns, with the prompt, the turn before and where they ran; tool noise left out', () => {
  const claude = parseTranscriptFile(
    [
      JSON.stringify({ type: 'user', sessionId: 's1', cwd: '/p', message: { role: 'user', content: '<command-name>/clear</command-name>' }, timestamp: '2026-10-01T09:00:00Z' }),
      claudeSession('/p', 's1', [
        ['user', 'Which queue?', '2026-10-01T09:01:00Z'],
        ['assistant', 'Here are the options: …', '2026-10-01T09:01:30Z'],
        ['user', '2', '2026-10-01T09:02:00Z'],
        ['assistant', 'Set up pg-boss.', '2026-10-01T09:02:30Z'],
        ['assistant', 'Tests pass.', '2026-10-01T09:02:40Z'],
      ]),
    ].join('\n'),
  )!;
  assert.equal(claude.agent, 'claude');
  assert.equal(claude.session, 's1');
  assert.equal(claude.cwd, '/p');
  assert.equal(claude.branch, 'main');
  assert.deepEqual(
    claude.turns.map((t) => [t.number, t.prompt, t.response, t.previous?.response, new Date(t.at!).toISOString()]),
    [
      [1, 'Which queue?', 'Here are the options: …', undefined, '2026-10-01T09:01:30.000Z'],
      [2, '2', 'Set up pg-boss.\n\nTests pass.', 'Here are the options: …', '2026-10-01T09:02:40.000Z'],
    ],
  );
  const codex = parseTranscriptFile(codexRollout('/p', 'r1', [['user', 'Add retries', '2026-10-02T10:00:00Z'], ['assistant', 'Added retries.', '2026-10-02T10:01:00Z']]))!;
  assert.deepEqual([codex.agent, codex.session, codex.cwd, codex.branch, codex.commit], ['codex', 'r1', '/p', 'feature/queue', 'abc123']);
  assert.deepEqual(codex.turns.map((t) => [t.prompt, t.response]), [['Add retries', 'Added retries.']], 'the environment block is no prompt; event_msg echoes are no second message');
  const gemini = parseTranscriptFile(
    JSON.stringify({ sessionId: 'g1', messages: [{ type: 'user', content: 'Pick a logger', timestamp: '2026-10-03T08:00:00Z' }, { type: 'gemini', content: 'I went with pino.', timestamp: '2026-10-03T08:00:05Z' }] }),
  )!;
  assert.deepEqual([gemini.agent, gemini.session, gemini.turns[0].response], ['gemini', 'g1', 'I went with pino.']);
  // `engrim export` lines and other JSON are no transcript.
  assert.equal(isTranscript('{"content":"We chose SQLite","kind":"decision","id":"01abc"}\n'), false);
  assert.equal(isTranscript('{"name":"x"}'), false);
  assert.equal(parseTranscriptFile('not json at all'), null);
});

test('engrim import of agent transcripts: each turn captured with its provenance, in the order said; again is a no-op; another project skipped; --dry-run stores nothing', () => {
  const dir = tempDir();
  const project = join(dir, 'shop');
  mkdirSync(join(project, '.git'), { recursive: true });
  const sessions = join(dir, 'sessions');
  mkdirSync(join(sessions, '2026', '10'), { recursive: true });
  // Session one (Claude Code): the agent lays out options, the user picks one.
  writeFileSync(
    join(sessions, 'one.jsonl'),
    claudeSession(project, 'c-1', [
    ['user', 'We need a job queue for the emails. Options?', '2026-10-01T09:01:00Z'],
    ['assistant', 'Here are the options:\n\n1. **BullMQ** on the Redis we already run\n2. **pg-boss** in Postgres\n3. **SQS**\n\nWhich would you prefer?', '2026-10-01T09:01:30Z'],
    ['user', "2, we don't want the emails to depend on Redis", '2026-10-01T09:02:00Z'],
    ['assistant', 'Set up pg-boss with a send-email queue.', '2026-10-01T09:03:00Z'],
    ]),
  );
  // Session two, weeks later (Codex): the choice is reversed for a reason.
  writeFileSync(
    join(sessions, '2026', '10', 'rollout-two.jsonl'),
    codexRollout(project, 'x-2', [
    ['user', 'pg-boss cannot keep up with the newsletter volume', '2026-10-20T14:00:00Z'],
    ['assistant', 'We switched the email queue from pg-boss to BullMQ, because pg-boss polling could not keep up with 50k newsletter emails an hour.', '2026-10-20T14:05:00Z'],
    ]),
  );
  // Another project's conversation in the same folder (Codex files every project's by date).
  writeFileSync(join(sessions, '2026', '10', 'rollout-other.jsonl'), codexRollout(join(dir, 'other'), 'x-3', [['user', 'Pick a logger', '2026-10-05T10:00:00Z'], ['assistant', 'We chose pino over winston because it is faster.', '2026-10-05T10:01:00Z']]));
  const db = join(project, '.engrim.db');

  const dry = engrim(['import', sessions, '--dry-run'], { cwd: project });
  assert.equal(dry.code, 0, dry.stderr);
  assert.match(dry.stdout, /^2 transcripts \(claude 1, codex 1\), 3 turns: 2 to store \(--dry-run: nothing stored\)/);
  assert.match(dry.stdout, /pg-boss in Postgres \(The user chose it from 3 options/);
  assert.match(dry.stdout, /skipped .*rollout-other\.jsonl: a conversation in another folder/);
  assert.equal(engrim(['list', '--json', '--db', db], { cwd: project }).stdout.trim() || '[]', '[]', 'a dry run stores nothing');

  const r = engrim(['import', sessions, '--json'], { cwd: project });
  assert.equal(r.code, 0, r.stderr);
  const summary = JSON.parse(r.stdout);
  assert.deepEqual([summary.transcripts, summary.turns, summary.inserted, summary.withRejected, summary.superseded], [2, 3, 2, 2, 1]);
  const all = JSON.parse(engrim(['list', '--json', '--all', '--db', db], { cwd: project }).stdout) as Record<string, any>[];
  const pick = all.find((m) => m.content.includes('pg-boss in Postgres'))!;
  assert.deepEqual(pick.decision.rejected.map((x: { option: string }) => x.option), ['BullMQ', 'SQS']);
  assert.deepEqual([pick.agent, pick.session_id, pick.turn_id, pick.git_branch, new Date(pick.created_at).toISOString()], ['claude', 'c-1', '2', 'main', '2026-10-01T09:03:00.000Z']);
  const moved = all.find((m) => m.content.startsWith('We switched the email queue'))!;
  assert.deepEqual([moved.agent, moved.session_id, moved.git_branch, moved.git_commit], ['codex', 'x-2', 'feature/queue', 'abc123']);
  // The later decision, turning pg-boss down, replaces the earlier one that chose it.
  assert.equal(pick.superseded_by, moved.id);
  assert.ok(!all.some((m) => m.content.includes('pino')), 'the other project stays out');

  const again = engrim(['import', sessions], { cwd: project });
  assert.match(again.stdout, /: 0 inserted, 0 merged, 2 already here/);
  // One file, and a folder that holds no transcript.
  assert.match(engrim(['import', join(sessions, 'one.jsonl')], { cwd: project }).stdout, /^1 transcript \(claude 1\), 2 turns: 0 inserted, 0 merged, 1 already here/);
  const empty = join(dir, 'empty');
  mkdirSync(empty);
  writeFileSync(join(empty, 'notes.jsonl'), '{"content":"We chose SQLite"}\n');
  const none = engrim(['import', empty], { cwd: project });
  assert.equal(none.code, 2);
  assert.match(none.stderr, /nothing to import in .*empty: no ADR .* and no agent transcript/);
  const notes = engrim(['import', join(empty, 'notes.jsonl'), '--dry-run'], { cwd: project });
  assert.equal(notes.code, 2);
  assert.match(notes.stderr, /--dry-run and --any-project are for agent transcripts/);
});

/** A project (a git work tree) holding one Claude Code session that said `said`. */
function projectWithSession(session: string, said: [role: 'user' | 'assistant', text: string, at: string][]): { project: string; file: string } {
  const project = tempDir();
  mkdirSync(join(project, '.git'));
  const file = join(project, 'session.jsonl');
  writeFileSync(file, claudeSession(project, session, said));
  return { project, file };
}

test('a transcript imported again adds nothing, also where a turn said a decision again in other words (merged the first time)', () => {
  const { project, file } = projectWithSession('nd-1', [
    ['user', 'which queue?', '2026-10-01T09:00:00Z'],
    ['assistant', 'We chose Postgres for the job queue because it is already running.', '2026-10-01T09:00:10Z'],
    ['user', 'recap please', '2026-10-01T09:01:00Z'],
    ['assistant', 'We chose Postgres for the job queue because it is already running on our servers.', '2026-10-01T09:01:10Z'],
  ]);
  assert.match(engrim(['import', file], { cwd: project }).stdout, /2 turns: 1 inserted, 1 merged, 0 already here/);
  assert.match(engrim(['import', file], { cwd: project }).stdout, /2 turns: 0 inserted, 0 merged, 2 already here/);
});

test('a setting a transcript changes is replaced on import, though both turns are written in one batch', () => {
  const { project, file } = projectWithSession('pool-1', [
    ['user', 'set the pool', '2026-10-01T09:00:00Z'],
    ['assistant', 'Capped the Postgres connection pool at 20 because the database allows 100 connections.', '2026-10-01T09:00:10Z'],
    ['user', 'we need more connections', '2026-10-02T09:00:00Z'],
    ['assistant', 'Raised the Postgres connection pool to 30, since we now run 3 replicas.', '2026-10-02T09:00:10Z'],
  ]);
  assert.match(engrim(['import', file], { cwd: project }).stdout, /2 turns: 2 inserted, .* 1 earlier memories superseded/);
  const current = JSON.parse(engrim(['list', '--json'], { cwd: project }).stdout) as { content: string }[];
  assert.deepEqual(current.map((m) => m.content), ['Raised the Postgres connection pool to 30, since we now run 3 replicas.']);
});
