/** Public names of the documentation-site authorization rules (SPEC §6, §9). */
export {
  decideAuthorization,
  testCookieName,
  ACCESS_TOKEN_COOKIE_NAMES,
} from './decide-authorization';
export type {
  AuthorizationDecision,
  AuthorizationInput,
  AuthorizationOverride,
  AuthorizationReason,
} from './decide-authorization';
export { hasAuthorizedCgid, AUTHORIZED_CGIDS } from './access-token-cgid';
export { decodeJwtPayload } from './jwt-payload';
export { decodeBase64Url } from './base64url';
export { resolveClientAddress, DEFAULT_TRUSTED_PROXIES } from './client-address';
export type { ClientAddressInput } from './client-address';
export { isPrivateNetworkAddress, PRIVATE_NETWORKS } from './private-network';
export { parseCidr, cidrContains } from './cidr';
export type { Cidr } from './cidr';
export { parseIpAddress, formatIpAddress } from './ip-address';
export type { IpAddress } from './ip-address';
export { parseIpv4, formatIpv4 } from './ipv4';
export { parseIpv6, formatIpv6 } from './ipv6';
export { explainAuthorization } from './explain-authorization';
export type { AccessTokenExplanation, AuthorizationExplanation, ForwardedForExplanation, RuleExplanation } from './explain-authorization';
