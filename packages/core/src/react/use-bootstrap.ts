import { useEffect, useState } from 'react';
import type { BootstrapData } from '../client';
import { DEFAULT_BOOTSTRAP } from '../client/default-bootstrap';
import { useAuthClient } from './auth-client-provider';
import { useHydrating } from './use-hydrating';

/**
 * The project's settings (spec §3 bootstrap data): the cached ones at once, fresh ones when loaded.
 * On the server and while hydrating, the defaults: the cache is the browser's, read once hydrated.
 */
export function useBootstrap(): BootstrapData {
  const client = useAuthClient('useBootstrap');
  const hydrating = useHydrating();
  const [bootstrap, setBootstrap] = useState(() => (hydrating ? DEFAULT_BOOTSTRAP : client.bootstrap.getSync()));
  const [readCacheOnMount] = useState(hydrating);
  useEffect(() => {
    if (readCacheOnMount) setBootstrap(client.bootstrap.getSync());
    const controller = new AbortController();
    void client.bootstrap.load({ signal: controller.signal }).then((fresh) => {
      if (!controller.signal.aborted) setBootstrap(fresh);
    });
    return () => controller.abort();
  }, [client, readCacheOnMount]);
  return bootstrap;
}
