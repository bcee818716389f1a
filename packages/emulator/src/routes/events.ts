import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { DomainError } from '../domain/errors';
import { isJsonObject, readJsonArray } from '../http/body';
import { ok } from '../http/envelope';
import type { SdkEventError } from '../store';
import { recordEvents } from '../use-cases/events';

const MAX_EVENTS_PER_BATCH = 100;

const optional = <T>(value: unknown, check: (v: unknown) => v is T): T | undefined => (check(value) ? value : undefined);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';

/**
 * SDK telemetry (protocol §1.10): a JSON array of `{telemetry, event: {public_token, event_name,
 * details, error_code?, error_description?, http_status_code?}}`, sent without credentials.
 */
export function eventRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => {
    const batch = await readJsonArray(c);
    if (batch.length > MAX_EVENTS_PER_BATCH) {
      throw new DomainError('invalid', 'bad_request', `At most ${MAX_EVENTS_PER_BATCH} events can be sent at once.`);
    }
    const events = batch.map((item, index) => {
      const event = isJsonObject(item) ? item.event : undefined;
      if (!isJsonObject(event) || typeof event.event_name !== 'string' || event.event_name === '') {
        throw new DomainError('invalid', 'bad_request', `Event ${index} must look like {"event": {"event_name": "…", "details": {…}}}.`);
      }
      const error: SdkEventError = {
        error_code: optional(event.error_code, isString),
        error_description: optional(event.error_description, isString),
        http_status_code: optional(event.http_status_code, isNumber),
      };
      const hasError = Object.values(error).some((value) => value !== undefined);
      return {
        name: event.event_name,
        details: event.details ?? null,
        public_token: optional(event.public_token, isString) ?? null,
        error: hasError ? error : null,
      };
    });
    recordEvents(ctx, events);
    return ok(c);
  });

  return routes;
}
