/** The per-request variables the server's middleware sets on the Hono context. */
import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { RequestViewer } from './request-viewer';

export interface AppEnv {
  Variables: RequestIdVariables & SecureHeadersVariables & { viewer: RequestViewer };
}
