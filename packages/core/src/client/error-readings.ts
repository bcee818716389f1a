import type { ErrorReading } from './consumer-errors';

/**
 * How to read any other `error_type` a consumer flow can meet (consumer-errors.ts: `configuration`,
 * `own`, or the known type whose words say the same): a module of its own, loaded on demand. Apart
 * from `auth-error.ts`, which a widget's first load does not carry (issue 41).
 */
export const loadErrorReadings = (): Promise<(type: string) => ErrorReading | undefined> =>
  import('./consumer-errors').then((module) => module.readingOf);
