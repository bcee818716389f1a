import { integer, json, text, textOrNull, type Row, type Sqlite } from './sqlite';

export interface SdkEventError {
  error_code?: string;
  error_description?: string;
  http_status_code?: number;
}

export interface SdkEvent {
  id: number;
  name: string;
  details: unknown;
  public_token: string | null;
  error: SdkEventError | null;
  created_at: number;
}

const toEvent = (row: Row): SdkEvent => ({
  id: integer(row, 'seq'),
  name: text(row, 'name'),
  details: json(row, 'details'),
  public_token: textOrNull(row, 'public_token'),
  error: row.error === null ? null : json(row, 'error'),
  created_at: integer(row, 'created_at'),
});

/** Telemetry events the SDK posts to `/sdk/v1/events`, kept so tests can assert on them. */
export class EventsRepository {
  constructor(private readonly db: Sqlite) {}

  add(event: Omit<SdkEvent, 'id'>): void {
    this.db.run('INSERT INTO events (name, details, public_token, error, created_at) VALUES (?, ?, ?, ?, ?)', [
      event.name,
      JSON.stringify(event.details ?? null),
      event.public_token,
      event.error === null ? null : JSON.stringify(event.error),
      event.created_at,
    ]);
  }

  /** Newest first. */
  list(): SdkEvent[] {
    return this.db.all('SELECT * FROM events ORDER BY seq DESC').map(toEvent);
  }

  clear(): number {
    return this.db.run('DELETE FROM events');
  }
}
