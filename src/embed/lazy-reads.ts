// Reading a model file a little at a time: a cold hook embeds one prompt, which needs a few dozen of the
// model's ~100k token rows and per-token values, so they are read where they lie (in runs of nearby
// indices, one call each) and cached; past a size, reading everything at once is cheaper (bulk import).
import { bytesPerElement, toFloat32, type SafeTensors } from './safetensors.ts';

/** Past this many cached rows (or values), the whole tensor is read. */
export const FULL_LOAD_AFTER_ROWS = 4096;
/** A batch needing more uncached rows than this packs them (an int8 model) or reads the whole tensor (~8 MB for the default model). */
export const BULK_ROWS = 512;

/**
 * Sorted distinct indices grouped into runs read with one call each: a gap of
 * at most `gap` unwanted entries is cheaper to read than another syscall.
 */
export function runs(indices: number[], gap: number): { first: number; last: number; members: number[] }[] {
  const sorted = [...new Set(indices)].sort((a, b) => a - b);
  const out: { first: number; last: number; members: number[] }[] = [];
  for (const i of sorted) {
    const run = out[out.length - 1];
    if (run && i - run.last <= gap) {
      run.last = i;
      run.members.push(i);
    } else out.push({ first: i, last: i, members: [i] });
  }
  return out;
}


/**
 * A per-token vector (weights, mapping) read value by value from the file and
 * cached; a query touches a few dozen of the ~100k entries, so loading them all
 * would cost a cold process more than it saves.
 */
export class PerToken {
  private readonly cache = new Map<number, number>();
  private all: Float32Array | null = null;
  private readonly width: number;

  constructor(
    private readonly st: SafeTensors,
    private readonly name: string,
  ) {
    this.width = bytesPerElement(st.tensors[name].dtype);
  }

  /** Reads the uncached values of many ids in a few calls (runs of nearby ids), or all of them for a bulk load. */
  prefetch(ids: number[]): void {
    if (this.all) return;
    const size = this.st.tensors[this.name].shape[0];
    const wanted = ids.filter((id) => id >= 0 && id < size && !this.cache.has(id));
    if (wanted.length > BULK_ROWS) {
      this.all = this.st.readAll(this.name);
      return;
    }
    for (const { first, last, members } of runs(wanted, 1024)) {
      const values = toFloat32(this.st.read(this.name, first * this.width, (last - first + 1) * this.width), this.st.tensors[this.name].dtype);
      for (const id of members) this.cache.set(id, values[id - first]);
    }
  }

  at(id: number): number {
    if (this.all) return this.all[id];
    let v = this.cache.get(id);
    if (v === undefined) {
      if (id < 0 || id >= this.st.tensors[this.name].shape[0]) return Number.NaN;
      v = toFloat32(this.st.read(this.name, id * this.width, this.width), this.st.tensors[this.name].dtype)[0];
      this.cache.set(id, v);
      if (this.cache.size > FULL_LOAD_AFTER_ROWS) this.all = this.st.readAll(this.name);
    }
    return v;
  }
}

