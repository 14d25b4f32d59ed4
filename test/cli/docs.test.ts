import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
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

const LANGUAGES = ['ja', 'zh-CN', 'de', 'fr', 'es'];
const fences = (md: string) => [...md.matchAll(/^```[a-z]*\n[\s\S]*?^```$/gm)].map((m) => m[0]);
const commandRows = (md: string) => [...md.matchAll(/^\| `engrim ([a-z-]+)[^|]*\|/gm)].map((m) => m[0].split('|')[1].trim());
// Every row of the config table, an empty env cell too (\`| 6 | |\`: the pattern once needed a space in it and
// skipped those rows, so a translation could miss one).
const configRows = (md: string) => [...md.matchAll(/^\| `([a-zA-Z.]+)`[^|]*\|([^|]*)\|([^|]*)\|/gm)].map((m) => `${m[1]} ${m[2].trim()} ${m[3].trim()}`);

test('the README translations are complete: same code blocks, commands, flags and config rows, links to every language', () => {
  assert.ok(configRows(readme).length >= 25, `the config table is read whole (${configRows(readme).length} rows)`);
  for (const lang of LANGUAGES) {
    const file = `README.${lang}.md`;
    const text = readFileSync(join(ROOT, file), 'utf8');
    const top = text.split('\n').slice(0, 5).join('\n');
    for (const other of ['README.md', ...LANGUAGES.map((l) => `README.${l}.md`)].filter((f) => f !== file)) assert.ok(top.includes(`](${other})`), `${file} links to ${other} at the top`);
    assert.deepEqual(fences(text), fences(readme), `${file}: code blocks identical to README.md`);
    assert.deepEqual(commandRows(text), commandRows(readme), `${file}: command table`);
    assert.deepEqual(configRows(text), configRows(readme), `${file}: config table keys, defaults and env`);
    assert.equal((text.match(/^## /gm) ?? []).length, (readme.match(/^## /gm) ?? []).length, `${file}: same sections`);
  }
});

test('every docs/ page the README links to exists', () => {
  for (const file of [readme, ...LANGUAGES.map((l) => readFileSync(join(ROOT, `README.${l}.md`), 'utf8'))]) {
    for (const [, target] of file.matchAll(/\]\(((?:docs|models)\/[^)#]+)/g)) assert.ok(existsSync(join(ROOT, target)), target);
  }
});
