import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageParts } from './format';
import { MessageText, messageNode, UNBROKEN_VALUE_LENGTH } from './message-text';

/** What MessageText makes of a message: its text, and its anchors' hrefs. */
function rendered(text: string) {
  const { container } = render(
    <p>
      <MessageText text={text} />
    </p>,
  );
  const anchors = Array.from(container.querySelectorAll('a'));
  return {
    text: container.textContent,
    hrefs: anchors.map((anchor) => anchor.getAttribute('href')),
    anchors,
    container,
  };
}

describe('MessageText (spec §8: links to the provider inside messages)', () => {
  it('makes an anchor of an https link to stytch.com or a subdomain, opened safely, without the sentence’s punctuation', () => {
    const message = 'See https://stytch.com/docs/api#errors, or https://status.stytch.com.';
    const { text, hrefs, anchors } = rendered(message);
    expect(text).toBe(message);
    expect(hrefs).toEqual(['https://stytch.com/docs/api#errors', 'https://status.stytch.com']);
    for (const anchor of anchors) {
      expect(anchor.getAttribute('rel')).toBe('noopener noreferrer');
      expect(anchor.getAttribute('target')).toBe('_blank');
      expect(anchor.textContent).toBe(anchor.getAttribute('href'));
    }
  });

  it('links a provider URL in brackets or quotes, without the closing one', () => {
    expect(rendered('(https://stytch.com/docs)').hrefs).toEqual(['https://stytch.com/docs']);
    expect(rendered('[docs](https://stytch.com/docs)').hrefs).toEqual(['https://stytch.com/docs']);
    expect(rendered('"https://stytch.com/docs"').hrefs).toEqual(['https://stytch.com/docs']);
    expect(rendered('HTTPS://STYTCH.COM/Docs').hrefs).toEqual(['HTTPS://STYTCH.COM/Docs']);
  });

  it.each([
    ['http (not https)', 'Read http://stytch.com/docs'],
    ['another site', 'Go to https://evil.example/login'],
    ['the provider’s name as a subdomain of another site', 'Log in at https://stytch.com.evil.example/'],
    ['the provider’s name as a subdomain, no path', 'Log in at https://stytch.com.evil.example'],
    ['the provider’s name as userinfo', 'Log in at https://stytch.com@evil.example/login'],
    ['a port', 'https://stytch.com:8443/docs'],
    ['a host that only ends like the provider’s', 'https://evilstytch.com/ and https://stytch.company/'],
    ['a fullwidth dot after the provider’s name', 'https://stytch.com\uff0eevil.example/'],
    ['a homoglyph host (Cyrillic т and с)', 'https://sty\u0442\u0441h.com/docs'],
    ['a percent-encoded dot', 'https://stytch.com%2eevil.example/'],
    ['a provider URL inside another URL', 'https://evil.example/?next=https://stytch.com/docs'],
    ['javascript: before a provider URL', 'javascript:alert(1)//https://stytch.com/docs'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a markdown javascript: link', '[click](javascript:alert(1))'],
    ['a data: URL', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['a protocol-relative URL', '//stytch.com/docs'],
  ])('keeps %s as text', (_, message) => {
    const { text, hrefs } = rendered(message);
    expect(hrefs).toEqual([]);
    expect(text).toBe(message);
  });

  it('never parses markup: tags, entities and attribute breakouts stay text', () => {
    const message = '"><img src=x onerror=alert(1)> &lt;script&gt; <svg onload=alert(2)> https://stytch.com/docs?x="><b>bold</b>';
    const { text, hrefs, container } = rendered(message);
    expect(text).toBe(message);
    expect(container.querySelectorAll('img, svg, script, b')).toHaveLength(0);
    // The link stops at the quote: the rest stays text.
    expect(hrefs).toEqual(['https://stytch.com/docs?x=']);
  });
});

describe('messageNode (useMessages().rich): values placed in a sentence, as text in the page', () => {
  it('puts each value in its own <bdi>, and adds no control characters to the text', () => {
    const { container } = render(
      <p>{messageNode(messageParts('A 6-digit passcode was sent to you at {destination}.', { destination: 'ada@example.com' }))}</p>,
    );
    expect(container.textContent).toBe('A 6-digit passcode was sent to you at ada@example.com.');
    expect(container.querySelector('bdi')).toHaveTextContent('ada@example.com');
    expect(container.textContent).not.toMatch(/[\u2066-\u2069\u202a-\u202e]/);
  });

  it('wraps a value in markup when asked, inside its <bdi>', () => {
    const parts = messageParts('Sign in to {clientName} with {projectName}', { clientName: 'Example App', projectName: 'Acme' });
    const { container } = render(<h2>{messageNode(parts, { clientName: (name) => <strong>{name}</strong> })}</h2>);
    expect(container.innerHTML).toBe(
      '<h2><span data-slot="message">Sign in to <bdi class="pt:whitespace-nowrap"><strong>Example App</strong></bdi> with <bdi class="pt:whitespace-nowrap">Acme</bdi></span></h2>',
    );
    // Without a value: the text alone.
    expect(messageNode(messageParts('Allow', {}))).toBe('Allow');
  });

  it('keeps a short value on one line (a phone number), and lets a longer one wrap where it must', () => {
    const sentTo = (destination: string) =>
      render(<p>{messageNode(messageParts('A 6-digit passcode was sent to you at {destination}.', { destination }))}</p>).container.querySelector('bdi')!;
    expect(sentTo('(415) 556-4741')).toHaveClass('pt:whitespace-nowrap');
    expect(sentTo('a'.repeat(UNBROKEN_VALUE_LENGTH))).toHaveClass('pt:whitespace-nowrap');
    expect(sentTo(`${'a'.repeat(UNBROKEN_VALUE_LENGTH - 12)}@example.com.`)).not.toHaveClass('pt:whitespace-nowrap');
  });
});
