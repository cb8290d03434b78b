/**
 * Architecture guard: the search API's request and response types live in
 * core (core/search/search-response.ts, search-request.ts) and the viewer,
 * the server, the CLI and the tests import them. A type of the same name, or
 * any search response, result or filter type declared elsewhere, would be a
 * second copy free to drift from what the server sends.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFilesUnder } from './import-graph';

const root = resolve(import.meta.dirname, '../..');
const contractFiles = ['core/search/search-response.ts', 'core/search/search-request.ts'];
const searchShape = /^Search\w*(?:Response|Result|Meta|Filter|Query|Request|Highlight)s?$/;

/** Names of the interfaces and type aliases a file declares. */
export function declaredTypes(source: string): string[] {
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) names.push(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

describe('architecture: the search API types have one home, in core', () => {
  const contract = new Set(contractFiles.flatMap((file) => declaredTypes(readFileSync(join(root, file), 'utf8'))));
  const files = ['viewer', 'server', 'cli', 'site-build', 'tests']
    .flatMap((folder) => sourceFilesUnder(join(root, folder)))
    .filter((file) => !file.endsWith('search-contract.test.ts'));

  it('reads the contract', () => {
    for (const name of ['SearchResponse', 'SearchResult', 'AvailableFilter', 'SearchQuery', 'SearchRequest'])
      expect(contract).toContain(name);
  });

  it('is declared nowhere else: the viewer, the server, the CLI and the tests import it', () => {
    const copies = files.flatMap((file) =>
      declaredTypes(readFileSync(file, 'utf8'))
        .filter((name) => contract.has(name) || searchShape.test(name))
        .map((name) => `${relative(root, file)} declares ${name}`),
    );
    expect(copies).toEqual([]);
  });

  it('imports it in the viewer search client', () => {
    expect(readFileSync(join(root, 'viewer/search/search-api.ts'), 'utf8')).toMatch(
      /import type \{ SearchResponse \} from '\.\.\/\.\.\/core\/search'/,
    );
  });

  it('would report a looser copy of the response in the viewer', () => {
    const copy = 'interface SearchApiResponse { results: { tab?: string | null }[] }\ntype SearchResult = { url: string };';
    expect(declaredTypes(copy).filter((name) => contract.has(name) || searchShape.test(name))).toEqual([
      'SearchApiResponse',
      'SearchResult',
    ]);
  });
});
