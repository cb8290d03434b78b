/** Public names of the portal server: the app factory, its configuration and the Node start-up. */
export { createApp, NO_STORE, IMMUTABLE_ASSET } from './app';
export type { AppConfig, AppOptions } from './app';
export { parseServerConfig, checkServerSetting, DEFAULT_PORT, DEFAULT_HOST } from './config';
export type { ServerConfig, AccessTokenVerification, AccessTokenAlgorithm } from './config';
export { startServer, SERVER_LIMITS, DEFAULT_CLIENT_DIR } from './start-server';
export type { RunningServer, StartServerOptions } from './start-server';
export { createServerLog } from './server-log';
export type { ServerLog } from './server-log';
