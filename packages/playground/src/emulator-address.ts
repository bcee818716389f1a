/**
 * Which emulator a page of the playground talks to: one check for every page (the React app and
 * the plain elements page). The playground sends what its users type (codes, passwords) there,
 * so a link must not be able to point it elsewhere: `?emulator=` takes only an address on this
 * machine (or `browser`, the emulator in the page), and the choice is kept for the tab
 * (sessionStorage), so the pages a flow navigates to talk to the same emulator.
 */
const STORAGE_KEY = 'portico-playground:emulator';

/** An http(s) address on this machine. */
export function isLoopback(address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** `?emulator=<URL>` or `?emulator=browser` when allowed (kept for the tab), else the tab's earlier choice, else null. */
export function chosenEmulator(search: string = window.location.search, storage: Storage = window.sessionStorage): string | null {
  const param = new URLSearchParams(search).get('emulator');
  if (param !== null) {
    if (param === 'browser' || isLoopback(param)) {
      storage.setItem(STORAGE_KEY, param);
      return param;
    }
    console.warn(`Portico playground: ignoring ?emulator=${param} (only localhost, 127.0.0.1, [::1] or "browser").`);
  }
  const kept = storage.getItem(STORAGE_KEY);
  return kept === 'browser' || (kept !== null && isLoopback(kept)) ? kept : null;
}
