#!/usr/bin/env python3
"""Contrastive fine-tuning of a built Engrim static model (experiment).

Starts from a Model2Vec directory built by build-model.py (int8 rows, SIF
weights with the row scale folded in, mapping) and trains the word rows with
InfoNCE (in-batch negatives, symmetric) on pairs from the training corpus, with
an L2 pull toward the starting rows. Pair kinds:
  followup : a user turn and the assistant turn just before it (a question
             about something said earlier in the conversation)
  qa       : a user turn and the assistant turn answering it
  ict      : one sentence of an assistant turn and the rest of that turn
Encoding is the runtime's: rows × weights, mean, L2-normalise.
Usage: train-model.py MODEL_DIR CORPUS_JSONL OUT_DIR [--pairs followup,ict] ...
"""
import argparse, json, os, re, shutil, struct, sys
import numpy as np

p = argparse.ArgumentParser()
p.add_argument('model'); p.add_argument('corpus'); p.add_argument('out')
p.add_argument('--pairs', default='followup')
p.add_argument('--epochs', type=int, default=2)
p.add_argument('--batch', type=int, default=256)
p.add_argument('--lr', type=float, default=0.3)
p.add_argument('--tau', type=float, default=0.05)
p.add_argument('--l2', type=float, default=0.001)
p.add_argument('--max-tokens', type=int, default=128)
p.add_argument('--seed', type=int, default=7)
p.add_argument('--train', choices=['rows', 'weights'], default='rows',
               help='rows: the word vectors; weights: only each token\'s weight (how much it counts in a mean), vectors fixed')
args = p.parse_args()
rng = np.random.default_rng(args.seed)

def read_safetensors(path):
    with open(path, 'rb') as f:
        n = struct.unpack('<Q', f.read(8))[0]
        header = json.loads(f.read(n))
        data = f.read()
    dt = {'F32': np.float32, 'I8': np.int8, 'I32': np.int32}
    return {k: np.frombuffer(data[v['data_offsets'][0]:v['data_offsets'][1]], dtype=dt[v['dtype']]).reshape(v['shape'])
            for k, v in header.items() if k != '__metadata__'}

t = read_safetensors(os.path.join(args.model, 'model.safetensors'))
Q, weights, mapping = t['embeddings'], t['weights'].astype(np.float64), t['mapping']
vocab = json.load(open(os.path.join(args.model, 'tokenizer.json')))['model']['vocab']
words = {w: i for w, i in vocab.items() if not w.startswith('##') and w != '[UNK]'}
R0 = Q.astype(np.float64)          # rows; a token's vector is R[mapping[t]] * weights[t]
R = R0.copy()
print('rows', R.shape, 'words', len(words), file=sys.stderr)

TOK = re.compile(r'[a-z0-9]+')
def ids(text):
    out = [words[w] for w in TOK.findall(text.lower()) if w in words]
    return out[: args.max_tokens]

pairs = []
kinds = set(args.pairs.split(','))
with open(args.corpus) as f:
    for line in f:
        turns = json.loads(line)['turns']
        for i, turn in enumerate(turns):
            if turn['role'] == 'user' and i > 0 and turns[i - 1]['role'] == 'assistant' and 'followup' in kinds:
                pairs.append((ids(turn['content']), ids(turns[i - 1]['content'])))
            if turn['role'] == 'user' and i + 1 < len(turns) and 'qa' in kinds:
                pairs.append((ids(turn['content']), ids(turns[i + 1]['content'])))
            if turn['role'] == 'assistant' and 'ict' in kinds:
                sents = [s for s in re.split(r'(?<=[.!?])\s+|\n+', turn['content']) if len(TOK.findall(s)) >= 5]
                if len(sents) >= 3:
                    k = rng.integers(len(sents))
                    pairs.append((ids(sents[k]), ids(' '.join(sents[:k] + sents[k + 1:]))))
pairs = [(a, b) for a, b in pairs if len(a) >= 3 and len(b) >= 3]
print('pairs', len(pairs), file=sys.stderr)

def batch_arrays(texts):
    L = max(len(x) for x in texts)
    idx = np.zeros((len(texts), L), dtype=np.int64)
    mask = np.zeros((len(texts), L))
    for i, x in enumerate(texts):
        idx[i, :len(x)] = x; mask[i, :len(x)] = 1
    rows = mapping[idx]
    w = weights[idx] * mask
    return rows, w, mask.sum(1), idx

