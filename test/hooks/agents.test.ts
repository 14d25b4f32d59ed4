import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { BIN, engrim, pluginOptions, run, tempDir } from '../helpers.ts';

const RESPONSE = [
  'I compared the options for the job queue.',
  'We decided to use BullMQ on Redis instead of RabbitMQ because RabbitMQ needs another server to operate.',
  'Here is the worker:',
  '```ts',
  "const worker = new Worker('jobs', handler);",
  '```',
  'Let me know if you want retries configured.',
].join('\n');

function project() {
  const dir = tempDir('engrim-agent-');
  engrim(['remember', 'An unrelated note: the staging URL is staging.example.com', '--db', join(dir, '.engrim.db')]);
  return dir;
}

function ids(dir: string) {
  return JSON.parse(engrim(['list', '--json', '--db', join(dir, '.engrim.db')]).stdout) as any[];
}

/** Capture as the agent would, then re-propose the rejected option: the rejection comes first. */
function roundTrip(agent: string, captureEvent: object, recallEvent: (dir: string) => object, extract: (stdout: string) => string) {
  const dir = project();
  const c = run(BIN.capture, ['--agent', agent], { input: JSON.stringify({ ...captureEvent, cwd: dir, workspace_roots: [dir], workspacePaths: [dir] }) });
  assert.equal(c.code, 0);
  const stored = ids(dir).find((m) => m.kind === 'decision');
  assert.ok(stored, `${agent}: decision stored`);
  assert.deepEqual(stored.decision.rejected, [{ option: 'RabbitMQ', reason: 'RabbitMQ needs another server to operate' }]);
  assert.equal(stored.agent, agent);
  const r = run(BIN.recall, ['--agent', agent], { input: JSON.stringify(recallEvent(dir)) });
  assert.equal(r.code, 0);
  const block = extract(r.stdout);
  const first = block.split('\n')[1];
  assert.match(first, /this prompt mentions RabbitMQ, rejected earlier/);
  // The rejection is listed; its reason, already in the decision's text, is said once.
  assert.match(block, /\n {2}rejected: RabbitMQ(\n|$)/);
  assert.equal(block.split('RabbitMQ needs another server to operate').length, 2);
  return { dir, stdout: r.stdout, captureStdout: c.stdout };
}

test('Claude Code: Stop capture prints nothing; UserPromptSubmit gets hookSpecificOutput under 10,000 chars', () => {
  const { stdout, captureStdout } = roundTrip(
    'claude',
    { session_id: 's1', transcript_path: '/nonexistent', hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: RESPONSE },
    (dir) => ({ session_id: 's1', transcript_path: '/x', cwd: dir, hook_event_name: 'UserPromptSubmit', permission_mode: 'default', prompt: 'Could we move the job queue to RabbitMQ?' }),
    (out) => JSON.parse(out).hookSpecificOutput.additionalContext,
  );
  assert.equal(captureStdout, '');
  const out = JSON.parse(stdout);
  assert.equal(out.hookSpecificOutput.hookEventName, 'UserPromptSubmit');
  assert.ok(out.hookSpecificOutput.additionalContext.length < 10_000);
});

