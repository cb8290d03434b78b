/** The `dsp` executable: runs the program on this process's arguments. */
import { runCli } from './run';

process.exitCode = await runCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
