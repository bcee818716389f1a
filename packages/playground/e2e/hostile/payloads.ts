/**
 * The hostile-data matrix's payloads (hostile-data.spec.ts): strings a server could send that try
 * to become markup, script or a link. Each one, if it ever ran, calls `__xss(<id>)` or
 * `alert(<id>)`, which the spec records (a page binding and a dialog handler): a test that sees
 * either fails. Rendered right, each shows as its own text, character for character.
 */

export interface Payload {
  id: number;
  /** What the attack is (for a failure message and the docs' table). */
  kind: string;
  text: string;
  /**
   * The anchors a message renderer that links provider URLs (ui's MessageText, spec §8) must make
   * of this text: exactly these hrefs. Empty for every other payload: no anchor at all.
   */
  providerLinks?: string[];
}

const RLO = '\u202e';
const ZWJ = '\u200d';
const ZWSP = '\u200b';

const list: Array<Omit<Payload, 'id'> & { id?: never }> = [];
const add = (kind: string, text: (id: number) => string, providerLinks?: (id: number) => string[]) => {
  const id = list.length + 1;
  list.push({ kind, text: text(id), ...(providerLinks && { providerLinks: providerLinks(id) }) });
};

// Script elements, in every spelling.
add('script tag', (id) => `<script>__xss(${id})</script>`);
add('script tag, upper case, with src', (id) => `<SCRIPT SRC=data:text/javascript,__xss(${id})></SCRIPT>`);
add('script tag split by a newline', (id) => `<scr\nipt>__xss(${id})</scr\nipt><script\n>alert(${id})</script\n>`);
add('script in SVG', (id) => `<svg><script>__xss(${id})</script></svg>`);
add('script closer first', (id) => `</script><script>__xss(${id})</script>`);
add('style closer, then img', (id) => `</style><img src=x onerror=__xss(${id})>`);
add('textarea / title closers', (id) => `</textarea></title><script>__xss(${id})</script>`);
add('noscript breakout', (id) => `<noscript><p title="</noscript><img src=x onerror=__xss(${id})>">`);
// Event-handler attributes.
add('img onerror', (id) => `<img src=x onerror=__xss(${id})>`);
add('img onerror, quoted alert', (id) => `<img src="x" onerror="alert(${id})">`);
add('img onerror eval(src)', (id) => `<img src=x:alert(${id}) onerror=eval(src)>`);
add('unclosed img', (id) => `<img src=x onerror=__xss(${id})`);
add('svg onload', (id) => `<svg onload=__xss(${id})>`);
add('svg/onload without a space', (id) => `<svg/onload=alert(${id})>`);
add('body onload', (id) => `<body onload=__xss(${id})>`);
add('details ontoggle', (id) => `<details open ontoggle=__xss(${id})>`);
add('input autofocus onfocus', (id) => `<input autofocus onfocus=__xss(${id})>`);
add('video source onerror', (id) => `<video><source onerror=__xss(${id})></video>`);
add('marquee onstart', (id) => `<marquee onstart=__xss(${id})>hi</marquee>`);
add('SVG animate onbegin', (id) => `<svg><animate onbegin=__xss(${id}) attributeName=x dur=1s>`);
add('custom element onclick', (id) => `<x-widget onclick=__xss(${id})>click</x-widget>`);
add('mXSS: math/style', (id) => `<math><mtext><table><mglyph><style><img src=x onerror=__xss(${id})>`);
add('comment breakout', (id) => `<!--<img src="--><img src=x onerror=__xss(${id})//">`);
add('template contents', (id) => `<template><img src=x onerror=__xss(${id})></template>`);
// Breaking out of an attribute or a string.
add('"> breakout, svg onload', (id) => `"><svg onload=__xss(${id})>`);
add("'> breakout, img onerror", (id) => `'><img src=x onerror=__xss(${id})>`);
add('" onmouseover attribute', (id) => `" onmouseover="__xss(${id})" x="`);
add("' autofocus onfocus attribute", (id) => `' autofocus onfocus='__xss(${id})' x='`);
add('JS string breakout', (id) => `';__xss(${id});//\\';__xss(${id});//";__xss(${id});//`);
// javascript:, data: and other URLs.
add('javascript: URL', (id) => `javascript:__xss(${id})`);
add('JaVaScRiPt in img src', (id) => `<IMG SRC=JaVaScRiPt:__xss(${id})>`);
add('anchor with javascript: href', (id) => `<a href="javascript:__xss(${id})">click me</a>`);
add('javascript: with a tab entity', (id) => `<a href="jav&#x09;ascript:__xss(${id})">tab</a>`);
add('markdown javascript: link', (id) => `[click here](javascript:__xss(${id}))`);
add(
  'markdown provider-looking link',
  (id) => `[https://stytch.com](javascript:alert(${id}))`,
  () => ['https://stytch.com'],
);
add('iframe javascript: src', (id) => `<iframe src="javascript:__xss(${id})"></iframe>`);
add('iframe srcdoc', (id) => `<iframe srcdoc="<script>parent.__xss(${id})</script>"></iframe>`);
add('object data: URL', (id) => `<object data="data:text/html,<script>parent.__xss(${id})</script>">`);
add('embed javascript:', (id) => `<embed src="javascript:__xss(${id})">`);
add('data: URL (base64 script)', (id) => `data:text/html;base64,${Buffer.from(`<script>alert(${id})</script>`).toString('base64')}`);
add('form action javascript:', (id) => `<form action="javascript:__xss(${id})"><button>Continue</button></form>`);
add('base href', (id) => `<base href="javascript:__xss(${id})//">`);
add('meta refresh', (id) => `<meta http-equiv="refresh" content="0;url=javascript:__xss(${id})">`);
add('SVG xlink:href', (id) => `<svg><a xlink:href="javascript:__xss(${id})"><text y=20>x</text></a></svg>`);
add('CSS url(javascript:)', (id) => `<div style="background:url(javascript:__xss(${id}))">x</div>`);
add('style @import', (id) => `<style>@import 'javascript:__xss(${id})';</style>`);
// Templates and placeholders (Angular/Vue/JSX-style, and the widget's own {name} placeholders).
add('{{ }} template', (id) => `{{constructor.constructor('__xss(${id})')()}}`);
add('${} template literal', (id) => `\${__xss(${id})}`);
add('ERB/EJS tag', (id) => `<%= __xss(${id}) %>`);
add("the widget's placeholders and $-patterns", (id) => `{projectName} {clientName} {email} $& $' $\` $1 #${id}`);
// Entities and escapes: shown as typed, never decoded.
add('HTML entities', (id) => `&lt;script&gt;__xss(${id})&lt;/script&gt; &amp; &#60;img src=x onerror=alert(${id})&#62;`);
add('JS unicode escapes as text', (id) => `\\u003cscript\\u003e__xss(${id})\\u003c/script\\u003e`);
add('percent-encoded markup', (id) => `%3Cscript%3E__xss(${id})%3C%2Fscript%3E`);
// Unicode tricks.
add('RTL override', (id) => `${RLO}txt.exe <img src=x onerror=__xss(${id})>`);
add('zero-width joiners inside the tag', (id) => `<${ZWJ}script${ZWSP}>__xss(${id})</${ZWJ}script>`);
add('homoglyph script tag (Cyrillic s)', (id) => `<\u0455cript>__xss(${id})</\u0455cript>`);
add('homoglyph provider link (Cyrillic с)', (id) => `Visit https://sty\u0442\u0441h.com/docs #${id}`);
add('fullwidth brackets', (id) => `\uff1cscript\uff1e__xss(${id})\uff1c/script\uff1e`);
add('fullwidth dot in the host', (id) => `https://stytch.com\uff0eevil.example/ #${id}`);
add('emoji ZWJ sequence and combining marks', (id) => `\u{1F469}${ZWJ}\u{1F4BB} Z\u0334\u0321a\u0337l\u0338g\u0335o\u0336 <svg onload=__xss(${id})>`);
// Links in messages: only https links to the provider's site become anchors (spec §8).
add('http:// provider link', (id) => `Read http://stytch.com/docs then <img src=x onerror=__xss(${id})>`);
add('https link to another site', (id) => `Go to https://evil.example/login <svg onload=__xss(${id})>`);
add('provider name as a subdomain of another site', (id) => `Log in at https://stytch.com.evil.example/login #${id}`);
add('provider name as userinfo', (id) => `Log in at https://stytch.com@evil.example/login #${id}`);
add('provider link inside another URL', (id) => `https://evil.example/?next=https://stytch.com/docs #${id}`);
add('javascript: before a provider link', (id) => `javascript:alert(${id})//https://stytch.com/docs`);
add(
  'provider link with a breakout in its query',
  (id) => `See https://stytch.com/docs?x="><img src=x onerror=__xss(${id})> for help`,
  () => ['https://stytch.com/docs?x='],
);
add(
  'https provider links (kept as anchors)',
  (id) => `Docs: https://stytch.com/docs/api#errors-${id}, status: https://status.stytch.com.`,
  (id) => [`https://stytch.com/docs/api#errors-${id}`, 'https://status.stytch.com'],
);
// Length.
add('a name-sized unbroken word', (id) => `${'W'.repeat(72)}<svg/onload=__xss(${id})>`);
add('very long: 200 img tags', (id) => `<img src=x onerror=__xss(${id})>`.repeat(200));
add('very long: one unbroken word', (id) => `${'W'.repeat(3000)}<script>__xss(${id})</script>`);

export const PAYLOADS: readonly Payload[] = list.map((payload, index) => ({ ...payload, id: index + 1 }));

/** The payloads a field of at most `max` characters (trimmed, not empty) can hold. */
export const fitting = (max: number): Payload[] => PAYLOADS.filter((payload) => payload.text.trim().length <= max);

const SEPARATOR = ' \u00b7 ';

/**
 * The payloads that fit packed into as few strings of at most `max` characters as can be (first
 * fit, longest first), joined by ' · ': for a field that shows one string per page load (a
 * project name), so each load tries several payloads.
 */
export function packed(max: number): string[] {
  const groups: string[][] = [];
  const length = (group: string[]) => group.join(SEPARATOR).length;
  const pieces = fitting(max)
    .map((payload) => payload.text.trim())
    .sort((a, b) => b.length - a.length);
  for (const piece of pieces) {
    const group = groups.find((candidate) => length([...candidate, piece]) <= max);
    if (group) group.push(piece);
    else groups.push([piece]);
  }
  return groups.map((group) => group.join(SEPARATOR));
}
