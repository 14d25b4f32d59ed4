// Applies a SQLite write-ahead log to a copy of its database, in memory: what
// SQLite itself does on open, needed where it cannot (read-only media, where
// it cannot create the -shm index). Only frames up to the last valid commit
// count; a torn tail (a crash mid-write) is ignored, as SQLite ignores it.
// Format: https://www.sqlite.org/fileformat.html#the_write_ahead_log

const WAL_HEADER = 32;
const FRAME_HEADER = 24;
const MAGIC_LE = 0x377f0682;
const MAGIC_BE = 0x377f0683;

/** SQLite's WAL checksum: pairs of 32-bit words, continued from (s0, s1). */
function checksum(buf: Buffer, start: number, end: number, bigEndian: boolean, s: [number, number]): [number, number] {
  let [s0, s1] = s;
  for (let i = start; i < end; i += 8) {
    const a = bigEndian ? buf.readUInt32BE(i) : buf.readUInt32LE(i);
    const b = bigEndian ? buf.readUInt32BE(i + 4) : buf.readUInt32LE(i + 4);
    s0 = (s0 + a + s1) >>> 0;
    s1 = (s1 + b + s0) >>> 0;
  }
  return [s0, s1];
}

/**
 * The database image with the WAL's committed frames applied, and how many
 * commits that was; the image itself when the log is empty, foreign or torn
 * before its first commit.
 */
export function applyWal(db: Buffer, wal: Buffer): { image: Buffer; commits: number } {
  if (wal.length < WAL_HEADER) return { image: db, commits: 0 };
  const magic = wal.readUInt32BE(0);
  if (magic !== MAGIC_LE && magic !== MAGIC_BE) return { image: db, commits: 0 };
  const bigEndian = magic === MAGIC_BE;
  const pageSize = wal.readUInt32BE(8) === 1 ? 65536 : wal.readUInt32BE(8);
  if (pageSize < 512 || pageSize > 65536 || (pageSize & (pageSize - 1)) !== 0) return { image: db, commits: 0 };
  const salt1 = wal.readUInt32BE(16);
  const salt2 = wal.readUInt32BE(20);
  let sum = checksum(wal, 0, 24, bigEndian, [0, 0]);
  if (sum[0] !== wal.readUInt32BE(24) || sum[1] !== wal.readUInt32BE(28)) return { image: db, commits: 0 };

  const pages = new Map<number, Buffer>(); // committed
  let pending = new Map<number, Buffer>();
  let sizeInPages = Math.floor(db.length / pageSize);
  let commits = 0;
  for (let off = WAL_HEADER; off + FRAME_HEADER + pageSize <= wal.length; off += FRAME_HEADER + pageSize) {
    if (wal.readUInt32BE(off + 8) !== salt1 || wal.readUInt32BE(off + 12) !== salt2) break;
    sum = checksum(wal, off, off + 8, bigEndian, sum);
    sum = checksum(wal, off + FRAME_HEADER, off + FRAME_HEADER + pageSize, bigEndian, sum);
    if (sum[0] !== wal.readUInt32BE(off + 16) || sum[1] !== wal.readUInt32BE(off + 20)) break;
    const page = wal.readUInt32BE(off);
    pending.set(page, wal.subarray(off + FRAME_HEADER, off + FRAME_HEADER + pageSize));
    const commitSize = wal.readUInt32BE(off + 4);
    if (commitSize > 0) {
      for (const [p, data] of pending) pages.set(p, data);
      pending = new Map();
      sizeInPages = commitSize;
      commits++;
    }
  }
  if (!commits) return { image: db, commits: 0 };
  const image = Buffer.alloc(sizeInPages * pageSize);
  db.copy(image, 0, 0, Math.min(db.length, image.length));
  for (const [p, data] of pages) if (p >= 1 && p <= sizeInPages) data.copy(image, (p - 1) * pageSize);
  return { image, commits };
}
