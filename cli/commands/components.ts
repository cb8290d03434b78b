/**
 * `dsp components [--status <s>] [--json]` (docs/cli.md, docs/components.md): the components of @harbor/react
 * from the component manifest, with status, since, last change, props documented and docs route; `--status`
 * keeps one status. The manifest comes from the folder `dsp build` wrote (`--data`) or a manifest.json
 * (`--manifest`). Exit 0 with the list, 1 when the manifest cannot be read or is invalid, 2 for a usage error.
 */
import { InvalidArgumentError, type Command } from 'commander';
import { DEFAULT_DATA_DIR } from '../../core/content/build-output';
import { COMPONENT_STATUSES, type ComponentEntry, type ComponentStatus } from '../../core/components';
import { readBuiltManifest, readManifestFile } from '../component-manifest-fs';
import { ExitCode, writeJson, type CliIO, type CommandState } from '../io';
import { jsonIssue } from '../json-issues';

interface ComponentsOptions {
  readonly status?: ComponentStatus;
  readonly data: string;
  readonly manifest?: string;
  readonly json: boolean;
}

function statusOption(value: string): ComponentStatus {
  if (!(COMPONENT_STATUSES as readonly string[]).includes(value))
    throw new InvalidArgumentError(`expected one of ${COMPONENT_STATUSES.join(', ')}`);
  return value as ComponentStatus;
}

const documented = (entry: ComponentEntry) => entry.props.filter((prop) => prop.description.trim() !== '').length;

function table(entries: readonly ComponentEntry[]): string {
  const rows = [
    ['Component', 'Status', 'Since', 'Last change', 'Props documented', 'Docs'],
    ...entries.map((entry) => {
      const last = entry.changes[0];
      return [
        entry.name,
        entry.deprecated === undefined ? entry.status : `${entry.status} (use ${entry.deprecated.replacement})`,
        entry.since,
        last === undefined ? '—' : `${last.version} (${last.date})`,
        `${documented(entry)} of ${entry.props.length}`,
        entry.route ?? '—',
      ];
    }),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export function registerComponentsCommand(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('components')
    .description('list the components of @harbor/react with status, since, last change and props documented (docs/components.md)')
    .option('--status <status>', `only components of this status: ${COMPONENT_STATUSES.join(', ')}`, statusOption)
    .option('--data <dir>', 'the folder `dsp build` wrote', DEFAULT_DATA_DIR)
    .option('--manifest <file>', 'read this manifest.json instead, e.g. node_modules/@harbor/react/manifest.json')
    .option('--json', 'print { package, version, components } as one JSON document, the manifest format', false)
    .addHelpText(
      'after',
      '\nExamples:\n  $ dsp components --status beta\n  $ dsp components --manifest node_modules/@harbor/react/manifest.json --json',
    )
    .action((options: ComponentsOptions) => {
      const read = options.manifest === undefined ? readBuiltManifest(options.data) : readManifestFile(options.manifest);
      if (!read.ok) {
        state.exitCode = ExitCode.invalid;
        const argument = options.manifest === undefined ? '--data' : '--manifest';
        if (options.json) writeJson(io, { issues: read.issues.map((issue) => jsonIssue(issue, argument)) });
        else for (const issue of read.issues) io.stderr(`error: ${issue.message}\n`);
        return;
      }
      const manifest = read.value;
      const components = manifest.components.filter((entry) => options.status === undefined || entry.status === options.status);
      state.exitCode = ExitCode.valid;
      if (options.json) {
        writeJson(io, { ...manifest, components });
        return;
      }
      if (components.length === 0) {
        io.stdout(`no ${options.status ?? ''} components in ${manifest.package} ${manifest.version}\n`.replace('no  ', 'no '));
        return;
      }
      io.stdout(`${manifest.package} ${manifest.version}: ${components.length} components\n\n${table(components)}\n`);
    });
}