test('Claude Code: SessionStart (startup, clear, compact) gets the memories that stand without a prompt; a fresh project gets nothing', () => {
  const dir = project();
  engrim(['remember', 'Convention: always use pnpm, never npm', '--db', join(dir, '.engrim.db')]);
  engrim(['remember', 'We chose Vitest over Jest because Jest needs ESM flags', '--db', join(dir, '.engrim.db')]);
  for (const source of ['startup', 'clear', 'compact']) {
    const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's7', transcript_path: '/x', cwd: dir, hook_event_name: 'SessionStart', source }) });
    assert.equal(r.code, 0);
    const out = JSON.parse(r.stdout).hookSpecificOutput;
    assert.equal(out.hookEventName, 'SessionStart');
    assert.match(out.additionalContext, /\[convention · T1 · cli · [\d-]+\] always use pnpm, never npm/);
    assert.match(out.additionalContext, /Vitest over Jest[\s\S]*rejected: Jest/);
    assert.doesNotMatch(out.additionalContext, /staging URL/, 'a plain note waits for a prompt about it');
  }
  const none = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's8', cwd: tempDir('engrim-empty-'), hook_event_name: 'SessionStart', source: 'startup' }) });
  assert.deepEqual([none.code, none.stdout], [0, '']);
  // A prompt of that session: what the session-start block gave is in the agent's context already, unless the prompt proposes its rejected option again.
  const ask = (session: string, prompt: string) => {
    const r = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: session, cwd: dir, hook_event_name: 'UserPromptSubmit', prompt }) });
    return r.stdout ? (JSON.parse(r.stdout).hookSpecificOutput.additionalContext as string) : '';
  };
  assert.doesNotMatch(ask('s7', 'how do we configure Vitest coverage?'), /Vitest over Jest/);
  assert.match(ask('s7', 'should we go back to Jest?'), /this prompt mentions Jest, rejected earlier/);
  assert.match(ask('s9', 'how do we configure Vitest coverage?'), /Vitest over Jest/, 'another session has not seen it');
  // A list that cannot be written (here .engrim/cache is a file) costs the session nothing: the block still comes.
  const blocked = project();
  engrim(['remember', 'Convention: always use pnpm, never npm', '--db', join(blocked, '.engrim.db')]);
  mkdirSync(join(blocked, '.engrim'), { recursive: true });
  writeFileSync(join(blocked, '.engrim', 'cache'), 'not a folder');
  const start = run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's10', cwd: blocked, hook_event_name: 'SessionStart', source: 'startup' }), env: { ENGRIM_LOG_DIR: tempDir() } });
  assert.match(JSON.parse(start.stdout).hookSpecificOutput.additionalContext, /always use pnpm/);
});

test('Gemini CLI: SessionStart gets the standing memories as JSON; its prompts leave them out until PreCompress', () => {
  const dir = project();
  engrim(['remember', 'Convention: always use pnpm, never npm', '--db', join(dir, '.engrim.db')]);
  engrim(['remember', 'We chose Vitest over Jest because Jest needs ESM flags', '--db', join(dir, '.engrim.db')]);
  const gemini = (event: object) => run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify({ session_id: 'g7', transcript_path: '/x', cwd: dir, timestamp: '2026-11-30T12:00:00Z', ...event }) });
  for (const source of ['startup', 'resume', 'clear']) {
    const out = JSON.parse(gemini({ hook_event_name: 'SessionStart', source }).stdout).hookSpecificOutput;
    assert.equal(out.hookEventName, 'SessionStart');
    assert.match(out.additionalContext, /always use pnpm, never npm/);
    assert.match(out.additionalContext, /Vitest over Jest[\s\S]*rejected: Jest/);
  }
  const ask = (prompt: string) => JSON.parse(gemini({ hook_event_name: 'BeforeAgent', prompt }).stdout).hookSpecificOutput?.additionalContext ?? '';
  assert.doesNotMatch(ask('how do we configure Vitest coverage?'), /Vitest over Jest/, 'in the history since the session started');
  // The history is about to be summarised: the start block may not survive it, so prompts bring the memory again.
  const compress = gemini({ hook_event_name: 'PreCompress', trigger: 'auto' });
  assert.deepEqual([compress.code, compress.stdout], [0, '{}']);
  assert.match(ask('how do we configure Vitest coverage?'), /Vitest over Jest/);
  // A project with no memory gets {} at session start.
  assert.equal(run(BIN.recall, ['--agent', 'gemini'], { input: JSON.stringify({ session_id: 'g8', cwd: tempDir('engrim-empty-'), hook_event_name: 'SessionStart', source: 'startup' }) }).stdout, '{}');
});

