/** BENCHMARKS.md's "Beside VitePress" section: our figures and VitePress's on the same pages, from one run. */
import type { BenchResults } from './bench-results';
import type { Spread } from './stats';

const range = (s: Spread | null | undefined, unit = '') => (s === null || s === undefined ? '—' : `${s.median}${unit} (${s.min}–${s.max})`);
const table = (head: readonly string[], rows: readonly (readonly (string | number)[])[]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

export function vitepressSection(r: BenchResults): string[] {
  const v = r.vitepress;
  if (v === undefined) return [];
  const rows = v.bytes.map((theirs) => {
    const ourBytes = r.bytes.pages.find((page) => page.page === theirs.page);
    const ourLighthouse = r.lighthouse.pages.find((page) => page.page === theirs.page);
    const theirLighthouse = v.lighthouse.find((page) => page.page === theirs.page);
    return [
      `${theirs.page} (\`${ourBytes?.path ?? '?'}\` / \`${theirs.path}\`)`,
      `${ourBytes?.js.gzipKb ?? '—'} / ${theirs.jsGzipKb}`,
      `${range(ourLighthouse?.scores.performance)} / ${range(theirLighthouse?.performance)}`,
      `${range(ourLighthouse?.tbtMs)} / ${range(theirLighthouse?.tbtMs)}`,
    ];
  });
  const loop = r.authorLoop?.shipped;
  return [
    '### Beside VitePress',
    '',
    `VitePress ${v.version} (installed on demand into a cache folder) builds the same ${v.pages} public pages (${v.privateLeftOut} private pages left out), adapted only as bench/vitepress.ts says; its output is served precompressed from 127.0.0.1 and measured by the same code as ours: first-load JS as in section 4, Lighthouse as in section 5. \`vitepress build\`: ${v.buildSeconds === null ? '—' : `${v.buildSeconds} s`}. Ours / VitePress:`,
    '',
    table(['Page', 'first-load JS KB gzip', 'Lighthouse performance', 'TBT ms'], rows),
    '',
    table(
      ['Dev server, shipped content', 'ours', 'VitePress'],
      [
        ['start to the first page answered, s', loop?.firstPageSeconds ?? '—', range(v.devFirstPageSeconds)],
        ['save to visible, ms (median, min–max)', range(loop?.visibleMs), range(v.editToVisibleMs)],
        ['reloads', loop?.reloads ?? '—', v.reloads ?? '—'],
      ],
    ),
    '',
    ...(v.problems.length === 0 ? [] : ['Not measured:', '', ...v.problems.map((problem) => `- ${problem}`), '']),
  ];
}
