import { queryTerms, queryWords, crudeStem } from '../src/search/fts-query.ts';
for (const t of process.argv.slice(2)) console.log(t, '→', queryTerms(t, 10_000).map(crudeStem), queryWords(t, 10_000).map(crudeStem));
