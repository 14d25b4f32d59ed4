// Writes the binary vocabulary index beside a WordPiece model directory.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOCAB_INDEX_FILE, writeVocabIndex } from '../src/embed/model2vec.ts';

const dir = process.argv[2];
const index = writeVocabIndex(dir);
if (!index) {
  console.error(`${dir}: not a WordPiece tokenizer, no index needed`);
} else {
  writeFileSync(join(dir, VOCAB_INDEX_FILE), index);
  console.error(`${dir}/${VOCAB_INDEX_FILE}: ${index.length} bytes`);
}
