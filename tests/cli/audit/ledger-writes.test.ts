/**
 * The ledger's writes (cli/audit/cookie-write-log.ts; docs/cli.md, Cookie
 * audit): every cookie, storage and IndexedDB write in order, a cookie
 * written to expire at once and a removed key counted as deletions.
 */
import { describe, expect, it } from 'vitest';
import { CookieWriteLog, ledgerWrites } from '../../../cli/audit/cookie-write-log';
import type { ReportedWrite } from '../../../cli/audit/page-write-recorder';

const PAGE = 'http://shop.localhost:8080/klaro';
const at = (line: number) => `Error\n    at ${PAGE}:${line}:1`;

describe('the ledger of writes', () => {
  it('keeps every write in order, deletions included, with its store and writer', () => {
    const log = new CookieWriteLog();
    const writes: ReportedWrite[] = [
      { api: 'document.cookie', text: '_gcl_au=1.1.1; path=/; max-age=7776000', stack: at(7) },
      { api: 'indexedDB', text: 'ads-visitor', stack: at(13) },
      { api: 'localStorage', text: 'cart', stack: at(14) },
      { api: 'localStorage', text: 'cart', op: 'delete', stack: at(15) },
      { api: 'document.cookie', text: '_gcl_au=; path=/; max-age=0', stack: at(16) },
      { api: 'document.cookie', text: '_old=; expires=Thu, 01 Jan 1970 00:00:00 GMT', stack: at(17) },
    ];
    for (const write of writes) log.addScriptWrite(write, PAGE);
    const ledger = ledgerWrites(log, 0, []);
    expect(ledger.map((write) => [write.store, write.name, write.op, write.source?.kind === 'script' ? write.source.line : null])).toEqual([
      ['cookie', '_gcl_au', 'set', 7],
      ['indexedDB', 'ads-visitor', 'set', 13],
      ['local', 'cart', 'set', 14],
      ['local', 'cart', 'delete', 15],
      ['cookie', '_gcl_au', 'delete', 16],
      ['cookie', '_old', 'delete', 17],
    ]);
    expect(ledger[1]).toMatchObject({ where: 'http://shop.localhost:8080', source: { api: 'indexedDB' } });
  });

  it('times each write from load and from the latest click before it', () => {
    const log = new CookieWriteLog();
    const before = Date.now();
    log.addScriptWrite({ api: 'sessionStorage', text: 'seen', stack: at(3) }, PAGE);
    const [write] = ledgerWrites(log, before - 250, [before - 100, before + 60_000]);
    expect(write?.msAfterLoad).toBeGreaterThanOrEqual(250);
    expect(write?.msAfterClick).toBeGreaterThanOrEqual(100);
    expect(write?.msAfterClick).toBeLessThan(60_000);
  });
});