test('Codex: SessionStart gets exactly hookSpecificOutput.{hookEventName, additionalContext}; its prompts still bring what it gave', () => {
  const dir = project();
  engrim(['remember', 'Convention: always use pnpm, never npm', '--db', join(dir, '.engrim.db')]);
  const codex = (event: object) => run(BIN.recall, ['--agent', 'codex'], { input: JSON.stringify({ session_id: 'c7', transcript_path: null, cwd: dir, model: 'gpt-5', ...event }) });
  const start = JSON.parse(codex({ hook_event_name: 'SessionStart', source: 'startup' }).stdout);
  assert.deepEqual(Object.keys(start), ['hookSpecificOutput']);
  assert.deepEqual(Object.keys(start.hookSpecificOutput).sort(), ['additionalContext', 'hookEventName']);
  assert.equal(start.hookSpecificOutput.hookEventName, 'SessionStart');
  assert.match(start.hookSpecificOutput.additionalContext, /always use pnpm, never npm/);
  // Codex compacts without a new session start: a prompt's block does not count on the start block still being there.
  const prompt = JSON.parse(codex({ hook_event_name: 'UserPromptSubmit', turn_id: 't1', permission_mode: 'default', prompt: 'install lodash with npm' }).stdout);
  assert.equal(prompt.hookSpecificOutput.hookEventName, 'UserPromptSubmit');
  assert.match(prompt.hookSpecificOutput.additionalContext, /always use pnpm, never npm/);
});

test('a captured decision that gives its why-not outranks a bare one at session start (importance 0.6 against 0.5)', () => {
  const dir = tempDir('engrim-agent-');
  const stop = (text: string, session: string) =>
    run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify({ session_id: session, cwd: dir, hook_event_name: 'Stop', last_assistant_message: text }) });
  stop('We decided to use BullMQ on Redis instead of RabbitMQ because RabbitMQ needs another server to operate.', 'a');
  stop("We'll use date-fns for the date formatting.", 'b'); // newer, and bare
  const stored = ids(dir);
  assert.deepEqual(stored.map((m) => [m.kind, m.importance]).sort(), [['decision', 0.5], ['decision', 0.6]]);
  const start = JSON.parse(run(BIN.recall, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 'c', cwd: dir, hook_event_name: 'SessionStart', source: 'startup' }) }).stdout);
  const lines = start.hookSpecificOutput.additionalContext.split('\n');
  assert.match(lines[1], /BullMQ on Redis instead of RabbitMQ/);
  assert.match(lines[3], /date-fns for the date formatting/);
});

test('Claude Code: capture falls back to the JSONL transcript', () => {
  const dir = project();
  const transcript = join(dir, 't.jsonl');
  writeFileSync(transcript, [JSON.stringify({ type: 'user', message: { role: 'user', content: 'queue?' } }), JSON.stringify({ type: 'assistant', message: { role: 'assistant', content: [{ type: 'text', text: RESPONSE }] } })].join('\n'));
  run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', transcript_path: transcript, cwd: dir, hook_event_name: 'Stop' }) });
  assert.ok(ids(dir).some((m) => m.kind === 'decision' && m.transcript_path === transcript));
});

test('Claude Code: a decision said before the turn\'s tool calls is captured, not only the final message', () => {
  const dir = project();
  const transcript = join(dir, 't.jsonl');
  const line = (role: string, content: unknown) => JSON.stringify({ type: role, message: { role, content } });
  writeFileSync(transcript, [
    line('user', 'set up the job queue'),
    line('assistant', [{ type: 'text', text: RESPONSE }, { type: 'tool_use', name: 'Write' }]),
    line('user', [{ type: 'tool_result', content: 'ok' }]),
  ].join('\n'));
  const c = run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', transcript_path: transcript, cwd: dir, hook_event_name: 'Stop', last_assistant_message: 'The worker is written and the tests pass.' }) });
  assert.equal(c.code, 0);
  const stored = ids(dir).find((m) => m.kind === 'decision');
  assert.deepEqual(stored?.decision.rejected, [{ option: 'RabbitMQ', reason: 'RabbitMQ needs another server to operate' }]);
});

test('Codex: output has exactly hookSpecificOutput.{hookEventName, additionalContext}; Stop prints nothing', () => {
  const { stdout, captureStdout } = roundTrip(
    'codex',
    { session_id: 'c1', turn_id: 't7', transcript_path: '/x', hook_event_name: 'Stop', model: 'gpt', last_assistant_message: RESPONSE },
    (dir) => ({ session_id: 'c1', turn_id: 't8', transcript_path: '/x', cwd: dir, hook_event_name: 'UserPromptSubmit', model: 'gpt', permission_mode: 'default', prompt: 'switch the queue to RabbitMQ' }),
    (out) => JSON.parse(out).hookSpecificOutput.additionalContext,
  );
  assert.equal(captureStdout, '');
  const out = JSON.parse(stdout);
  assert.deepEqual(Object.keys(out), ['hookSpecificOutput']);
  assert.deepEqual(Object.keys(out.hookSpecificOutput), ['hookEventName', 'additionalContext']);
});

