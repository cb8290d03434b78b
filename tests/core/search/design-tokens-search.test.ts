/**
 * "token" finds the Foundations page Design tokens first, for every reader:
 * anonymous, internal (who may also see the access-token pages of Develop)
 * and in dev mode, over the shipped content.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { shippedContentFiles } from '../../support/shipped-content-cache';
import { createSearchEngine, type SearchEngine, type SearchIndex, type SearchSection } from '../../../core/search';

const BUILD_TIMEOUT_MS = 240_000;
let engine: SearchEngine;

beforeAll(async () => {
  const index = JSON.parse((await shippedContentFiles(process.cwd())).searchIndexText) as SearchIndex;
  const sections = (JSON.parse(readFileSync('content/site.json', 'utf8')) as { sections: SearchSection[] }).sections;
  engine = createSearchEngine(index, sections);
}, BUILD_TIMEOUT_MS);

describe('search: the Design tokens page answers "token"', () => {
  it.each([
    ['an anonymous reader', { isAuthorized: false, isDevMode: false }],
    ['an internal reader', { isAuthorized: true, isDevMode: false }],
    ['an internal reader in dev mode', { isAuthorized: true, isDevMode: true }],
  ])('ranks it first for %s', (_reader, viewer) => {
    for (const term of ['token', 'tokens', 'design token']) {
      const response = engine.search({ term, limit: 10, filters: [], ...viewer });
      expect(response.results[0]?.path, term).toBe('/foundations/design-tokens');
    }
  });
});
