import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { BIN, ROOT, engrim, run, serve, tempDir } from '../helpers.ts';

// The dashboard in real headless Chromium (Debian's, installed by .ci/run),
// against a real `engrim serve` over a file the hooks and CLI wrote.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARTIFACTS = join(ROOT, 'test-artifacts');
const missing = !existsSync(CHROMIUM);
if (missing && process.env.CI) throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs Debian's chromium; set CHROMIUM_PATH to use another`);

async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

function seed() {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  const event = {
    session_id: 'sess-web', turn_id: '3', cwd: dir, hook_event_name: 'Stop',
    last_assistant_message: 'Decision: use Vitest for unit tests\nRejected: Jest because its ESM support needs flags\nRejected: Mocha because it has no built-in mocking',
  };
  assert.equal(run(BIN.capture, ['--agent', 'codex', '--db', db], { input: JSON.stringify(event) }).code, 0);
  engrim(['remember', 'The staging database is refreshed from production every Sunday night', '--db', db]);
  const old = JSON.parse(engrim(['remember', 'Feature flags live in LaunchDarkly under the billing project', '--json', '--db', db]).stdout).id as string;
  engrim(['forget', old, '--db', db]);
  const token = engrim(['token', 'create', '--name', 'browser', '--db', db]).stdout.trim();
  return { db, token, archivedId: old };
}

test('dashboard: tier bars, a decision with its rejected options, search, restore — light and dark', { skip: missing && `no Chromium at ${CHROMIUM}` }, async () => {
  const { db, token, archivedId } = seed();
  const srv = await serve(['--db', db, '--quiet']);
  const browser = await launch();
  try {
    mkdirSync(ARTIFACTS, { recursive: true });
    const page = await browser.newPage({ colorScheme: 'light' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    // Without a token: the sign-in form, and no data.
    await page.goto(`${srv.url}/`);
    await page.locator('#signin').waitFor({ state: 'visible' });
    assert.equal(await page.locator('#overview').isHidden(), true);
    await page.fill('#token-input', token);
    await page.keyboard.press('Enter');
    await page.locator('.tier-row').first().waitFor();
    errors.length = 0; // the 401s before signing in were expected

    // Overview: a bar per tier in use, against its budget.
    const bars = page.locator('.tier-row');
    assert.ok((await bars.count()) >= 1);
    assert.match(await bars.allInnerTexts().then((t) => t.join('\n')), /default · T2[\s\S]*\d+ \/ 10,000/);
    assert.equal(await page.locator('#card-archived b').innerText(), '1');

    // Decisions: the chosen option, each rejected one with its reason, provenance.
    const decision = page.locator('#decision-list li[data-id]').first();
    const text = await decision.innerText();
    assert.match(text, /Vitest/);
    assert.match(text, /Jest — its ESM support needs flags/);
    assert.match(text, /codex · session sess-web/);

    // Search, from the keyboard: "/" focuses the box.
    await page.keyboard.press('/');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'q');
    await page.keyboard.type('staging database refresh');
    await page.keyboard.press('Enter');
    await page.locator('#results li').first().waitFor();
    assert.match(await page.locator('#results li').first().innerText(), /refreshed from production every Sunday/);
    await page.selectOption('#mode', 'fulltext');
    await page.click('#search-form button');
    await page.waitForFunction(() => /fulltext/.test(document.getElementById('status')?.textContent ?? ''));
    // A query no memory holds a word of: nothing matched, and the distant ones are counted, not listed as hits.
    await page.selectOption('#mode', 'hybrid');
    await page.fill('#q', 'quarterly offsite catering');
    await page.click('#search-form button');
    await page.waitForFunction(() => /^0 results/.test(document.getElementById('status')?.textContent ?? ''));
    assert.match(await page.locator('#results').innerText(), /No matching memories\.\n\d+ more only distantly related \(the semantic mode lists them\)\./);
    await page.fill('#q', 'staging database refresh');
    await page.click('#search-form button');
    await page.locator('#results li .linkish').first().waitFor();

    // Detail view with history, opened from a result.
    await page.locator('#results li .linkish').first().click();
    await page.locator('#detail[open]').waitFor();
    assert.match(await page.locator('#detail-body').innerText(), /History/);
    await page.keyboard.press('Escape');

    await page.screenshot({ path: join(ARTIFACTS, 'dashboard-light.png'), fullPage: true });

    // Restore from the archive.
    const row = page.locator(`#archive-list li[data-id="${archivedId}"]`);
    await row.waitFor();
    await row.locator('button[data-restore]').click();
    await row.waitFor({ state: 'detached' });
    assert.equal(JSON.parse(engrim(['show', archivedId, '--json', '--db', db]).stdout).archived_at, null);
    assert.equal(await page.locator('#card-archived b').innerText(), '0');

    const dark = await browser.newPage({ colorScheme: 'dark' });
    await dark.goto(`${srv.url}/#token=${token}`);
    await dark.locator('.tier-row').first().waitFor();
    assert.equal(new URL(dark.url()).hash, '', 'the token leaves the address bar');
    const bg = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor);
    assert.equal(bg, 'rgb(22, 24, 27)', 'dark scheme applies');
    await dark.screenshot({ path: join(ARTIFACTS, 'dashboard-dark.png'), fullPage: true });
    assert.deepEqual(errors, [], 'no script or console errors');
  } finally {
    await browser.close();
    await srv.stop();
  }
});

test('dashboard: stored text is shown as text, never run as HTML', { skip: missing && `no Chromium at ${CHROMIUM}` }, async () => {
  const dir = tempDir();
  const db = join(dir, '.engrim.db');
  engrim(['remember', '<img src=x onerror="document.title=\'pwned\'"> <script>document.title="pwned"</script> decision about XSS', '--db', db]);
  const srv = await serve(['--db', db, '--quiet', '--no-auth']);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    await page.goto(`${srv.url}/`);
    await page.fill('#q', 'XSS decision');
    await page.keyboard.press('Enter');
    await page.locator('#results li').first().waitFor();
    assert.match(await page.locator('#results li').first().innerText(), /<img src=x/);
    assert.equal(await page.locator('#results img').count(), 0);
    assert.notEqual(await page.title(), 'pwned');
  } finally {
    await browser.close();
    await srv.stop();
  }
});
