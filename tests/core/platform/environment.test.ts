import { describe, expect, it } from 'vitest';
import { environmentFromName, parseEnvironment } from '../../../core/platform';

describe('§9 environments', () => {
  it.each([
    ['DEV', 'dev'],
    ['TEST', 'test'],
    ['PRODUCTION', 'prod'],
  ] as const)('%s maps to %s', (name, env) => {
    expect(environmentFromName(name)).toBe(env);
    expect(parseEnvironment(name)).toEqual({ ok: true, value: env });
  });
});

describe('§8 unknown environment name', () => {
  it.each(['', 'dev', 'PROD', 'STAGING', ' DEV', 'toString', '__proto__'])("throws 'Unknown environment: %s'", (name) => {
    expect(() => environmentFromName(name)).toThrow(new Error(`Unknown environment: ${name}`));
  });

  it("returns an 'environment.unknown' issue from the result form", () => {
    expect(parseEnvironment('STAGING')).toEqual({
      ok: false,
      issues: [{ code: 'environment.unknown', message: 'Unknown environment: STAGING' }],
    });
  });
});
