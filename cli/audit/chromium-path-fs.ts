/**
 * Finds the system Chromium the audit drives (file-system I/O): CHROMIUM_PATH,
 * then CHROME_PATH, then Debian's /usr/bin/chromium. Nothing is downloaded.
 */
import { accessSync, constants } from 'node:fs';
import { fail, ok, type Result } from '../../core/result';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

const INSTALL_HINT =
  'install one (Debian/Ubuntu: sudo apt-get install chromium) or point CHROMIUM_PATH or CHROME_PATH at a Chromium or Chrome executable; dsp never downloads a browser';

/**
 * The executable to launch, or why there is none.
 *
 * @example findChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' })
 */
export function findChromium(env: Readonly<Record<string, string | undefined>>): Result<string> {
  const fromEnv = [
    ['CHROMIUM_PATH', env['CHROMIUM_PATH']],
    ['CHROME_PATH', env['CHROME_PATH']],
  ] as const;
  for (const [variable, path] of fromEnv) {
    if (path === undefined || path === '') continue;
    if (isExecutable(path)) return ok(path);
    return fail({ code: 'audit.noChromium', message: `${variable}=${path} is not an executable file; ${INSTALL_HINT}` });
  }
  if (isExecutable(DEFAULT_CHROMIUM_PATH)) return ok(DEFAULT_CHROMIUM_PATH);
  return fail({
    code: 'audit.noChromium',
    message: `no Chromium at ${DEFAULT_CHROMIUM_PATH} and neither CHROMIUM_PATH nor CHROME_PATH is set; ${INSTALL_HINT}`,
  });
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
