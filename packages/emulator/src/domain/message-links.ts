/** The links of an outbox message, as a mail scanner finds them (setting `mail_scanner`). */

/** An http(s) URL in running text: up to the first space, quote or angle bracket. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the URL ("…/authenticate?token=abc."). */
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

/**
 * Every http(s) link of a message, once each, in the order they appear: the message's `link` and
 * the URLs in its text (a reset email also has its "log in without a password" link; an SMS or
 * WhatsApp body may hold one).
 */
export function messageLinks(message: { body: string; link: string | null }): string[] {
  const found = [
    ...(message.link === null ? [] : [message.link]),
    ...Array.from(message.body.matchAll(URL_IN_TEXT), (match) => match[0].replace(TRAILING_PUNCTUATION, '')),
  ];
  const links = found.filter((candidate) => {
    try {
      const url = new URL(candidate);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  });
  return [...new Set(links)];
}
