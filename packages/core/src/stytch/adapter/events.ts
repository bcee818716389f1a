import type { AuthClient, TelemetryEvent } from '../../client';
import type { AdapterContext } from './context';

/** `events`: telemetry, through the client's own network client (never breaking a flow). */
export function createEvents({ internals }: AdapterContext): AuthClient['events'] {
  return {
    log: (event: TelemetryEvent) => {
      try {
        internals().networkClient?.logEvent({ name: event.name, details: event.details ?? {} });
      } catch {
        // Telemetry never breaks a flow.
      }
    },
  };
}
