/**
 * SPEC §8 Client logger suppression: the viewer's own error reports go
 * through core's client logger (noise dropped, one report of a message per
 * second), and nothing in the viewer writes to the console around it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientLog } from '../../viewer/logging/client-logger-instance';

const viewer = resolve(import.meta.dirname, '../../viewer');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('§8 the viewer reports its errors through the client logger', () => {
  it('has no console call outside viewer/logging', () => {
    const offenders = sourceFiles(viewer)
      .filter((file) => !relative(viewer, file).startsWith('logging/'))
      .filter((file) => /\bconsole\.(error|warn|log|info)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(viewer, file));
    expect(offenders).toEqual([]);
  });

  it('writes an error once within the 1-second window and drops the §8 noise', () => {
    const written: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: string) => void written.push(message));
    const log = clientLog();
    const message = `API error, failed to request /designsystem/api/search?term=${Math.random()}`;
    log.error(message);
    log.error(message);
    log.error('Script error.');
    log.error('');
    log.error('console error: something the agent forwarded');
    expect(written).toEqual([message]);
    expect(clientLog()).toBe(log);
  });

  it("measures the 1-second window on the page's clock: a repeat at 999 ms is dropped, at 1000 ms written again", () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const written: string[] = [];
      vi.spyOn(console, 'error').mockImplementation((message: string) => void written.push(message));
      const message = `Copy page as Markdown failed ${Math.random()}`;
      clientLog().error(message);
      vi.advanceTimersByTime(999);
      clientLog().error(message);
      expect(written).toEqual([message]);
      vi.advanceTimersByTime(1);
      clientLog().error(message);
      expect(written).toEqual([message, message]);
    } finally {
      vi.useRealTimers();
    }
  });
});
