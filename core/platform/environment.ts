/**
 * The deployment environment named by configuration (SPEC §8 "Unknown
 * environment name", §9 "Environments").
 */

import { fail, ok } from '../result';
import type { Result } from '../result';
import { unknownEnvironmentMessage } from '../errors/developer-errors';

/** SPEC §9: DEV, TEST, PRODUCTION map to dev, test, prod. */
export type Environment = 'dev' | 'test' | 'prod';
export type EnvironmentName = 'DEV' | 'TEST' | 'PRODUCTION';

/**
 * Reads an environment name as a result; the name must be spelled exactly
 * (upper case, no spaces: decision, configuration is not typed by hand).
 *
 * @example
 * parseEnvironment('PRODUCTION') // { ok: true, value: 'prod' }
 * parseEnvironment('staging') // { ok: false, issues: [{ code: 'environment.unknown', message: 'Unknown environment: staging' }] }
 */
export function parseEnvironment(name: string): Result<Environment> {
  // A switch, not an object lookup: 'toString' or '__proto__' must be unknown.
  switch (name) {
    case 'DEV':
      return ok('dev');
    case 'TEST':
      return ok('test');
    case 'PRODUCTION':
      return ok('prod');
    default:
      return fail({ code: 'environment.unknown', message: unknownEnvironmentMessage(name) });
  }
}

/**
 * Maps an environment name to its environment, throwing Error('Unknown
 * environment: {env}') for any other name (SPEC §8).
 *
 * @example
 * environmentFromName('DEV') // 'dev'
 */
export function environmentFromName(name: string): Environment {
  const result = parseEnvironment(name);
  if (!result.ok) throw new Error(unknownEnvironmentMessage(name));
  return result.value;
}
