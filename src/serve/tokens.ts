import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { EngrimError, NotFoundError } from '../errors.ts';
import type { Store } from '../store/store.ts';

// API tokens for `engrim serve`. Only a token's SHA-256 is stored; the token
// itself is shown once, at creation. Verification hashes what was presented
// and compares it with every live hash in constant time, without stopping at
// the first match, so neither timing nor order tells a caller anything.

export interface ApiToken {
  name: string;
  read_only: boolean;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
}

export interface Principal {
  name: string;
  readOnly: boolean;
}

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const PREFIX = 'egm_';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function createToken(store: Store, name: string, readOnly: boolean, now = Date.now()): { token: string; info: ApiToken } {
  if (!NAME.test(name)) throw new EngrimError(`invalid token name ${JSON.stringify(name)}: use 1–64 letters, digits, ".", "_" or "-"`);
  const token = PREFIX + randomBytes(32).toString('base64url');
  try {
    store.db
      .prepare('INSERT INTO api_tokens (name, hash, read_only, created_at) VALUES (?, ?, ?, ?)')
      .run(name, sha256(token).toString('hex'), readOnly ? 1 : 0, now);
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
      throw new EngrimError(`a live token named "${name}" exists already; revoke it (\`engrim token revoke ${name}\`) or choose another name`);
    }
    throw error;
  }
  return { token, info: { name, read_only: readOnly, created_at: now, revoked_at: null, last_used_at: null } };
}

export function listTokens(store: Store, includeRevoked = false): ApiToken[] {
  const rows = store.db
    .prepare(`SELECT name, read_only, created_at, revoked_at, last_used_at FROM api_tokens ${includeRevoked ? '' : 'WHERE revoked_at IS NULL'} ORDER BY created_at, id`)
    .all() as (Omit<ApiToken, 'read_only'> & { read_only: number })[];
  return rows.map((r) => ({ ...r, read_only: r.read_only === 1 }));
}

export function revokeToken(store: Store, name: string, now = Date.now()): void {
  const { changes } = store.db.prepare('UPDATE api_tokens SET revoked_at = ? WHERE name = ? AND revoked_at IS NULL').run(now, name);
  if (!changes) throw new NotFoundError(`no live token named "${name}"; see \`engrim token list\``);
}

/**
 * Checks presented bearer tokens against the live ones. Reads the table on
 * every call, so a revocation takes effect on the next request. `extra` holds
 * process-only tokens (the dashboard link `serve` prints on a terminal).
 */
export class TokenVerifier {
  private readonly extra: { hash: Buffer; principal: Principal }[] = [];
  private readonly touched = new Map<string, number>();

  constructor(private readonly store: Store) {}

  /** A token valid only while this process runs; never stored. */
  ephemeral(name: string): string {
    const token = PREFIX + randomBytes(32).toString('base64url');
    this.extra.push({ hash: sha256(token), principal: { name, readOnly: false } });
    return token;
  }

  verify(presented: string, now = Date.now()): Principal | null {
    const hash = sha256(presented);
    const live = (this.store.db.prepare('SELECT name, hash, read_only FROM api_tokens WHERE revoked_at IS NULL').all() as { name: string; hash: string; read_only: number }[])
      .map((r) => ({ hash: Buffer.from(r.hash, 'hex'), principal: { name: r.name, readOnly: r.read_only === 1 }, stored: true }));
    let found: (Principal & { stored: boolean }) | null = null;
    for (const candidate of [...live, ...this.extra.map((e) => ({ ...e, stored: false }))]) {
      const same = candidate.hash.length === hash.length && timingSafeEqual(candidate.hash, hash);
      if (same && !found) found = { ...candidate.principal, stored: candidate.stored };
    }
    if (found?.stored) this.touch(found.name, now);
    return found ? { name: found.name, readOnly: found.readOnly } : null;
  }

  /** last_used_at, written at most once a minute per token. */
  private touch(name: string, now: number): void {
    if (now - (this.touched.get(name) ?? 0) < 60_000) return;
    this.touched.set(name, now);
    try {
      this.store.db.prepare('UPDATE api_tokens SET last_used_at = ? WHERE name = ? AND revoked_at IS NULL').run(now, name);
    } catch {
      // bookkeeping only: a busy file must not fail the request
    }
  }
}
