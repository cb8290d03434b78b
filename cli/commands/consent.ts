/**
 * `dsp consent parse` and `dsp consent sync`: read consent cookies the way the
 * store does (SPEC §3-§5) and show the record, the per-category evaluation,
 * completeness and the device/account sync decision.
 */
import { type Command, InvalidArgumentError } from 'commander';
import {
  buildDeviceConsent,
  decideConsentSync,
  evaluateConsent,
  isConsentComplete,
  parseConsentCookieDetailed,
  parseConsentTimestamp,
  type ConsentRecord,
  type RequiredConsentVersions,
} from '../../core/consent';
import { OTHER_PORTAL_ID } from '../../core/site';
import { ExitCode, formatRows, writeJson, type CliIO, type CommandState } from '../io';
import { portalIdOption, requiredVersionsOption, type RequiredCode } from '../options';
import { describeEvaluation, describeRecord } from './consent-format';

function timestampOption(value: string): string {
  if (parseConsentTimestamp(value) === null) {
    throw new InvalidArgumentError('expected a .consent-ts value: Unix seconds as 1 to 12 hex digits, e.g. 68503b37');
  }
  return value;
}

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

/** Why a value yields no consent: the parser's issues, or the missing required categories. */
function explainNoConsent(value: string, isIos: boolean): string[] {
  const parsed = parseConsentCookieDetailed(value);
  if (!parsed.ok) return parsed.issues.map((issue) => `${issue.code}: ${issue.message}`);
  const required = isIos ? ['fu', 'pe', 'im'] : ['fu', 'pe', 'ma'];
  return [`consent.missingCategory: a ${isIos ? 'iOS' : 'web/Android'} consent needs ${required.join(', ')} all present (SPEC §5)`];
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
    .option('--json', 'print one JSON document', false)
    .addHelpText('after', "\nExample:\n  $ dsp consent parse 'pe1fu1ma0e' --timestamp 68503b37 --json")
    .action(
      (
        value: string,
        options: { timestamp?: string; ios: boolean; portal?: number; required?: Partial<Record<RequiredCode, number>>; json: boolean },
      ) => {
        const portalId = options.portal ?? OTHER_PORTAL_ID;
        const record = buildDeviceConsent({
          consentCookie: value,
          consentTsCookie: options.timestamp ?? null,
          isIos: options.ios,
          portalId,
        });
        const evaluation = evaluateConsent(record, toRequiredVersions(options.required ?? {}));
        const complete = isConsentComplete(record, evaluation, portalId);
        state.exitCode = record === null ? ExitCode.invalid : ExitCode.valid;
        if (options.json) {
          writeJson(io, { valid: record !== null, consent: record, evaluation, complete });
          return;
        }
        const rows: [string, string][] = [['consent', record === null ? 'invalid: no consent is taken' : 'valid']];
        if (record === null) {
          for (const reason of explainNoConsent(value, options.ios)) rows.push(['  why', reason]);
        } else {
          rows.push(...describeRecord(record));
        }
        rows.push(['evaluation', ''], ...describeEvaluation(evaluation), ['complete', complete ? 'yes' : 'no']);
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
  ios: boolean;
  json: boolean;
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
    .option('--ios', 'read both consents as the iOS app does', false)
    .option('--json', 'print one JSON document', false)
    .addHelpText(
      'after',
      "\nExample:\n  $ dsp consent sync --device 'pe1fu1ma1e' --account 'pe1fu0ma1e' --account-timestamp 68503b38 --logged-in --json",
    )
    .action((options: SyncOptions) => {
      const read = (value: string | undefined, timestamp: string | undefined): ConsentRecord | null =>
        value === undefined
          ? null
          : buildDeviceConsent({ consentCookie: value, consentTsCookie: timestamp ?? null, isIos: options.ios, portalId: OTHER_PORTAL_ID });
      const device = read(options.device, options.deviceTimestamp);
      const account = read(options.account, options.accountTimestamp);
      const result = decideConsentSync({
        isLoggedIn: options.loggedIn,
        device,
        account,
        accountConsentReading: options.account === undefined ? 'off' : 'on',
      });
      const invalidInputs = [
        ...(device === null ? ['--device'] : []),
        ...(options.account !== undefined && account === null ? ['--account'] : []),
      ];
      state.exitCode = invalidInputs.length > 0 ? ExitCode.invalid : ExitCode.valid;
      if (options.json) {
        writeJson(io, result);
        return;
      }
      const rows: [string, string][] = [['decision', result.decision]];
      for (const flag of invalidInputs) {
        const value = flag === '--device' ? options.device : (options.account ?? '');
        for (const reason of explainNoConsent(value, options.ios)) rows.push([`  ${flag} invalid`, reason]);
      }
      if (result.previouslyEnabledCategoriesAreNowDisabled !== undefined) {
        rows.push(['previously enabled now disabled', result.previouslyEnabledCategoriesAreNowDisabled ? 'yes' : 'no']);
      }
      rows.push(['consent in force', result.consent === null ? 'none' : '']);
      if (result.consent !== null) rows.push(...describeRecord(result.consent));
      io.stdout(formatRows(rows));
    });
}

export function registerConsentCommands(program: Command, io: CliIO, state: CommandState): void {
  const consent = program.command('consent').description('inspect consent cookies (SPEC §3-§5)');
  registerParse(consent, io, state);
  registerSync(consent, io, state);
}
