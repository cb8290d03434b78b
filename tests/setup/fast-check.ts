/**
 * Sets how many cases every fast-check property runs: 1,000 in `npm test`,
 * FC_NUM_RUNS (100,000 in `npm run test:deep`) when given.
 */
import fc from 'fast-check';

const fromEnv = Number.parseInt(process.env['FC_NUM_RUNS'] ?? '', 10);
export const propertyRuns = Number.isSafeInteger(fromEnv) && fromEnv > 0 ? fromEnv : 1_000;

fc.configureGlobal({ numRuns: propertyRuns });
