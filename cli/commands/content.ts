/**
 * `dsp content validate` and `dsp build`: check the documentation content and
 * the design tokens, and turn them into the bundle, the search index and the
 * token files the server loads (the build output, core/content/build-output.ts).
 * `dsp serve` runs the same build action.
 * Errors stop a build and exit 1; warnings are printed and exit 0, unless
 * `--strict` (for CI) makes them errors. `--json` prints one document with
 * every problem instead of the text lines.
 */
import type { Command } from 'commander';
import {
  CONTENT_FILE,
  DEFAULT_CONTENT_DIR,
  DEFAULT_DATA_DIR,
  DEFAULT_TOKENS_DIR,
  EXAMPLES_OUTPUT_DIR,
  SEARCH_INDEX_FILE,
  serialisedOutputFiles,
} from '../../core/content/build-output';
import { asErrors, formatLocatedIssue, severityOf, type LocatedIssue } from '../../core/content/located-issue';
import type { ContentBuild } from '../../site-build/build-content';
import type { SearchIndexThread } from '../../site-build/search-index-thread';
import type { TokenOutputFile } from '../../site-build/token-output-files';
import type { LoadedTokens } from '../../tokens/build/load-tokens';
import { writeBuildAtomically } from '../../site-build/write-build-fs';
import { ExitCode, writeJson, type CliIO, type CommandState } from '../io';
import { locatedJsonIssue, type JsonIssue } from '../json-issues';

const PROGRESS_EVERY = 1000;

interface CheckOptions {
  readonly content: string;
  readonly tokens: string;
  readonly strict: boolean;
  readonly json: boolean;
}

/** The problems of a build as the command reports them: paths from the working folder, warnings as errors when strict. */
interface Checked {
  readonly problems: LocatedIssue[];
  /** The same problems in the issue shape every `--json` document carries, placed at --tokens or --content. */
  readonly issues: JsonIssue[];
  readonly errors: number;
  readonly warnings: number;
}

