/**
 * `dsp content validate` and `dsp build`: check the documentation content and
 * turn it into the bundle and search index the server loads (the build
 * output, core/build/build-output.ts). `dsp serve` runs the same build action.
 */
import type { Command } from 'commander';
import { CONTENT_FILE, DEFAULT_CONTENT_DIR, DEFAULT_DATA_DIR, SEARCH_INDEX_FILE, buildOutputFiles } from '../../core/build/build-output';
import { formatLocatedIssue } from '../../core/build/located-issue';
import { buildSearchIndex } from '../../core/search';
import type { ContentBuild } from '../content/build-content';
import { writeBuildAtomically } from '../content/write-build-fs';
import { ExitCode, type CliIO, type CommandState } from '../io';

const PROGRESS_EVERY = 1000;

function reportIssues(io: CliIO, build: ContentBuild, contentDir: string): void {
  const prefix = contentDir.endsWith('/') ? contentDir : `${contentDir}/`;
  for (const issue of build.issues) io.stderr(`${formatLocatedIssue(issue, prefix)}\n`);
  io.stderr(`${build.issues.length} problem${build.issues.length === 1 ? '' : 's'} in ${build.pageCount} pages\n`);
}

async function runBuild(io: CliIO, contentDir: string): Promise<ContentBuild> {
  // Loaded on demand: Markdown and Shiki are most of the CLI's code, and the other commands must start fast (README, Performance).
  const { buildContent } = await import('../content/build-content');
  return buildContent(contentDir, (done, total) => {
    if (total >= PROGRESS_EVERY && done % PROGRESS_EVERY === 0) io.stderr(`building: ${done}/${total} pages\n`);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The `dsp build` action: validates the content folder, then replaces the
 * output folder with the bundle and the search index and prints a summary; on
 * a problem it lists every issue, writes nothing and answers ExitCode.invalid.
 */
export async function runContentBuild(
  io: CliIO,
  options: { readonly content: string; readonly out: string; readonly examples?: string },
): Promise<ExitCode> {
  const started = performance.now();
  const build = await runBuild(io, options.content);
  if (build.bundle === null) {
    reportIssues(io, build, options.content);
    io.stderr(`nothing written: ${options.out} keeps the last good build\n`);
    return ExitCode.invalid;
  }
  const sizes = writeBuildAtomically(options.out, buildOutputFiles(build.bundle, buildSearchIndex(build.searchDocuments)));
  if (options.examples !== undefined) {
    const { writeExampleModules } = await import('../content/write-examples-fs');
    const count = writeExampleModules(build.bundle, options.examples);
    io.stdout(`wrote ${count} example module${count === 1 ? '' : 's'} in ${options.examples}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  const files = [CONTENT_FILE, SEARCH_INDEX_FILE].map((name) => `${name} ${kb(sizes[name] ?? 0)}`).join(', ');
  io.stdout(
    `built ${build.pageCount} pages, ${build.searchDocuments.length} search records in ${seconds} s: ${kb(total)} (${files}) in ${options.out}\n`,
  );
  return ExitCode.valid;
}

export function registerContentCommands(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('content')
    .description('work with the documentation content')
    .command('validate')
    .description('check front matter, routes, categories, tab siblings, links, anchors and heading levels')
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .addHelpText('after', '\nExample:\n  $ dsp content validate --content content')
    .action(async (options: { content: string }) => {
      const build = await runBuild(io, options.content);
      if (build.issues.length > 0) {
        reportIssues(io, build, options.content);
        state.exitCode = ExitCode.invalid;
        return;
      }
      io.stdout(`${build.pageCount} pages valid\n`);
    });

  program
    .command('build')
    .description('validate, then write the content bundle and search index')
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--out <dir>', 'the output folder (replaced atomically)', DEFAULT_DATA_DIR)
    .option('--examples <dir>', 'also write each live example as a module there, for the client and server builds')
    .addHelpText(
      'after',
      `\nExample:\n  $ dsp build --content ${DEFAULT_CONTENT_DIR} --out ${DEFAULT_DATA_DIR} --examples viewer/examples/generated`,
    )
    .action(async (options: { content: string; out: string; examples?: string }) => {
      state.exitCode = await runContentBuild(io, options);
    });
}
