import { networkInterfaces } from 'node:os';

/** This PC's IPv4 addresses on a network (loopback left out), in the system's order: what others can reach it at. */
export function thisPcAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => entry?.address ?? '');
}
