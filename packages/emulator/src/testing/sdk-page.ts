/**
 * The Stytch SDK keeps its state in the page: cookies, localStorage and a cache on `window`
 * shared by every client with the same public token. Test files that run the real SDK in jsdom
 * share a worker (vitest `isolate: false`), so each starts and ends with a clean page.
 */
export function resetSdkPageState(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<symbol, unknown>)[Symbol.for('__stytch_DataLayer')];
}
