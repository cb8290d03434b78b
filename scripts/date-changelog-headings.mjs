// Dates the release headings Changesets just wrote: `## 0.2.0` becomes `## 0.2.0 (2026-11-26)` in the
// CHANGELOG.md of every workspace, so each entry has its version and the day it was released (the portal's
// Changelog sections and `dsp components` show both). Headings that carry a date already are left alone.
//
//   node scripts/date-changelog-headings.mjs [YYYY-MM-DD]   (default: today, UTC)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const date = process.argv[2] ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new Error(`the release date must be YYYY-MM-DD, got "${date}"`);
const { workspaces } = JSON.parse(readFileSync('package.json', 'utf8'));
for (const workspace of workspaces) {
  const file = join(workspace, 'CHANGELOG.md');
  if (!existsSync(file)) continue;
  const text = readFileSync(file, 'utf8');
  const dated = text.replace(/^## (\d+\.\d+\.\d+(?:-[\w.]+)?)[ \t]*$/gm, `## $1 (${date})`);
  if (dated !== text) {
    writeFileSync(file, dated);
    process.stdout.write(`dated ${file}\n`);
  }
}
