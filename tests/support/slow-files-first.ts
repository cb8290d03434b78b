/**
 * Vitest's file order for `npm test`: the slowest files first, so the run does not end with one long file on one
 * worker while the others idle. Vitest orders by the durations of its last run, which a clean clone (CI) does not
 * have; there it would start the largest files, and a short file can be a slow one. The durations recorded in
 * test-durations.json (seconds, files of 3 s or more) stand in until Vitest has its own; refresh them after a full
 * run with `node scripts/record-test-durations.mjs`. A stale figure changes only the order, never a result.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const RECORDED: Readonly<Record<string, number>> = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));

export class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const lastRun = (file: TestSpecification) => cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`);
    const ordered = await super.sort(files);
    // Vitest knows every file from its last run: its order (failed files first, then the longest) stands.
    if (files.every((file) => lastRun(file) !== undefined)) return ordered;
    const seconds = (file: TestSpecification): number =>
      (lastRun(file)?.duration ?? 1000 * (RECORDED[relative(root, file.moduleId)] ?? 0)) / 1000;
    // A stable sort: files of equal (or no) recorded time keep Vitest's order.
    return ordered.sort((a, b) => seconds(b) - seconds(a));
  }
}
