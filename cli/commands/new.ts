/**
 * `dsp new component <Name>` and `dsp new page <section>/<topic>`: create the files CONTRIBUTING.md describes, in
 * the house style, from the repository root (cli/scaffold/scaffold-files.ts holds their text). Nothing is
 * overwritten: an existing file stops the command before anything is written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Command } from 'commander';
import { DEFAULT_CONTENT_DIR } from '../../core/content/build-output';
import { ExitCode, type CliIO, type CommandState } from '../io';
import {
  componentFiles,
  componentNameProblem,
  kebabOf,
  pageFiles,
  pagePathProblem,
  type ScaffoldFile,
  withExport,
} from '../scaffold/scaffold-files';

interface Site {
  readonly sections: readonly { readonly link: string; readonly categories: readonly string[] }[];
}

const today = () => new Date().toISOString().slice(0, 10);

/** The release after the package's current version (a new component ships in the next minor one); 0.1.0 without a package.json. */
function nextRelease(root: string): string {
  const file = join(root, 'ui/package.json');
  if (!existsSync(file)) return '0.1.0';
  const [major, minor] = String((JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }).version ?? '0.0.0').split('.');
  return `${Number(major) || 0}.${(Number(minor) || 0) + 1}.0`;
}

function readSite(root: string): Site {
  return JSON.parse(readFileSync(join(root, DEFAULT_CONTENT_DIR, 'site.json'), 'utf8')) as Site;
}

function writeAll(io: CliIO, state: CommandState, root: string, files: readonly ScaffoldFile[]): boolean {
  const existing = files.filter((file) => existsSync(join(root, file.path)));
  if (existing.length > 0) {
    io.stderr(
      `dsp new: ${existing.map((file) => file.path).join(', ')} already exist${existing.length === 1 ? 's' : ''}; nothing written\n`,
    );
    state.exitCode = ExitCode.invalid;
    return false;
  }
  for (const file of files) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
    io.stdout(`created ${file.path}\n`);
  }
  return true;
}

export function registerNewCommands(program: Command, io: CliIO, state: CommandState): void {
  const command = program.command('new').description('create the files of a new component or page (CONTRIBUTING.md)');
  command
    .command('component <Name>')
    .description('a component in ui/ with its stylesheet, index, test, and design and code pages')
    .option('--root <dir>', 'the repository root', '.')
    .option('--category <name>', 'its category on the Components section (content/site.json)')
    .addHelpText('after', '\nExample:\n  $ dsp new component ProductBadge --category "Indicators and status"')
    .action((name: string, options: { root: string; category?: string }) => {
      const problem = componentNameProblem(name);
      const categories = readSite(options.root).sections.find((section) => section.link === '/components')?.categories ?? [];
      const category = options.category ?? categories[0] ?? '';
      const categoryProblem = categories.includes(category) ? null : `--category '${category}' is not one of ${categories.join(', ')}`;
      if (problem !== null || categoryProblem !== null) {
        io.stderr(`dsp new component: ${problem ?? categoryProblem}\n`);
        state.exitCode = ExitCode.usage;
        return;
      }
      const indexPath = join(options.root, 'ui/index.ts');
      if (!writeAll(io, state, options.root, componentFiles(name, category, today(), nextRelease(options.root)))) return;
      writeFileSync(indexPath, withExport(readFileSync(indexPath, 'utf8'), kebabOf(name)));
      io.stdout(`exported it from ui/index.ts; next: npm run dev, then the tests near it (CONTRIBUTING.md)\n`);
    });
  command
    .command('page <path>')
    .description('a page at content/<section>/<topic>/index.md with the front matter every page needs')
    .option('--root <dir>', 'the repository root', '.')
    .addHelpText('after', '\nExample:\n  $ dsp new page patterns/empty-state')
    .action((path: string, options: { root: string }) => {
      const site = readSite(options.root);
      const sections = site.sections.map((section) => section.link.slice(1));
      const problem = pagePathProblem(path, sections);
      if (problem !== null) {
        io.stderr(`dsp new page: ${problem}\n`);
        state.exitCode = ExitCode.usage;
        return;
      }
      const [section = '', topic = ''] = path.split('/');
      const category = site.sections.find((entry) => entry.link === `/${section}`)?.categories[0] ?? null;
      writeAll(io, state, options.root, pageFiles(section, topic, category, today()));
    });
}
