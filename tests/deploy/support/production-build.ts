/**
 * The production build the deploy tests run, in a temporary folder laid out
 * as a deployment is: the shipped content built as `dsp build` writes it
 * (data/), the Vite client build (client/), and the server bundle of
 * scripts/build-server.mjs in app/dist/server/main.js, with app/dist/client
 * pointing at the client build and app/node_modules at the repository's
 * packages (the bundle leaves them external). Every replica runs from app/.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SERVER_BUNDLE } from '../../../core/build/build-output';
import { CLIENT_BUILD_DIR } from '../../../core/build/build-output';
import { ASSETS_DIRECTORY } from '../../../core/site';
import { buildPortalFiles, removePortalFiles, ROOT, type PortalFiles } from '../../support/real-portal';

export interface ProductionBuild {
  readonly files: PortalFiles;
  /** The replicas' working folder: dist/server/main.js, dist/client, node_modules. */
  readonly appDir: string;
  readonly serverBundle: string;
  /** The client's hashed files, which nginx serves itself. */
  readonly assetsDir: string;
}

export async function buildForProduction(): Promise<ProductionBuild> {
  const files = await buildPortalFiles();
  const appDir = join(files.workDir, 'app');
  const serverBundle = join(appDir, SERVER_BUNDLE);
  mkdirSync(join(appDir, 'dist'), { recursive: true });
  symlinkSync(files.clientDir, join(appDir, CLIENT_BUILD_DIR));
  symlinkSync(join(ROOT, 'node_modules'), join(appDir, 'node_modules'));
  await promisify(execFile)(process.execPath, [join(ROOT, 'scripts/build-server.mjs'), '--outfile', serverBundle], { cwd: ROOT });
  return { files, appDir, serverBundle, assetsDir: join(files.clientDir, ASSETS_DIRECTORY) };
}

export function removeProductionBuild(build: ProductionBuild): void {
  removePortalFiles(build.files);
}
