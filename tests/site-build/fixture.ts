/** Writes small content folders to a temporary directory for build tests. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const siteJson = readFileSync(resolve(import.meta.dirname, '../../content/site.json'), 'utf8');

export function page(front: Record<string, unknown>, body: string): string {
  const yaml = Object.entries(front)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value)}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}\n`;
}

const prose = 'Buttons start actions such as adding a product to the cart. '.repeat(3);

/** A valid content folder of a few pages, which each test then breaks in one way. */
export function validPages(): Record<string, string> {
  return {
    'components/button/design.md': page(
      { title: 'Button', isPublic: true, category: 'Actions', terms: ['CTA'], modifiedDate: '2026-10-14' },
      `${prose}\n\n## Usage\n\n${prose}\n\n### Sizes\n\nSee [Dialog](Components/Dialog) and [code](/components/button-code#usage).\n`,
    ),
    'components/button/code.md': page(
      { title: 'Button', isPublic: true, category: 'Actions', terms: ['CTA'] },
      `${prose}\n\n## Usage\n\n\`\`\`tsx\nimport { Button } from '@harbor/react';\n\`\`\`\n`,
    ),
    'components/dialog/design.md': page({ title: 'Dialog', isPublic: true, category: 'Overlays' }, `${prose}\n\n## Anatomy\n\n${prose}\n`),
    'components/dialog/secret/index.md': page({ title: 'Secret', description: 'Internal only.' }, `${prose}\n`),
  };
}

export function writeContent(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'harbor-content-'));
  writeFileSync(join(dir, 'site.json'), siteJson);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
