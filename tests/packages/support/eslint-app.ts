/**
 * ESLint with @harbor/eslint-config, set up as the Develop page says (its `eslint.config.js` block, taken from the
 * Markdown), run for real in the consumer app on a few TypeScript and JSX files: what each file is told.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, run, writeFiles } from './consumer-app';
import { DEVELOP_PAGE } from './develop-page';

/** The Develop page's one `js` block that imports @harbor/eslint-config: the app's eslint.config.js. */
export function developPageEslintConfig(): string {
  const markdown = readFileSync(join(REPO_ROOT, DEVELOP_PAGE), 'utf8');
  const blocks = [...markdown.matchAll(/^```js\n([\s\S]*?)^```$/gm)]
    .map((match) => match[1] ?? '')
    .filter((block) => block.includes("from '@harbor/eslint-config'"));
  if (blocks.length !== 1) throw new Error(`${DEVELOP_PAGE} has ${blocks.length} js blocks importing @harbor/eslint-config; expected 1`);
  return blocks[0] ?? '';
}

/** An app's own files: deep imports of Harbor and a Radix import, and a clean module with types and JSX. */
export const LINTED_FILES = {
  'src/deep-imports.tsx': `import { Button } from '@harbor/react/src/button';
import type { ButtonProps } from '@harbor/react/dist/button/Button.js';

export const Buy = (props: ButtonProps) => <Button {...props}>Kaufen</Button>;
`,
  'src/radix.ts': `import * as Dialog from '@radix-ui/react-dialog';

export const Root: unknown = Dialog.Root;
`,
  'src/checkout.tsx': `import { Button, type ButtonProps } from '@harbor/react';

export function Checkout({ variant = 'primary' }: { variant?: ButtonProps['variant'] }) {
  return <Button variant={variant}>Weiter zur Kasse</Button>;
}
`,
} as const;

export interface LintMessage {
  readonly ruleId: string | null;
  readonly line: number;
  readonly severity: number;
  readonly message: string;
}

/** `eslint --format json src` in `<app>/lint-app`: each file (path inside the folder) with its messages. */
export function lintApp(app: string): Record<string, LintMessage[]> {
  const root = join(app, 'lint-app');
  writeFiles(root, { 'eslint.config.js': developPageEslintConfig(), ...LINTED_FILES });
  let output: string;
  try {
    output = run(process.execPath, [join(app, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', 'src'], root);
  } catch (error) {
    // ESLint exits with 1 when it reports an error; its JSON is still on stdout.
    output = String((error as { stdout?: string }).stdout ?? '');
    if (!output.startsWith('[')) throw error;
  }
  const results = JSON.parse(output) as { filePath: string; messages: LintMessage[] }[];
  return Object.fromEntries(
    results.map((result) => [
      result.filePath.slice(root.length + 1),
      result.messages.map(({ ruleId, line, severity, message }) => ({ ruleId, line, severity, message })),
    ]),
  );
}