def encode(rows, w, n, idx=None):
    m = (R[rows] * w[..., None]).sum(1) / n[:, None]
    norm = np.linalg.norm(m, axis=1, keepdims=True) + 1e-9
    return m, norm, m / norm

W0 = weights.copy()
P = R if args.train == 'rows' else np.zeros_like(weights)   # weights mode: log-scale factors u, weight = W0 · exp(u)
m1 = np.zeros_like(P); m2 = np.zeros_like(P); step = 0
for epoch in range(args.epochs):
    order = rng.permutation(len(pairs))
    total = 0.0; count = 0
    for s in range(0, len(order) - args.batch + 1, args.batch):
        b = [pairs[j] for j in order[s:s + args.batch]]
        qa = batch_arrays([x[0] for x in b]); da = batch_arrays([x[1] for x in b])
        mq, nq, eq = encode(*qa); md, nd, ed = encode(*da)
        logits = eq @ ed.T / args.tau
        B = len(b)
        def softmax(z):
            z = z - z.max(1, keepdims=True); e = np.exp(z); return e / e.sum(1, keepdims=True)
        pq = softmax(logits); pd = softmax(logits.T)
        loss = -(np.log(pq[np.arange(B), np.arange(B)] + 1e-12).mean() + np.log(pd[np.arange(B), np.arange(B)] + 1e-12).mean()) / 2
        gl = ((pq - np.eye(B)) + (pd - np.eye(B)).T) / (2 * B)   # d loss / d logits
        geq = gl @ ed / args.tau; ged = gl.T @ eq / args.tau
        grad = np.zeros_like(P)
        for (rows, w, n, idx), e, norm, g in ((qa, eq, nq, geq), (da, ed, nd, ged)):
            gm = (g - e * (e * g).sum(1, keepdims=True)) / norm
            gs = gm / n[:, None]
            if args.train == 'rows':
                np.add.at(grad, rows.reshape(-1), (w[..., None] * gs[:, None, :]).reshape(-1, R.shape[1]))
            else:  # d loss / d u_t = (R[row_t] · gs) · weight_t, summed over the token's occurrences
                np.add.at(grad, idx.reshape(-1), ((R[rows] * gs[:, None, :]).sum(-1) * w).reshape(-1))
        step += 1
        m1 = 0.9 * m1 + 0.1 * grad; m2 = 0.999 * m2 + 0.001 * grad * grad
        P -= args.lr * (m1 / (1 - 0.9 ** step)) / (np.sqrt(m2 / (1 - 0.999 ** step)) + 1e-8)
        P -= args.l2 * (P - (R0 if args.train == 'rows' else 0))  # decoupled pull toward the start
        if args.train == 'weights':
            weights = W0 * np.exp(P)
        total += loss; count += 1
    drift = np.linalg.norm(R - R0) / np.linalg.norm(R0) if args.train == 'rows' else np.abs(P).mean()
    print(f'epoch {epoch + 1}: loss {total / max(count, 1):.4f}, drift {drift:.4f}', file=sys.stderr)

# Re-quantise: int8 rows with a per-row scale folded into the weights of the tokens using the row.
scale = np.abs(R).max(1) / 127.0
scale[scale == 0] = 1.0
Qn = np.round(R / scale[:, None]).astype(np.int8)
wn = (weights * scale[mapping]).astype(np.float32)
wn[0] = 0.0
os.makedirs(args.out, exist_ok=True)
for f in ('tokenizer.json', 'config.json', 'engrim.vocab.idx', 'LICENSE'):
    if os.path.exists(os.path.join(args.model, f)):
        shutil.copy(os.path.join(args.model, f), os.path.join(args.out, f))
header, blobs, off = {}, [], 0
for name, dtype, arr in (('embeddings', 'I8', Qn), ('weights', 'F32', wn), ('mapping', 'I32', mapping.astype(np.int32))):
    b = np.ascontiguousarray(arr).tobytes()
    header[name] = {'dtype': dtype, 'shape': list(arr.shape), 'data_offsets': [off, off + len(b)]}
    blobs.append(b); off += len(b)
h = json.dumps(header, separators=(',', ':')).encode(); h += b' ' * ((8 - len(h) % 8) % 8)
with open(os.path.join(args.out, 'model.safetensors'), 'wb') as f:
    f.write(struct.pack('<Q', len(h))); f.write(h)
    for b in blobs: f.write(b)
print('wrote', args.out, file=sys.stderr)
