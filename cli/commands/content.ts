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
import { ExitCode, writeJson, type CliIO, type CommandState } from '../io';
import type { JsonIssue } from '../json-issues';

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

/** The problems as JSON issues whose position is the file, line and column. */
function contentJsonIssues(build: ContentBuild, contentDir: string): JsonIssue[] {
  const prefix = contentDir.endsWith('/') ? contentDir : `${contentDir}/`;
  return build.issues.map((issue) => ({
    code: issue.code,
    message: issue.message,
    position: { argument: '--content', field: `${prefix}${issue.file}:${Math.max(issue.line, 1)}:${Math.max(issue.column, 1)}` },
  }));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The `dsp build` action: validates the content folder, then replaces the
 * output folder with the bundle and the search index and prints a summary; on
 * a problem it lists every issue, writes nothing and answers ExitCode.invalid.
 */
export async function runContentBuild(
  io: CliIO,
  options: { readonly content: string; readonly out: string; readonly json?: boolean },
): Promise<ExitCode> {
  const started = performance.now();
  const build = await runBuild(io, options.content);
  if (build.bundle === null) {
    if (options.json === true) {
      writeJson(io, { pages: build.pageCount, written: null, issues: contentJsonIssues(build, options.content) });
      return ExitCode.invalid;
    }
    reportIssues(io, build, options.content);
    io.stderr(`nothing written: ${options.out} keeps the last good build\n`);
    return ExitCode.invalid;
  }
  const sizes = writeBuildAtomically(options.out, buildOutputFiles(build.bundle, buildSearchIndex(build.searchDocuments)));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  if (options.json === true) {
    writeJson(io, {
      pages: build.pageCount,
      written: { folder: options.out, bytes: sizes },
      issues: contentJsonIssues(build, options.content),
    });
    return ExitCode.valid;
  }
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
    .option('--json', 'print one JSON document { pages, issues }', false)
    .addHelpText('after', '\nExample:\n  $ dsp content validate --content content')
    .action(async (options: { content: string; json: boolean }) => {
      const build = await runBuild(io, options.content);
      state.exitCode = build.issues.length > 0 ? ExitCode.invalid : ExitCode.valid;
      if (options.json) {
        writeJson(io, { pages: build.pageCount, issues: contentJsonIssues(build, options.content) });
        return;
      }
      if (build.issues.length > 0) {
        reportIssues(io, build, options.content);
        return;
      }
      io.stdout(`${build.pageCount} pages valid\n`);
    });

  program
    .command('build')
    .description('validate, then write the content bundle and search index')
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--out <dir>', 'the output folder (replaced atomically)', DEFAULT_DATA_DIR)
    .option('--json', 'print one JSON document { pages, written, issues }', false)
    .addHelpText('after', `\nExample:\n  $ dsp build --content ${DEFAULT_CONTENT_DIR} --out ${DEFAULT_DATA_DIR}`)
    .action(async (options: { content: string; out: string; json: boolean }) => {
      state.exitCode = await runContentBuild(io, options);
    });
}
