/**
 * Option-value parsers for `dsp`, validated with valibot (docs/style.md: validate
 * every boundary). A bad value becomes commander's InvalidArgumentError, which
 * names the option and exits with 2.
 */
import { InvalidArgumentError } from 'commander';
import * as v from 'valibot';
import { readConsentTimestamp } from '../core/consent';
import { parseAuditConsent, type AuditConsent } from '../core/cookie-audit';
import { isCookieNameToken } from '../core/cookies';

function parserFor<T>(schema: v.GenericSchema<string, T>): (value: string) => T {
  return (value) => {
    const result = v.safeParse(schema, value);
    if (result.success) return result.output;
    throw new InvalidArgumentError(result.issues.map((issue) => issue.message).join('; '));
  };
}

export const portalIdOption = parserFor(
  v.pipe(
    v.string(),
    v.regex(/^[1-9][0-9]{0,9}$/, 'expected a portal id: a positive whole number such as 406802 (the Swiss portal)'),
    v.transform(Number),
  ),
);

const requiredCodes = ['pe', 'fu', 'ma', 'im'] as const;
export type RequiredCode = (typeof requiredCodes)[number];

/** `--required pe=2,fu=1`: the consent version each category must reach to count as ACCEPTED. */
export const requiredVersionsOption = parserFor(
  v.pipe(
    v.string(),
    v.regex(
      /^(?:pe|fu|ma|im)=[0-9]{1,9}(?:,(?:pe|fu|ma|im)=[0-9]{1,9})*$/,
      'expected code=version pairs separated by commas, codes pe, fu, ma or im, e.g. pe=2,fu=1',
    ),
    v.transform((text) => {
      const versions: Partial<Record<RequiredCode, number>> = {};
      for (const pair of text.split(',')) {
        const [code, version] = pair.split('=') as [RequiredCode, string];
        versions[code] = Number(version);
      }
      return versions;
    }),
  ),
);

export const overrideOption = parserFor(
  v.pipe(v.string(), v.picklist(['authorized', 'unauthorized'], 'expected authorized or unauthorized')),
);

/**
 * A `.consent-ts` value (`--timestamp`, `--device-timestamp`): hex Unix seconds, kept as given. A decimal value
 * pasted from a log, a `0x` prefix or a date past the year 9999 is refused with what to give instead.
 */
export function consentTimestampOption(value: string): string {
  const read = readConsentTimestamp(value);
  if (!read.ok) throw new InvalidArgumentError(read.issues.map((issue) => issue.message).join('; '));
  return value;
}

/** `--consent each|none,pe,...`: the consent states a cookie audit runs under. */
export function auditConsentOption(value: string): readonly AuditConsent[] {
  const parsed = parseAuditConsent(value);
  if (!parsed.ok) throw new InvalidArgumentError(parsed.issues.map((issue) => issue.message).join('; '));
  return parsed.value;
}

/** `--wait <ms>`: 0 (at once) to 9999999. */
export function millisecondsOption(value: string): number {
  if (!/^[0-9]{1,7}$/.test(value)) throw new InvalidArgumentError('expected a whole number of milliseconds from 0 to 9999999');
  return Number(value);
}

/** `--timeout <ms>`: 0 means "wait forever" to the browser, so it is refused: a page that never loads would hang a CI job. */
export function timeoutOption(value: string): number {
  if (!/^[0-9]{1,7}$/.test(value) || Number(value) === 0) {
    throw new InvalidArgumentError('expected a whole number of milliseconds from 1 to 9999999 (0 would wait forever)');
  }
  return Number(value);
}

/** `--click <selector>`, repeatable: the selectors in the order given. */
export function selectorOption(value: string, previous: readonly string[]): string[] {
  if (value.trim() === '' || value.startsWith('--'))
    throw new InvalidArgumentError(`expected a CSS selector, found ${JSON.stringify(value)}`);
  return [...previous, value];
}

/** A file name right after `--registry` or `--markdown`; commander would otherwise take the next option (`--json`) as the name. */
export function fileOption(value: string): string {
  if (value === '' || value.startsWith('-')) throw new InvalidArgumentError(`expected a file name, found ${JSON.stringify(value)}`);
  return value;
}

/** `--brand-prefix hb`: the prefix of registry names such as {prefix}_EU. */
export function brandPrefixOption(value: string): string {
  if (!isCookieNameToken(value)) throw new InvalidArgumentError('expected a cookie-name token such as hb');
  return value;
}
