import type { ReactNode } from 'react';

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
