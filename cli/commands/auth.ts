/**
 * `dsp auth`: the documentation site's authorization decision for a request
 * described on the command line (SPEC §6), with the rule that decided it.
 */
import { InvalidArgumentError, type Command } from 'commander';
import {
  DEFAULT_TRUSTED_PROXIES,
  explainAuthorization,
  parseCidr,
  parseIpAddress,
  type AuthorizationOverride,
  type Cidr,
} from '../../core/auth';
import { parseCookieHeader } from '../../core/cookies';
import { formatRows, writeJson, type CliIO } from '../io';
import { jsonIssue } from '../json-issues';
import { overrideOption } from '../options';

function peerOption(value: string): string {
  if (parseIpAddress(value) === null) throw new InvalidArgumentError('expected an IPv4 or IPv6 address such as 127.0.0.1 or ::1');
  return value;
}

function trustedProxiesOption(value: string): Cidr[] {
  return value.split(',').map((part, index) => {
    const parsed = parseCidr(part.trim());
    if (!parsed.ok)
      throw new InvalidArgumentError(`entry ${index + 1} ${JSON.stringify(part)}: ${parsed.issues.map((i) => i.message).join('; ')}`);
    return parsed.value;
  });
}

const reasonText: Record<string, string> = {
  override: 'the environment override decided (SPEC §6 rule 1)',
  'private-network': 'the client address is in 10.0.0.0/8 or 172.16.0.0/12 (SPEC §6 rule 2)',
  'test-cookie': 'the test cookie is present (SPEC §6 rule 3)',
  'access-token': 'the access-token JWT has cgid 5 or 26 (SPEC §6 rule 4)',
  none: 'no rule applies: not authorized (SPEC §6 rule 5)',
};

interface AuthOptions {
  forwardedFor: string[];
  peer?: string;
  cookie?: string;
  override?: AuthorizationOverride;
  trustedProxies?: Cidr[];
  json: boolean;
}

export function registerAuthCommand(program: Command, io: CliIO): void {
  program
    .command('auth')
    .description('decide whether a request is authorized (internal) on the documentation site (SPEC §6)')
    .option(
      '--forwarded-for <list>',
      'an X-Forwarded-For header value; repeat for several headers',
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .option('--peer <ip>', 'the socket peer address (the proxy in front of the portal)', peerOption)
    .option('--cookie <cookie-header>', 'the Cookie header value')
    .option('--override <authorized|unauthorized>', 'the AUTH_OVERRIDE environment setting', overrideOption)
    .option('--trusted-proxies <cidrs>', 'comma-separated CIDR list (default: loopback only, 127.0.0.0/8 and ::1)', trustedProxiesOption)
    .option('--json', 'print one JSON document', false)
    .addHelpText('after', "\nExamples:\n  $ dsp auth --forwarded-for 10.1.2.3 --peer 127.0.0.1\n  $ dsp auth --cookie 'hb-test=1' --json")
    .action((options: AuthOptions) => {
      const explained = explainAuthorization(
        {
          forwardedFor: options.forwardedFor,
          cookies: parseCookieHeader(options.cookie ?? ''),
          trustedProxies: options.trustedProxies ?? DEFAULT_TRUSTED_PROXIES,
          ...(options.peer === undefined ? {} : { peer: options.peer }),
          ...(options.override === undefined ? {} : { override: options.override }),
        },
        Math.floor(Date.now() / 1000),
      );
      const { decision } = explained;
      if (options.json) {
        writeJson(io, {
          isAuthorized: decision.isAuthorized,
          reason: decision.reason,
          clientAddress: explained.clientAddress,
          forwardedFor: explained.forwardedFor,
          rules: explained.rules,
          accessToken: explained.accessToken,
          issues: explained.issues.map((issue) => jsonIssue(issue, issue.path?.[0] === 'cookie' ? '--cookie' : '--forwarded-for')),
        });
        return;
      }
      const { forwardedFor } = explained;
      const rows: [string, string][] = [
        ['authorized', decision.isAuthorized ? 'yes' : 'no'],
        ['decided by', `${decision.reason}: ${reasonText[decision.reason] ?? ''}`],
        ['client address', explained.clientAddress ?? 'unknown'],
        [
          'x-forwarded-for',
          forwardedFor.status === 'absent'
            ? 'not sent'
            : forwardedFor.status === 'ignored'
              ? `ignored: ${forwardedFor.reason ?? ''}`
              : `used${forwardedFor.reason === null ? '' : `: ${forwardedFor.reason}`}`,
        ],
        ['skipped proxy hops', forwardedFor.skippedHops.length === 0 ? 'none' : forwardedFor.skippedHops.join(', ')],
        ['rules', ''],
        ...explained.rules.map((rule): [string, string] => [
          `  ${rule.rule} ${rule.name}`,
          `${rule.decided ? 'decided' : rule.applies ? 'applies, but an earlier rule decided' : 'does not apply'}: ${rule.detail}`,
        ]),
      ];
      if (explained.accessToken?.exp != null) {
        rows.push(['token exp', `${explained.accessToken.exp}${explained.accessToken.expired ? ' (in the past)' : ''}`]);
      }
      for (const issue of explained.issues) rows.push(['warning', `${issue.code}: ${issue.message}`]);
      io.stdout(formatRows(rows));
    });
}
