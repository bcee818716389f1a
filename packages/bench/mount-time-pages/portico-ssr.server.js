// The server half of the portico-ssr page: what a host rendering on the server sends in #login.
// mount-time.mjs loads this with Vite's runnerImport at build time (NODE_ENV=production; packages
// resolved as Node resolves them, to their built `dist`, as the page's client build does) and puts
// the string into the built page's `<div id="login"></div>`.
//
// As examples/next-app does: no client on the server (`client={null}`; a Stytch client cannot be
// made there), and `prerender`, which waits for what suspends, as a streaming framework does. The
// HTML depends on nothing only the browser knows (the emulator's address comes from `?emulator=`
// in the browser); only on `shadow` (mount-time.mjs's --shadow), which the page's `?shadow=1` matches.
import { LoginWidget } from '@portico/ui';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { configFor } from './shared.js';

/** The widget's server HTML (its stylesheet first: React 19 sends it along, for the head). */
export async function renderLogin({ shadow = false } = {}) {
  const errors = [];
  const { prelude } = await prerender(createElement(LoginWidget, { client: null, config: configFor(shadow) }), {
    onError: (error) => void errors.push(error),
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw new AggregateError(errors, `Server rendering <LoginWidget> failed: ${errors.map(String).join('; ')}`);
  return html;
}
