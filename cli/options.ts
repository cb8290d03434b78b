/**
 * Option-value parsers for `dsp`, validated with valibot (docs/style.md: validate
 * every boundary). A bad value becomes commander's InvalidArgumentError, which
 * names the option and exits with 2.
 */
import { InvalidArgumentError } from 'commander';
import * as v from 'valibot';
import { readConsentTimestamp } from '../core/consent';

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
