/**
 * Every `dsp` command, given bad input and `--json`, prints exactly one JSON
 * document whose `issues` say what was wrong and where (docs/cli.md):
 * each `{ code, message, position }`, position naming the argument or option.
 * The commands are read from the program itself, so a new command without a
 * case here fails the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { createProgram } from '../../cli/program';
import { dsp } from './run-cli';

const scratch = mkdtempSync(join(tmpdir(), 'dsp-json-issues-'));
const missing = join(scratch, 'missing');

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Each case: the arguments (before --json), the exit code, the first issue's code and the argument it names. */
type Case = readonly [argv: readonly string[], exit: number, code: string, argument: string | null];

const CASES: Record<string, readonly Case[]> = {
  'consent parse': [
    [['consent', 'parse', 'garbage'], 1, 'consent.badSegment', '<value>'],
    [['consent', 'parse', 'pe1fu1ma1e', '--timestamp', 'zz'], 2, 'usage.invalidArgument', '--timestamp'],
    [['consent', 'parse'], 2, 'usage.missingArgument', '<value>'],
  ],
  'consent sync': [
    [['consent', 'sync', '--device', 'garbage'], 1, 'consent.badSegment', '--device'],
    [['consent', 'sync'], 2, 'usage.missingMandatoryOptionValue', '--device'],
  ],
  'consent decode': [
    [['consent', 'decode', 'hello'], 1, 'consentString.unknownKind', '<string>'],
    [['consent', 'decode', 'x', '--cookie', 'nope'], 2, 'usage.invalid', '--cookie'],
  ],
  atinfo: [
    [['atinfo', 'garbage'], 1, 'atinfo.notANumber', '<value>'],
    [['atinfo', '1750000000;1750003600;weird;x;;'], 1, 'atinfo.badTrustLevel', '<value>'],
  ],
  cookies: [[['cookies', '--category', 'Tasty'], 2, 'usage.invalidArgument', '--category']],
  'cookies inspect': [
    [['cookies', 'inspect', 'garbage'], 1, 'cookieHeader.noEquals', '<cookie-header>'],
    [['cookies', 'inspect', '.consent=bad'], 1, 'consent.badEnding', '<cookie-header>'],
    [['cookies', 'inspect', '--set-cookie', 'tracker=1; Secure'], 1, 'cookies.undeclared', '--set-cookie'],
    [['cookies', 'inspect'], 2, 'usage.invalid', '<cookie-header>'],
    [['cookies', 'inspect', 'a=1', '--registry', missing], 2, 'audit.badRegistry', '--registry'],
  ],
  'cookies audit': [
    [['cookies', 'audit', 'ftp://example.ch/'], 2, 'audit.badUrl', '<url>'],
    [['cookies', 'audit', 'localhost:3000'], 2, 'audit.badUrl', '<url>'],
    [['cookies', 'audit', 'http://127.0.0.1/', '--consent', 'some'], 2, 'usage.invalidArgument', '--consent'],
    [['cookies', 'audit', 'http://127.0.0.1/', '--markdown'], 2, 'usage.invalidArgument', '--markdown'],
    [['cookies', 'audit', 'http://127.0.0.1/', '--registry', missing], 2, 'audit.badRegistry', '--registry'],
    [['cookies', 'audit', 'http://127.0.0.1/', '--baseline', missing], 2, 'audit.badBaseline', '--baseline'],
    [['cookies', 'audit', 'http://127.0.0.1/', '--timeout', '0'], 2, 'usage.invalidArgument', '--timeout'],
  ],
  auth: [
    // Not a usage error: the decision stands (exit 0), and the document says why the header did not count.
    [['auth', '--forwarded-for', '10.0.0.1', '--peer', '203.0.113.9'], 0, 'auth.forwardedForIgnored', '--forwarded-for'],
    [['auth', '--cookie', 'access-token=eyJhbGciOiJub25lIn0.eyJjZ2lkIjo1fQ.x'], 0, 'auth.unreadableToken', '--cookie'],
    [['auth', '--peer', 'nope'], 2, 'usage.invalidArgument', '--peer'],
  ],
  search: [
    [['search', 'buton', '--data', missing], 1, 'data.unreadable', '--data'],
    [['search', 'buton', '--limit', '0'], 2, 'usage.invalidArgument', '--limit'],
    [['search'], 2, 'usage.missingArgument', '<term>'],
  ],
  'search misses': [
    [['search', 'misses', missing], 1, 'log.unreadable', '<log-file>'],
    [['search', 'misses', missing, '--top', '0'], 2, 'usage.invalidArgument', '--top'],
    [['search', 'misses'], 2, 'usage.missingArgument', '<log-file>'],
  ],
  components: [
    [['components', '--data', missing], 1, 'manifest.unreadable', '--data'],
    [['components', '--manifest', missing], 1, 'manifest.unreadable', '--manifest'],
    [['components', '--status', 'ready'], 2, 'usage.invalidArgument', '--status'],
  ],
  'content validate': [[['content', 'validate', '--content', missing], 1, 'content.unreadable', '--content']],
  build: [[['build', '--content', missing, '--out', join(scratch, 'out')], 1, 'content.unreadable', '--content']],
  tokens: [
    [['tokens', '--tokens', missing], 1, 'tokens.missing', '--tokens'],
    [['tokens', '--theme', 'nope'], 2, 'usage.invalid', '--theme'],
    [['tokens', '--type', 'colour'], 2, 'usage.invalid', '--type'],
  ],
  'tokens contrast': [
    [['tokens', 'contrast', 'color.text.default', 'nope', '--theme', 'alpine-light'], 2, 'usage.invalid', '<background>'],
    [['tokens', 'contrast', 'color.text.default', 'space.4', '--theme', 'alpine-light'], 2, 'usage.invalid', '<background>'],
    [['tokens', 'contrast', 'color.text.default', 'color.surface.default'], 2, 'usage.missingMandatoryOptionValue', '--theme'],
  ],
  // The server prints no document of its own; its usage errors are JSON like every other.
  serve: [[['serve', '--port', 'abc'], 2, 'usage.invalidArgument', '--port']],
  dev: [[['dev', '--port', 'abc'], 2, 'usage.invalidArgument', '--port']],
  // The stdio server speaks MCP, not --json; a usage error is still a JSON document when --json is asked for.
  mcp: [[['mcp', '--bogus'], 2, 'usage.unknownOption', '--bogus']],
  // The scaffolds print the files they wrote; they take no --json, and asking for it writes nothing.
  'new component': [[['new', 'component', 'Widget'], 2, 'usage.unknownOption', '--json']],
  'new page': [[['new', 'page', 'patterns/widget'], 2, 'usage.unknownOption', '--json']],
  '': [
    [['bogus'], 2, 'usage.unknownCommand', 'bogus'],
    [['consent', 'parse', 'x', '--bogus'], 2, 'usage.unknownOption', '--bogus'],
  ],
};

