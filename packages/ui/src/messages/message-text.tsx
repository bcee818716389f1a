import type { ReactNode } from 'react';

const PROVIDER_LINK = /https:\/\/(?:[a-z0-9-]+\.)*stytch\.com(?:\/[^\s)]*)?/gi;

/**
 * Renders a message as text, turning https links to the provider's site into anchors (spec §8).
 * Nothing is ever parsed as HTML: server messages stay text.
 */
export function MessageText({ text }: { text: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PROVIDER_LINK)) {
    const url = match[0].replace(/[.,;:]+$/, '');
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={url} target="_blank" rel="noopener noreferrer" className="pt:underline">
        {url}
      </a>,
    );
    last = start + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
