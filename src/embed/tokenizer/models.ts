// Token models of Hugging Face tokenizers, encode direction only: a word from
// the pre-tokenizer in, token ids out (unknown pieces as the unk id, or none).

/** token → id lookup; backed by a Map or by the compact binary index. */
export interface Vocab {
  get(token: string): number | undefined;
  readonly size: number;
}

export type TokenModel = (word: string) => number[];

/** WordPiece: greedy longest-match-first, continuation pieces carry a prefix (##). */
export function wordPiece(vocab: Vocab, options: { unk?: string; prefix?: string; maxChars?: number }): TokenModel {
  const prefix = options.prefix ?? '##';
  const maxChars = options.maxChars ?? 100;
  const unkId = options.unk !== undefined ? vocab.get(options.unk) : undefined;
  const unk = unkId === undefined ? [] : [unkId];
  return (word) => {
    if (word.length <= maxChars) {
      const whole = vocab.get(word); // most words are one token: no pieces to try
      if (whole !== undefined) return [whole];
    }
    const chars = Array.from(word);
    if (chars.length > maxChars) return unk;
    const ids: number[] = [];
    let start = 0;
    while (start < chars.length) {
      let end = chars.length;
      let found: number | undefined;
      while (start < end) {
        const piece = (start > 0 ? prefix : '') + chars.slice(start, end).join('');
        found = vocab.get(piece);
        if (found !== undefined) break;
        end--;
      }
      if (found === undefined) return unk; // the whole word is unknown, as in HF
      ids.push(found);
      start = end;
    }
    return ids;
  };
}

/** Unigram (SentencePiece): the segmentation with the best total log-probability (Viterbi). */
export function unigram(pieces: [string, number][], unkId: number | null): TokenModel {
  const index = new Map<string, number>();
  let maxLen = 1;
  pieces.forEach(([p], i) => {
    index.set(p, i);
    maxLen = Math.max(maxLen, Array.from(p).length);
  });
  const minScore = pieces.reduce((m, [, s]) => Math.min(m, s), 0);
  const unkScore = minScore - 10;
  return (word) => {
    const chars = Array.from(word);
    const n = chars.length;
    const best = new Float64Array(n + 1).fill(-Infinity);
    const from = new Int32Array(n + 1);
    const tok = new Int32Array(n + 1).fill(-1);
    best[0] = 0;
    for (let i = 0; i < n; i++) {
      if (best[i] === -Infinity) continue;
      let piece = '';
      for (let j = i; j < Math.min(n, i + maxLen); j++) {
        piece += chars[j];
        const id = index.get(piece);
        if (id !== undefined && best[i] + pieces[id][1] > best[j + 1]) {
          best[j + 1] = best[i] + pieces[id][1];
          from[j + 1] = i;
          tok[j + 1] = id;
        }
      }
      // An unknown single character keeps the lattice connected.
      if (best[i] + unkScore > best[i + 1]) {
        best[i + 1] = best[i] + unkScore;
        from[i + 1] = i;
        tok[i + 1] = -1;
      }
    }
    const ids: number[] = [];
    let previousUnknown = false;
    for (let k = n; k > 0; k = from[k]) {
      const unknown = tok[k] < 0;
      if (!unknown) ids.push(tok[k]);
      // Consecutive unknown characters make one unk token, as HF fuses them.
      else if (unkId !== null && !previousUnknown) ids.push(unkId);
      previousUnknown = unknown;
    }
    return ids.reverse();
  };
}

export interface BpeOptions {
  unk?: string | null;
  continuingSubwordPrefix?: string | null;
  endOfWordSuffix?: string | null;
  fuseUnk?: boolean;
  byteFallback?: boolean;
  ignoreMerges?: boolean;
}

/**
 * BPE as Hugging Face `tokenizers` applies it: a word starts as its characters
 * (prefix on all but the first, suffix on the last; unknown ones by bytes
 * `<0xNN>` with byte_fallback, else the unk token, fused when fuse_unk), then
 * the adjacent pair with the lowest merge rank (leftmost on ties) is merged
 * until no merge applies.
 */
export function bpe(vocab: Vocab, merges: [string, string][], options: BpeOptions = {}): TokenModel {
  const prefix = options.continuingSubwordPrefix ?? '';
  const suffix = options.endOfWordSuffix ?? '';
  const unkId = options.unk != null ? vocab.get(options.unk) : undefined;
  // (left id, right id) → rank and merged id
  const ranks = new Map<string, { rank: number; id: number }>();
  merges.forEach(([a, b], rank) => {
    const left = vocab.get(a);
    const right = vocab.get(b);
    const merged = vocab.get(a + b.slice(prefix.length));
    if (left === undefined || right === undefined || merged === undefined) {
      throw new Error(`merge ${JSON.stringify(`${a} ${b}`)} names a token missing from the vocabulary`);
    }
    const key = `${left},${right}`;
    if (!ranks.has(key)) ranks.set(key, { rank, id: merged });
  });
  const cache = new Map<string, number[]>();

  const symbols = (word: string): number[] => {
    const chars = Array.from(word);
    const ids: number[] = [];
    let unk: number | null = null; // an unk waiting to be emitted (fused runs)
    chars.forEach((ch, i) => {
      const s = (i > 0 ? prefix : '') + ch + (i === chars.length - 1 ? suffix : '');
      const id = vocab.get(s);
      if (id !== undefined) {
        if (unk !== null) ids.push(unk);
        unk = null;
        ids.push(id);
        return;
      }
      if (options.byteFallback) {
        const bytes = [...Buffer.from(s, 'utf8')].map((b) => vocab.get(`<0x${b.toString(16).toUpperCase().padStart(2, '0')}>`));
        if (bytes.every((b) => b !== undefined)) {
          // HF pushes these straight into the word, before any pending unk.
          ids.push(...(bytes as number[]));
          return;
        }
      }
      if (unkId === undefined) return;
      if (unk !== null && !options.fuseUnk) ids.push(unk);
      unk = unkId;
    });
    if (unk !== null) ids.push(unk);
    return ids;
  };

  return (word) => {
    const cached = cache.get(word);
    if (cached) return cached;
    if (options.ignoreMerges) {
      const whole = vocab.get(word);
      if (whole !== undefined) return [whole];
    }
    const ids = symbols(word);
    for (;;) {
      let best = -1;
      let bestRank = Infinity;
      for (let i = 0; i + 1 < ids.length; i++) {
        const m = ranks.get(`${ids[i]},${ids[i + 1]}`);
        if (m && m.rank < bestRank) {
          bestRank = m.rank;
          best = i;
        }
      }
      if (best < 0) break;
      ids.splice(best, 2, ranks.get(`${ids[best]},${ids[best + 1]}`)!.id);
    }
    if (cache.size < 10_000) cache.set(word, ids);
    return ids;
  };
}
