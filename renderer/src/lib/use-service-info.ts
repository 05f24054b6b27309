import { useQuery } from '@tanstack/react-query';
import { NO_SERVICE_INFO, offersExtension, type ServiceExtension, type ServiceInfo } from '../../../shared/api/service-info.js';
import { BridgeError, desktop } from './bridge.js';
import { queryKeys } from './query-keys.js';

/**
 * What the active connection's service says of itself. A service without `/service/info` (404)
 * offers no extensions; any other failure leaves the answer unknown, which offers none either:
 * the app never guesses (docs/service-behaviour.md, "Extensions of our service").
 */
export async function readServiceInfo(): Promise<ServiceInfo> {
  try {
    return (await desktop['service.info']({})).data;
  } catch (error) {
    if (error instanceof BridgeError && error.code === 'NOT_FOUND') return NO_SERVICE_INFO;
    throw error;
  }
}

/**
 * The service's version and extensions, read once per connection: switching connections drops
 * every query (use-connections.ts), so the next connection is asked anew.
 */
export function useServiceInfo() {
  return useQuery({ queryKey: queryKeys.serviceInfo, queryFn: readServiceInfo, staleTime: Infinity, gcTime: Infinity });
}

/** Whether the active connection's service offers `extension`; false until it has said so. */
export function useOffers(extension: ServiceExtension): boolean {
  return offersExtension(useServiceInfo().data, extension);
}
