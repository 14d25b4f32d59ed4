/** What search needs from an embedding model: an id to tag vectors with, and text → unit vector. */
export interface Embedder {
  /** Stable id stored beside every vector; vectors of different ids are never compared. */
  readonly id: string;
  readonly dim: number;
  embed(text: string): Float32Array;
  /** The same vectors for many texts, where a backend does that faster than one by one (ONNX: one batch). */
  embedMany?(texts: string[]): Float32Array[];
  /** Many short texts as int8 rows of `dim`, each at its own scale (for cosines only); a zero row where a text has no vector. */
  int8Many?(texts: string[]): Int8Array;
  /** The vocabulary ids a text becomes (unknown tokens dropped): a word the model knows is one id. */
  tokenIds?(text: string): number[];
  /**
   * A word's place among the words of the language by frequency (1: the most frequent), where the model's vocabulary
   * lists words in that order (Engrim's built model: config.json's `engrim.words`, GloVe's order); undefined for a word
   * past them, and absent for other models.
   */
  wordRank?(word: string): number | undefined;
}

/** What `engrim model info` shows of a loaded model, whatever its backend. */
export interface ModelInfo {
  id: string;
  /** Where tokenizer.json and config.json are. */
  dir: string;
  backend: 'model2vec' | 'onnx';
  /** The weights file: model.safetensors, or the .onnx graph. */
  file: string;
  dim: number;
  vocabSize: number;
  /** Element type of the embedding rows ('graph' for ONNX: inside the graph). */
  dtype: string;
  normalize: boolean;
  hasWeights: boolean;
  hasMapping: boolean;
  tokenizerSource: 'index' | 'tokenizer.json';
}

/** An embedder `engrim model` can describe. */
export interface DescribedEmbedder extends Embedder {
  readonly info: ModelInfo;
}
