/**
 * `dsp cookies audit <url>`: loads a real page in the system Chromium once
 * per consent state and holds every cookie and storage key it stores against
 * the registry. Exit 0 without errors, 1 with at least one, 2 for usage
 * errors and pages that cannot be audited (not http or https, unreachable,
 * timed out, no Chromium).
 */
import { writeFileSync } from 'node:fs';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { parseAuditConsent, type AuditConsent } from '../../core/cookie-audit';
import { createCookieRegistry, findCookieByKey, isCookieNameToken, storageRegistry } from '../../core/cookies';
import type { Issue } from '../../core/result';
import { BASE_PATH, defaultSiteConfig } from '../../core/site';
import { ExitCode, writeJson, type CliIO, type CommandState } from '../io';
import { jsonIssue } from '../json-issues';
import { buildAuditReport, formatAuditMarkdown, formatAuditText } from './audit-report';
import { findChromium } from './chromium-path-fs';

function consentOption(value: string): readonly AuditConsent[] {
  const parsed = parseAuditConsent(value);
  if (!parsed.ok) throw new InvalidArgumentError(parsed.issues.map((issue) => issue.message).join('; '));
  return parsed.value;
}

function millisecondsOption(value: string): number {
  if (!/^[0-9]{1,7}$/.test(value)) throw new InvalidArgumentError('expected a whole number of milliseconds from 0 to 9999999');
  return Number(value);
}

// A file name right after --markdown; commander would otherwise take the next option ('--json') as the name.
function markdownFileOption(value: string): string {
  if (value === '' || value.startsWith('-'))
    throw new InvalidArgumentError(`expected a file name for the report, found ${JSON.stringify(value)}`);
  return value;
}

function brandPrefixOption(value: string): string {
  if (!isCookieNameToken(value)) throw new InvalidArgumentError('expected a cookie-name token such as hb');
  return value;
}

interface AuditOptions {
  consent: readonly AuditConsent[];
  json: boolean;
  markdown?: string;
  wait: number;
  timeout: number;
  brandPrefix: string;
}

// host, host:port or host/path typed without a scheme: 'localhost:3000', 'example.ch/x'.
const SCHEMELESS_HOST = /^[A-Za-z0-9.-]+(?::[0-9]{1,5})?(?:\/\S*)?$/;

/**
 * The URL, or why it cannot be audited. A host typed without a scheme gets a
 * suggestion: `new URL('localhost:3000')` reads 'localhost' as the scheme.
 *
 * @example auditUrl('localhost:3000') // { code: 'audit.badUrl', message: '... did you mean http://localhost:3000?' }
 */
export function auditUrl(text: string): URL | Issue {
  if (SCHEMELESS_HOST.test(text)) {
    return { code: 'audit.badUrl', message: `${JSON.stringify(text)} has no http or https scheme; did you mean http://${text}?` };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return {
      code: 'audit.badUrl',
      message: `${JSON.stringify(text)} is not a URL; give an absolute http or https URL such as http://127.0.0.1:3000${BASE_PATH}`,
    };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { code: 'audit.badUrl', message: `${url.href} is not an http or https URL (scheme ${url.protocol.slice(0, -1)})` };
  }
  return url;
}

/** The argument or option a failure is about, as `--json` names it; none for a missing or failing browser. */
function failureArgument(code: string): string | undefined {
  if (code === 'audit.markdownNotWritten') return '--markdown';
  if (code === 'audit.noChromium' || code === 'audit.browserFailed') return undefined;
  return '<url>';
}

export function registerAuditCommand(cookies: Command, io: CliIO, state: CommandState): void {
  cookies
    .command('audit')
    .description('load a page in Chromium once per consent state and check every cookie and storage key against the registry')
    .argument('<url>', 'the http or https page to audit')
    .addOption(
      new Option('--consent <states>', 'each (none, pe, fu, ma, then all), or some of none, all, pe, fu, ma separated by commas')
        .argParser(consentOption)
        .default(consentOption('each'), 'each'),
    )
    .option('--json', 'print one JSON document (contract in docs/cli.md)', false)
    .option('--markdown <file>', 'also write a Markdown report to this file', markdownFileOption)
    .option('--wait <ms>', 'wait this long after network idle before reading cookies', millisecondsOption, 500)
    .option('--timeout <ms>', 'give up when the page has not reached network idle after this long', millisecondsOption, 30_000)
    .option(
      '--brand-prefix <prefix>',
      'the brand prefix of registry names such as {prefix}_EU',
      brandPrefixOption,
      defaultSiteConfig.brandPrefix,
    )
    .addHelpText(
      'after',
      '\nExit codes:\n' +
        '  0  no error found (warnings allowed)\n' +
        '  1  at least one error\n' +
        '  2  a usage error; a URL that is not http or https, is unreachable or does not\n' +
        '     reach network idle within --timeout; no Chromium\n' +
        `\nExamples:\n  $ dsp cookies audit http://127.0.0.1:3000${BASE_PATH}\n  $ dsp cookies audit https://example.ch/ --consent none,all --json --markdown audit.md`,
    )
    .action(async (text: string, options: AuditOptions) => {
      const stop = (issue: Issue) => {
        state.exitCode = ExitCode.usage;
        if (options.json) writeJson(io, { url: text, issues: [jsonIssue(issue, failureArgument(issue.code))] });
        else io.stderr(`error: ${issue.message}\n`);
      };
      const url = auditUrl(text);
      if (!(url instanceof URL)) return stop(url);
      const chromium = findChromium(process.env);
      if (!chromium.ok)
        return stop({
          ...(chromium.issues[0] ?? { code: 'audit.noChromium', message: 'no Chromium' }),
          message: `cannot audit ${url.href}: ${chromium.issues[0]?.message}`,
        });

      const registry = createCookieRegistry({ ...defaultSiteConfig, brandPrefix: options.brandPrefix });
      const consentCookie = findCookieByKey('consent', registry);
      const consentTsCookie = findCookieByKey('consent-ts', registry);
      if (consentCookie === undefined || consentTsCookie === undefined) throw new Error('the registry has no consent cookies');
      // playwright-core loads only for this command, so other commands start as fast as before.
      const { observeCookieStates } = await import('./cookie-audit-browser');
      const observed = await observeCookieStates({
        url,
        states: options.consent,
        executablePath: chromium.value,
        waitMs: options.wait,
        timeoutMs: options.timeout,
        consentCookie,
        consentTsCookie,
      });
      if (!observed.ok) return stop(observed.issues[0] ?? { code: 'audit.failed', message: `could not audit ${url.href}` });

      // A 404 or 500 page is audited like any other, but the reader likely meant another URL: say so beside the report.
      const statuses = new Set(observed.value.flatMap((observation) => (observation.status === undefined ? [] : [observation.status])));
      for (const status of statuses) {
        if (status >= 400) io.stderr(`warning: ${url.href} answered HTTP ${status}; the audit read what that page stored\n`);
      }
      const report = buildAuditReport(url.href, observed.value, registry, storageRegistry);
      state.exitCode = report.summary.errors > 0 ? ExitCode.invalid : ExitCode.valid;
      if (options.markdown !== undefined) {
        try {
          writeFileSync(options.markdown, formatAuditMarkdown(report));
        } catch (error) {
          return stop({
            code: 'audit.markdownNotWritten',
            message: `could not write the Markdown report of ${url.href} to ${options.markdown}: ${(error as Error).message}`,
          });
        }
      }
      if (options.json) writeJson(io, report);
      else io.stdout(formatAuditText(report));
    });
}
