/** The SDK's telemetry events (`POST /sdk/v1/events`), kept for the control API. */
import type { EmulatorContext } from '../context';
import type { SdkEvent } from '../store';

/** Stores a batch of events, already read from the request, at the emulator clock's now, in one transaction. */
export function recordEvents(ctx: EmulatorContext, events: readonly Omit<SdkEvent, 'id' | 'created_at'>[]): void {
  const now = ctx.clock.now();
  ctx.store.transaction(() => events.forEach((event) => ctx.store.events.add({ ...event, created_at: now })));
}