function check(build: ContentBuild, options: CheckOptions): Checked {
  const prefix = options.content.endsWith('/') ? options.content : `${options.content}/`;
  const issues = options.strict ? asErrors(build.issues) : build.issues;
  // Token files are named from the working folder ('tokens/…'), pages from the content folder.
  const pageProblems = issues.map((issue) => ({ ...issue, file: `${prefix}${issue.file}` }));
  const problems = [...build.tokenIssues, ...build.componentIssues, ...pageProblems];
  const errors = problems.filter((issue) => severityOf(issue) === 'error').length;
  return {
    problems,
    issues: [
      ...build.tokenIssues.map((issue) => locatedJsonIssue(issue, '--tokens')),
      ...build.componentIssues.map((issue) => locatedJsonIssue(issue, '--content')),
      ...pageProblems.map((issue) => locatedJsonIssue(issue, '--content')),
    ],
    errors,
    warnings: problems.length - errors,
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function printProblems(io: CliIO, checked: Checked, pageCount: number): void {
  for (const issue of checked.problems) io.stderr(`${formatLocatedIssue(issue)}\n`);
  if (checked.problems.length > 0)
    io.stderr(`${plural(checked.errors, 'error')}, ${plural(checked.warnings, 'warning')} in ${pageCount} pages\n`);
}

/** The JSON form of every problem: severity spelled out, the file as printed. */
function problemsJson(checked: Checked) {
  return checked.problems.map((issue) => ({
    file: issue.file,
    line: issue.line,
    column: issue.column,
    severity: severityOf(issue),
    code: issue.code,
    message: issue.message,
  }));
}

async function runBuild(
  io: CliIO,
  contentDir: string,
  tokensDir: string,
  alongside?: (tokens: LoadedTokens) => Promise<void>,
): Promise<ContentBuild> {
  // Loaded on demand: Markdown and Shiki are most of the CLI's code, and the other commands must start fast (docs/performance.md).
  const { buildContent } = await import('../../site-build/build-content');
  return buildContent(
    contentDir,
    (done, total) => {
      if (total >= PROGRESS_EVERY && done % PROGRESS_EVERY === 0) io.stderr(`building: ${done}/${total} pages\n`);
    },
    tokensDir,
    alongside,
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

/** runContentBuild's work, with the search index thread it started. */
async function buildAndWrite(
  indexThread: SearchIndexThread,
  io: CliIO,
  options: {
    readonly content: string;
    readonly out: string;
    readonly tokens?: string;
    /** Also write each live example as a module there (for the client and server builds). */
    readonly examples?: string;
    readonly strict?: boolean;
    readonly json?: boolean;
  },
): Promise<ExitCode> {
  const checkOptions: CheckOptions & { readonly out: string } = { strict: false, json: false, tokens: DEFAULT_TOKENS_DIR, ...options };
  const started = performance.now();
  // The token files come from Style Dictionary, loaded only here (the other commands must start fast); they are made
  // while the pages are parsed, and written only if the build succeeds.
  let tokenFiles: Promise<TokenOutputFile[]> = Promise.resolve([]);
  const build = await runBuild(io, checkOptions.content, checkOptions.tokens, async (tokens) => {
    tokenFiles = import('../../site-build/token-output-files').then(({ tokenOutputFiles }) => tokenOutputFiles(tokens));
    // A failure surfaces where the files are written, not as an unhandled rejection of a build that stops earlier.
    await tokenFiles.catch(() => {});
  });
  const catalogue = build.tokens.catalogue;
  const checked = check(build, checkOptions);
  const summary = {
    problems: problemsJson(checked),
    pages: build.pageCount,
    errors: checked.errors,
    warnings: checked.warnings,
    issues: checked.issues,
  };
  if (build.bundle === null || catalogue === null || checked.errors > 0) {
    if (checkOptions.json) {
      writeJson(io, { ...summary, strict: checkOptions.strict, written: false, out: checkOptions.out });
      return ExitCode.invalid;
    }
    printProblems(io, checked, build.pageCount);
    io.stderr(`nothing written: ${checkOptions.out} keeps the last good build\n`);
    return ExitCode.invalid;
  }
  // The search index is built in a thread of its own while this one serialises the bundle.
  const indexText = indexThread.text(build.searchDocuments, build.searchSynonyms ?? [], build.termCounts);
  const bundleText = JSON.stringify(build.bundle);
  const sizes = writeBuildAtomically(checkOptions.out, [...serialisedOutputFiles(bundleText, await indexText), ...(await tokenFiles)]);
  if (options.examples !== undefined) {
    const { writeExampleModules } = await import('../../site-build/write-examples-fs');
    const count = writeExampleModules(build.bundle, options.examples);
    if (!checkOptions.json) io.stdout(`wrote ${count} example module${count === 1 ? '' : 's'} in ${options.examples}\n`);
  }
  if (checkOptions.json) {
    writeJson(io, {
      ...summary,
      strict: checkOptions.strict,
      written: true,
      out: checkOptions.out,
      searchRecords: build.searchDocuments.length,
      bytes: sizes,
    });
    return ExitCode.valid;
  }
  printProblems(io, checked, build.pageCount);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  io.stdout(
    `built ${build.pageCount} pages, ${build.searchDocuments.length} search records in ${seconds} s: ${kb(total)} (${[CONTENT_FILE, SEARCH_INDEX_FILE].map((name) => `${name} ${kb(sizes[name] ?? 0)}`).join(', ')}) in ${checkOptions.out}\n`,
  );
  return ExitCode.valid;
}

/**
 * The `dsp build` action: validates the content folder, then replaces the
 * output folder with the bundle and the search index and prints a summary
 * (one JSON document with `json`); on an error, or a warning when `strict`,
 * it lists every problem, writes nothing and answers ExitCode.invalid.
 */
export async function runContentBuild(io: CliIO, options: Parameters<typeof buildAndWrite>[2]): Promise<ExitCode> {
  // Started first, so that its thread has loaded its code by the time the search documents are ready.
  const { startSearchIndexThread } = await import('../../site-build/search-index-thread');
  const indexThread = startSearchIndexThread();
  try {
    return await buildAndWrite(indexThread, io, options);
  } finally {
    indexThread.stop();
  }
}

export function registerContentCommands(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('content')
    .description('work with the documentation content')
    .command('validate')
    .description(
      'check front matter, routes, categories, tab siblings, links, anchors, heading levels, code languages and the design tokens',
    )
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--tokens <dir>', 'the design-token folder', DEFAULT_TOKENS_DIR)
    .option('--strict', 'treat every warning as an error (for CI)', false)
    .option('--json', 'print { problems, pages, errors, warnings, valid, issues } as one JSON document', false)
    .addHelpText(
      'after',
      `\nExamples:\n  $ dsp content validate --content ${DEFAULT_CONTENT_DIR} --tokens ${DEFAULT_TOKENS_DIR}\n  $ dsp content validate --strict --json`,
    )
    .action(async (options: CheckOptions) => {
      const build = await runBuild(io, options.content, options.tokens);
      const checked = check(build, options);
      if (checked.errors > 0) state.exitCode = ExitCode.invalid;
      if (options.json) {
        writeJson(io, {
          problems: problemsJson(checked),
          pages: build.pageCount,
          errors: checked.errors,
          warnings: checked.warnings,
          strict: options.strict,
          valid: checked.errors === 0,
          issues: checked.issues,
        });
        return;
      }
      printProblems(io, checked, build.pageCount);
      const tokens = build.tokens.catalogue;
      if (checked.errors === 0)
        io.stdout(
          `${build.pageCount} pages and ${tokens?.tokens.length ?? 0} tokens in ${tokens?.themes.length ?? 0} themes valid${checked.warnings > 0 ? `, ${plural(checked.warnings, 'warning')}` : ''}\n`,
        );
    });

  program
    .command('build')
    .description('validate, then write the content bundle, the search index and the token files')
    .option('--content <dir>', 'the content folder', DEFAULT_CONTENT_DIR)
    .option('--tokens <dir>', 'the design-token folder', DEFAULT_TOKENS_DIR)
    .option('--out <dir>', 'the output folder (replaced atomically)', DEFAULT_DATA_DIR)
    .option('--strict', 'treat every warning as an error: nothing is written (for CI)', false)
    .option('--json', 'print { problems, pages, errors, warnings, issues, written, ... } as one JSON document', false)
    .option('--examples <dir>', 'also write each live example as a module there, for the client and server builds')
    .addHelpText(
      'after',
      `\nExamples:\n  $ dsp build --content ${DEFAULT_CONTENT_DIR} --tokens ${DEFAULT_TOKENS_DIR} --out ${DEFAULT_DATA_DIR}\n  $ dsp build --strict --json\n  $ dsp build --examples ${EXAMPLES_OUTPUT_DIR}`,
    )
    .action(async (options: CheckOptions & { out: string; examples?: string }) => {
      state.exitCode = await runContentBuild(io, options);
    });
}
