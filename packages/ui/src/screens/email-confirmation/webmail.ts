import type { MessageKey } from '../../messages';

export interface WebmailLink {
  label: MessageKey;
  href: string;
}

/**
 * The three web-mail shortcuts of EmailConfirmation (spec §2): Gmail and Yahoo Mail open a search
 * for mail from the sender's domain when it is known; Outlook simply opens the inbox.
 */
export function webmailLinks(senderDomain: string | null): WebmailLink[] {
  const gmailQuery = encodeURIComponent(senderDomain ? `from:@${senderDomain} in:anywhere` : 'in:anywhere');
  return [
    { label: 'emailConfirmation.openGmail', href: `https://mail.google.com/mail/u/0/#search/${gmailQuery}` },
    {
      label: 'emailConfirmation.openYahoo',
      href: senderDomain
        ? `https://mail.yahoo.com/d/search/keyword=${encodeURIComponent(senderDomain)}`
        : 'https://mail.yahoo.com/d/folders/1',
    },
    { label: 'emailConfirmation.openOutlook', href: 'https://outlook.office.com/mail/0/inbox' },
  ];
}
