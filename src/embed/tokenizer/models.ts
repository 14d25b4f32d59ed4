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
    for (let k = n; k > 0; k = from[k]) {
      if (tok[k] >= 0) ids.push(tok[k]);
      else if (unkId !== null) ids.push(unkId);
    }
    return ids.reverse();
  };
}
