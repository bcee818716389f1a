/**
 * Sending a message: it goes into the outbox, and, when the project's mail scanner is on
 * (`mail_scanner`), is held there until the scanner has visited its links, so the user (a test
 * reading `GET /emulator/outbox`, or the inbox page) never sees it before the scanner did.
 */
import type { EmulatorContext } from '../context';
import { messageLinks } from '../domain/message-links';
import type { MailScan, OutboxMessage } from '../store';

/**
 * Puts a message in the outbox. Synchronous, for use inside the transaction that issues its code
 * or link; a scan, when one is due, starts after that transaction (a message rolled back is never
 * scanned).
 */
export function deliverMessage(ctx: EmulatorContext, message: Omit<OutboxMessage, 'scans'>): void {
  const mode = ctx.settings.mail_scanner;
  if (mode === 'off' || messageLinks(message).length === 0) {
    ctx.store.outbox.add(message);
    return;
  }
  ctx.store.outbox.add(message, { heldForScan: mode });
  ctx.mailScans.enqueue(() => scanHeldMessage(ctx, message.id));
}

/** Visits a held message's links one after the other, records the visits and delivers it. */
async function scanHeldMessage(ctx: EmulatorContext, id: string): Promise<void> {
  const held = ctx.store.outbox.held(id);
  if (!held) return; // deleted (outbox cleared, emulator reset) meanwhile
  const { message, mode } = held;
  const scans: MailScan[] = [];
  for (const url of messageLinks(message)) {
    const at = ctx.clock.now();
    const visit = await ctx.mailScanner.visit(url, mode);
    scans.push({ url, mode, at, ...visit });
  }
  ctx.store.outbox.finishScan(id, scans);
}

/**
 * Delivers the messages whose scan never ended (the emulator stopped during it, with a database
 * file), each with a failed visit per link, so none stays held for ever. Run when the app starts.
 */
export function releaseUnfinishedScans(ctx: EmulatorContext): void {
  const { store } = ctx;
  const now = ctx.clock.now();
  store.transaction(() => {
    for (const id of store.outbox.heldIds()) {
      const held = store.outbox.held(id);
      if (!held) continue;
      const scans = messageLinks(held.message).map(
        (url): MailScan => ({ url, mode: held.mode, at: now, outcome: 'failed', error: 'the emulator stopped before this scan ended' }),
      );
      store.outbox.finishScan(id, scans);
    }
  });
}
