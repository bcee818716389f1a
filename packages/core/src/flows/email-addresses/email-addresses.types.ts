import type { AccountUpdateEvent } from '../shared/account-section';
import type { ContactListContext, ContactListInput } from '../contact-list';

export type EmailAddressesInput = ContactListInput;

/**
 * The section's context: a contact list's (`flows/contact-list`). `adding.address` is the address
 * being added, as typed (kept after a failure), with the code's method once sent; `removing`, the
 * id of the address whose removal is being confirmed or made; `fieldError`, the new address's
 * (its format, or the server's refusal of it).
 */
export type EmailAddressesContext = ContactListContext;

export type EmailAddressesEvent =
  | { type: 'email.add' }
  | { type: 'email.change'; email: string }
  /** Sends a code to the typed address (`otps.email.send`); the code entered adds it. */
  | { type: 'email.submit' }
  /** Back to the address while its code is awaited (to fix a typo). */
  | { type: 'email.edit' }
  | { type: 'email.remove'; emailId: string }
  | { type: 'remove.confirm' }
  /** Leaves an addition, a removal being confirmed, or a step-up. */
  | { type: 'change.cancel' }
  | { type: 'request.retry' }
  | AccountUpdateEvent;

/** A change the section makes through sensitive-change. */
export type EmailChange = { kind: 'send'; email: string; expirationMinutes: number; locale?: string } | { kind: 'remove'; emailId: string };
