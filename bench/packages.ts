/**
 * docs/performance.md, packages: what a product team downloads and ships.
 * Each @harbor package's packed and unpacked size from `npm pack
 * --workspaces`, and the gzip JavaScript and CSS of a Vite app that renders
 * one Button, against the same app with React alone, built from the
 * tarballs installed in a fresh app (tests/packages/support/consumer-app.ts,
 * the consumer test's set-up).
 */
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import {
  BUTTON_APP,
  builtFiles,
  createConsumerApp,
  packWorkspaces,
  REACT_ONLY_APP,
  tempDir,
  viteBuild,
} from '../tests/packages/support/consumer-app';
import { kb } from './stats';

export interface PackageSize {
  readonly name: string;
  readonly packedKb: number;
  readonly unpackedKb: number;
}

export interface AppBytes {
  readonly jsGzipKb: number;
  readonly cssGzipKb: number;
}

export interface PackagesResult {
  readonly packages: readonly PackageSize[];
  readonly reactOnly: AppBytes;
  readonly buttonOnly: AppBytes;
  /** Button-only minus React-only, gzip. */
  readonly buttonJsAboveReactKb: number;
}

function appBytes(dist: string): AppBytes {
  const gzip = (extension: string) => builtFiles(dist, extension).reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
  return { jsGzipKb: kb(gzip('.js')), cssGzipKb: kb(gzip('.css')) };
}

export function measurePackages(log: (line: string) => void): PackagesResult {
  const tarballs = tempDir('harbor-bench-tarballs-');
  const packs = packWorkspaces(tarballs).filter((pack) => pack.name.startsWith('@harbor/'));
  log(`  packed ${packs.length} packages; installing them into a fresh app ...`);
  const app = createConsumerApp(packs, tarballs);
  try {
    const reactOnly = appBytes(viteBuild(app, 'react-only', REACT_ONLY_APP));
    const buttonOnly = appBytes(viteBuild(app, 'button-only', BUTTON_APP));
    return {
      packages: packs.map((pack) => ({ name: pack.name, packedKb: kb(pack.size), unpackedKb: kb(pack.unpackedSize) })),
      reactOnly,
      buttonOnly,
      buttonJsAboveReactKb: Math.round((buttonOnly.jsGzipKb - reactOnly.jsGzipKb) * 10) / 10,
    };
  } finally {
    rmSync(app, { recursive: true, force: true });
    rmSync(tarballs, { recursive: true, force: true });
  }
}
