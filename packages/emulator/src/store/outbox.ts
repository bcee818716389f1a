import { integer, text, textOrNull, type Row, type Sqlite } from './sqlite';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutboxMessage {
  id: string;
  channel: OutboxChannel;
  /** The sender address for email (`no-reply@<first email domain>`); null for SMS and WhatsApp. */
  from: string | null;
  /** The email address or E.164 phone number the message went to. */
  to: string;
  subject: string | null;
  body: string;
  code: string | null;
  link: string | null;
  created_at: number;
}

const toMessage = (row: Row): OutboxMessage => ({
  id: text(row, 'id'),
  channel: text(row, 'channel') as OutboxChannel,
  from: textOrNull(row, 'sender'),
  to: text(row, 'recipient'),
  subject: textOrNull(row, 'subject'),
  body: text(row, 'body'),
  code: textOrNull(row, 'code'),
  link: textOrNull(row, 'link'),
  created_at: integer(row, 'created_at'),
});

export class OutboxRepository {
  constructor(private readonly db: Sqlite) {}

  add(message: OutboxMessage): void {
    this.db.run(
      `INSERT INTO outbox (id, channel, sender, recipient, subject, body, code, link, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        message.id,
        message.channel,
        message.from,
        message.to,
        message.subject,
        message.body,
        message.code,
        message.link,
        message.created_at,
      ],
    );
  }

  /** Newest first; `to` matches the recipient exactly, ignoring case (emails are stored lowercased). */
  list(filter: { to?: string } = {}): OutboxMessage[] {
    const rows =
      filter.to === undefined
        ? this.db.all('SELECT * FROM outbox ORDER BY seq DESC')
        : this.db.all('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY seq DESC', [filter.to]);
    return rows.map(toMessage);
  }

  clear(): number {
    return this.db.run('DELETE FROM outbox');
  }
}
