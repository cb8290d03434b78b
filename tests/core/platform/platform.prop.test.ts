import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monitoringEnvironment, parseEnvironment } from '../../../core/platform';
import { anyText } from '../search/arbitrary-text';

describe('§8 §9 platform (properties)', () => {
  it('parsing an environment never throws, and only the three names are known', () => {
    fc.assert(
      fc.property(anyText, (name) => {
        const result = parseEnvironment(name);
        expect(result.ok).toBe(['DEV', 'TEST', 'PRODUCTION'].includes(name));
      }),
    );
  });

  it('the monitoring environment is prod exactly for www. hosts', () => {
    fc.assert(
      fc.property(anyText, (host) => {
        expect(monitoringEnvironment(host) === 'prod').toBe(host.toLowerCase().startsWith('www.'));
      }),
    );
  });
});
