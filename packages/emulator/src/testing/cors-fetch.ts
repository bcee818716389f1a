/**
 * A `fetch` that enforces CORS the way a browser does for a page on `pageOrigin`: Node's fetch
 * (which jsdom tests use) applies no CORS at all, so without this a test could pass against a
 * server that a real browser would refuse. Failures reject like Chrome: TypeError "Failed to fetch".
 */
const SAFELISTED_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

function isSafelisted(name: string, value: string): boolean {
  if (['accept', 'accept-language', 'content-language'].includes(name)) return true;
  return name === 'content-type' && SAFELISTED_CONTENT_TYPES.includes(value.split(';')[0]?.trim().toLowerCase() ?? '');
}

export interface CorsLog {
  preflights: string[];
  requests: string[];
}

export function corsFetch(pageOrigin: string, realFetch: typeof fetch, log: CorsLog): typeof fetch {
  const fail = (why: string): never => {
    throw Object.assign(new TypeError('Failed to fetch'), { cause: why });
  };
  return async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (typeof input !== 'string' && !(input instanceof URL)) throw new Error('corsFetch handles URL strings only');
    const url = new URL(String(input), pageOrigin);
    if (url.origin === pageOrigin) return realFetch(url, init);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const withCredentials = init.credentials === 'include';
    const unsafe = [...headers].filter(([name, value]) => !isSafelisted(name, value)).map(([name]) => name);

    const checkOrigin = (response: Response, what: string) => {
      if (response.headers.get('Access-Control-Allow-Origin') !== pageOrigin) fail(`${what}: no matching Access-Control-Allow-Origin`);
      if (withCredentials && response.headers.get('Access-Control-Allow-Credentials') !== 'true') {
        fail(`${what}: credentials not allowed`);
      }
    };

    if (!['GET', 'HEAD', 'POST'].includes(method) || unsafe.length > 0) {
      log.preflights.push(`${method} ${url.pathname}`);
      const preflight = await realFetch(url, {
        method: 'OPTIONS',
        headers: {
          Origin: pageOrigin,
          'Access-Control-Request-Method': method,
          ...(unsafe.length > 0 ? { 'Access-Control-Request-Headers': unsafe.sort().join(',') } : {}),
        },
      });
      if (!preflight.ok) fail(`preflight answered ${preflight.status}`);
      checkOrigin(preflight, 'preflight');
      const allowedHeaders = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(/\s*,\s*/);
      const missing = unsafe.filter((name) => !allowedHeaders.includes(name));
      if (missing.length > 0) fail(`preflight does not allow ${missing.join(', ')}`);
      const allowedMethods = (preflight.headers.get('Access-Control-Allow-Methods') ?? '').toUpperCase().split(/\s*,\s*/);
      if (!['GET', 'HEAD', 'POST'].includes(method) && !allowedMethods.includes(method)) fail(`preflight does not allow ${method}`);
    }

    headers.set('Origin', pageOrigin);
    log.requests.push(`${method} ${url.pathname}`);
    const response = await realFetch(url, { ...init, headers, credentials: 'omit' });
    checkOrigin(response, 'response');
    return response;
  };
}
