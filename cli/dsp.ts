/** The `dsp` executable: runs the program on this process's arguments. */
import { setFlagsFromString } from 'node:v8';
import { v8FlagsFor } from './process-flags';
import { runCli } from './run';

// Before any command's code is loaded, so that all of it runs under them (process-flags.ts).
for (const flag of v8FlagsFor(process.argv.slice(2))) setFlagsFromString(flag);

// A reader that stops early (`dsp tokens | head`) closes the pipe: the output ends there, as with any Unix tool, instead of an unhandled EPIPE.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
