import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { engrim, tempDir } from '../helpers.ts';

// For each agent: setup in a temp project → the installed capture command
// stores a decision with a rejected alternative → a later prompt that
// re-proposes it gets the rejection first, through the installed recall command.

const RESPONSE = 'We decided to use Terraform for infrastructure instead of Pulumi because Pulumi state needs a hosted backend.';

interface Case {
  agent: string;
  marker: string;
  file: string;
  commands(config: any): { recall?: string; capture: string };
  captureEvent(dir: string, transcript: string): object;
  recallEvent(dir: string, transcript: string): object;
  block(stdout: string): string;
  transcript?: [string, string];
}

const groups = (c: any, event: string) => c.hooks[event][0].hooks[0].command as string;
const CASES: Case[] = [
  {
    agent: 'claude', marker: '.claude', file: '.claude/settings.local.json',
    commands: (c) => ({ recall: groups(c, 'UserPromptSubmit'), capture: groups(c, 'Stop') }),
    captureEvent: (dir) => ({ session_id: 's', transcript_path: '/x', cwd: dir, hook_event_name: 'Stop', last_assistant_message: RESPONSE }),
    recallEvent: (dir) => ({ session_id: 's', transcript_path: '/x', cwd: dir, hook_event_name: 'UserPromptSubmit', prompt: 'Should we migrate the infra code to Pulumi?' }),
    block: (out) => JSON.parse(out).hookSpecificOutput.additionalContext,
  },
  {
    agent: 'gemini', marker: '.gemini', file: '.gemini/settings.json',
    commands: (c) => ({ recall: groups(c, 'BeforeAgent'), capture: groups(c, 'AfterAgent') }),
    captureEvent: (dir) => ({ session_id: 's', cwd: dir, hook_event_name: 'AfterAgent', prompt: 'which IaC tool?', prompt_response: RESPONSE }),
    recallEvent: (dir) => ({ session_id: 's', cwd: dir, hook_event_name: 'BeforeAgent', prompt: 'Should we migrate the infra code to Pulumi?' }),
    block: (out) => JSON.parse(out).hookSpecificOutput.additionalContext,
  },
  {
    agent: 'antigravity', marker: '.agents', file: '.agents/hooks.json',
    commands: (c) => ({ recall: c.engrim.PreInvocation[0].command, capture: c.engrim.Stop[0].command }),
    transcript: [JSON.stringify({ role: 'user', content: 'which IaC tool?' }) + '\n' + JSON.stringify({ role: 'assistant', content: RESPONSE }), JSON.stringify({ role: 'user', content: 'Should we migrate the infra code to Pulumi?' })],
    captureEvent: (dir, t) => ({ conversationId: 'c', workspacePaths: [dir], transcriptPath: t, terminationReason: 'idle' }),
    recallEvent: (dir, t) => ({ conversationId: 'c', workspacePaths: [dir], transcriptPath: t, invocationNum: 1 }),
    block: (out) => JSON.parse(out).injectSteps[0].ephemeralMessage,
  },
  {
    agent: 'codex', marker: '.codex', file: '.codex/hooks.json',
    commands: (c) => ({ recall: groups(c, 'UserPromptSubmit'), capture: groups(c, 'Stop') }),
    captureEvent: (dir) => ({ session_id: 's', turn_id: 't1', cwd: dir, hook_event_name: 'Stop', last_assistant_message: RESPONSE }),
    recallEvent: (dir) => ({ session_id: 's', turn_id: 't2', cwd: dir, hook_event_name: 'UserPromptSubmit', model: 'm', prompt: 'Should we migrate the infra code to Pulumi?' }),
    block: (out) => JSON.parse(out).hookSpecificOutput.additionalContext,
  },
  {
    agent: 'cursor', marker: '.cursor', file: '.cursor/hooks.json',
    commands: (c) => ({ recall: c.hooks.sessionStart[0].command, capture: c.hooks.afterAgentResponse[0].command }),
    transcript: ['', JSON.stringify({ role: 'user', content: 'Should we migrate the infra code to Pulumi?' })],
    captureEvent: (dir) => ({ conversation_id: 'c', workspace_roots: [dir], hook_event_name: 'afterAgentResponse', text: RESPONSE }),
    recallEvent: (dir, t) => ({ conversation_id: 'c2', workspace_roots: [dir], transcript_path: t, hook_event_name: 'sessionStart' }),
    block: (out) => JSON.parse(out).additional_context,
  },
];

