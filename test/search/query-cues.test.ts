import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_BOOST } from '../../src/search/boost.ts';
import { inPeriods, namedPeriods, type Period } from '../../src/search/periods.ts';
import { search } from '../../src/search/search.ts';
import { createTestStore } from '../helpers.ts';

const NOW = Date.UTC(2026, 10, 29, 12); // 2026-11-29 12:00 UTC
const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const show = (p: Period) => ('month' in p ? `month ${p.month + 1}` : `${new Date(p.from).toISOString().slice(0, 10)}..${new Date(p.to).toISOString().slice(0, 10)}`);
const periods = (q: string) => namedPeriods(q, NOW).map(show);

test('dates and periods a question names are read, each once, widened a little', () => {
  assert.deepEqual(periods('What painting did Mel show on October 13, 2023?'), ['2023-10-10..2023-10-17']);
  assert.deepEqual(periods('what changed on 13 Oct 2023 and on 2024-02-01?'), ['2024-01-29..2024-02-05', '2023-10-10..2023-10-17']);
  assert.deepEqual(periods('What setback did she face in October 2023?'), ['2023-10-01..2023-11-15']);
  assert.deepEqual(periods('the 2026-03 migration'), ['2026-03-01..2026-04-15']);
  assert.deepEqual(periods('When did we go camping in June?'), ['month 6']);
  assert.deepEqual(periods('How many deploys failed in 2025?'), ['2025-01-01..2026-01-15']);
  assert.deepEqual(periods('what did we change yesterday?'), ['2026-11-27..2026-11-29']);
  assert.deepEqual(periods('the bug from last week'), ['2026-11-15..2026-11-29']);
  assert.deepEqual(periods('3 days ago the build broke'), ['2026-11-25..2026-11-27']);
  // The README's other languages, where a form is unambiguous.
  assert.deepEqual(periods('Was haben wir am 13. Oktober 2023 entschieden?'), ['2023-10-10..2023-10-17']);
  assert.deepEqual(periods("Qu'avons-nous décidé en juillet 2023 ?"), ['2023-07-01..2023-08-15']);
  assert.deepEqual(periods('¿Qué decidimos el 13 de octubre de 2023?'), ['2023-10-10..2023-10-17']);
  assert.deepEqual(periods('Was war im Juli?'), ['month 7']);
  assert.deepEqual(periods('2023年10月13日に何を決めた？'), ['2023-10-10..2023-10-17']);
  assert.deepEqual(periods('10月の決定'), ['month 10']);
  assert.deepEqual(periods('上周的决定'), ['2026-11-15..2026-11-29']);
  assert.deepEqual(periods('vor 3 Tagen'), ['2026-11-25..2026-11-27']);
  assert.deepEqual(periods('¿y ayer?'), ['2026-11-27..2026-11-29']);
  for (const none of ['What may be the reason?', 'the player won', 'Marsch', 'Use Node 20 for CI', 'mark the March release notes', 'a day in the life', 'version 2023.1', 'February 30, 2024 is not a date'.replace('30', '45')]) {
    assert.deepEqual(periods(none), [], none);
  }
});

test('a month of any year holds its own days and a short run into the next month', () => {
  const june: Period[] = [{ month: 5 }];
  assert.equal(inPeriods(at('2023-06-01'), june), true);
  assert.equal(inPeriods(at('2023-07-10'), june), true, 'told a week after June');
  assert.equal(inPeriods(at('2023-07-20'), june), false);
  assert.equal(inPeriods(at('2025-06-30'), june), true);
  assert.equal(inPeriods(at('2023-05-31'), june), false);
  const december: Period[] = [{ month: 11 }];
  assert.equal(inPeriods(at('2024-01-05'), december), true, "December's run reaches into the next year");
});

