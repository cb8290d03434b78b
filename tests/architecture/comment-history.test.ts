/**
 * Comments say why, not when (docs/style.md, "Comments and documentation"): they keep reasons, sources and limits,
 * and leave the story of how the code got here to Git, the changelogs and docs/decisions/. A figure with the date or
 * hour it was taken goes stale with the next change, and so does a narrated before-and-after or a reference to a
 * stage of work a newcomer cannot look up. This guard reads every comment of the source folders and the root config
 * files and fails on those phrasings; a figure that is a reason (a limit, a budget) is written as that limit.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentedSourceFiles, commentsMatching, commentsOf } from './source-comments';

const root = resolve(import.meta.dirname, '../..');

/** Code in a comment, backticked or single-quoted: an example value (a date a parser reads, a changelog heading), not a claim. */
const quoted = /`[^`\n]*`|(?<!\w)'[^'\n]*'(?!\w)/g;
const months =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';

/** What a comment may not say, each with the name a failure reports. */
const phrasings: readonly [RegExp, string][] = [
  [/\b20\d\d-[01]\d-[0-3]\d\b/, 'a date'],
  [
    new RegExp(`\\b(?:measured|profiled|benchmarked|timed)\\b(?:\\s+[\\w-]+){0,3}\\s+(?:on|at)\\s+(?:\\d|(?:${months})\\b)`, 'i'),
    'a measurement with its date or hour',
  ],
  [/\bstop\s+\d+\b/i, 'a reference to a numbered stop'],
  [/(?<!\b(?:is|are|be|been|being|recently)\s+)\bused to\b/i, 'used to'],
  [/\bused before\b/i, 'used before'],
  [/\bno longer\b/i, 'no longer'],
  [/\bany ?more\b/i, 'any more'],
  [/\bpreviously\b/i, 'previously'],
  [/\bbefore this change\b/i, 'before this change'],
  [/\bthe issue's\b/i, "the issue's (a tracker entry a reader cannot look up)"],
];

/** A superset of the files whose comments can match: a file without any of these words is not parsed. */
const prefilter =
  /20\d\d-[01]\d-[0-3]\d|measured|profiled|benchmarked|timed|stop\s+\d|used to|used before|no longer|any ?more|previously|before this change|the issue's/i;

/** Phrasings kept on purpose, by file, each with its reason (a quotation of the SPEC, say); empty while no comment needs one. */
const allowed: readonly { readonly file: string; readonly phrasing: string; readonly reason: string }[] = [];

/** The phrasings one comment uses, each with the line it is on. */
export function historyIn(comment: string, firstLine = 1): string[] {
  const found: string[] = [];
  const lines = comment.split('\n');
  // Joined with the next line too, so a phrase a line break splits ("no\n * longer") is still read.
  lines.forEach((line, index) => {
    const text = line.replace(quoted, '');
    const withNext = `${text} ${(lines[index + 1] ?? '').replace(/^\s*(?:\*|\/\/)\s?/, '').replace(quoted, '')}`;
    for (const [pattern, name] of phrasings) {
      if (pattern.test(text) || (pattern.test(withNext) && !pattern.test((lines[index + 1] ?? '').replace(quoted, '')))) {
        found.push(`line ${firstLine + index}: ${name}: ${line.trim()}`);
      }
    }
  });
  return [...new Set(found)];
}

describe('architecture: comments say why, not when', () => {
  const files = commentedSourceFiles(root);
  const commented = commentsMatching(root, files, prefilter);

  it('reads the source folders and the root config files', () => {
    for (const path of ['core/search/search-engine.ts', 'server/answer-cache.ts', 'bench/run.ts', 'vitest.config.ts', 'ui/tabs/Tabs.tsx']) {
      expect(files).toContain(path);
    }
    expect(files.length).toBeGreaterThan(500);
  });

  it('no comment carries a dated figure, a numbered stop or a story of what the code used to do', () => {
    const problems = [...commented].flatMap(([file, comments]) =>
      comments
        .flatMap((comment) => historyIn(comment.text, comment.line))
        .filter((problem) => !allowed.some((entry) => entry.file === file && problem.includes(`: ${entry.phrasing}: `)))
        .map((problem) => `${file} ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('would report each phrasing, and leaves quoted examples and plain uses alone', () => {
    const flagged = [
      '// 0.29 ms and 28.3 %, measured side by side on 2026-11-26.',
      '/** p95 2.85 ms, measured at 01:01 on a loaded machine. */',
      '// What stop 35 found.',
      '// Every request used to rebuild the navigation.',
      '/* quality 2 (used before) */',
      '// Texts no document has any more are forgotten.',
      '/**\n * A file the build no\n * longer writes.\n */',
      "// The issue's requirement: every path resolves.",
    ];
    for (const comment of flagged) expect(historyIn(comment), comment).not.toEqual([]);
    const kept = [
      "/** formatModifiedDate('2026-03-05') // '5.3.2026' */",
      '/** Dated headings: `## 0.2.0 (2026-11-26)`. */',
      '// The hash is used to key the cache; the least recently used entry goes first.',
      '// Numbers from 1 to 10; a budget of 3 ms, measured on the shipped content.',
      '/** The issue shape every command prints. */',
    ];
    for (const comment of kept) expect(historyIn(comment), comment).toEqual([]);
  });

  it('reads comments, not strings, templates or regular expressions', () => {
    const source = "const a = 'no longer'; const b = `stop 35`; const c = /used to/; // a plain comment\n/* stop 2 */";
    expect(commentsOf('file.ts', source).map((comment) => comment.text)).toEqual(['// a plain comment', '/* stop 2 */']);
    expect(commentsOf('file.tsx', 'export const A = () => <div>{/* no longer */}https://x</div>;').map((comment) => comment.text)).toEqual([
      '/* no longer */',
    ]);
  });
});
