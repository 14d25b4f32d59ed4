import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { KEYS } from '../../src/config.ts';
import { commands } from '../../src/cli/main.ts';
import { ROOT } from '../helpers.ts';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('the README command table lists exactly the CLI commands', () => {
  const documented = new Set([...readme.matchAll(/^\| `engrim ([a-z-]+)/gm)].map((m) => m[1]));
  assert.deepEqual([...documented].sort(), Object.keys(commands).sort());
});

test('the README config table documents every config key with its default', () => {
  const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## Set up your agents'));
  for (const [key, spec] of Object.entries(KEYS)) {
    const m = /^lifecycle\.(ttl|budget)\.(T[123])$/.exec(key);
    const row = m ? `lifecycle.${m[1]}.T1` : key;
    assert.ok(table.includes(`\`${row}\``), `${key} is documented`);
    if (!m) assert.ok(table.includes(`| ${typeof spec.default === 'string' ? `\`'${spec.default}'\`` : spec.default} |`) || table.includes(`\`${spec.default}\``), `${key} default ${spec.default}`);
  }
});
