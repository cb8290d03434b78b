/**
 * A Shiki regex engine that compiles each distinct TextMate pattern once
 * (docs/performance.md: build budgets). The stock Oniguruma engine compiles a rule's whole
 * pattern list into a new scanner for every grammar rule, and the rules of a
 * grammar share most of their patterns: on the shipped content that is about
 * ten compilations of each distinct pattern, about half of Shiki's time.
 *
 * Here every pattern gets a one-pattern Oniguruma scanner, and a rule's
 * scanner asks them in order, keeping the earliest match and, at equal
 * positions, the first pattern. That is the search vscode-oniguruma itself runs
 * for lines of 1,000 bytes or more (src/onig.cc, findNextOnigScannerMatch),
 * interchangeable with the regex-set search it uses for shorter lines, and so
 * is its cache: a pattern's last result on the same line stays valid for a
 * later start position until the start passes the match, unless the pattern
 * uses \G, which anchors at the start position.
 */
import type { PatternScanner, RegexEngine, RegexEngineString } from 'shiki/types';

type Match = ReturnType<PatternScanner['findNextMatchSync']>;

interface CompiledPattern {
  readonly scanner: PatternScanner;
  readonly anchorsAtStart: boolean;
  // The last search: on which line, from where, with which options, and what it found.
  line: string | RegexEngineString | null;
  from: number;
  options: number;
  found: Match;
}

/** This module's file, part of the highlight cache's key (highlight-cache.ts). */
export const SHARED_PATTERN_ENGINE_URL = import.meta.url;

export function createSharedPatternEngine(oniguruma: RegexEngine): RegexEngine {
  const compiled = new Map<string, CompiledPattern>();
  const compile = (pattern: string | RegExp): CompiledPattern => {
    const source = typeof pattern === 'string' ? pattern : pattern.source;
    let entry = compiled.get(source);
    if (entry === undefined) {
      // onig.cc's hasGAnchor: any backslash followed by G turns the cache off.
      entry = {
        scanner: oniguruma.createScanner([source]),
        anchorsAtStart: source.includes('\\G'),
        line: null,
        from: 0,
        options: 0,
        found: null,
      };
      compiled.set(source, entry);
    }
    return entry;
  };

  const search = (entry: CompiledPattern, line: string | RegexEngineString, start: number, options: number): Match => {
    const { found } = entry;
    if (
      !entry.anchorsAtStart &&
      entry.line === line &&
      entry.options === options &&
      entry.from <= start &&
      (found === null || (found.captureIndices[0]?.start ?? -1) >= start)
    ) {
      return found;
    }
    const result = entry.scanner.findNextMatchSync(line, start, options);
    if (!entry.anchorsAtStart) {
      entry.line = line;
      entry.from = start;
      entry.options = options;
      entry.found = result;
    }
    return result;
  };

  return {
    createString: (text) => oniguruma.createString(text),
    createScanner(patterns) {
      const entries = patterns.map(compile);
      return {
        findNextMatchSync(line, start, options = 0) {
          let best: Match = null;
          let bestIndex = -1;
          let bestStart = 0;
          for (let index = 0; index < entries.length; index += 1) {
            const found = search(entries[index] as CompiledPattern, line, start, options);
            if (found === null) continue;
            const at = found.captureIndices[0]?.start ?? 0;
            if (best === null || at < bestStart) {
              best = found;
              bestIndex = index;
              bestStart = at;
            }
            // Nothing can match before the start position.
            if (at === start) break;
          }
          return best === null ? null : { index: bestIndex, captureIndices: best.captureIndices };
        },
      };
    },
  };
}
