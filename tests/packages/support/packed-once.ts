/**
 * The workspaces packed once per change of their inputs (tests/support/build-cache.ts): the consumer-app test and the
 * token package test read the same tarballs, and a second run with nothing changed packs nothing. The inputs are
 * what the packages' prepack scripts read: the workspaces (ui/build/ writes @harbor/react's manifest from ui/ alone),
 * the pure rules in core/ they import, the build scripts and the lockfile.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cachedBuild, inputsKey } from '../../support/build-cache';
import { type PackedPackage, packWorkspaces } from './consumer-app';

const PACK_INPUTS = [
  'tokens',
  'fonts',
  'icons',
  'ui',
  'motion',
  'testing',
  'eslint-config',
  'core',
  'scripts',
  'package.json',
  'package-lock.json',
];

const PACKS_FILE = 'packs.json';

/** The folder of the tarballs, and what `npm pack --json` said of each @harbor package. */
export async function packedWorkspaces(): Promise<{ dir: string; packs: PackedPackage[] }> {
  const dir = await cachedBuild('packs', inputsKey(PACK_INPUTS), async (staging) => {
    writeFileSync(join(staging, PACKS_FILE), JSON.stringify(packWorkspaces(staging)));
  });
  const packs = (JSON.parse(readFileSync(join(dir, PACKS_FILE), 'utf8')) as PackedPackage[]).filter((pack) =>
    pack.name.startsWith('@harbor/'),
  );
  return { dir, packs };
}
