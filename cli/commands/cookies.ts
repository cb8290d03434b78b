/**
 * `dsp cookies`: list the cookie registry (SPEC §3); `dsp cookies inspect`:
 * explain every cookie of a Cookie header and decode the ones core can read.
 */
import { InvalidArgumentError, type Command } from 'commander';
import {
  COOKIE_CATEGORIES,
  cookieRegistry,
  validateCookieRegistry,
  cookieHeaderIssues,
  findCookieByName,
  parseCookieHeader,
  registeredCookieName,
  CONSENT_COOKIE_KEY,
  splitPastedHeaderName,
  type CookieCategory,
  type CookieDefinition,
} from '../../core/cookies';
import { ExitCode, formatRows, UsageError, writeJson, type CliIO, type CommandState } from '../io';
import { describeLifetime, resolveCookieDefinition, type RegistryFile } from '../../core/cookie-audit';
import { registerAuditCommand } from '../audit/audit-command';
import { readRegistryOption } from '../audit/json-file';
import { fileOption } from '../options';
import { formatSetCookieInspection, hasSetCookieError, inspectSetCookieLine } from '../audit/set-cookie-inspection';
import { jsonIssue, type JsonIssue } from '../json-issues';
import { decodeCookie, type DecodedCookie } from './cookie-decoders';
import type { DecodedConsentString, SignalDisagreement } from '../../core/consent-strings';

function categoryOption(value: string): CookieCategory {
  const match = COOKIE_CATEGORIES.find((category) => category.toLowerCase() === value.toLowerCase());
  if (match === undefined) throw new InvalidArgumentError(`expected one of ${COOKIE_CATEGORIES.join(', ')}`);
  return match;
}

