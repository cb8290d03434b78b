/**
 * `dsp cookies audit <url>`: loads a real page in the system Chromium once
 * per consent state and holds every cookie and storage key it stores against
 * the registry and the store's own registry file. Exit 0 without a failing
 * problem, 1 with one (a new error; a new warning under --strict), 2 for
 * usage errors, bad registry or baseline files, and pages that cannot be
 * audited (not http or https, unreachable, never loaded, no Chromium).
 */
import { existsSync, writeFileSync } from 'node:fs';
import { Option, type Command } from 'commander';
import {
  escapeJsonText,
  escapeTerminalText,
  isFailing,
  parseBaseline,
  type AuditBaseline,
  type AuditConsent,
  type RegistryFile,
} from '../../core/cookie-audit';
import { createCookieRegistry, findCookieByKey, storageRegistry } from '../../core/cookies';
import type { Issue } from '../../core/result';
import { BASE_PATH, defaultSiteConfig } from '../../core/site';
import { ExitCode, UsageError, type CliIO, type CommandState } from '../io';
import { jsonIssue } from '../json-issues';
import { auditStates } from '../../core/cookie-audit/consent-journeys';
import { prepareEvidenceDir } from './audit-evidence';
import { buildAuditReport } from './audit-report';
import { formatAuditMarkdown } from './audit-report-text';
import { auditFormatOption, formatReport, writeGithubOutputs, type AuditFormat } from './audit-outputs';
import { BASELINE_LIMIT_BYTES, REGISTRY_LIMIT_BYTES, readBoundedTextFile } from './bounded-file';
import type { RegistrySource } from './problem-location';
import { readJsonFile, readRegistryOption } from './json-file';
import { findChromium } from './chromium-path-fs';
import {
  auditConsentOption as consentOption,
  brandPrefixOption,
  fileOption,
  millisecondsOption,
  selectorOption,
  timeoutOption,
} from '../options';

interface AuditOptions {
  consent: readonly AuditConsent[];
  json: boolean;
  format: AuditFormat;
  markdown?: string;
  wait: number;
  timeout: number;
  brandPrefix: string;
  registry?: string;
  click: string[];
  accept?: string | true;
  reject?: string | true;
  strict: boolean;
  baseline?: string;
  writeBaseline?: string;
  allowPrivateNetwork: boolean;
  evidence?: string;
}

