// English function words and question words dropped from queries (not from the
// index): they match everything and drown BM25's signal. Measured in the bench.
// Words split at apostrophes, so contractions leave fragments ("it's" → "s",
// "didn't" → "didn" + "t", "we'll" → "ll"): those are dropped too. Besides
// meaning nothing, each matches a large share of any chat, and FTS5 scores
// every row a query term matches (at 100k memories the full-text query of the
// bench's 44 warm prompts took 4.6–6.2 ms on average before, 3.4–3.9 after).
export const STOPWORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between
  both but by can could did didn't do does doesn't doing don't down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is isn't it it's its itself just let's me more
  most my myself no nor not of off on once only or other ought our ours ourselves out over own same she should so
  some such than that that's the their theirs them themselves then there there's these they this those through to
  too under until up very was we were what what's when where which while who whom why will with would you your yours
  yourself yourselves also yes ok okay please tell know think really get got us like
  s t m d ll ve re don didn doesn isn aren wasn weren hasn haven hadn couldn shouldn wouldn`
    .split(/\s+/)
    .filter(Boolean),
);