test('search prefers the memories created in the period the query names, and only then', () => {
  const store = createTestStore();
  store.remember({ content: 'We moved the cache to Redis for the checkout service', created_at: at('2023-03-10') });
  store.remember({ content: 'We moved the cache back into process memory for the checkout service', created_at: at('2023-07-12') });
  store.remember({ content: 'The checkout service cache now expires after one hour', created_at: at('2026-11-28') });
  const first = (q: string, boost = DEFAULT_BOOST) => search(store, q, { mode: 'fulltext', now: NOW, boost }).hits[0].memory.content;
  assert.match(first('what did we do with the checkout cache in July 2023?'), /back into process memory/);
  assert.match(first('what did we do with the checkout cache in March 2023?'), /to Redis/);
  assert.match(first('what did we do with the checkout cache yesterday?'), /expires after one hour/);
  // Without a period, or with the boost off, the period's memory has no edge.
  const plain = search(store, 'what did we do with the checkout cache?', { mode: 'fulltext', now: NOW }).hits.map((h) => h.memory.content);
  const off = search(store, 'what did we do with the checkout cache in July 2023?', { mode: 'fulltext', now: NOW, boost: { ...DEFAULT_BOOST, period: 0 } }).hits.map((h) => h.memory.content);
  assert.deepEqual(off, plain, 'with the boost off the date changes nothing');
  assert.doesNotMatch(off[0], /back into process memory/, 'so the July memory is not first on its own merits');
  // A memory that does not match the question is not pulled in by its date.
  assert.equal(search(store, 'which font does the logo use in July 2023?', { mode: 'fulltext', now: NOW }).hits.length, 0);
});

test('search prefers the memories of the source a query names with a capital letter', () => {
  const store = createTestStore();
  store.remember({ content: 'Keep the page cursor in the API response for pagination', agent: 'codex' });
  store.remember({ content: 'Keep the page cursor opaque: base64 of the last id', agent: 'cursor' });
  store.remember({ content: 'Keep the page cursor short so links stay readable', agent: 'claude-code' });
  const first = (q: string, boost = DEFAULT_BOOST) => search(store, q, { mode: 'fulltext', now: NOW, boost }).hits[0].memory.agent;
  const plain = first('how do we keep the page cursor?');
  for (const [who, agent] of [['Codex', 'codex'], ['Cursor', 'cursor'], ['Claude', 'claude-code']]) {
    assert.equal(first(`what did ${who} say about the page cursor?`), agent, who);
  }
  // Lower case is an ordinary word ("the page cursor"), not a name; and the boost can be turned off.
  assert.equal(first('what did the team say about the page cursor?'), plain);
  const other = ['codex', 'cursor', 'claude-code'].find((a) => a !== plain)!;
  const name = other === 'claude-code' ? 'Claude' : other[0].toUpperCase() + other.slice(1);
  assert.equal(first(`what did ${name} say about the page cursor?`, { ...DEFAULT_BOOST, source: 0 }), first(`what did someone say about the page cursor?`, { ...DEFAULT_BOOST, source: 0 }));
});

test('a first-person question names the user: a chat history imported with its roles puts what the user said first', () => {
  const store = createTestStore();
  store.remember({ content: 'assistant: Which dog breed suits a family? A calm dog breed, such as a golden retriever', agent: 'assistant' });
  store.remember({ content: 'user: we adopted a dog last spring, a beagle breed mix', agent: 'user' });
  const first = (q: string, boost = DEFAULT_BOOST) => search(store, q, { mode: 'fulltext', now: NOW, boost }).hits[0].memory.agent;
  assert.equal(first('which dog breed?'), 'assistant', 'the assistant turn matches more words');
  assert.equal(first('which dog breed is my dog?'), 'user');
  assert.equal(first('which dog breed is my dog?', { ...DEFAULT_BOOST, source: 0 }), 'assistant');
});

test('a question about what "you" said names the assistant, even when it also says "me"', () => {
  const store = createTestStore();
  store.remember({ content: 'user: I love the trails of Moncayo park, the views from the trail were great', agent: 'user' });
  store.remember({ content: 'assistant: For Moncayo I recommend the GR 260 trail for its views', agent: 'assistant' });
  const first = (q: string) => search(store, q, { mode: 'fulltext', now: NOW }).hits[0].memory.agent;
  assert.equal(first('remind me of the Moncayo trail views'), 'user', 'the user turn matches more words, and "me" names the user');
  assert.equal(first('remind me of the Moncayo trail you recommended for the views'), 'assistant');
  assert.equal(first('which Moncayo trail did you pick for the views?'), 'assistant');
  // "you" alone is a request, not a source: "can you suggest…" still names the asker.
  assert.equal(first('can you suggest a Moncayo trail for me with views?'), 'user');
});
