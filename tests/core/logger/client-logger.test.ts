import { describe, expect, it } from 'vitest';
import { DUPLICATE_PREFIX_LENGTH, DUPLICATE_WINDOW_MS, PAYMENT_APP_USER_AGENT_MARKER, createClientLogger } from '../../../core/logger';
import type { LogEntry, LogLevelName } from '../../../core/logger';

function setup(level: LogLevelName = 'ALL', userAgent?: string) {
  const entries: LogEntry[] = [];
  let clock = 0;
  const logger = createClientLogger({
    level,
    sink: (entry) => entries.push(entry),
    now: () => clock,
    ...(userAgent === undefined ? {} : { userAgent }),
  });
  return {
    logger,
    entries,
    at: (time: number) => {
      clock = time;
    },
  };
}

describe('§9 client logger levels', () => {
  it('forwards messages at or above the level', () => {
    const { logger, entries } = setup('WARN');
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
    expect(entries.map((e) => `${e.level}:${e.message}`)).toEqual(['WARN:w', 'ERROR:e']);
  });

  it('forwards nothing when OFF', () => {
    const { logger, entries } = setup('OFF');
    logger.error('e');
    expect(entries).toEqual([]);
  });

  it('logs at ERROR through log(), the shape other modules take', () => {
    const { logger, entries } = setup('ERROR');
    const log: (message: string) => void = logger.log;
    log('Failed to parse atInfo cookie');
    expect(entries).toEqual([{ level: 'ERROR', message: 'Failed to parse atInfo cookie', time: 0 }]);
  });
});

describe('§8 client logger suppression', () => {
  it.each(['', 'console error: x', 'status code 0', 'Script error.', 'Request timed out', 'Empty reason'])('drops %j', (message) => {
    const { logger, entries } = setup();
    logger.error(message);
    expect(entries).toEqual([]);
  });

  it("drops serialiser failures only from the payment app's user agent", () => {
    const app = setup('ALL', `Mozilla/5.0 ${PAYMENT_APP_USER_AGENT_MARKER}/1.0`);
    app.logger.error('Converting circular structure to JSON');
    expect(app.entries).toEqual([]);
    const browser = setup('ALL', 'Mozilla/5.0');
    browser.logger.error('Converting circular structure to JSON');
    expect(browser.entries).toHaveLength(1);
  });
});

describe('§8 duplicate messages within 1 second', () => {
  it('compares the first 200 characters within 1000 ms', () => {
    expect([DUPLICATE_PREFIX_LENGTH, DUPLICATE_WINDOW_MS]).toEqual([200, 1000]);
  });

  it('drops a repeat at 999 ms and forwards it at 1000 ms', () => {
    const { logger, entries, at } = setup();
    logger.error('Checkout failed');
    at(999);
    logger.error('Checkout failed');
    at(1000);
    logger.error('Checkout failed');
    expect(entries.map((e) => e.time)).toEqual([0, 1000]);
  });

  it('does not let dropped repeats extend the window', () => {
    const { logger, entries, at } = setup();
    for (const time of [0, 500, 900, 1000, 1400, 2000]) {
      at(time);
      logger.error('again');
    }
    expect(entries.map((e) => e.time)).toEqual([0, 1000, 2000]);
  });

  it('treats messages with the same first 200 characters as identical', () => {
    const { logger, entries } = setup();
    const head = 'x'.repeat(200);
    logger.error(`${head} first`);
    logger.error(`${head} second`);
    expect(entries.map((e) => e.message)).toEqual([`${head} first`]);
  });

  it('keeps messages that differ within the first 200 characters', () => {
    const { logger, entries } = setup();
    logger.error(`${'x'.repeat(199)}a tail`);
    logger.error(`${'x'.repeat(199)}b tail`);
    expect(entries).toHaveLength(2);
  });

  it('compares across levels', () => {
    const { logger, entries } = setup();
    logger.warn('same');
    logger.error('same');
    expect(entries.map((e) => e.level)).toEqual(['WARN']);
  });

  it('does not count a message dropped by the level filter', () => {
    const { logger, entries } = setup('WARN');
    logger.info('same');
    logger.warn('same');
    expect(entries.map((e) => e.level)).toEqual(['WARN']);
  });
});
