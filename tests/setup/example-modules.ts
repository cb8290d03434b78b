/**
 * Global setup of the unit run: writes the live-example and playground preview modules of the shipped content
 * (viewer/examples/generated/, which `dsp build --examples` writes and Git does not hold) before any test file
 * loads, as `npm run build` does before the portal runs. A test that renders a page's variants grid loads those
 * modules by name; written later, inside a test file, the module loader has already listed the folder without them.
 */
import { join } from 'node:path';
import type { ContentBundle } from '../../core/bundle';
import { EXAMPLES_OUTPUT_DIR } from '../../core/content/build-output';
import { writeExampleModules } from '../../site-build/write-examples-fs';
import { REPO_ROOT } from '../support/build-cache';
import { shippedContentFiles } from '../support/shipped-content-cache';

export default async function setup(): Promise<void> {
  const { bundleText } = await shippedContentFiles(REPO_ROOT);
  writeExampleModules(JSON.parse(bundleText) as ContentBundle, join(REPO_ROOT, EXAMPLES_OUTPUT_DIR));
}