/** A registry duration as the tables print it: 'session', '30 minutes', '365 days', or 'not shown'. */
export function describeDuration(duration: number | undefined): string {
  if (duration === undefined) return 'not shown';
  return duration === 0 ? 'session' : describeLifetime(duration);
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

/** A decoder's "code: message" reason as a JSON issue placed at the cookie it is about. */
function decoderIssue(text: string, cookie: string): JsonIssue {
  const colon = text.indexOf(': ');
  return {
    code: colon === -1 ? 'cookies.invalidValue' : text.slice(0, colon),
    message: colon === -1 ? text : text.slice(colon + 2),
    position: { argument: '<cookie-header>', field: cookie },
  };
}

type ConsentStrings = typeof import('../../core/consent-strings');

/** An industry consent-string cookie (euconsent-v2, __gpp, OptanonConsent, CookieConsent) decoded, or null for another cookie. */
function decodeConsentStringCookie(strings: ConsentStrings, name: string, value: string): DecodedCookie | null {
  const kind = strings.CONSENT_STRING_COOKIES[name];
  if (kind === undefined || kind === 'store') return null;
  const decoded = strings.decodeConsentString(value, name);
  if (!decoded.ok) {
    const issues = decoded.issues.map((issue) => `${issue.code}: ${issue.message}`);
    return {
      kind,
      valid: false,
      value: null,
      issues,
      summary: [['decoded as', strings.CONSENT_STRING_NAMES[kind]], ...issues.map((text): [string, string] => ['invalid', text])],
    };
  }
  return { kind, valid: true, value: decoded.value, issues: [], summary: strings.describeConsentString(decoded.value) };
}

/** signals-disagree between the header's .consent and its consent strings or the cookies it refuses. */
function signalFindings(
  strings: ConsentStrings,
  entries: readonly { name: string; value: string; definition: CookieDefinition | null; decoded: DecodedCookie | null }[],
): SignalDisagreement[] {
  const store = entries.find((entry) => entry.name === registeredCookieName(CONSENT_COOKIE_KEY));
  if (store === undefined || entries.length < 2) return [];
  const reading = strings.decodeConsentString(store.value, '.consent');
  if (!reading.ok) return [];
  const others = entries.flatMap((entry) => {
    if (entry === store || entry.decoded === null || !entry.decoded.valid) return [];
    const kind = strings.CONSENT_STRING_COOKIES[entry.name];
    if (kind === undefined || kind === 'store') return [];
    return [strings.consentSignalOf(entry.name, entry.decoded.value as DecodedConsentString)];
  });
  const cookies = entries.flatMap((entry) =>
    entry.definition === null ? [] : [{ name: entry.name, category: entry.definition.category }],
  );
  return strings.signalsDisagree(strings.consentSignalOf(store.name, reading.value), others, cookies);
}

function registerInspect(cookies: Command, io: CliIO, state: CommandState): void {
  cookies
    .command('inspect')
    .description('explain each cookie of a Cookie header (registry entry, decoded value), or check Set-Cookie lines against the registry')
    .argument('[cookie-header]', "the Cookie request header's value")
    .option(
      '--set-cookie <line>',
      'a Set-Cookie header line to check like the audit does (name, expiry, attributes); repeat for several',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .option(
      '--registry <file>',
      "the store's own cookie declarations, beside the built-in registry (the audit's registry file, docs/cli.md)",
      fileOption,
    )
    .option('--json', 'print one JSON document', false)
    .addHelpText(
      'after',
      "\nExamples:\n  $ dsp cookies inspect 'hb-test=1; .consent=pe1fu1ma1e; .dsdevmode=true'\n  $ dsp cookies inspect '.consent=pe1fu1ma0e; euconsent-v2=CQ…; _fbp=fb.1.1' --registry store-cookies.json\n  $ dsp cookies inspect --set-cookie '.themeshade=alpine-dark; Path=/; Max-Age=31536000; Secure; SameSite=Lax'",
    )
    .action(async (given: string | undefined, options: { setCookie: string[]; registry?: string; json: boolean }) => {
      let declared: RegistryFile = { cookies: [], storage: [] };
      if (options.registry !== undefined) {
        const read = readRegistryOption(options.registry, cookieRegistry);
        if (Array.isArray(read)) {
          state.exitCode = ExitCode.usage;
          if (options.json) writeJson(io, { issues: read.map((issue) => jsonIssue(issue, '--registry')) });
          else io.stderr(read.map((issue) => `error: ${issue.message}\n`).join(''));
          return;
        }
        declared = read;
      }
      const registry = [...cookieRegistry, ...declared.cookies];
      const definitionOf = (name: string) => findCookieByName(name) ?? resolveCookieDefinition(name, declared.cookies) ?? null;
      const notes: string[] = [];
      const pasted = given === undefined ? undefined : splitPastedHeaderName(given);
      let header = pasted?.value;
      let lines = options.setCookie.map((line, index) => {
        const split = splitPastedHeaderName(line);
        if (split.header !== null)
          notes.push(`--set-cookie #${index + 1}: the leading ${JSON.stringify(split.written)} header name was dropped`);
        return split.value;
      });
      if (pasted?.header === 'Set-Cookie') {
        if (lines.length > 0) throw new UsageError('give either a Cookie header or --set-cookie lines, not both', '--set-cookie');
        notes.push(`read as a Set-Cookie line: the leading ${JSON.stringify(pasted.written)} header name was dropped`);
        lines = [pasted.value];
        header = undefined;
      } else if (pasted?.header === 'Cookie') {
        notes.push(`read as a Cookie header: the leading ${JSON.stringify(pasted.written)} header name was dropped`);
      }
      const noteRows = notes.length === 0 ? '' : formatRows(notes.map((note) => ['note', note]));
      if (lines.length > 0) {
        if (header !== undefined) throw new UsageError('give either a Cookie header or --set-cookie lines, not both', '--set-cookie');
        const now = Date.now();
        const inspections = lines.map((line, index) => inspectSetCookieLine(line, index, now, registry));
        state.exitCode = inspections.some(hasSetCookieError) ? ExitCode.invalid : ExitCode.valid;
        if (options.json) {
          const issues = inspections.flatMap((inspection) => [
            ...(inspection.cookie === null ? inspection.issues : []),
            ...inspection.rejected,
            ...inspection.findings.map((finding) => ({
              code: `cookies.${finding.kind}`,
              message: finding.message,
              position: { argument: '--set-cookie', field: finding.cookie },
            })),
          ]);
          writeJson(io, { setCookies: inspections, notes, issues });
        } else {
          io.stdout(noteRows + inspections.map(formatSetCookieInspection).join('\n'));
        }
        return;
      }
      if (header === undefined) throw new UsageError('give a Cookie header, or --set-cookie with a Set-Cookie line', '<cookie-header>');
      // The decoding libraries load only here, so other commands start without them.
      const strings = await import('../../core/consent-strings');
      const entries = [...parseCookieHeader(header)].map(([name, value]) => ({
        name,
        value,
        definition: definitionOf(name),
        decoded: decodeCookie(name, value) ?? decodeConsentStringCookie(strings, name, value),
      }));
      const findings = signalFindings(strings, entries);
      const headerIssues = cookieHeaderIssues(header);
      const malformed = headerIssues.some((issue) => issue.code !== 'cookieHeader.duplicateName');
      const invalid = malformed || entries.some((entry) => entry.decoded !== null && !entry.decoded.valid);
      state.exitCode = invalid ? ExitCode.invalid : ExitCode.valid;
      if (options.json) {
        const issues = [
          // The message counts pairs from 1 ("pair 3"); the field says the same, not the 0-based index.
          ...headerIssues.map((issue) => ({
            ...jsonIssue(issue, '<cookie-header>'),
            position: { argument: '<cookie-header>', field: `pair ${Number(issue.path?.[0] ?? 0) + 1}` },
          })),
          ...entries.flatMap((entry) => (entry.decoded?.issues ?? []).map((text) => decoderIssue(text, entry.name))),
        ];
        writeJson(io, { cookies: entries, findings, notes, issues });
        return;
      }
      const skipped =
        headerIssues.length === 0 ? '' : formatRows(headerIssues.map((issue) => ['skipped', `${issue.code}: ${issue.message}`]));
      if (entries.length === 0) {
        io.stdout(`${noteRows}no cookies in that header\n${skipped}`);
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
      const warnings =
        findings.length === 0 ? '' : `\n${formatRows(findings.map((finding) => ['warning', `${finding.kind}: ${finding.message}`]))}`;
      io.stdout(noteRows + blocks.join('\n') + warnings + (skipped === '' ? '' : `\n${skipped}`));
    });
}

export function registerCookiesCommands(program: Command, io: CliIO, state: CommandState): void {
  const cookies = program
    .command('cookies')
    .description('list the cookie registry (SPEC §3), inspect a Cookie header or a Set-Cookie line, or audit a page')
    .option('--category <c>', `only one category: ${COOKIE_CATEGORIES.join(', ')}`, categoryOption)
    .option('--json', 'print the registry as one JSON document { cookies, issues }', false)
    .addHelpText('after', '\nExamples:\n  $ dsp cookies --category Essential\n  $ dsp cookies --json')
    .action((options: { category?: CookieCategory; json: boolean }) => {
      const definitions = cookieRegistry.filter((d) => options.category === undefined || d.category === options.category);
      if (options.json) {
        const checked = validateCookieRegistry(cookieRegistry);
        writeJson(io, { cookies: definitions, issues: checked.ok ? [] : checked.issues.map((issue) => jsonIssue(issue)) });
      } else {
        io.stdout(registryTable(definitions));
      }
    });
  registerInspect(cookies, io, state);
  registerAuditCommand(cookies, io, state);
}
