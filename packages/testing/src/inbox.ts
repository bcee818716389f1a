/**
 * The emulator's outbox as a test reads it: wait for the newest email, SMS or WhatsApp message to
 * an address, with its text, its passcode and its link.
 */
import type { Channel, InboxMessage } from './emulator';

export interface LatestOptions {
  /** Only messages of this channel (or these): `email`, `sms`, `whatsapp`. Any when left out. */
  channel?: Channel | Channel[];
  /**
   * Wait until at least this many messages (of the channel) went to the address, then return the
   * newest: a second sign-in asks for `count: 2`, so it never reads the first one's code.
   */
  count?: number;
  /** How long to wait, in ms (default 20 s: a mail scanner's visit may come first on a busy machine). */
  timeout?: number;
}

export interface InboxSource {
  messages(to?: string): Promise<InboxMessage[]>;
}

const channels = (channel: LatestOptions['channel']): Channel[] | null => (channel === undefined ? null : Array.isArray(channel) ? channel : [channel]);

const describeChannels = (wanted: Channel[] | null): string =>
  wanted === null ? 'email, SMS or WhatsApp message' : wanted.map((channel) => (channel === 'email' ? 'email' : channel === 'sms' ? 'SMS' : 'WhatsApp message')).join(' or ');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Inbox {
  constructor(
    private readonly source: InboxSource,
    private readonly defaults: { timeout: number } = { timeout: 20_000 },
  ) {}

  /** Every message sent to `to` so far, newest first (no waiting). */
  async all(to: string, options: Pick<LatestOptions, 'channel'> = {}): Promise<InboxMessage[]> {
    const wanted = channels(options.channel);
    const messages = await this.source.messages(to);
    return wanted === null ? messages : messages.filter((message) => wanted.includes(message.channel));
  }

  /**
   * The newest message sent to `to` (an email address, or a phone number in E.164), once there
   * are at least `count` (default 1). A message the mail scanner is still visiting is not there
   * yet: it arrives once the scan ends, as it would for the user. Rejects after `timeout`.
   */
  async latest(to: string, options: LatestOptions = {}): Promise<InboxMessage> {
    const { count = 1, timeout = this.defaults.timeout } = options;
    if (!Number.isInteger(count) || count < 1) throw new TypeError(`inbox.latest: count must be a whole number, 1 or more (got ${count}).`);
    const deadline = Date.now() + timeout;
    let seen: InboxMessage[] = [];
    for (;;) {
      seen = await this.all(to, options);
      const newest = seen[0];
      if (newest && seen.length >= count) return newest;
      if (Date.now() >= deadline) break;
      await sleep(100);
    }
    const what = describeChannels(channels(options.channel));
    throw new Error(
      `inbox.latest: ${count === 1 ? `no ${what}` : `fewer than ${count} ${what}s`} to ${to} after ${timeout / 1000} s ` +
        `(${seen.length} so far). Did the page send it to this emulator?`,
    );
  }
}
