/** `/emulator/faults`: add, list and remove injected faults (JSON, no credentials). */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import { readJsonObject, type JsonObject } from '../http/body';
import { controlError } from '../http/envelope';
import { FAULT_MODES, MAX_FAULT_PATTERN_LENGTH, type FaultInput, type FaultMode } from '../http/faults';

const FIELDS = ['path', 'method', 'mode', 'status', 'error_type', 'error_message', 'delay_ms', 'count', 'retry_after_seconds'] as const;
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'];
const ERROR_TYPE = /^[a-z0-9_]{1,100}$/;
const MAX_DELAY_MS = 120_000;
/** A day: the longest `Retry-After` an error fault may carry. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

const invalid = (message: string) => controlError(400, 'invalid_fault', message);

function integerField(body: JsonObject, field: string, min: number, max: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalid(`${field} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)}).`);
  }
  return value;
}

function defaultErrorType(status: number): string {
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'internal_server_error' : 'bad_request';
}

function readFault(body: JsonObject): FaultInput {
  const unknown = Object.keys(body).find((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown !== undefined) throw invalid(`Unknown field "${unknown}" (known fields: ${FIELDS.join(', ')}).`);
  const { path, mode } = body;
  if (typeof path !== 'string' || !/^[/*]/.test(path)) {
    throw invalid('path must be a path pattern starting with "/" or "*", e.g. "/sdk/v1/otps/*" ("*" matches any characters).');
  }
  if (path.length > MAX_FAULT_PATTERN_LENGTH) {
    throw invalid(`path must be at most ${MAX_FAULT_PATTERN_LENGTH} characters (got ${path.length}).`);
  }
  if (path === '/emulator' || path.startsWith('/emulator/')) throw invalid('Faults do not apply to the control API (/emulator/*).');
  if (typeof mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(mode)) {
    throw invalid(`mode must be one of ${FAULT_MODES.map((m) => `"${m}"`).join(', ')}.`);
  }
  let method: string | null = null;
  if (body.method !== undefined && body.method !== null) {
    if (typeof body.method !== 'string' || !METHODS.includes(body.method.toUpperCase())) {
      throw invalid(`method must be one of ${METHODS.join(', ')} (or left out for any method).`);
    }
    method = body.method.toUpperCase();
  }
  const faultMode = mode as FaultMode;
  const onlyFor = (field: string, modes: FaultMode[]) => {
    if (body[field] !== undefined && !modes.includes(faultMode)) throw invalid(`${field} applies only to ${modes.join(' and ')} faults.`);
  };
  onlyFor('status', ['error', 'malformed']);
  onlyFor('error_type', ['error']);
  onlyFor('error_message', ['error']);
  onlyFor('delay_ms', ['delay']);
  onlyFor('retry_after_seconds', ['error']);
  const status =
    faultMode === 'malformed' ? (integerField(body, 'status', 200, 299) ?? 200) : (integerField(body, 'status', 400, 599) ?? 500);
  const errorType = body.error_type ?? defaultErrorType(status);
  if (typeof errorType !== 'string' || !ERROR_TYPE.test(errorType)) throw invalid('error_type must be a snake_case error type like "internal_server_error".');
  const message = body.error_message;
  if (message !== undefined && typeof message !== 'string') throw invalid('error_message must be a string.');
  const delay = integerField(body, 'delay_ms', 1, MAX_DELAY_MS);
  if (faultMode === 'delay' && delay === undefined) throw invalid(`A delay fault needs delay_ms (1 to ${MAX_DELAY_MS}).`);
  return {
    path,
    method,
    mode: faultMode,
    status: faultMode === 'error' || faultMode === 'malformed' ? status : 0,
    error_type: faultMode === 'error' ? errorType : '',
    error_message: faultMode === 'error' ? (message ?? '') : '',
    delay_ms: delay ?? null,
    count: integerField(body, 'count', 1, 1_000_000) ?? null,
    retry_after_seconds: integerField(body, 'retry_after_seconds', 0, MAX_RETRY_AFTER_SECONDS) ?? null,
  };
}

export function controlFaultRoutes(ctx: EmulatorContext): Hono {
  const routes = new Hono();

  routes.post('/', async (c) => c.json(ctx.faults.add(readFault(await readJsonObject(c)), ctx.clock.now()), 201));
  routes.get('/', (c) => c.json({ faults: ctx.faults.list() }));
  routes.delete('/', (c) => c.json({ deleted: ctx.faults.clear() }));
  routes.delete('/:id', (c) => {
    const id = c.req.param('id');
    if (!ctx.faults.remove(id)) throw controlError(404, 'fault_not_found', `No fault has the id ${id}.`);
    return c.json({ deleted: 1 });
  });

  return routes;
}
