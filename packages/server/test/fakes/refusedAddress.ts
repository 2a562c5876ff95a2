/**
 * An address nothing listens on, for "the service cannot be reached" tests.
 *
 * A port borrowed from the system and released again can be taken by another process before the
 * test connects (an e2e app or a fake server of another test file), and the test then reaches a
 * live server. Port 2 on a loopback address of its own cannot be: binding a port below 1024 takes
 * privileges nothing on the machine uses for it, every 127.x.y.z address is this machine's
 * loopback (the connection is refused at once, as on an offline machine), and a fresh address per
 * call keeps anything keyed by host (circuit breakers, caches) apart between tests. Port 2, not 9:
 * fetch refuses its "bad ports" (9 among them) before it tries to connect.
 */
import { randomInt } from 'node:crypto';

export function refusedBaseUrl(): string {
  return `http://127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}:2`;
}