/** The commands a user can run, as `dsp --help` lists them: every leaf, and a group with an action of its own (`cookies`, `tokens`). */
function runnableCommands(command: Command, path: readonly string[] = []): string[] {
  const found: string[] = [];
  for (const child of command.commands) {
    if (child.name() === 'help') continue;
    const childPath = [...path, child.name()];
    const subcommands = child.commands.filter((grandchild) => grandchild.name() !== 'help');
    if (subcommands.length === 0 || hasAction(child)) found.push(childPath.join(' '));
    found.push(...runnableCommands(child, childPath));
  }
  return found;
}

// commander keeps the action private; a group without one (`consent`, `content`) only prints its help.
function hasAction(command: Command): boolean {
  return (command as unknown as { _actionHandler: unknown })._actionHandler != null;
}

const ISSUE_CODE = /^[a-z][A-Za-z]*(?:\.[A-Za-z][A-Za-z-]*)+$/;

describe('every dsp command carries its reasons under --json', () => {
  it('has a case for every command the program offers', () => {
    const program = createProgram({ stdout: () => undefined, stderr: () => undefined }, { exitCode: 0 });
    const offered = runnableCommands(program).sort();
    expect(offered).toEqual(
      expect.arrayContaining(['consent parse', 'consent sync', 'atinfo', 'cookies', 'cookies audit', 'serve', 'tokens contrast']),
    );
    expect(
      Object.keys(CASES)
        .filter((name) => name !== '')
        .sort(),
    ).toEqual(offered);
  });

  const cases = Object.entries(CASES).flatMap(([name, list]) =>
    list.map((item) => [name || 'dsp', `dsp ${item[0].join(' ').replaceAll(scratch, '<tmp>')} --json`, ...item] as const),
  );
  it.each(cases)('%s: `%s` prints one document with issues', async (_name, _shown, argv, exit, code, argument) => {
    const run = await dsp(...argv, '--json');
    expect(run.code).toBe(exit);
    const document = JSON.parse(run.stdout) as { issues?: unknown };
    expect(Array.isArray(document.issues)).toBe(true);
    const issues = document.issues as { code: unknown; message: unknown; position: unknown }[];
    expect(issues.length).toBeGreaterThan(0);
    for (const issue of issues) {
      expect(Object.keys(issue)).toEqual(['code', 'message', 'position']);
      expect(issue.code).toMatch(ISSUE_CODE);
      expect(typeof issue.message).toBe('string');
      expect((issue.message as string).length).toBeGreaterThan(10);
      expect(issue.position === null || typeof issue.position === 'object').toBe(true);
    }
    expect(issues[0]).toMatchObject({ code, position: argument === null ? null : { argument } });
    // A usage error replaces the text on stderr; nothing else is printed.
    if (exit === 2) expect(run.stderr).toBe('');
  });
});
