import { lazy } from 'react';

/**
 * The configuration errors' alert (`./config-errors`, with its words), a chunk of its own that only
 * a config with errors fetches (rare: a host's mistake). One lazy component for Main's first paint
 * and the live Main: once the first paint has it, the live screen shows it without suspending
 * again, and a valid config's widget never requests it (`npm run size`, the bench's requests).
 */
export const ConfigErrors = lazy(() => import('./config-errors').then((module) => ({ default: module.ConfigErrors })));