test('Gemini CLI: JSON only — AfterAgent prints {}, BeforeAgent gets additionalContext', () => {
  const { stdout, captureStdout } = roundTrip(
    'gemini',
    { session_id: 'g1', transcript_path: '/x', hook_event_name: 'AfterAgent', timestamp: '2026-11-29T10:00:00Z', prompt: 'which queue?', prompt_response: RESPONSE, stop_hook_active: false },
    (dir) => ({ session_id: 'g1', transcript_path: '/x', cwd: dir, hook_event_name: 'BeforeAgent', timestamp: '2026-11-29T10:01:00Z', prompt: 'use RabbitMQ for jobs?' }),
    (out) => JSON.parse(out).hookSpecificOutput.additionalContext,
  );
  assert.equal(captureStdout, '{}');
  assert.equal(JSON.parse(stdout).hookSpecificOutput.hookEventName, 'BeforeAgent');
});

test('Gemini CLI and Codex: an AfterAgent / Stop whose prompt only agrees stores the recommendation of the turn before, read from their transcripts', () => {
  const recommended = "I'd recommend BullMQ for the job queue. RabbitMQ would add another server to operate. Want me to wire it up?";
  const geminiLines = [
    { sessionId: 'g9', projectHash: 'p', startTime: '2026-11-30T10:00:00Z' },
    { id: '1', timestamp: '2026-11-30T10:00:01Z', type: 'user', content: 'which queue should we use for jobs?' },
    { id: '2', timestamp: '2026-11-30T10:00:05Z', type: 'gemini', content: recommended },
    { id: '3', timestamp: '2026-11-30T10:01:00Z', type: 'user', content: 'sounds good, go with BullMQ' },
  ];
  const codexLines = [
    { type: 'session_meta', payload: { id: 'c9' } },
    { type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'which queue should we use for jobs?' }] } },
    { type: 'response_item', payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: recommended }] } },
    { type: 'response_item', payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'sounds good, go with BullMQ' }] } },
  ];
  const events = {
    gemini: (dir: string, transcript: string) => ({ session_id: 'g9', transcript_path: transcript, cwd: dir, hook_event_name: 'AfterAgent', prompt: 'sounds good, go with BullMQ', prompt_response: 'Wired BullMQ into the worker.', stop_hook_active: false }),
    codex: (dir: string, transcript: string) => ({ session_id: 'c9', turn_id: 't2', transcript_path: transcript, cwd: dir, hook_event_name: 'Stop', model: 'gpt', last_assistant_message: 'Wired BullMQ into the worker.' }),
  };
  for (const [agent, lines] of [['gemini', geminiLines], ['codex', codexLines]] as const) {
    const dir = tempDir('engrim-agent-');
    const transcript = join(dir, 'transcript.jsonl');
    writeFileSync(transcript, lines.map((l) => JSON.stringify(l)).join('\n'));
    engrim(['remember', 'An unrelated note', '--db', join(dir, '.engrim.db')]);
    assert.equal(run(BIN.capture, ['--agent', agent], { input: JSON.stringify(events[agent](dir, transcript)) }).code, 0);
    const stored = ids(dir).find((m) => m.kind === 'decision');
    assert.match(stored?.content ?? '', /^I'd recommend BullMQ for the job queue\. RabbitMQ would add another server to operate\. \(The user agreed: "sounds good, go with BullMQ"\.\)$/, agent);
    assert.deepEqual(stored.decision.rejected, [{ option: 'RabbitMQ', reason: 'would add another server to operate' }], agent);
  }
});