/** The JSON document on stdout, with what a page wrote escaped where JSON.stringify leaves it raw. */
function writeJson(io: CliIO, value: unknown): void {
  io.stdout(`${escapeJsonText(JSON.stringify(value, null, 2))}\n`);
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
  if (code === 'audit.badRegistry') return '--registry';
  if (code === 'audit.badBaseline') return '--baseline';
  if (code === 'audit.baselineNotWritten') return '--write-baseline';
  if (code === 'audit.evidenceNotWritten') return '--evidence';
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
    .option(
      '--registry <file>',
      "the store's own cookie and storage declarations, beside the built-in registry (JSON; docs/cli.md)",
      fileOption,
    )
    .option(
      '--click <selector>',
      'click this CSS selector after load in every saved-choice state (none, pe, fu, ma, all; not first-visit, accept or reject), then let writes settle; repeat for several, clicked in order',
      selectorOption,
      [],
    )
    .option(
      '--accept [selector]',
      "add the accept journey: a first visit, one click on the banner's accept button (this selector, or a known library's), then what follows it, judged as all accepted; adds the first-visit state too",
    )
    .option(
      '--reject [selector]',
      "add the reject journey: a first visit, one click on the banner's reject button (this selector, or a known library's), then what follows it, judged as all refused; adds the first-visit state too",
    )
    .option('--json', 'print one JSON document (contract in docs/cli.md); the same as --format json', false)
    .addOption(
      new Option('--format <format>', 'what stdout carries: text, json, sarif (SARIF 2.1.0, for code scanning) or junit (JUnit XML)')
        .argParser(auditFormatOption)
        .default('text'),
    )
    .option('--markdown <file>', 'also write a Markdown report to this file', fileOption)
    .option('--strict', 'warnings fail too (exit 1)', false)
    .option(
      '--baseline <file>',
      'an earlier --json report: problems it already lists, in the same states, are reported but do not fail',
      fileOption,
    )
    .option('--write-baseline <file>', 'also write this report as JSON, for a later --baseline', fileOption)
    .option(
      '--wait <ms>',
      'after load and after each click, wait until no cookie or storage write happened for 1 s, no short timer is pending and no response still owes its cookie report, at most this long (0: read at once)',
      millisecondsOption,
      5000,
    )
    .option(
      '--timeout <ms>',
      'give up on a page that does not load within this; its network may stay busy this long (min 1)',
      timeoutOption,
      30_000,
    )
    .option(
      '--allow-private-network',
      'follow requests to loopback, link-local and private addresses other than the audited service (reported either way)',
      false,
    )
    .option(
      '--evidence <dir>',
      "write each state's HAR, full-page screenshot and ledger (requests and writes) as JSON into this folder",
      fileOption,
    )
    .option(
      '--brand-prefix <prefix>',
      'the brand prefix of registry names such as {prefix}_EU',
      brandPrefixOption,
      defaultSiteConfig.brandPrefix,
    )
    .addHelpText(
      'after',
      '\nExit codes:\n' +
        '  0  no failing problem (warnings allowed unless --strict; problems in --baseline allowed)\n' +
        '  1  at least one new error, or a new warning under --strict\n' +
        '  2  a usage error; a bad --registry or --baseline file; a URL that is not http or https,\n' +
        '     is unreachable or does not load within --timeout; no Chromium\n' +
        `\nExamples:\n  $ dsp cookies audit http://127.0.0.1:3000${BASE_PATH}\n` +
        "  $ dsp cookies audit https://shop.example.ch/ --registry store-cookies.json --click '[data-role=all]'\n" +
        '  $ dsp cookies audit https://shop.example.ch/ --registry store-cookies.json --baseline audit-baseline.json --strict --json',
    )
    .action(async (text: string, options: AuditOptions) => {
      if (options.json && options.format !== 'text' && options.format !== 'json') {
        throw new UsageError(`--json and --format ${options.format} both name what stdout carries; give one`, '--format');
      }
      const format: AuditFormat = options.json ? 'json' : options.format;
      const stop = (...issues: Issue[]) => {
        state.exitCode = ExitCode.usage;
        if (format === 'json') writeJson(io, { url: text, issues: issues.map((issue) => jsonIssue(issue, failureArgument(issue.code))) });
        else io.stderr(issues.map((issue) => `error: ${escapeTerminalText(issue.message)}\n`).join(''));
      };
      const url = auditUrl(text);
      if (!(url instanceof URL)) return stop(url);
      const builtIn = createCookieRegistry({ ...defaultSiteConfig, brandPrefix: options.brandPrefix });
      let declared: RegistryFile = { cookies: [], storage: [] };
      let registrySource: RegistrySource | undefined;
      if (options.registry !== undefined) {
        const read = readRegistryOption(options.registry, builtIn);
        if (Array.isArray(read)) return stop(...read);
        declared = read;
        // Its text again, for the line of each declaration that SARIF and annotations point at.
        const text = readBoundedTextFile(options.registry, '--registry', REGISTRY_LIMIT_BYTES);
        if ('text' in text) registrySource = { path: options.registry, text: text.text };
      }
      let baseline: AuditBaseline | undefined;
      if (options.baseline !== undefined && !existsSync(options.baseline)) {
        // Refused rather than created: a gate that wrote its own baseline would pass every problem the page has today.
        return stop({
          code: 'audit.badBaseline',
          message:
            `${options.baseline}: no such file. A baseline is the report of an earlier run: create it with ` +
            `dsp cookies audit ${url.href} --write-baseline ${options.baseline}, review and commit it, then pass it to --baseline`,
        });
      }
      if (options.baseline !== undefined) {
        const read = readJsonFile(options.baseline, 'audit.badBaseline', ['--baseline', BASELINE_LIMIT_BYTES], (content) => {
          try {
            return parseBaseline(JSON.parse(content));
          } catch (error) {
            return { ok: false, issues: [{ code: 'audit.badBaseline', message: `not JSON: ${(error as Error).message}` }] };
          }
        });
        if (Array.isArray(read)) return stop(...read);
        baseline = read;
      }
      if (options.evidence !== undefined) {
        const refused = prepareEvidenceDir(options.evidence);
        if (refused !== null) return stop({ code: 'audit.evidenceNotWritten', message: refused });
      }
      const chromium = findChromium(process.env);
      if (!chromium.ok)
        return stop({
          ...(chromium.issues[0] ?? { code: 'audit.noChromium', message: 'no Chromium' }),
          message: `cannot audit ${url.href}: ${chromium.issues[0]?.message}`,
        });

      const consentCookie = findCookieByKey('consent', builtIn);
      const consentTsCookie = findCookieByKey('consent-ts', builtIn);
      if (consentCookie === undefined || consentTsCookie === undefined) throw new Error('the registry has no consent cookies');
      // playwright-core loads only for this command, so other commands start as fast as before.
      const { observeCookieStates } = await import('./cookie-audit-browser');
      const observed = await observeCookieStates({
        url,
        states: auditStates(
          options.consent,
          (['accept', 'reject'] as const).filter((journey) => options[journey] !== undefined),
        ),
        journeySelectors: Object.fromEntries(
          (['accept', 'reject'] as const).flatMap((journey) => {
            const selector = options[journey];
            return typeof selector === 'string' ? [[journey, selector]] : [];
          }),
        ),
        executablePath: chromium.value,
        waitMs: options.wait,
        timeoutMs: options.timeout,
        clicks: options.click,
        consentCookie,
        consentTsCookie,
        allowPrivateNetwork: options.allowPrivateNetwork,
        ...(options.evidence === undefined ? {} : { evidenceDir: options.evidence }),
      });
      if (!observed.ok) return stop(observed.issues[0] ?? { code: 'audit.failed', message: `could not audit ${url.href}` });

      const report = buildAuditReport(
        url.href,
        observed.value,
        [...builtIn, ...declared.cookies],
        [...storageRegistry, ...declared.storage],
        baseline,
        declared.endpoints ?? [],
      );
      const failing = report.problems.some((problem) => isFailing(problem, options.strict));
      state.exitCode = failing ? ExitCode.invalid : ExitCode.valid;
      const baselineCreated = options.writeBaseline !== undefined && !existsSync(options.writeBaseline);
      const writes: [string | undefined, string, () => string][] = [
        [options.markdown, 'audit.markdownNotWritten', () => formatAuditMarkdown(report)],
        [options.writeBaseline, 'audit.baselineNotWritten', () => `${JSON.stringify(report, null, 2)}\n`],
      ];
      for (const [file, code, content] of writes) {
        if (file === undefined) continue;
        try {
          writeFileSync(file, content());
        } catch (error) {
          return stop({ code, message: `could not write the report of ${url.href} to ${file}: ${(error as Error).message}` });
        }
      }
      if (baselineCreated) {
        io.stderr(
          `created the baseline ${escapeTerminalText(options.writeBaseline ?? '')} with ${report.problems.length} problem(s); ` +
            'commit it and pass it to --baseline, so that later runs fail only on new problems\n',
        );
      }
      const outputOptions = { strict: options.strict, ...(registrySource === undefined ? {} : { registry: registrySource }) };
      io.stdout(formatReport(report, format, outputOptions));
      writeGithubOutputs(report, process.env, io, outputOptions);
    });
}
