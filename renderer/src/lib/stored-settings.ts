/**
 * Subscribes a `useSyncExternalStore` to a setting kept in localStorage: changes made in this window
 * announce themselves with the event `changed`, and other windows' changes come as `storage` events.
 */
export function subscribeToStored(changed: string): (callback: () => void) => () => void {
  return (callback) => {
    window.addEventListener(changed, callback);
    window.addEventListener('storage', callback);
    return () => {
      window.removeEventListener(changed, callback);
      window.removeEventListener('storage', callback);
    };
  };
}
