/**
 * The look of the emulator's own pages (the stand-in OAuth provider, error pages), matching the
 * inbox: system fonts, light and dark schemes, visible focus, no external assets.
 */
import { escapeHtml } from '../outbox/inbox-page';

export { escapeHtml };

export const PAGE_STYLE = `
:root {
  color-scheme: light dark;
  --bg: #f6f7f9; --card: #ffffff; --text: #16181d; --muted: #4a505c; --border: #c9ced8;
  --accent: #1f4fd1; --accent-text: #ffffff; --focus: #b45309; --danger: #b42318; --code-bg: #eef2ff;
}
@media (prefers-color-scheme: dark) {
  :root {
    --bg: #111318; --card: #1b1e25; --text: #eceef2; --muted: #b3b9c6; --border: #3a404c;
    --accent: #8fb0ff; --accent-text: #0b1020; --focus: #fbbf24; --danger: #ff9b8f; --code-bg: #232a3d;
  }
}
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: var(--bg); color: var(--text); }
header, main { max-width: 36rem; margin: 0 auto; padding: 1rem 1.25rem; }
header { padding-top: 1.5rem; }
h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
h2 { font-size: 1.1rem; margin: 0 0 .5rem; }
header p { margin: 0; color: var(--muted); }
section, fieldset { background: var(--card); border: 1px solid var(--border); border-radius: 10px; padding: 1rem 1.25rem; margin: 0 0 1rem; }
legend { font-weight: 700; padding: 0 .25rem; }
label { font-weight: 600; }
.choice { display: flex; gap: .5rem; align-items: baseline; margin: .35rem 0; }
.choice label { font-weight: 400; }
.field { display: flex; flex-direction: column; margin: .5rem 0 0 1.6rem; }
.field label { margin-bottom: .25rem; }
input[type=email], input[type=text] { font: inherit; padding: .5rem .65rem; border: 1px solid var(--muted); border-radius: 6px; background: var(--card); color: var(--text); }
.actions { display: flex; gap: .75rem; flex-wrap: wrap; }
button { font: inherit; font-weight: 600; padding: .5rem .9rem; border-radius: 6px; border: 1px solid var(--accent); background: var(--accent); color: var(--accent-text); cursor: pointer; }
button.secondary { background: transparent; color: var(--accent); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
code { background: var(--code-bg); padding: .1rem .3rem; border-radius: 4px; overflow-wrap: anywhere; }
.muted { color: var(--muted); }
.error { color: var(--danger); font-weight: 600; }
.error-box { border-color: var(--danger); }
`;

/** A whole page: `<title>` is `title · Portico emulator`; `extraStyle` is added to {@link PAGE_STYLE}. */
export function page(title: string, body: string, extraStyle = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Portico emulator</title>
<style>${PAGE_STYLE}${extraStyle}</style>
</head>
<body>
${body}
</body>
</html>`;
}

/** An error page for a request the emulator refuses (never a redirect to an unvetted URL). */
export function errorPage(input: { title: string; status: number; errorType: string; message: string }): string {
  return page(
    input.title,
    `<header>
  <h1>${escapeHtml(input.title)}</h1>
  <p>The Portico emulator refused this request, so it did not redirect anywhere.</p>
</header>
<main>
  <section class="error-box" role="alert" aria-labelledby="error-heading">
    <h2 id="error-heading">${escapeHtml(input.errorType)} <span class="muted">(HTTP ${input.status})</span></h2>
    <p>${escapeHtml(input.message)}</p>
  </section>
  <p class="muted">Fix the request (or the emulator's settings with <code>PUT /emulator/config</code>) and start again.</p>
</main>`,
  );
}
