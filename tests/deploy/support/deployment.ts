/**
 * The deployment under test: two replicas of the production build behind
 * nginx, as the "Deploying" section of docs/deploy.md describes. nginx connects from
 * 127.0.0.1 (proxy_bind) and the replicas trust only that address; the test
 * declares 127.0.0.2 a load balancer in front of nginx (set_real_ip_from),
 * so a reader behind it counts with the address it forwards. Replicas are
 * replaced in place (same port) to restart, crash or roll out a build.
 */
import { readFileSync } from 'node:fs';
import type { ContentBundle } from '../../../core/bundle';
import { startNginx, type Nginx } from './nginx';
import { buildForProduction, removeProductionBuild, type ProductionBuild } from './production-build';
import { startReplica, type Replica, type ReplicaSettings } from './replica';

/** What nginx's proxy_bind and the replicas' TRUSTED_PROXIES say. */
export const NGINX_ADDRESS = '127.0.0.1';
/** A load balancer in front of nginx, which nginx believes about the reader's address. */
export const LOAD_BALANCER_ADDRESS = '127.0.0.2';
/** An outsider connecting to nginx directly. */
export const OUTSIDER_ADDRESS = '127.0.0.3';
export const FIRST_BUILD_VERSION = '2026.11.24-1';

export interface Deployment {
  readonly build: ProductionBuild;
  readonly bundle: ContentBundle;
  readonly nginx: Nginx;
  /** The replica now running in each slot. */
  readonly replicas: Replica[];
  /** Stops a slot's replica with the signal and starts a new one on its port; returns how the old one ended. */
  readonly replace: (
    slot: number,
    signal: 'SIGTERM' | 'SIGKILL',
    changes?: Partial<Pick<ReplicaSettings, 'dataDir' | 'buildVersion'>>,
  ) => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly stop: () => Promise<void>;
}

export async function startDeployment(replicaCount: number): Promise<Deployment> {
  const build = await buildForProduction();
  const replicas: Replica[] = [];
  let nginx: Nginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(replicas.map((replica) => replica.stop('SIGKILL')));
    removeProductionBuild(build);
  };
  try {
    for (let slot = 0; slot < replicaCount; slot++) {
      replicas.push(
        await startReplica({
          build,
          dataDir: build.files.dataDir,
          buildVersion: FIRST_BUILD_VERSION,
          trustedProxies: `${NGINX_ADDRESS}/32`,
          port: 0,
        }),
      );
    }
    nginx = await startNginx({
      replicaPorts: replicas.map((replica) => replica.port),
      realIpFrom: [`${LOAD_BALANCER_ADDRESS}/32`],
      assetsDir: build.assetsDir,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const bundle = JSON.parse(readFileSync(`${build.files.dataDir}/content.json`, 'utf8')) as ContentBundle;
  return {
    build,
    bundle,
    nginx,
    replicas,
    replace: async (slot, signal, changes = {}) => {
      const old = replicas[slot];
      if (old === undefined) throw new Error(`no replica in slot ${slot}`);
      const ended = await old.stop(signal);
      replicas[slot] = await startReplica({ ...old.settings, ...changes, port: old.port });
      return ended;
    },
    stop,
  };
}
