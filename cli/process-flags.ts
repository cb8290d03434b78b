/**
 * V8 flags the `dsp` executable sets for itself, by command. V8's flags are the process's, so they are set by the
 * executable (dsp.ts), never by runCli, which tests call inside their own process.
 *
 * A content build (`dsp build`, `dsp content validate`) runs for seconds on every core: at V8's default interrupt
 * budget, its optimising compiler threads spent more CPU on TypeScript's, micromark's and Shiki's functions than the
 * optimised code won back. About eight times the default lets only what stays hot be optimised
 * (docs/performance.md, Builds).
 */
export const BUILD_INTERRUPT_BUDGET = '--interrupt-budget=1000000';

/** The flags for a command line (its arguments after `dsp`). */
export function v8FlagsFor(argv: readonly string[]): string[] {
  const [command, subcommand] = argv;
  const contentBuild = command === 'build' || (command === 'content' && subcommand === 'validate');
  return contentBuild ? [BUILD_INTERRUPT_BUDGET] : [];
}
