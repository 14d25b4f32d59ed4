import BetterSqlite3 from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// better-sqlite3, opened the fast way in a fresh process. Loading its package
// the usual way (twelve small CommonJS files resolved and compiled one by one,
// then the `bindings` helper searching a dozen paths for the native addon)
// cost a hook ~10 ms (profiled: Node 20, a 10k-memory recall). The build
// bundles its JavaScript into the hooks' and the CLI's code-cached bundles and
// records its version as ENGRIM_BUNDLED_SQLITE (scripts/build.mjs); at run time
// the installed addon is handed over directly (`nativeBinding`) when it comes
// from the same version. Any other install — another version, an addon built
// elsewhere than build/Release — loads the installed package as it is, so the
// JavaScript and the native addon always belong together.

export type DB = BetterSqlite3.Database;
type Options = BetterSqlite3.Options;

declare const ENGRIM_BUNDLED_SQLITE: string | undefined;

/**
 * Where the installed package's addon may be handed to the bundled JavaScript:
 * its path when the manifest at `manifest` names `bundled`'s version and the
 * addon sits in build/Release; otherwise null (the installed package is loaded).
 */
export function bundledAddon(bundled: string, manifest: string): string | null {
  try {
    const addon = join(dirname(manifest), 'build', 'Release', 'better_sqlite3.node');
    return JSON.parse(readFileSync(manifest, 'utf8')).version === bundled && existsSync(addon) ? addon : null;
  } catch {
    return null; // no readable manifest: let the package find its own addon
  }
}

let chosen: { Database: typeof BetterSqlite3; nativeBinding?: string } | null = null;

function choose(): { Database: typeof BetterSqlite3; nativeBinding?: string } {
  // Run from source (tests, scripts), the import above is the installed package itself.
  if (typeof ENGRIM_BUNDLED_SQLITE !== 'string') return { Database: BetterSqlite3 };
  const require = createRequire(import.meta.url);
  let addon: string | null = null;
  try {
    addon = bundledAddon(ENGRIM_BUNDLED_SQLITE, require.resolve('better-sqlite3/package.json'));
  } catch {
    // Not resolvable as a file: the require below reports what is missing.
  }
  return addon ? { Database: BetterSqlite3, nativeBinding: addon } : { Database: require('better-sqlite3') as typeof BetterSqlite3 };
}

/** A better-sqlite3 connection to a file (or a serialised image), as `new Database(…)` opens it. */
export function sqlite(filename: string | Buffer, options: Options = {}): DB {
  chosen ??= choose();
  return new chosen.Database(filename, chosen.nativeBinding ? { ...options, nativeBinding: chosen.nativeBinding } : options);
}
