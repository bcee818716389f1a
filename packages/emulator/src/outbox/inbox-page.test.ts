// @vitest-environment jsdom
// @vitest-environment-options {"jsdom": {"url": "http://localhost:4100/emulator/inbox"}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BASE_URL, createHarness, type Harness } from '../testing/harness';

/** Loads the inbox page into jsdom, its fetches answered by the app itself. */
async function openInbox(h: Harness) {
  // Relative URLs resolve against the page, as in a browser.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => h.app.fetch(new Request(new URL(input, `${BASE_URL}/emulator/inbox`), init)));
  const html = (await h.call('GET', '/emulator/inbox')).text;
  const page = new DOMParser().parseFromString(html, 'text/html');
  const script = page.querySelector('script')?.textContent ?? '';
  page.querySelector('script')?.remove();
  document.documentElement.lang = page.documentElement.lang;
  document.head.innerHTML = page.head.innerHTML;
  document.body.innerHTML = page.body.innerHTML;
  new Function(script)();
  await poll();
}

const poll = () => vi.advanceTimersByTimeAsync(1000);
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T & HTMLElement>(selector)!;
const items = () => [...document.querySelectorAll<HTMLLIElement>('#messages > li')];

describe('inbox page', () => {
  let h: Harness;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    h = await createHarness();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('has landmarks, a heading, a labelled filter and a live status', async () => {
    await openInbox(h);
    expect(document.documentElement.lang).toBe('en');
    expect($('header h1').textContent).toBe('Inbox');
    expect($('main')).not.toBeNull();
    expect($('label[for=filter]').textContent).toBe('Filter by recipient');
    expect($('#clear').textContent).toBe('Clear inbox');
    expect($('#status').getAttribute('role')).toBe('status');
    expect($('#status').textContent).toContain('No messages yet.');
  });

  it('lists messages newest first with the code and a copy button, and updates live', async () => {
    await h.sendEmailCode('ada@example.com');
    await openInbox(h);
    expect(items()).toHaveLength(1);
    const first = items()[0]!;

    await h.call('POST', '/sdk/v1/otps/sms/login_or_create', { json: { phone_number: '+14155550100' } });
    await poll();
    expect(items()).toHaveLength(2);
    expect(items()[1]).toBe(first);
    expect($('#status').textContent).toBe('1 new message. 2 messages.');

    const newest = items()[0]!;
    const code = await h.latestCode('+14155550100');
    expect(newest.querySelector('h2')?.textContent).toBe('SMS to +14155550100');
    expect(first.querySelector('h2')?.textContent).toBe('Email: Your Portico Playground sign-up code');
    expect(newest.querySelector('.code')?.textContent).toBe(code);
    expect(newest.querySelector('button')?.getAttribute('aria-label')).toBe('Copy code for +14155550100');
    expect(newest.querySelector('time')?.getAttribute('datetime')).toBe('2030-01-01T00:00:00.000Z');
    expect(newest.querySelector('pre')?.textContent).toContain(code);
  });

  it('shows message text as text, never as markup, and links only http(s) URLs', async () => {
    h.store.outbox.add({
      id: 'message-test-hostile',
      channel: 'email',
      from: 'no-reply@portico.test',
      to: 'eve@example.com',
      subject: '<img src=x onerror="window.pwned=1">',
      body: '<script>window.pwned=1</script>',
      code: '<b>1</b>',
      link: 'javascript:window.pwned=1',
      created_at: 0,
    });
    await openInbox(h);
    const item = items()[0]!;
    expect(item.querySelector('img, script, b')).toBeNull();
    expect(item.querySelector('h2')?.textContent).toContain('<img src=x onerror="window.pwned=1">');
    expect(item.querySelector('pre')?.textContent).toBe('<script>window.pwned=1</script>');
    expect(item.querySelector('a')).toBeNull();
  });

  it('links http(s) links and offers to copy them', async () => {
    h.store.outbox.add({
      id: 'message-test-link',
      channel: 'email',
      from: null,
      to: 'ada@example.com',
      subject: 'Your link',
      body: 'Click it',
      code: null,
      link: 'http://localhost:4200/authenticate?token=abc',
      created_at: 0,
    });
    await openInbox(h);
    expect(items()[0]!.querySelector('a')?.getAttribute('href')).toBe('http://localhost:4200/authenticate?token=abc');
    expect(items()[0]!.querySelector('button')?.textContent).toBe('Copy link');
  });

  it('filters by recipient and clears the inbox', async () => {
    await h.sendEmailCode('ada@example.com');
    await h.sendEmailCode('bob@example.com');
    await openInbox(h);
    const filter = $<HTMLInputElement>('#filter') as HTMLInputElement;
    filter.value = 'ADA';
    filter.dispatchEvent(new Event('input'));
    expect(items().map((item) => item.hidden)).toEqual([true, false]);
    expect($('#status').textContent).toBe('Showing 1 of 2 messages.');

    $('#clear').click();
    await vi.waitFor(() => expect(items()).toHaveLength(0));
    expect($('#status').textContent).toBe('Inbox cleared.');
    expect((await h.call('GET', '/emulator/outbox')).body.messages).toEqual([]);
  });

  it('says so when the emulator stops answering', async () => {
    await openInbox(h);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await poll();
    expect($('#error').textContent).toContain('The emulator is not answering.');
  });
});
