/**
 * The mail scanner (setting `mail_scanner`): what security gateways (Safe Links, Mimecast, a
 * headless Chrome) do to mail before the user sees it, opening its links. The emulator's outbox
 * acts as one so an end-to-end test can show that the user's link still works after the scanner.
 *
 * This is infrastructure, injected into the emulator's context (`CreateAppOptions.mailScanner`):
 * the use cases only hand it a link. This module is browser-safe (it uses `fetch`); the Node
 * emulator adds a headless Chromium (`scanner/node-scanner.ts`).
 */
import type { MailScan, MailScanMode } from '../store';

/** What one visit found: the fields of a {@link MailScan} that the scanner fills in. */
export type LinkVisit = Pick<MailScan, 'outcome' | 'status' | 'finalUrl' | 'title' | 'error'>;

export interface MailScanner {
  /** Why `mode` cannot run here (a sentence for a settings error), or null when it can. */
  unavailable(mode: MailScanMode): Promise<string | null>;
  /** Opens `url` as `mode` says; never rejects (a failure is `outcome: 'failed'`). */
  visit(url: string, mode: MailScanMode): Promise<LinkVisit>;
  /** Ends the visits under way (they fail) and closes what the scanner holds (its browser). */
  close(): Promise<void>;
}

/** How long one link may take, from the request to a settled page. */
export const SCAN_TIMEOUT_MS = 10_000;
/** How much of a page the link checker reads (for its title); the rest is not downloaded. */
const MAX_BODY_BYTES = 1024 * 1024;
/** The link checker's User-Agent: a gateway names itself, and an app's logs can tell it from a person. */
export const SCANNER_USER_AGENT = 'Mozilla/5.0 (compatible; PorticoMailScanner/1.0; +https://github.com/portico-auth/portico)';

/** An error's message without the link, which may carry a token (never echoed to logs). */
export function visitError(error: unknown, url: string): string {
  const base = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${base}${cause}`.split(url).join('<link>').replace(/\s+/g, ' ').trim().slice(0, 300) || 'unknown error';
}

/** The `<title>` of an HTML page, whitespace collapsed; undefined when it has none. */
export function htmlTitle(html: string): string | undefined {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const title = match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return title ? title : undefined;
}

/** Reads up to `limit` bytes of a body as text, then stops the download. */
async function readStart(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, limit));
}

/**
 * A link checker's visit: `GET`, following redirects, reading the page (not running it). `signal`
 * ends it early (the emulator is stopping).
 */
export async function fetchVisit(url: string, signal?: AbortSignal): Promise<LinkVisit> {
  const timeout = AbortSignal.timeout(SCAN_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'follow',
      headers: { 'User-Agent': SCANNER_USER_AGENT, Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const html = (response.headers.get('Content-Type') ?? '').includes('html') ? await readStart(response, MAX_BODY_BYTES) : '';
    if (!html) await response.body?.cancel().catch(() => undefined);
    const title = htmlTitle(html);
    return { outcome: 'visited', status: response.status, finalUrl: response.url || url, ...(title ? { title } : {}) };
  } catch (error) {
    return { outcome: 'failed', error: timeout.aborted ? `no answer within ${SCAN_TIMEOUT_MS / 1000} s` : visitError(error, url) };
  }
}

/**
 * A scanner that only fetches links (the default of `createApp`, and browser mode's). `'browser'`
 * is refused with `browserUnavailable`.
 */
export function fetchOnlyScanner(browserUnavailable: string): MailScanner {
  const stopping = new AbortController();
  return {
    unavailable: (mode) => Promise.resolve(mode === 'browser' ? browserUnavailable : null),
    visit: (url, mode) => (mode === 'fetch' ? fetchVisit(url, stopping.signal) : Promise.resolve({ outcome: 'failed', error: browserUnavailable })),
    close: () => {
      stopping.abort();
      return Promise.resolve();
    },
  };
}

/**
 * Runs scans one at a time, each after the synchronous work that queued it (the transaction that
 * put the message in the outbox: a message rolled back is never scanned). `stop()` lets the scan
 * under way finish (its scanner is closed first, so it fails fast) and starts no other.
 */
export class ScanQueue {
  private tail: Promise<void> = Promise.resolve();
  private stopped = false;

  enqueue(task: () => Promise<void>): void {
    if (this.stopped) return;
    this.tail = this.tail
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => (this.stopped ? undefined : task()))
      .catch(() => undefined);
  }

  /** Resolves once every queued scan has ended. */
  idle(): Promise<void> {
    return this.tail;
  }

  stop(): Promise<void> {
    this.stopped = true;
    return this.tail;
  }
}
