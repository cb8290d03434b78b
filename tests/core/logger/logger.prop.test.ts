import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClientLogger, suppressionReason } from '../../../core/logger';
import type { LogEntry } from '../../../core/logger';
import { anyText } from '../search/arbitrary-text';

const message = fc.oneof(
  fc.constantFrom('a', 'b', `${'x'.repeat(200)}1`, `${'x'.repeat(200)}2`, 'status code 0', ''),
  fc.string({ maxLength: 5 }),
  anyText,
);
// Increments of a monotonic clock (performance.now()), often within the window.
const step = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 }), fc.integer({ min: 900, max: 1100 }));

describe('§8 client logger (properties)', () => {
  it('never throws on arbitrary messages and user agents', () => {
    fc.assert(
      fc.property(anyText, anyText, (text, userAgent) => {
        void suppressionReason(text, userAgent);
        const logger = createClientLogger({ level: 'ALL', sink: () => {}, now: () => 0, userAgent });
        logger.error(text);
        logger.log(text);
      }),
    );
  });

  it('never forwards two identical 200-character prefixes within 1 second', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(message, step), { maxLength: 60 }), (calls) => {
        const forwarded: LogEntry[] = [];
        let clock = 0;
        const sink = (entry: LogEntry) => void forwarded.push(entry);
        const logger = createClientLogger({ level: 'ALL', sink, now: () => clock });
        for (const [text, delta] of calls) {
          clock += delta;
          logger.warn(text);
        }
        const lastSeen = new Map<string, number>();
        for (const entry of forwarded) {
          const prefix = entry.message.slice(0, 200);
          const previous = lastSeen.get(prefix);
          if (previous !== undefined) expect(entry.time - previous).toBeGreaterThanOrEqual(1000);
          lastSeen.set(prefix, entry.time);
        }
      }),
    );
  });

  it('forwards exactly what a plain reference model forwards (pruning loses nothing)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(message, step), { maxLength: 60 }), (calls) => {
        const forwarded: string[] = [];
        let clock = 0;
        const sink = (entry: LogEntry) => void forwarded.push(entry.message);
        const logger = createClientLogger({ level: 'ALL', sink, now: () => clock });
        const expected: string[] = [];
        const lastForwarded = new Map<string, number>();
        for (const [text, delta] of calls) {
          clock += delta;
          logger.info(text);
          // The model: never forgets, compares by the §8 rule directly.
          if (suppressionReason(text) !== null) continue;
          const previous = lastForwarded.get(text.slice(0, 200));
          if (previous !== undefined && clock - previous < 1000) continue;
          lastForwarded.set(text.slice(0, 200), clock);
          expected.push(text);
        }
        expect(forwarded).toEqual(expected);
      }),
    );
  });
});
