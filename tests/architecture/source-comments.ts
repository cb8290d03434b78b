/**
 * The comments of the repository's source files, read with the TypeScript compiler API so that a `//` inside a
 * string, a template or a regular expression is not taken for a comment. CSS files have only block comments.
 * Used by the guards on what comments say (comment-history) and which paths they name (documented-paths).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The folders whose source files the comment guards read, plus the root config files. */
export const COMMENTED_FOLDERS = [
  'core',
  'server',
  'viewer',
  'site-build',
  'cli',
  'ui',
  'bench',
  'scripts',
  'dev-server',
  'tokens',
  'icons',
  'motion',
  'testing',
  'eslint-config',
  'tests',
] as const;

const scriptExtension = /\.(?:ts|tsx|mts|cts|mjs|cjs|js)$/;
const commentedExtension = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|css)$/;

/** The tracked source files (repository-relative) under COMMENTED_FOLDERS and the root config files; generated and ignored files are left out. */
export function commentedSourceFiles(root: string): string[] {
  const tracked = execFileSync('git', ['ls-files', '-z', '--', ...COMMENTED_FOLDERS, 'vitest*.config.ts', 'vite.config.ts'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return tracked
    .split('\0')
    .filter((path) => commentedExtension.test(path) && !path.endsWith('.d.ts') && !path.includes('/fixtures/'))
    .sort();
}

export interface SourceComment {
  readonly line: number;
  readonly text: string;
}

/** Syntax kinds whose text is a literal: a comment marker inside one is not a comment. */
const literalKinds = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * Every comment of a script (with its first line number), in source order: the parser finds the literals (strings,
 * templates, regular expressions, JSX text), which are blanked out, and what is left is read for comment markers.
 */
function scriptComments(fileName: string, source: string): SourceComment[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : /\.[mc]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, kind);
  const text = source.split('');
  const visit = (node: ts.Node): void => {
    if (literalKinds.has(node.kind)) {
      for (let i = node.getStart(file); i < node.end; i++) if (text[i] !== '\n') text[i] = ' ';
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  const masked = text.join('');
  return [...masked.matchAll(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: file.getLineAndCharacterOfPosition(match.index).line + 1,
    text: source.slice(match.index, match.index + match[0].length),
  }));
}

/** Every block comment of a style sheet. */
function styleComments(source: string): SourceComment[] {
  return [...source.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: source.slice(0, match.index).split('\n').length,
    text: match[0],
  }));
}

/** The comments of one file's text, by its name's extension. */
export function commentsOf(fileName: string, source: string): SourceComment[] {
  return scriptExtension.test(fileName) ? scriptComments(fileName, source) : styleComments(source);
}

/**
 * The comments of the repository files whose text matches `prefilter` anywhere (a superset of the files whose
 * comments can match it): parsing every file would cost seconds, reading them costs milliseconds.
 */
export function commentsMatching(root: string, files: readonly string[], prefilter: RegExp): Map<string, SourceComment[]> {
  const found = new Map<string, SourceComment[]>();
  for (const path of files) {
    const source = readFileSync(join(root, path), 'utf8');
    prefilter.lastIndex = 0;
    if (prefilter.test(source)) found.set(path, commentsOf(path, source));
  }
  return found;
}
