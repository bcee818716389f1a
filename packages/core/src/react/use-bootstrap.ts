import { useEffect, useState } from 'react';
import type { BootstrapData } from '../client';
import { useAuthClient } from './auth-client-provider';

/** The project's settings (spec §3 bootstrap data): the cached ones at once, fresh ones when loaded. */
export function useBootstrap(): BootstrapData {
  const client = useAuthClient('useBootstrap');
  const [bootstrap, setBootstrap] = useState(() => client.bootstrap.getSync());
  useEffect(() => {
    const controller = new AbortController();
    void client.bootstrap.load({ signal: controller.signal }).then((fresh) => {
      if (!controller.signal.aborted) setBootstrap(fresh);
    });
    return () => controller.abort();
  }, [client]);
  return bootstrap;
}
