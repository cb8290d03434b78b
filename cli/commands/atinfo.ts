/**
 * `dsp atinfo <value>`: decode an `.atinfo` cookie value (SPEC §3 Access-token
 * info, §5) as the store reads it.
 */
import type { Command } from 'commander';
import { parseAccessTokenInfo, type AccessTokenInfo } from '../../core/atinfo';
import { ExitCode, formatRows, writeJson, type CliIO, type CommandState } from '../io';
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
      state.exitCode = atInfo === null ? ExitCode.invalid : ExitCode.valid;
      // The SPEC §8 log line goes to stderr so --json output stays one document.
      for (const message of log) io.stderr(`${message}\n`);
      if (options.json) {
        writeJson(io, { atInfo });
        return;
      }
      if (atInfo === null) {
        io.stdout(
          'atInfo  invalid: treated as absent (SPEC §5: createdAt and expiresAt must be non-zero numbers, trustLevel low or normal)\n',
        );
        return;
      }
      io.stdout(formatRows(describeAtInfo(atInfo)));
    });
}
