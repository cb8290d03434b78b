/**
 * `dsp content validate` and `dsp build`: check the documentation content and
 * the design tokens, and turn them into the bundle, the search index and the
 * token files the server loads (the build output, core/build/build-output.ts).
 * `dsp serve` runs the same build action.
 */
import type { Command } from 'commander';
import {
  CONTENT_FILE,
  DEFAULT_CONTENT_DIR,
  DEFAULT_DATA_DIR,
  DEFAULT_TOKENS_DIR,
  SEARCH_INDEX_FILE,
  buildOutputFiles,
  tokenOutputFile,
} from '../../core/build/build-output';
import { formatLocatedIssue } from '../../core/build/located-issue';
import { buildSearchIndex } from '../../core/search';
import { themeTokensJson } from '../../core/tokens';
import type { ContentBuild } from '../content/build-content';
import { writeBuildAtomically } from '../content/write-build-fs';
import { ExitCode, type CliIO, type CommandState } from '../io';

const PROGRESS_EVERY = 1000;

function reportIssues(io: CliIO, build: ContentBuild, contentDir: string): void {
  const prefix = contentDir.endsWith('/') ? contentDir : `${contentDir}/`;
  // Token files are named from the working folder ('tokens/…'), pages from the content folder.
  for (const issue of build.tokenIssues) io.stderr(`${formatLocatedIssue(issue)}\n`);
  for (const issue of build.issues) io.stderr(`${formatLocatedIssue(issue, prefix)}\n`);
  const count = build.issues.length + build.tokenIssues.length;
  io.stderr(`${count} problem${count === 1 ? '' : 's'} in ${build.pageCount} pages and the tokens\n`);
}

async function runBuild(io: CliIO, contentDir: string, tokensDir: string): Promise<ContentBuild> {
  // Loaded on demand: Markdown and Shiki are most of the CLI's code, and the other commands must start fast (README, Performance).
  const { buildContent } = await import('../content/build-content');
  return buildContent(
    contentDir,
    (done, total) => {
      if (total >= PROGRESS_EVERY && done % PROGRESS_EVERY === 0) io.stderr(`building: ${done}/${total} pages\n`);
    },
    tokensDir,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/**
 * The `dsp build` action: validates the content and token folders, then
 * replaces the output folder with the bundle, the search index and each
 * theme's tokens as CSS and JSON, and prints a summary; on a problem it lists
 * every issue, writes nothing and answers ExitCode.invalid.
 */
export async function runContentBuild(
  io: CliIO,
  options: { readonly content: string; readonly out: string; readonly tokens?: string },
): Promise<ExitCode> {
  const started = performance.now();
  const build = await runBuild(io, options.content, options.tokens ?? DEFAULT_TOKENS_DIR);
  const catalogue = build.tokens.catalogue;
  if (build.bundle === null || catalogue === null) {
    reportIssues(io, build, options.content);
    io.stderr(`nothing written: ${options.out} keeps the last good build\n`);
    return ExitCode.invalid;
  }
  // Style Dictionary is loaded only here: the other commands must start fast.
  const { renderThemeCss } = await import('../tokens/style-dictionary-css');
  const tokenFiles = [];
  for (const theme of catalogue.themes) {
    tokenFiles.push({ name: tokenOutputFile(theme, 'css'), text: await renderThemeCss(build.tokens.files, theme, ':root') });
    tokenFiles.push({ name: tokenOutputFile(theme, 'json'), text: `${JSON.stringify(themeTokensJson(catalogue, theme), null, 2)}\n` });
  }
  const sizes = writeBuildAtomically(options.out, [
    ...buildOutputFiles(build.bundle, buildSearchIndex(build.searchDocuments)),
    ...tokenFiles,
  ]);
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
    .description('check front matter, routes, categories, tab siblings, links, anchors, heading levels and the design tokens')
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--tokens <dir>', 'the design-token folder', DEFAULT_TOKENS_DIR)
    .addHelpText('after', `\nExample:\n  $ dsp content validate --content ${DEFAULT_CONTENT_DIR} --tokens ${DEFAULT_TOKENS_DIR}`)
    .action(async (options: { content: string; tokens: string }) => {
      const build = await runBuild(io, options.content, options.tokens);
      if (build.issues.length > 0 || build.tokenIssues.length > 0) {
        reportIssues(io, build, options.content);
        state.exitCode = ExitCode.invalid;
        return;
      }
      io.stdout(
        `${build.pageCount} pages and ${build.tokens.catalogue?.tokens.length ?? 0} tokens in ${build.tokens.catalogue?.themes.length ?? 0} themes valid\n`,
      );
    });

  program
    .command('build')
    .description('validate, then write the content bundle, the search index and the token files')
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--tokens <dir>', 'the design-token folder', DEFAULT_TOKENS_DIR)
    .option('--out <dir>', 'the output folder (replaced atomically)', DEFAULT_DATA_DIR)
    .addHelpText(
      'after',
      `\nExample:\n  $ dsp build --content ${DEFAULT_CONTENT_DIR} --tokens ${DEFAULT_TOKENS_DIR} --out ${DEFAULT_DATA_DIR}`,
    )
    .action(async (options: { content: string; tokens: string; out: string }) => {
      state.exitCode = await runContentBuild(io, options);
    });
}
