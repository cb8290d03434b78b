/**
 * `dsp cookies`: list the cookie registry (SPEC §3); `dsp cookies inspect`:
 * explain every cookie of a Cookie header and decode the ones core can read.
 */
import { InvalidArgumentError, type Command } from 'commander';
import {
  COOKIE_CATEGORIES,
  cookieRegistry,
  findCookieByName,
  parseCookieHeader,
  type CookieCategory,
  type CookieDefinition,
} from '../../core/cookies';
import { ExitCode, formatRows, writeJson, type CliIO, type CommandState } from '../io';
import { decodeCookie } from './cookie-decoders';

function categoryOption(value: string): CookieCategory {
  const match = COOKIE_CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase());
  if (match === undefined) throw new InvalidArgumentError(`expected one of ${COOKIE_CATEGORIES.join(', ')}`);
  return match;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function describeDuration(duration: number | undefined): string {
  if (duration === undefined) return 'not shown';
  if (duration === 0) return 'session';
  if (duration % DAY_MS === 0) return `${duration / DAY_MS} days`;
  const minutes = duration / 60_000;
  return minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

function attributes(definition: CookieDefinition): string {
  return [
    `path ${definition.path}`,
    definition.secure ? 'secure' : null,
    definition.httpOnly ? 'httpOnly' : null,
    definition.sameSite === undefined ? null : `sameSite ${definition.sameSite}`,
  ]
    .filter((part) => part !== null)
    .join(', ');
}

function registryTable(definitions: readonly CookieDefinition[]): string {
  const header = ['name', 'key', 'category', 'duration', 'attributes'];
  const rows = definitions.map((d) => [d.name, d.key, d.category, describeDuration(d.duration), attributes(d)]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  return `${[header, ...rows]
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}

function registerInspect(cookies: Command, io: CliIO, state: CommandState): void {
  cookies
    .command('inspect')
    .description('explain each cookie of a Cookie header: its registry entry and its decoded value')
    .argument('<cookie-header>', "the Cookie request header's value")
    .option('--json', 'print one JSON document', false)
    .addHelpText('after', "\nExample:\n  $ dsp cookies inspect 'hb-test=1; .consent=pe1fu1ma1e; .dsdevmode=true'")
    .action((header: string, options: { json: boolean }) => {
      const entries = [...parseCookieHeader(header)].map(([name, value]) => ({
        name,
        value,
        definition: findCookieByName(name) ?? null,
        decoded: decodeCookie(name, value),
      }));
      const invalid = entries.some((entry) => entry.decoded !== null && !entry.decoded.valid);
      state.exitCode = invalid ? ExitCode.invalid : ExitCode.valid;
      if (options.json) {
        writeJson(io, { cookies: entries });
        return;
      }
      if (entries.length === 0) {
        io.stdout('no cookies in that header\n');
        return;
      }
      const blocks = entries.map((entry) => {
        const rows: [string, string][] = [
          [
            entry.name,
            entry.definition === null
              ? 'unknown: not in the registry'
              : `${entry.definition.key} (${entry.definition.category}, ${describeDuration(entry.definition.duration)})`,
          ],
          ['  value', JSON.stringify(entry.value)],
        ];
        if (entry.decoded !== null) rows.push(...entry.decoded.summary.map(([label, text]): [string, string] => [`  ${label}`, text]));
        return formatRows(rows);
      });
      io.stdout(blocks.join('\n'));
    });
}

export function registerCookiesCommands(program: Command, io: CliIO, state: CommandState): void {
  const cookies = program
    .command('cookies')
    .description('list the cookie registry (SPEC §3), or inspect a Cookie header')
    .option('--category <c>', `only one category: ${COOKIE_CATEGORIES.join(', ')}`, categoryOption)
    .option('--json', 'print the registry as one JSON array', false)
    .addHelpText('after', '\nExamples:\n  $ dsp cookies --category Essential\n  $ dsp cookies --json')
    .action((options: { category?: CookieCategory; json: boolean }) => {
      const definitions = cookieRegistry.filter((d) => options.category === undefined || d.category === options.category);
      if (options.json) writeJson(io, definitions);
      else io.stdout(registryTable(definitions));
    });
  registerInspect(cookies, io, state);
}
