/**
 * `dsp atinfo <value>`: decode an `.atinfo` cookie value (SPEC §3 Access-token
 * info, §5) as the store reads it.
 */
import type { Command } from 'commander';
import { ATINFO_SPEC_LINE, explainAccessTokenInfo, parseAccessTokenInfo, type AccessTokenInfo } from '../../core/atinfo';
import { ExitCode, formatRows, writeJson, type CliIO, type CommandState } from '../io';
import { jsonIssue } from '../json-issues';
import { describeTimestamp } from './consent-format';

export function describeAtInfo(info: AccessTokenInfo): [string, string][] {
  return [
    ['created at', describeTimestamp(info.createdAt)],
    ['expires at', describeTimestamp(info.expiresAt)],
    ['trust level', info.trustLevel],
    ['personalization', info.personalizationStatus],
    ['consent settings', info.consentSettings ?? 'none'],
    ['consent settings timestamp', info.consentSettingsTimestamp ?? 'none'],
  ];
}

export function registerAtInfoCommand(program: Command, io: CliIO, state: CommandState): void {
  program
    .command('atinfo')
    .description('decode an .atinfo (access-token info) cookie value (SPEC §3, §5)')
    .argument(
      '<value>',
      'the cookie value: createdAt;expiresAt;trustLevel;personalization;consentSettings;consentSettingsTimestamp, URL-encoded',
    )
    .option('--json', 'print one JSON document', false)
    .addHelpText('after', "\nExample:\n  $ dsp atinfo '1750000000;1750003600;normal;e;;' --json")
    .action((value: string, options: { json: boolean }) => {
      const log: string[] = [];
      const atInfo = parseAccessTokenInfo(value, { log: (message) => log.push(message) });
      const explained = explainAccessTokenInfo(value, Math.floor(Date.now() / 1000));
      state.exitCode = atInfo === null ? ExitCode.invalid : ExitCode.valid;
      // The SPEC §8 log line goes to stderr so --json output stays one document.
      for (const message of log) io.stderr(`${message}\n`);
      if (options.json) {
        writeJson(io, {
          atInfo,
          issues: explained.issues.map((issue) => jsonIssue(issue, '<value>')),
          warnings: explained.warnings.map((issue) => jsonIssue(issue, '<value>')),
          ...(atInfo === null ? { spec: ATINFO_SPEC_LINE } : {}),
        });
        return;
      }
      const rows: [string, string][] = [];
      if (atInfo === null) {
        rows.push(['atInfo', 'invalid: treated as absent']);
        for (const issue of explained.issues) rows.push([`  ${issue.path?.join('.') ?? 'value'}`, `${issue.code}: ${issue.message}`]);
        rows.push([
          '  store',
          log.length > 0 ? "logs 'Failed to parse atInfo cookie' (SPEC §8)" : 'treats it as absent without logging (a SPEC §5 null rule)',
        ]);
        rows.push(['  spec', ATINFO_SPEC_LINE]);
      } else {
        rows.push(...describeAtInfo(atInfo));
      }
      for (const warning of explained.warnings) rows.push(['warning', `${warning.code}: ${warning.message}`]);
      io.stdout(formatRows(rows));
    });
}
