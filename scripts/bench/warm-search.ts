// Run in a fresh process by the bench: search latency in a warm process (an
// MCP server, `engrim serve`), which holds the store and the model and nothing
// else. In the bench's own process, the datasets and results it holds made the
// garbage collector's pauses part of the figure. Prints JSON.
//   node --import tsx scripts/bench/warm-search.ts <db>   (queries: a JSON array on stdin)
import { readFileSync } from 'node:fs';
import { loadEmbedder } from '../../src/embed/load.ts';
import { search } from '../../src/search/search.ts';
import { Store } from '../../src/store/store.ts';

const queries = JSON.parse(readFileSync(0, 'utf8')) as string[];
const store = new Store(process.argv[2]);
const { embedder } = loadEmbedder('');
const times: number[] = [];
try {
  // Every query once to warm caches and the JIT, then three timed passes, so
  // p95 rests on ~130 samples rather than the two slowest of 44.
  for (const q of queries) search(store, q, { embedder, limit: 10 });
  for (let pass = 0; pass < 3; pass++) {
    for (const q of queries) {
      const t0 = performance.now();
      search(store, q, { embedder, limit: 10 });
      times.push(performance.now() - t0);
    }
  }
} finally {
  store.close();
}
process.stdout.write(JSON.stringify(times));
