/** What search needs from an embedding model: an id to tag vectors with, and text → unit vector. */
export interface Embedder {
  /** Stable id stored beside every vector; vectors of different ids are never compared. */
  readonly id: string;
  readonly dim: number;
  embed(text: string): Float32Array;
}
