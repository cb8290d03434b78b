/**
 * Each page's last commit date (site-build/content-fs.ts): read from `git log` once per commit checked out and kept
 * under node_modules/.cache/harbor-dates, so a dev server's start does not walk the whole history again. A new commit
 * must give the new dates, never the kept ones. A real repository in the temp folder, with fixed commit dates.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readContentTree } from '../../site-build/content-fs';

const repo = mkdtempSync(join(tmpdir(), 'harbor-commit-dates-'));
const content = join(repo, 'content');
mkdirSync(content);

afterAll(() => rmSync(repo, { recursive: true, force: true }));

function commit(file: string, text: string, date: string): void {
  writeFileSync(join(content, file), text);
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.invalid',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.invalid',
    GIT_AUTHOR_DATE: `${date}T12:00:00Z`,
    GIT_COMMITTER_DATE: `${date}T12:00:00Z`,
  };
  execFileSync('git', ['add', '.'], { cwd: repo, env });
  execFileSync('git', ['commit', '-q', '-m', file], { cwd: repo, env });
}

describe('the pages’ last commit dates', () => {
  it('are read per commit: the same dates from the kept answer, the new ones after a commit', () => {
    execFileSync('git', ['init', '-q'], { cwd: repo });
    commit('a.md', '# A\n', '2024-03-01');
    commit('b.md', '# B\n', '2024-04-02');
    const first = readContentTree(content).commitDates;
    expect(Object.fromEntries(first)).toEqual({ 'a.md': '2024-03-01', 'b.md': '2024-04-02' });
    expect(Object.fromEntries(readContentTree(content).commitDates)).toEqual(Object.fromEntries(first));

    commit('a.md', '# A, edited\n', '2025-05-03');
    expect(Object.fromEntries(readContentTree(content).commitDates)).toEqual({ 'a.md': '2025-05-03', 'b.md': '2024-04-02' });
  });

  it('are none outside a repository', () => {
    const outside = mkdtempSync(join(tmpdir(), 'harbor-no-git-'));
    try {
      writeFileSync(join(outside, 'a.md'), '# A\n');
      expect(readContentTree(outside).commitDates.size).toBe(0);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
