/**
 * The size of @harbor/tokens as a team installs it: the tarball `npm pack -w
 * tokens` makes (its prepack builds the package), its unpacked size, and the
 * gzip of tokens.css, the one file a web app takes from it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface TokenPackageSize {
  readonly packedKb: number;
  readonly unpackedKb: number;
  readonly files: number;
  /** tokens.css, gzip level 9: what `import '@harbor/tokens/tokens.css'` adds to an app's CSS. */
  readonly stylesheetGzipKb: number;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export function measureTokenPackage(): TokenPackageSize {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = spawnSync(npm, ['pack', '-w', 'tokens', '--dry-run', '--json'], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (packed.status !== 0) throw new Error(`npm pack -w tokens exited with ${packed.status}: ${packed.stderr}`);
  const [summary] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as {
    size: number;
    unpackedSize: number;
    entryCount: number;
  }[];
  if (summary === undefined) throw new Error('npm pack -w tokens printed no package');
  return {
    packedKb: kb(summary.size),
    unpackedKb: kb(summary.unpackedSize),
    files: summary.entryCount,
    stylesheetGzipKb: kb(gzipSync(readFileSync('tokens/dist/tokens.css'), { level: 9 }).length),
  };
}
