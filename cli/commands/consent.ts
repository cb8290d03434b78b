/**
 * `dsp consent parse` and `dsp consent sync`: read consent cookies the way the
 * store does (SPEC §3-§5) and show the record, the per-category evaluation,
 * completeness and the device/account sync decision.
 */
import type { Command } from 'commander';
import { explainAccessTokenInfo, parseAccessTokenInfo } from '../../core/atinfo';
import {
  applyGlobalPrivacyControl,
  buildDeviceConsent,
  consentValueHints,
  isGpcApplied,
  decideConsentSync,
  evaluateConsent,
  explainConsentSync,
  isConsentComplete,
  parseConsentCookieDetailed,
  type ConsentRecord,
  type RequiredConsentVersions,
} from '../../core/consent';
import { OTHER_PORTAL_ID } from '../../core/site';
import { ExitCode, formatRows, UsageError, writeJson, type CliIO, type CommandState } from '../io';
import { jsonIssue, type JsonIssue } from '../json-issues';
import { consentTimestampOption as timestampOption, portalIdOption, requiredVersionsOption, type RequiredCode } from '../options';
import { describeEvaluation, describeRecord } from './consent-format';

const requiredNames: Record<RequiredCode, keyof RequiredConsentVersions> = {
  pe: 'Performance',
  fu: 'Personalization',
  ma: 'Marketing',
  im: 'iOSMarketing',
};

function toRequiredVersions(byCode: Partial<Record<RequiredCode, number>>): Partial<RequiredConsentVersions> {
  const versions: Partial<Record<keyof RequiredConsentVersions, number>> = {};
  for (const [code, version] of Object.entries(byCode) as [RequiredCode, number][]) {
    versions[requiredNames[code]] = version;
  }
  return versions;
}

/**
 * Why a value yields no consent: the parser's issues (with their offsets), or the missing required categories;
 * then `consent.hint` issues for a value pasted still URL-encoded, quoted, with spaces, or as a name=value pair.
 */
function noConsentIssues(value: string, isIos: boolean, argument: string): JsonIssue[] {
  const hints = consentValueHints(value).map((message) => ({ code: 'consent.hint', message, position: { argument } }));
  const parsed = parseConsentCookieDetailed(value);
  if (!parsed.ok) return [...parsed.issues.map((issue) => jsonIssue(issue, argument)), ...hints];
  const required = isIos ? ['fu', 'pe', 'im'] : ['fu', 'pe', 'ma'];
  const missing = required.filter((code) => !new RegExp(`(^|[^a-z])${code}[0-9]`).test(value));
  return [
    {
      code: 'consent.missingCategory',
      message: `${isIos ? 'an iOS' : 'a web/Android'} consent needs ${required.join(', ')} all present (SPEC §5); missing: ${missing.join(', ')}`,
      position: { argument },
    },
    ...hints,
  ];
}

/** An issue as a text row: a hint reads as one, a reason names its code. */
function issueText(issue: JsonIssue): string {
  return issue.code === 'consent.hint' ? `hint: ${issue.message}` : `${issue.code}: ${issue.message}`;
}

function registerParse(consent: Command, io: CliIO, state: CommandState): void {
  consent
    .command('parse')
    .description('parse a .consent cookie value and evaluate each category (SPEC §4, §5)')
    .argument('<value>', 'the .consent cookie value, e.g. pe1fu1ma0e')
    .option('--timestamp <consent-ts>', 'the .consent-ts cookie value (hex Unix seconds)', timestampOption)
    .option('--ios', 'read it as the iOS app does (fu, pe, im; ma forced to 0)', false)
    .option('--portal <id>', `portal id; 406802 is the Swiss portal (default ${OTHER_PORTAL_ID})`, portalIdOption)
    .option('--required <code=n,...>', 'required version per category, e.g. pe=2,fu=1 (default 1 each)', requiredVersionsOption)
    .option('--gpc', 'the browser sends Global Privacy Control: without an EXPLICIT consent, Marketing and Performance are refused', false)
    .option('--json', 'print one JSON document', false)
    .addHelpText(
      'after',
      "\nExamples:\n  $ dsp consent parse 'pe1fu1ma0e' --timestamp 68503b37 --json\n  $ dsp consent parse 'pe1fu1ma1i' --gpc",
    )
    .action(
      (
        value: string,
        options: {
          timestamp?: string;
          ios: boolean;
          portal?: number;
          required?: Partial<Record<RequiredCode, number>>;
          gpc: boolean;
          json: boolean;
        },
      ) => {
        const portalId = options.portal ?? OTHER_PORTAL_ID;
        const record = buildDeviceConsent({
          consentCookie: value,
          consentTsCookie: options.timestamp ?? null,
          isIos: options.ios,
          portalId,
        });
        const evaluation = applyGlobalPrivacyControl(
          record,
          evaluateConsent(record, toRequiredVersions(options.required ?? {})),
          options.gpc,
        );
        const complete = isConsentComplete(record, evaluation, portalId);
        const gpcApplied = isGpcApplied(record, options.gpc);
        state.exitCode = record === null ? ExitCode.invalid : ExitCode.valid;
        const issues = record === null ? noConsentIssues(value, options.ios, '<value>') : [];
        if (options.json) {
          writeJson(io, {
            valid: record !== null,
            consent: record,
            evaluation,
            complete,
            globalPrivacyControl: { signal: options.gpc, applied: gpcApplied },
            issues,
          });
          return;
        }
        const rows: [string, string][] = [['consent', record === null ? 'invalid: no consent is taken' : 'valid']];
        if (record === null) {
          for (const issue of issues) rows.push(['  why', issueText(issue)]);
        } else {
          rows.push(...describeRecord(record));
        }
        rows.push(['evaluation', ''], ...describeEvaluation(evaluation), ['complete', complete ? 'yes' : 'no']);
        if (options.gpc) {
          rows.push([
            'global privacy control',
            gpcApplied
              ? 'applied: no EXPLICIT consent, so Marketing and Performance are refused'
              : 'not applied: the EXPLICIT consent wins over the signal',
          ]);
        }
        io.stdout(formatRows(rows));
      },
    );
}