test('Antigravity: the prompt comes from the transcript; injectSteps; repeat invocations reuse the cached block', () => {
  const dir = project();
  const transcript = join(dir, 'conv.jsonl');
  const capture = { conversationId: 'conv-1', workspacePaths: [dir], transcriptPath: transcript, terminationReason: 'done', fullyIdle: true };
  writeFileSync(transcript, [JSON.stringify({ role: 'user', content: 'which queue?' }), JSON.stringify({ role: 'assistant', content: RESPONSE })].join('\n'));
  assert.equal(run(BIN.capture, ['--agent', 'antigravity'], { input: JSON.stringify(capture) }).stdout, '{}');
  writeFileSync(transcript, [JSON.stringify({ role: 'user', content: 'which queue?' }), JSON.stringify({ role: 'assistant', content: RESPONSE }), JSON.stringify({ role: 'user', content: 'Should we use RabbitMQ after all?' })].join('\n'));
  const event = { conversationId: 'conv-1', workspacePaths: [dir], transcriptPath: transcript, invocationNum: 1 };
  const first = run(BIN.recall, ['--agent', 'antigravity'], { input: JSON.stringify(event) });
  const msg = JSON.parse(first.stdout).injectSteps[0].ephemeralMessage as string;
  assert.match(msg.split('\n')[1], /this prompt mentions RabbitMQ, rejected earlier/);
  // Forget the memory: the same conversation and turn still get the cached block (no new search).
  const decision = ids(dir).find((m) => m.kind === 'decision');
  engrim(['forget', decision.id, '--db', join(dir, '.engrim.db')]);
  const again = run(BIN.recall, ['--agent', 'antigravity'], { input: JSON.stringify({ ...event, invocationNum: 2 }) });
  assert.equal(again.stdout, first.stdout);
  // A new user turn is searched afresh.
  writeFileSync(transcript, JSON.stringify({ role: 'user', content: 'RabbitMQ again?' }));
  assert.equal(run(BIN.recall, ['--agent', 'antigravity'], { input: JSON.stringify({ ...event, invocationNum: 3 }) }).stdout, '{}');
  // The message lasts one call and no session start gives the standing memories: every block carries them.
  engrim(['remember', 'Convention: always use pnpm, never npm', '--db', join(dir, '.engrim.db')]);
  writeFileSync(transcript, JSON.stringify({ role: 'user', content: 'install lodash' }));
  const standing = JSON.parse(run(BIN.recall, ['--agent', 'antigravity'], { input: JSON.stringify({ ...event, invocationNum: 4 }) }).stdout).injectSteps[0].ephemeralMessage;
  assert.match(standing, /\[convention · T1 · cli · [\d-]+\] always use pnpm, never npm/);
});

