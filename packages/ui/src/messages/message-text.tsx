import type { ReactNode } from 'react';
import type { MessagePart } from './format';

/**
 * An https link to the provider's site (stytch.com or a subdomain) that stands as a word of its
 * own: at the start, or after a space or an opening bracket or quote (not inside another URL
 * such as `https://evil.example/?next=https://stytch.com`), and whose host ends there: at the
 * end, a space, a closing bracket or quote, a path, query or fragment, or punctuation that ends
 * the sentence. So `https://stytch.com.evil.example`, `https://stytch.com@evil.example`,
 * `https://stytch.com:8443` or `https://stytch.com．evil.example` (a fullwidth dot, which URL
 * parsing turns into a dot) are never linked, not even in part. The path stops at a space, a
 * bracket, a quote or `<` / `>`.
 */
const PROVIDER_LINK =
  /(?<![^\s([{<"'“‘])https:\/\/(?:[a-z0-9-]+\.)*stytch\.com(?:[/?#][^\s()[\]{}<>"'“”‘’]*)?(?=$|[\s)\]}>"'”’]|[.,;:!?]+(?:$|[\s)\]}>"'”’]))/gi;

/** Punctuation that ends a sentence rather than the link. */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/** The link's address, if a URL parser (the browser's, when the anchor is followed) agrees it is the provider's over https. */
function providerHref(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase();
  const isProvider = host === 'stytch.com' || host.endsWith('.stytch.com');
  return url.protocol === 'https:' && isProvider && url.username === '' && url.password === '' && url.port === '' ? text : null;
}

/**
 * Renders a message as text, turning https links to the provider's site into anchors (spec §8).
 * Nothing is ever parsed as HTML: server messages stay text.
 */
export function MessageText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PROVIDER_LINK)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = providerHref(url);
    if (href === null) continue;
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer" className="pt:underline">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * The longest value that never breaks: a phone number, a masked one, a short address or name.
 * 24 characters of the largest text a value sits in (a 20 px semibold title) fit the narrowest
 * line the widget has (280 px, in a 320 px window), so it moves to the next line whole. A longer
 * value (a long email address) wraps as text does: at its spaces, or where it must
 * (`overflow-wrap: anywhere`, styles.css) when it is longer than the line.
 */
export const UNBROKEN_VALUE_LENGTH = 24;

/** Markup around a value of a message, by its placeholder's name (the consent title's client name in bold). */
export type ValueWrappers = Partial<Record<string, (value: ReactNode) => ReactNode>>;

/**
 * A message's parts as text in the page: each value in its own `<bdi>`, isolated from the
 * sentence around it in either direction (its direction cannot reorder the sentence), while the
 * text, its copy and its accessible name stay free of control characters. The one place
 * rendered messages place values (`useMessages().rich`); plain strings use `formatMessage`'s
 * FSI … PDI instead.
 */
export function messageNode(parts: readonly MessagePart[], wrap: ValueWrappers = {}): ReactNode {
  if (parts.every((part) => typeof part === 'string')) return parts.join('');
  // One element, as the string was one text node: in a flex box (a button) it stays one item,
  // where its text and `<bdi>`s would each be an item of their own, side by side.
  return (
    <span data-slot="message">
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <bdi key={index} className={part.value.length <= UNBROKEN_VALUE_LENGTH ? 'pt:whitespace-nowrap' : undefined}>
            {wrap[part.name]?.(part.value) ?? part.value}
          </bdi>
        ),
      )}
    </span>
  );
}

/**
 * The accessible name of a control whose words hold a value ('Rename {name}'): the control's
 * `aria-labelledby` names this hidden element, whose text is the message with the value in its
 * `<bdi>` (`rich`), so the name is the words as written, without the bidi control characters an
 * `aria-label` (`t`'s string: FSI … PDI around the value) would carry.
 */
export function HiddenLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} hidden>
      {children}
    </span>
  );
}

/**
 * How a control is named by `words` (`rich`'s text): plain words as its `aria-label`, words with a
 * value in them through a `HiddenLabel` (`aria-labelledby`). Render `label` beside the control.
 */
export function nameOf(words: ReactNode, id: string): { props: { 'aria-label': string } | { 'aria-labelledby': string }; label: ReactNode } {
  return typeof words === 'string'
    ? { props: { 'aria-label': words }, label: null }
    : { props: { 'aria-labelledby': id }, label: <HiddenLabel id={id}>{words}</HiddenLabel> };
}