interface SyncOptions {
  device: string;
  deviceTimestamp?: string;
  account?: string;
  accountTimestamp?: string;
  loggedIn: boolean;
  atinfo?: string;
  ios: boolean;
  json: boolean;
}

/** Whether the user counts as logged in, and the reason to print: --logged-in, or the trust level of an .atinfo value. */
function loggedInState(options: SyncOptions): { isLoggedIn: boolean; because: string } {
  if (options.atinfo === undefined) {
    return options.loggedIn
      ? { isLoggedIn: true, because: 'logged in (--logged-in)' }
      : { isLoggedIn: false, because: 'not logged in (no --logged-in or --atinfo)' };
  }
  const info = parseAccessTokenInfo(options.atinfo);
  if (info === null) {
    const why = explainAccessTokenInfo(options.atinfo, Math.floor(Date.now() / 1000)).issues.map((issue) => issue.message);
    return {
      isLoggedIn: false,
      because: `not logged in: the .atinfo value cannot be read (${why.join('; ')}), so it is treated as absent (--atinfo)`,
    };
  }
  return info.trustLevel === 'normal'
    ? { isLoggedIn: true, because: 'logged in: the .atinfo trust level is normal (--atinfo)' }
    : { isLoggedIn: false, because: `not logged in: the .atinfo trust level is ${info.trustLevel} (--atinfo)` };
}

function registerSync(consent: Command, io: CliIO, state: CommandState): void {
  consent
    .command('sync')
    .description('decide between the device consent and the account consent (SPEC §4 Consent sync)')
    .requiredOption('--device <value>', 'the device .consent cookie value')
    .option('--device-timestamp <ts>', 'the device .consent-ts value (hex Unix seconds)', timestampOption)
    .option(
      '--account <value>',
      "the account's consent, in cookie form; giving it switches account-consent reading on (it is off in the store, SPEC §4)",
    )
    .option('--account-timestamp <ts>', "the account consent's timestamp (hex Unix seconds)", timestampOption)
    .option('--logged-in', 'the user is logged in (trust level normal)', false)
    .option(
      '--atinfo <value>',
      'take the logged-in state from an .atinfo cookie value: trust level normal is logged in, low or unreadable is not',
    )
    .option('--ios', 'read both consents as the iOS app does', false)
    .option('--json', 'print one JSON document', false)
    .addHelpText(
      'after',
      "\nExamples:\n  $ dsp consent sync --device 'pe1fu1ma1e' --account 'pe1fu0ma1e' --account-timestamp 68503b38 --logged-in --json\n  $ dsp consent sync --device 'pe1fu1ma1e' --atinfo '1750000000;1750003600;normal;e;;'",
    )
    .action((options: SyncOptions) => {
      if (options.atinfo !== undefined && options.loggedIn) {
        throw new UsageError('give either --logged-in or --atinfo, not both', '--atinfo');
      }
      const loggedIn = loggedInState(options);
      const read = (value: string | undefined, timestamp: string | undefined): ConsentRecord | null =>
        value === undefined
          ? null
          : buildDeviceConsent({ consentCookie: value, consentTsCookie: timestamp ?? null, isIos: options.ios, portalId: OTHER_PORTAL_ID });
      const device = read(options.device, options.deviceTimestamp);
      const account = read(options.account, options.accountTimestamp);
      const accountConsentReading = options.account === undefined ? 'off' : 'on';
      const result = decideConsentSync({ isLoggedIn: loggedIn.isLoggedIn, device, account, accountConsentReading });
      const reasons = explainConsentSync(
        {
          loggedInBecause: loggedIn.because,
          isLoggedIn: loggedIn.isLoggedIn,
          device,
          account,
          accountConsentReading,
          options: { deviceTimestamp: '--device-timestamp', account: '--account' },
        },
        result,
      );
      const invalidInputs = [
        ...(device === null ? ['--device'] : []),
        ...(options.account !== undefined && account === null ? ['--account'] : []),
      ];
      state.exitCode = invalidInputs.length > 0 ? ExitCode.invalid : ExitCode.valid;
      const issues = invalidInputs.flatMap((flag) =>
        noConsentIssues(flag === '--device' ? options.device : (options.account ?? ''), options.ios, flag),
      );
      if (options.json) {
        writeJson(io, { ...result, reasons, issues });
        return;
      }
      const rows: [string, string][] = [['decision', result.decision]];
      for (const reason of reasons) rows.push(['  why', reason]);
      for (const issue of issues) rows.push([`  ${issue.position?.argument ?? ''} invalid`, issueText(issue)]);
      if (result.previouslyEnabledCategoriesAreNowDisabled !== undefined) {
        rows.push(['previously enabled now disabled', result.previouslyEnabledCategoriesAreNowDisabled ? 'yes' : 'no']);
      }
      rows.push(['consent in force', result.consent === null ? 'none' : '']);
      if (result.consent !== null) rows.push(...describeRecord(result.consent));
      io.stdout(formatRows(rows));
    });
}