const sh = (command: string, input: object, cwd: string) => spawnSync('sh', ['-c', command], { input: JSON.stringify(input), encoding: 'utf8', cwd, env: { ...process.env, ENGRIM_LOG_DIR: tempDir() } });

for (const c of CASES) {
  test(`${c.agent}: setup → capture a decision → a re-proposal gets the rejection first`, () => {
    const dir = tempDir(`engrim-e2e-${c.agent}-`);
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, c.marker));
    assert.equal(engrim(['setup', '--yes'], { cwd: dir }).code, 0);
    const { recall, capture } = c.commands(JSON.parse(readFileSync(join(dir, c.file), 'utf8')));
    const transcript = join(dir, 'transcript.jsonl');
    if (c.transcript) writeFileSync(transcript, c.transcript[0]);
    const cap = sh(capture, c.captureEvent(dir, transcript), dir);
    assert.equal(cap.status, 0, cap.stderr);
    engrim(['remember', 'The staging cluster runs in eu-west-1', '--db', join(dir, '.engrim.db')]);
    if (c.transcript) writeFileSync(transcript, c.transcript[1]);
    const out = sh(recall!, c.recallEvent(dir, transcript), dir);
    assert.equal(out.status, 0);
    const block = c.block(out.stdout);
    const lines = block.split('\n');
    assert.match(lines[1], /this prompt mentions Pulumi, rejected earlier.*Terraform/);
    assert.match(block, /\n {2}rejected: Pulumi(\n|$)/);
    assert.equal(block.split('Pulumi state needs a hosted backend').length, 2, 'the reason, in the text, is said once');
  });
}

test('windsurf: setup installs capture only; the installed commands keep the prompt and capture from tool_info.response', () => {
  const dir = tempDir('engrim-e2e-windsurf-');
  mkdirSync(join(dir, '.windsurf'));
  assert.equal(engrim(['setup', '--yes'], { cwd: dir }).code, 0);
  const config = JSON.parse(readFileSync(join(dir, '.windsurf', 'hooks.json'), 'utf8'));
  assert.deepEqual(Object.keys(config.hooks), ['pre_user_prompt', 'post_cascade_response']);
  const keep = () => sh(config.hooks.pre_user_prompt[0].command, { agent_action_name: 'pre_user_prompt', trajectory_id: 't1', tool_info: { user_prompt: 'which IaC tool?' } }, dir);
  // A project set up for Engrim keeps the prompt before its first memory (the cache, which setup's .gitignore lines
  // leave out of git); one whose hooks are not Engrim's is left untouched (test/hooks/agents.test.ts).
  assert.deepEqual([keep().status, existsSync(join(dir, '.engrim', 'cache')), existsSync(join(dir, '.engrim.db'))], [0, true, false]);
  assert.match(readFileSync(join(dir, '.gitignore'), 'utf8'), /^\.engrim\/$/m);
  engrim(['remember', 'Deploys go out on Tuesdays', '--db', join(dir, '.engrim.db')]);
  const pre = keep();
  assert.deepEqual([pre.status, pre.stdout], [0, '']);
  assert.equal(sh(config.hooks.post_cascade_response[0].command, { agent_action_name: 'post_cascade_response', trajectory_id: 't1', tool_info: { response: RESPONSE } }, dir).status, 0);
  const stored = JSON.parse(engrim(['list', '--json', '--db', join(dir, '.engrim.db')]).stdout);
  const decision = stored.find((m: any) => m.kind === 'decision');
  assert.deepEqual(decision.decision.rejected, [{ option: 'Pulumi', reason: 'Pulumi state needs a hosted backend' }]);
  assert.equal(decision.context, 'which IaC tool?', 'the kept prompt is the question the decision answered');
});

test('capture --detach answers at once and the detached process stores the memory', async () => {
  const dir = tempDir('engrim-detach-');
  const r = sh(`${process.execPath} ${join(process.cwd(), 'dist', 'engrim-capture.cjs')} --agent claude --detach`, { cwd: dir, hook_event_name: 'SessionEnd', last_assistant_message: RESPONSE }, dir);
  assert.equal(r.status, 0);
  assert.equal(r.stdout, '');
  let stored: any[] = [];
  for (let i = 0; i < 50 && !stored.length; i++) {
    await new Promise((res) => setTimeout(res, 100));
    try {
      stored = JSON.parse(engrim(['list', '--json', '--db', join(dir, '.engrim.db')]).stdout);
    } catch {
      stored = [];
    }
  }
  assert.equal(stored.length, 1);
});
