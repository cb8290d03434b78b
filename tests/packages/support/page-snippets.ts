/**
 * The code snippets of the Develop page and the tutorial pages, as a reader copies them: every fenced `ts`, `tsx`,
 * `js` and `jsx` block is written into the consumer app as its own module and all of them are type-checked in one
 * strict `tsc` run against the installed tarballs' declarations. A block's fence meta steers it:
 * `fragment` marks a deliberate piece of a larger file, which cannot compile alone (it uses the names of the file
 * around it): it must parse, and its imports are type-checked as a module of their own, so a renamed or removed
 * export still fails. `file=<path>` names the module the page tells the reader to create (so a later snippet's
 * relative import finds it). The store's own modules, which a consumer app does not have, are declared in
 * `store-stubs.ts`.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT, run, STRICT_REACT_APP, writeFiles } from './consumer-app';
import { STORE_STUBS } from './store-stubs';

/** The pages whose snippets must compile; each folder's pages share one project folder, so a tutorial step imports an earlier step's module. */
export const SNIPPET_PAGES = {
  develop: 'content/get-started/develop',
  tutorial: 'content/develop/tutorial',
  'graphql-tutorial': 'content/develop/graphql-tutorial',
} as const;

const CODE_LANGS = new Set(['ts', 'tsx', 'js', 'jsx']);

export interface PageSnippet {
  /** Page file and the line of its opening fence, as `content/...md:42`. */
  readonly where: string;
  /** Path of the module inside the project folder. */
  readonly file: string;
  readonly source: string;
  /** Whether the fence says `fragment`: then `source` holds the snippet's imports only, and `body` the whole of it. */
  readonly fragment: boolean;
  readonly body: string;
}

const SCRIPT_KINDS: Readonly<Record<string, ts.ScriptKind>> = {
  ts: ts.ScriptKind.TS,
  tsx: ts.ScriptKind.TSX,
  js: ts.ScriptKind.JS,
  jsx: ts.ScriptKind.JSX,
};

/** A fragment's import declarations, as a module of their own. */
function importsOf(source: string, lang: string): string {
  const file = ts.createSourceFile(`fragment.${lang}`, source, ts.ScriptTarget.ES2022, true, SCRIPT_KINDS[lang]);
  const imports = file.statements.filter(ts.isImportDeclaration).map((statement) => statement.getText(file));
  return `${[...imports, 'export {};'].join('\n')}\n`;
}

/** Syntax errors of a fragment, each as `<where>: <message>`. */
function syntaxErrors(snippet: PageSnippet): string[] {
  const lang = snippet.file.slice(snippet.file.lastIndexOf('.') + 1);
  const { diagnostics = [] } = ts.transpileModule(snippet.body, {
    fileName: `fragment.${lang}`,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return diagnostics.map((diagnostic) => `${snippet.where} (fragment) ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(join(REPO_ROOT, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(REPO_ROOT, path)).isDirectory()) return markdownFiles(path);
      return name.endsWith('.md') ? [path] : [];
    });
}

/** The code snippets of one page's Markdown; `page` names it in paths and errors. */
export function pageSnippets(page: string, markdown: string): PageSnippet[] {
  const snippets: PageSnippet[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```(\S*)\s*(.*)$/.exec(lines[index] ?? '');
    if (!open) continue;
    const [, indent = '', lang = '', meta = ''] = open;
    const start = index;
    const body: string[] = [];
    for (index += 1; index < lines.length && !/^\s*```\s*$/.test(lines[index] ?? ''); index += 1) {
      body.push((lines[index] ?? '').slice(indent.length));
    }
    if (!CODE_LANGS.has(lang)) continue;
    const words = meta.split(/\s+/).filter(Boolean);
    if (words.includes('example')) continue;
    const fragment = words.includes('fragment');
    const named = words.find((word) => word.startsWith('file='))?.slice('file='.length);
    if (named !== undefined && !new RegExp(`\\.${lang}$`).test(named)) {
      throw new Error(`${page}:${start + 1}: file=${named} must end in .${lang}, the fence's language`);
    }
    const slug = page
      .replace(/^content\//, '')
      .replace(/(\/index)?\.md$/, '')
      .replace(/\W+/g, '-');
    const source = body.join('\n');
    snippets.push({
      where: `${page}:${start + 1}`,
      file: named ?? `snippets/${slug}-L${start + 1}${fragment ? '.fragment' : ''}.${lang}`,
      source: fragment ? importsOf(source, lang) : source,
      fragment,
      body: source,
    });
  }
  return snippets;
}

/** Every snippet of the snippet pages, each under its page group's folder. */
export function allSnippets(): PageSnippet[] {
  return Object.entries(SNIPPET_PAGES).flatMap(([group, dir]) =>
    markdownFiles(dir).flatMap((page) =>
      pageSnippets(page, readFileSync(join(REPO_ROOT, page), 'utf8')).map((snippet) => ({ ...snippet, file: `${group}/${snippet.file}` })),
    ),
  );
}

/**
 * Writes the snippets and the store stubs into `<app>/page-snippets` and runs one strict `tsc` over them; returns
 * each error line with the page and line of the snippet it belongs to, and each fragment's syntax errors, [] when all
 * compile.
 */
export function snippetErrors(app: string, snippets: readonly PageSnippet[]): string[] {
  const dir = 'page-snippets';
  const byFile = new Map(snippets.map((snippet) => [snippet.file, snippet]));
  rmSync(join(app, dir), { recursive: true, force: true });
  writeFiles(join(app, dir), {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        ...STRICT_REACT_APP,
        lib: ['es2022', 'dom', 'dom.iterable'],
        allowJs: true,
        checkJs: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
        // The tutorial's own package, as its step 2 makes it a workspace of the store: a later step imports it by name.
        paths: { '@store/tutorial-anna-keller': ['./tutorial/packages/tutorial-anna-keller/src/index.ts'] },
      },
      include: ['**/*'],
    }),
    ...STORE_STUBS,
    ...Object.fromEntries(snippets.map((snippet) => [snippet.file, snippet.source])),
  });
  let output = '';
  try {
    run(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', dir], app);
  } catch (error) {
    output = String((error as { stdout?: string }).stdout);
  }
  const typeErrors = output
    .split('\n')
    .filter((line) => / error TS/.test(line))
    .map((line) => {
      const file = /^([^(]+)\(/.exec(line)?.[1] ?? '';
      const snippet = byFile.get(file.replace(`${dir}/`, ''));
      return snippet ? `${snippet.where} (${snippet.file}) ${line.slice(file.length)}` : line;
    });
  return [...snippets.filter((snippet) => snippet.fragment).flatMap(syntaxErrors), ...typeErrors];
}
