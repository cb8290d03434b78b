/**
 * The production build the deploy tests run, in a temporary folder laid out
 * as a deployment is: the shipped content built as `dsp build` writes it
 * (data/), the Vite client build (client/), and the server bundle of
 * scripts/bundle-server.mjs in app/dist/server/main.js (each made once per change of its inputs), with app/dist/client
 * pointing at the client build and app/node_modules at the repository's
 * packages (the bundle leaves them external). Every replica runs from app/.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { SERVER_BUNDLE } from '../../../core/content/build-output';
import { CLIENT_BUILD_DIR } from '../../../core/content/build-output';
import { ASSETS_DIRECTORY } from '../../../core/site';
import { cachedBuild, inputsKey } from '../../support/build-cache';
import { buildPortalFiles, removePortalFiles, ROOT, type PortalFiles } from '../../support/real-portal';

export interface ProductionBuild {
  readonly files: PortalFiles;
  /** The replicas' working folder: dist/server/main.js, dist/client, node_modules. */
  readonly appDir: string;
  readonly serverBundle: string;
  /** The client's hashed files, which nginx serves itself. */
  readonly assetsDir: string;
}

/** The server bundle's inputs: what scripts/bundle-server.mjs bundles, and the lockfile of what it leaves external. */
const SERVER_INPUTS = [
  'content',
  'server',
  'core',
  'viewer',
  'ui',
  'icons',
  'motion',
  'tokens',
  'site-build',
  'cli',
  'scripts',
  'package-lock.json',
];

/** scripts/bundle-server.mjs's bundle, made once per change of its inputs (tests/support/build-cache.ts). */
function serverBundleBuild(): Promise<string> {
  return cachedBuild('server', inputsKey(SERVER_INPUTS), async (dir) => {
    await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/bundle-server.mjs'), '--outfile', join(dir, 'main.js')], {
      cwd: ROOT,
    });
  });
}

export async function buildForProduction(): Promise<ProductionBuild> {
  const files = await buildPortalFiles();
  const appDir = join(files.workDir, 'app');
  const serverBundle = join(appDir, SERVER_BUNDLE);
  mkdirSync(join(appDir, 'dist'), { recursive: true });
  symlinkSync(files.clientDir, join(appDir, CLIENT_BUILD_DIR));
  symlinkSync(join(ROOT, 'node_modules'), join(appDir, 'node_modules'));
  mkdirSync(dirname(serverBundle), { recursive: true });
  const built = await serverBundleBuild();
  copyFileSync(join(built, 'main.js'), serverBundle);
  copyFileSync(join(built, 'main.js.map'), `${serverBundle}.map`);
  return { files, appDir, serverBundle, assetsDir: join(files.clientDir, ASSETS_DIRECTORY) };
}

export function removeProductionBuild(build: ProductionBuild): void {
  removePortalFiles(build.files);
}
