import { integer, json, text, textOrNull, type Row, type Sqlite } from './sqlite';

export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

/** How a mail scanner opens links (setting `mail_scanner`): a link checker's GET, or a browser that renders the page. */
export type MailScanMode = 'fetch' | 'browser';

/** One link of a message as the mail scanner visited it (`scans` in the outbox's JSON). */
export interface MailScan {
  url: string;
  mode: MailScanMode;
  /** When the visit started (emulator clock, epoch ms). */
  at: number;
  /** `visited`: the scanner got an answer (whatever its status); `failed`: it got none (the error says why). */
  outcome: 'visited' | 'failed';
  /** The HTTP status of the last answer (after redirects). */
  status?: number;
  /** Where the redirects ended. */
  finalUrl?: string;
  /** The page's title, when it had one. */
  title?: string;
  error?: string;
}

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
  /** The mail scanner's visits of the message's links, once its scan has finished; `[]` when it was not scanned. */
  scans: MailScan[];
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
  scans: json<MailScan[]>(row, 'scans'),
});

/**
 * Messages the emulator "sent". A message whose links a mail scanner is to visit first is held
 * (`held_for_scan`: the scan's mode; schema version 13): the outbox's lists leave it out until
 * `finishScan`.
 */
export class OutboxRepository {
  constructor(private readonly db: Sqlite) {}

  /** Stores a message; with `heldForScan`, held until its scan (in that mode) ends. */
  add(message: Omit<OutboxMessage, 'scans'>, options: { heldForScan?: MailScanMode } = {}): void {
    this.db.run(
      `INSERT INTO outbox (id, channel, sender, recipient, subject, body, code, link, created_at, held_for_scan)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
        options.heldForScan ?? null,
      ],
    );
  }

  /** Newest first, without messages held for their scan; `to` matches the recipient exactly, ignoring case (emails are stored lowercased). */
  list(filter: { to?: string } = {}): OutboxMessage[] {
    const rows =
      filter.to === undefined
        ? this.db.all('SELECT * FROM outbox WHERE held_for_scan IS NULL ORDER BY seq DESC')
        : this.db.all('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE AND held_for_scan IS NULL ORDER BY seq DESC', [filter.to]);
    return rows.map(toMessage);
  }

  /** A message held for its scan, with the scan's mode, or undefined (unknown, deleted, or delivered already). */
  held(id: string): { message: OutboxMessage; mode: MailScanMode } | undefined {
    const row = this.db.get('SELECT * FROM outbox WHERE id = ? AND held_for_scan IS NOT NULL', [id]);
    return row && { message: toMessage(row), mode: text(row, 'held_for_scan') as MailScanMode };
  }

  /** The ids of the messages held for their scan, oldest first. */
  heldIds(): string[] {
    return this.db.all('SELECT id FROM outbox WHERE held_for_scan IS NOT NULL ORDER BY seq').map((row) => text(row, 'id'));
  }

  /** Records a held message's scan and delivers it; false when it is no longer held. */
  finishScan(id: string, scans: MailScan[]): boolean {
    return this.db.run('UPDATE outbox SET held_for_scan = NULL, scans = ? WHERE id = ? AND held_for_scan IS NOT NULL', [JSON.stringify(scans), id]) > 0;
  }

  clear(): number {
    return this.db.run('DELETE FROM outbox');
  }
}
