/**
 * The address a dev server announces on its output: both dev servers the bench starts (ours and VitePress's) say
 * where they listen in a banner, each in its own words, and the bench waits for it before it times the first page.
 */
import type { ChildProcess } from 'node:child_process';

export interface ListeningBanner {
  /** What the error messages call the server, e.g. `dsp dev`. */
  readonly name: string;
  /** Matches the banner; its first group is the address. */
  readonly pattern: RegExp;
  readonly timeoutMs: number;
  /** How much of the output's end an error message quotes. */
  readonly tailChars: number;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the colour codes of a terminal banner (Vite's)
const COLOURS = /\u001b\[[\d;]*m/g;

/** Resolves to the announced address; rejects, quoting the output's end, when the server exits or stays silent. */
export function listeningUrl(child: ChildProcess, output: { text: string }, banner: ListeningBanner): Promise<string> {
  return new Promise((resolveUrl, rejectUrl) => {
    const timer = setTimeout(
      () => rejectUrl(new Error(`${banner.name} did not listen:\n${output.text.slice(-banner.tailChars)}`)),
      banner.timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output.text += chunk.toString().replace(COLOURS, '');
      const match = banner.pattern.exec(output.text);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectUrl(new Error(`${banner.name} exited with ${code}:\n${output.text.slice(-banner.tailChars)}`));
    });
  });
}