test('Cursor: sessionStart gets {additional_context}; afterAgentResponse text is captured', () => {
  const dir = project();
  run(BIN.capture, ['--agent', 'cursor'], { input: JSON.stringify({ conversation_id: 'cu', generation_id: 'g', workspace_roots: [dir], hook_event_name: 'afterAgentResponse', text: RESPONSE }) });
  const transcript = join(dir, 'cursor.jsonl');
  writeFileSync(transcript, JSON.stringify({ role: 'user', content: 'shall we try RabbitMQ?' }));
  const r = run(BIN.recall, ['--agent', 'cursor'], { input: JSON.stringify({ conversation_id: 'cu2', workspace_roots: [dir], transcript_path: transcript, hook_event_name: 'sessionStart' }) });
  assert.match(JSON.parse(r.stdout).additional_context, /RabbitMQ/);
  // A new chat has no prompt: the block holds what stands without one (the decision), not every note.
  const fresh = JSON.parse(run(BIN.recall, ['--agent', 'cursor'], { input: JSON.stringify({ workspace_roots: [dir], hook_event_name: 'sessionStart' }) }).stdout).additional_context;
  assert.match(fresh, /^Engrim memory: .*\n- \[decision · T2 · cursor · .*BullMQ on Redis instead of RabbitMQ/);
  assert.doesNotMatch(fresh, /staging URL/);
  // Any other event without a prompt gets nothing.
  assert.equal(run(BIN.recall, ['--agent', 'cursor'], { input: JSON.stringify({ workspace_roots: [dir], hook_event_name: 'beforeSubmitPrompt' }) }).stdout, '{}');
});

test('Windsurf: post_cascade_response is captured from tool_info.response', () => {
  const dir = project();
  const event = { agent_action_name: 'post_cascade_response', trajectory_id: 'traj-1', execution_id: 'exec-7', timestamp: '2026-11-30T12:00:00Z', tool_info: { response: RESPONSE } };
  const r = run(BIN.capture, ['--agent', 'windsurf'], { input: JSON.stringify(event), cwd: dir });
  assert.equal(r.code, 0);
  const decision = ids(dir).find((m) => m.kind === 'decision' && m.agent === 'windsurf');
  assert.deepEqual([decision?.session_id, decision?.turn_id], ['traj-1', 'exec-7'], 'the conversation and the response are its provenance');
  // post_cascade_response does not carry the prompt: pre_user_prompt gives it, kept for the response that follows.
  const prompt = { agent_action_name: 'pre_user_prompt', trajectory_id: 'traj-2', execution_id: 'exec-8', tool_info: { user_prompt: 'From now on always run the linter before committing. Token ghp_abcdefghijklmnopqrstuvwxyz0123456789 is for CI.' } };
  const pre = run(BIN.capture, ['--agent', 'windsurf'], { input: JSON.stringify(prompt), cwd: dir });
  assert.deepEqual([pre.code, pre.stdout], [0, ''], 'a pre-hook that says nothing lets the prompt through');
  assert.equal(ids(dir).filter((m) => m.session_id === 'traj-2').length, 0, 'nothing is stored before the response');
  run(BIN.capture, ['--agent', 'windsurf'], { input: JSON.stringify({ ...event, trajectory_id: 'traj-2', execution_id: 'exec-9', tool_info: { response: 'Done: the linter runs in the pre-commit hook now.' } }), cwd: dir });
  const convention = ids(dir).find((m) => m.kind === 'convention' && m.session_id === 'traj-2');
  assert.equal(convention?.content, 'From now on always run the linter before committing.');
  const kept = readdirSync(join(dir, '.engrim', 'cache')).filter((f) => f.startsWith('prompt-')).map((f) => readFileSync(join(dir, '.engrim', 'cache', f), 'utf8'));
  assert.ok(kept.length === 1 && !kept[0].includes('ghp_abcdef'), 'the kept prompt is redacted');
});

/** One Windsurf turn in `dir`'s conversation `trajectory`: its prompt's event, then its response's. */
function windsurfTurn(dir: string, trajectory: string, execution: string, prompt: string, response: string): void {
  const base = { trajectory_id: trajectory, execution_id: execution, timestamp: '2026-12-01T12:00:00Z' };
  run(BIN.capture, ['--agent', 'windsurf'], { input: JSON.stringify({ ...base, agent_action_name: 'pre_user_prompt', tool_info: { user_prompt: prompt } }), cwd: dir });
  run(BIN.capture, ['--agent', 'windsurf'], { input: JSON.stringify({ ...base, agent_action_name: 'post_cascade_response', tool_info: { response } }), cwd: dir });
}

test("Windsurf: the agent agreeing with the user's switch, in the same turn, is no earlier choice the switch retires", () => {
  const dir = project();
  const turn = (execution: string, prompt: string, response: string) => windsurfTurn(dir, 'traj-k', execution, prompt, response);
  turn('e1', 'cache the article feed so it works offline', 'I went with Room over SQLDelight mainly because the rest of the app already uses Room for bookmarks, and mixing two persistence libraries would mean two migration systems.');
  turn('e2', "let's use sqldelight instead of room, we're moving the data layer to kotlin multiplatform next quarter", "Good call — SQLDelight works in Kotlin Multiplatform and Room's KMP support is still limited, so moving now saves a second migration later.");
  const all = JSON.parse(engrim(['list', '--all', '--json', '--db', join(dir, '.engrim.db')]).stdout) as any[];
  const agreed = all.find((m) => m.content.startsWith('Good call'));
  const first = all.find((m) => m.content.startsWith('I went with Room'));
  const user = all.find((m) => m.content.startsWith("let's use sqldelight"));
  assert.ok(agreed && first && user, JSON.stringify(all.map((m) => m.content)));
  assert.equal(first.superseded_by, user.id, 'the earlier choice is retired');
  assert.equal(agreed.superseded_by, null, "the agent's agreement of the same turn stands");
});

test('Windsurf: with no transcript, the turn before is kept by the hook, so a short answer picks one of the options it laid out', () => {
  const dir = project();
  const turn = (execution: string, prompt: string, response: string) => windsurfTurn(dir, 'traj-p', execution, prompt, response);
  const options = pluginOptions('Here are the options for the plugin system (the registry token is ghp_abcdefghijklmnopqrstuvwxyz0123456789):');
  turn('e1', "what's the best way to add plugins to the CLI?", options);
  assert.equal(ids(dir).filter((m) => m.session_id === 'traj-p').length, 0, 'options laid out decide nothing');
  const kept = readdirSync(join(dir, '.engrim', 'cache')).filter((f) => f.startsWith('turn-')).map((f) => readFileSync(join(dir, '.engrim', 'cache', f), 'utf8'));
  assert.ok(kept.length === 1 && kept[0].includes('Extism') && !kept[0].includes('ghp_abcdef'), 'the kept turn is redacted');
  turn('e2', "let's go with the wasm one, security matters more than convenience here", 'Set up Extism: plugins are `.wasm` files loaded with a 50 ms fuel limit.');
  const [picked, ...more] = ids(dir).filter((m) => m.session_id === 'traj-p');
  assert.equal(more.length, 0, JSON.stringify([picked, ...more].map((m) => m.content)));
  assert.match(picked.content, /WASM plugins via Extism — sandboxed/);
  const r = run(BIN.recall, [], { input: 'load plugins as js files with import()', cwd: dir });
  assert.match(r.stdout, /rejected: JS files loaded with import\(\)/);
});

test('Windsurf, found by hand: in a project set up with no memory yet, the first turn is kept, so "ok do it" agrees to its recommendation; a project whose hooks are not Engrim\'s is left untouched', () => {
  const dir = tempDir('engrim-windsurf-');
  assert.equal(engrim(['setup', '--agent', 'windsurf', '--yes'], { cwd: dir }).code, 0);
  assert.ok(!existsSync(join(dir, '.engrim.db')), 'setup stores nothing');
  const turn = (execution: string, prompt: string, response: string) => windsurfTurn(dir, 'traj-a', execution, prompt, response);
  turn('e1', 'addressables or resources folder for the level assets?', 'Use Addressables. The Resources folder gets packed into one archive that loads its whole index at startup, which is the 6-second black screen on launch.');
  turn('e2', 'ok do it', 'Done: levels 1 to 40 are Addressable groups now, one per level.');
  const [agreed, ...more] = ids(dir);
  assert.equal(more.length, 0, JSON.stringify([agreed, ...more].map((m) => m.content)));
  assert.match(agreed.content, /^Use Addressables\. .*\(The user agreed: "ok do it"\.\)$/);
  // (Named as the response writes it, Unity's `Resources` folder: the question said "resources folder".)
  assert.deepEqual(agreed.decision.rejected.map((r: { option: string }) => r.option), ['Resources folder']);
  // No hooks file of Engrim's in the project (a user-level hook runs here) and no memory: nothing written.
  const other = tempDir('engrim-windsurf-');
  windsurfTurn(other, 'traj-b', 'e1', 'addressables or resources folder for the level assets?', 'Use Addressables. The Resources folder gets packed into one archive.');
  assert.ok(!existsSync(join(other, '.engrim')) && !existsSync(join(other, '.engrim.db')), 'left untouched');
});

test('a captured decision that switches away from an earlier one supersedes it', () => {
  const dir = project();
  const capture = (text: string) => run(BIN.capture, ['--agent', 'claude'], { input: JSON.stringify({ session_id: 's', cwd: dir, hook_event_name: 'Stop', last_assistant_message: text }) });
  capture('We decided to host the app on Heroku because it is simple.');
  capture('We are switching from Heroku to Fly.io for hosting, because Heroku pricing went up.');
  const all = JSON.parse(engrim(['list', '--all', '--json', '--db', join(dir, '.engrim.db')]).stdout) as any[];
  const heroku = all.find((m) => /host the app on Heroku/.test(m.content));
  const fly = all.find((m) => /switching from Heroku to Fly/.test(m.content));
  assert.equal(heroku.superseded_by, fly.id);
  const r = run(BIN.recall, [], { input: 'where is the app hosted, Heroku?', cwd: dir });
  assert.match(r.stdout, /Fly\.io/);
  assert.doesNotMatch(r.stdout, /host the app on Heroku because/);
});
