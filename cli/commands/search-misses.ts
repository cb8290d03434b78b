/**
 * `dsp search misses <log file…>` (docs/deploy.md, Search misses): counts the searches
 * that found nothing, from the server's log lines (JSON or text), most
 * frequent first, so authors know which synonyms or pages readers miss.
 */
import { readFileSync } from 'node:fs';
import { InvalidArgumentError, type Command } from 'commander';
import { countSearchMisses } from '../../core/search';
import { ExitCode, writeJson, type CliIO, type CommandState } from '../io';
import { jsonIssue } from '../json-issues';

interface MissesOptions {
  json: boolean;
  top?: number;
}

function topOption(value: string): number {
  if (!/^[1-9][0-9]{0,5}$/.test(value)) throw new InvalidArgumentError('expected a whole number from 1 to 999999');
  return Number(value);
}

export function registerSearchMissesCommand(search: Command, io: CliIO, state: CommandState): void {
  search
    .command('misses')
    .description('count the searches that found nothing, from server log files (docs/deploy.md, Search misses)')
    .argument('<log-file...>', 'server log files (JSON lines or text); other lines are ignored')
    .option('--top <n>', 'only the n most frequent terms', topOption)
    .option('--json', 'print { misses: [{ term, count }], total } as one JSON document', false)
    .addHelpText(
      'after',
      '\nExamples:\n  $ dsp search misses /var/log/harbor/server.log\n  $ dsp search misses a.log b.log --top 20 --json',
    )
    .action((files: string[], options: MissesOptions) => {
      const lines: string[] = [];
      const unreadable: { file: string; message: string }[] = [];
      for (const file of files) {
        try {
          lines.push(...readFileSync(file, 'utf8').split('\n'));
        } catch (error) {
          unreadable.push({ file, message: `${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` });
        }
      }
      if (unreadable.length > 0) {
        state.exitCode = ExitCode.invalid;
        if (options.json)
          writeJson(io, { issues: unreadable.map(({ message }) => jsonIssue({ code: 'log.unreadable', message }, '<log-file>')) });
        else for (const { message } of unreadable) io.stderr(`error: ${message}\n`);
        return;
      }
      const counted = countSearchMisses(lines);
      const misses = options.top === undefined ? counted : counted.slice(0, options.top);
      const total = counted.reduce((sum, miss) => sum + miss.count, 0);
      state.exitCode = ExitCode.valid;
      if (options.json) {
        writeJson(io, { misses, total });
        return;
      }
      if (counted.length === 0) {
        io.stdout('no search misses in the given logs\n');
        return;
      }
      const width = String(misses[0]?.count ?? 0).length;
      io.stdout(`${total} searches found nothing, ${counted.length} distinct terms\n`);
      for (const miss of misses) io.stdout(`${String(miss.count).padStart(width)}  ${miss.term}\n`);
    });
}
