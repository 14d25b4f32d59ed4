import { remember, supersededWhy } from '../src/engine/remember.ts';
import { Store } from '../src/store/store.ts';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
const store = new Store(join(mkdtempSync(join(tmpdir(), 'x-')), 'a.db'));
const a = remember(store, null, { content: 'Decision: replace the request package with the built-in fetch in Node 20', created_at: 3000 }, 3000);
const b = remember(store, null, { content: 'Decision: use the built-in fetch for the webhook sender. Rejected: node-fetch because Node 20 has fetch', created_at: 4000 }, 4000);
console.log(b.superseded, b.superseded.map((id) => supersededWhy(store, b, id)), b.memory.decision);
