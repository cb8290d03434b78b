/**
 * The fence languages the build accepts (README, Content), apart from the highlighter
 * so that checking a fence does not load Shiki.
 */
import type { BundledLanguage } from 'shiki';

export const GRAMMARS: BundledLanguage[] = [
  'tsx',
  'typescript',
  'javascript',
  'jsx',
  'css',
  'scss',
  'bash',
  'json',
  'jsonc',
  'graphql',
  'html',
  'yaml',
  'diff',
  'markdown',
];
const ALIASES = ['ts', 'js', 'sh', 'shell', 'md'];
export const PLAIN = ['text', 'txt', 'plaintext'];

/** Every fence language the build accepts. */
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set([...GRAMMARS, ...ALIASES, ...PLAIN]);
