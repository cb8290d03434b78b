/** Public names of the access-token info rules (SPEC §3, §5, §8). */
export {
  parseAccessTokenInfo,
  ATINFO_PARSE_FAILURE_MESSAGE,
  DEFAULT_TRUST_LEVEL,
} from './access-token-info';
export type { AccessTokenInfo, ParseAccessTokenInfoOptions, TrustLevel } from './access-token-info';
export { derivePersonalizationStatus } from './personalization-status';
export type { PersonalizationStatus } from './personalization-status';
export { ATINFO_FIELDS, ATINFO_SPEC_LINE, explainAccessTokenInfo } from './explain-access-token-info';
export type { AccessTokenInfoExplanation } from './explain-access-token-info';
