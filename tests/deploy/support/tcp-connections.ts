/**
 * The TCP connections between 127.0.0.1 and the replicas, read from the
 * kernel's table (/proc/net/tcp, Linux), open or closing (TIME_WAIT): a test
 * counts how many connections nginx opened to the replicas for a number of
 * requests, which tells whether it keeps them alive.
 */
import { readFileSync } from 'node:fs';

/** 127.0.0.1 as /proc/net/tcp writes it: the address's bytes in the machine's (little-endian) order. */
const LOOPBACK_HEX = '0100007F';

/** One entry per connection between 127.0.0.1 and one of the replicas' ports: the port at nginx's end. */
export function connectionsTo(replicaPorts: readonly number[]): Set<number> {
  const peers = new Set<number>();
  const wanted = new Set(replicaPorts);
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const [, local, remote] = line.trim().split(/\s+/);
    const [localAddress, localPort] = (local ?? '').split(':');
    const [remoteAddress, remotePort] = (remote ?? '').split(':');
    if (localAddress !== LOOPBACK_HEX || remoteAddress !== LOOPBACK_HEX) continue;
    const [ours, theirs] = [Number.parseInt(localPort ?? '', 16), Number.parseInt(remotePort ?? '', 16)];
    // Each connection shows twice, from each end; nginx's end is the one whose peer is a replica.
    if (wanted.has(theirs)) peers.add(ours);
    else if (wanted.has(ours)) peers.add(theirs);
  }
  return peers;
}
