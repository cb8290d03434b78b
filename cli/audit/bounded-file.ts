/**
 * Reads a file the audit takes (--registry, --baseline) within a size limit
 * (file I/O): stat first, so a device such as /dev/zero or a FIFO is refused
 * before any read, and never more than limit + 1 bytes, so a file that grows
 * after the stat is refused too rather than read whole.
 */
import { closeSync, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';

/** `--registry`: room for thousands of declarations; a store has a few hundred. */
export const REGISTRY_LIMIT_BYTES = 1024 * 1024;
/** `--baseline`: a --json report lists every cookie, key and finding of each state, so it gets more room. */
export const BASELINE_LIMIT_BYTES = 8 * 1024 * 1024;

/** '1 MiB', '8.5 MiB', '127 KiB', '12 bytes'. */
export function describeSize(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The file's text, or why it is not read: `file: reason`, naming the option's limit. */
export function readBoundedTextFile(file: string, option: string, limitBytes: number): { text: string } | { error: string } {
  const limit = `the limit for ${option} is ${describeSize(limitBytes)} (${limitBytes} bytes)`;
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch (error) {
    return { error: `${file}: cannot read it (${(error as Error).message.split('\n')[0]})` };
  }
  if (!stats.isFile()) return { error: `${file}: is ${kindOf(stats)}, not a regular file; ${option} reads a JSON file` };
  if (stats.size > limitBytes) return { error: `${file}: is ${describeSize(stats.size)} (${stats.size} bytes); ${limit}` };
  let descriptor: number;
  try {
    descriptor = openSync(file, 'r');
  } catch (error) {
    return { error: `${file}: cannot read it (${(error as Error).message.split('\n')[0]})` };
  }
  try {
    // The file opened may not be the one stat saw (replaced in between): check again on the descriptor.
    if (!fstatSync(descriptor).isFile()) return { error: `${file}: is not a regular file; ${option} reads a JSON file` };
    const buffer = Buffer.alloc(limitBytes + 1);
    let length = 0;
    while (length < buffer.length) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
    }
    if (length > limitBytes) return { error: `${file}: is more than ${describeSize(limitBytes)} (it grew while read); ${limit}` };
    return { text: buffer.toString('utf8', 0, length) };
  } catch (error) {
    return { error: `${file}: cannot read it (${(error as Error).message.split('\n')[0]})` };
  } finally {
    closeSync(descriptor);
  }
}