// A pasted cookie pair names its kind: `euconsent-v2=CQ…` is read as the cookie it came from.
const CONSENT_PAIR = /^\s*(\.consent|euconsent-v2|__gpp|OptanonConsent|CookieConsent)=(.*)$/s;

function registerDecode(consent: Command, io: CliIO, state: CommandState): void {
  consent
    .command('decode')
    .description(
      "say which consent string a value is and decode it: the store's .consent, IAB TCF, IAB GPP, OneTrust OptanonConsent, Cookiebot CookieConsent",
    )
    .argument('<string>', 'the cookie value (or a pasted name=value pair of one of those cookies)')
    .option(
      '--cookie <name>',
      'the cookie it came from (.consent, euconsent-v2, __gpp, OptanonConsent, CookieConsent), when the shape is ambiguous',
    )
    .option('--json', 'print one JSON document', false)
    .addHelpText(
      'after',
      "\nExamples:\n  $ dsp consent decode 'CQ…AAAA.IAAA'\n  $ dsp consent decode 'OptanonConsent=isGpcEnabled=0&groups=C0001%3A1%2CC0004%3A0'\n  $ dsp consent decode pe1fu1ma0e --json",
    )
    .action(async (given: string, options: { cookie?: string; json: boolean }) => {
      // The decoding libraries load only for this command and `dsp cookies inspect`.
      const strings = await import('../../core/consent-strings');
      if (options.cookie !== undefined && strings.CONSENT_STRING_COOKIES[options.cookie] === undefined) {
        const known = Object.keys(strings.CONSENT_STRING_COOKIES).join(', ');
        throw new UsageError(
          `--cookie '${options.cookie}' is not a cookie dsp consent decode reads; expected one of ${known}, or no --cookie to read the kind from the value's shape`,
          '--cookie',
        );
      }
      const pair = CONSENT_PAIR.exec(given);
      const cookie = options.cookie ?? pair?.[1];
      const value = pair === null ? given : (pair[2] ?? '');
      const decoded = strings.decodeConsentString(value, cookie);
      state.exitCode = decoded.ok ? ExitCode.valid : ExitCode.invalid;
      const issues = decoded.ok
        ? []
        : [
            ...decoded.issues.map((issue) => jsonIssue(issue, '<string>')),
            ...(cookie === '.consent' || decoded.issues[0]?.code.startsWith('consent.') ? noConsentHints(value) : []),
          ];
      if (options.json) {
        writeJson(io, {
          kind: decoded.ok ? decoded.value.kind : null,
          name: decoded.ok ? strings.CONSENT_STRING_NAMES[decoded.value.kind] : null,
          decoded: decoded.ok ? decoded.value : null,
          categories: decoded.ok ? strings.consentSignalOf(cookie ?? 'value', decoded.value).categories : null,
          issues,
        });
        return;
      }
      if (!decoded.ok) {
        io.stdout(formatRows([['consent string', 'not decoded'], ...issues.map((issue): [string, string] => ['  why', issueText(issue)])]));
        return;
      }
      const signal = strings.consentSignalOf(cookie ?? 'value', decoded.value);
      const says = strings.SIGNAL_CATEGORIES.flatMap((category): [string, string][] => {
        const granted = signal.categories[category];
        return granted === undefined ? [] : [[`  ${category}`, `${granted ? 'granted' : 'refused'} (${signal.evidence[category] ?? ''})`]];
      });
      io.stdout(
        formatRows([
          ...strings.describeConsentString(decoded.value),
          ...(says.length === 0 ? [] : [['store categories', ''] as [string, string], ...says]),
        ]),
      );
    });
}

/** The pasted-value hints of a refused .consent value, as issues. */
function noConsentHints(value: string): JsonIssue[] {
  return consentValueHints(value).map((message) => ({ code: 'consent.hint', message, position: { argument: '<string>' } }));
}

export function registerConsentCommands(program: Command, io: CliIO, state: CommandState): void {
  const consent = program.command('consent').description('inspect consent cookies (SPEC §3-§5) and decode consent strings');
  registerParse(consent, io, state);
  registerSync(consent, io, state);
  registerDecode(consent, io, state);
}
