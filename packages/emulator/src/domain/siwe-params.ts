/** `siwe_params` of `crypto_wallets/authenticate/start` (protocol §7), validated with Stytch's error types. */
import { isJsonObject } from './fields';
import { DomainError } from './errors';
import type { SiweMessageInput } from './crypto-wallets';

const AUTHORITY = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/i;
const CHAIN_ID = /^[1-9]\d{0,18}$/;
/** RFC 3986 reserved, unreserved and space characters (no newlines or other whitespace). */
const STATEMENT = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= %]*$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const invalid = (type: string, message: string) => new DomainError('invalid', type, message);

function absoluteUri(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^[a-z][a-z0-9+.-]*:\S+$/i.test(value)) return undefined;
  return URL.canParse(value) ? value : undefined;
}

function optionalText(params: Record<string, unknown>, field: string, type: string, pattern: RegExp): string | undefined {
  const value = params[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !pattern.test(value)) throw invalid(type, `siwe_params.${field} is not valid.`);
  return value;
}

function optionalTime(params: Record<string, unknown>, field: string): string | undefined {
  const value = params[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !RFC3339.test(value) || Number.isNaN(Date.parse(value))) {
    throw invalid('invalid_argument', `siwe_params.${field} must be an RFC 3339 time like "2030-01-01T00:00:00Z".`);
  }
  return value;
}

export interface SiweContext {
  /** The calling page's origin (the default `uri`, and its host the default `domain`). */
  page: URL | undefined;
  /** Whether an origin is one of the project's pages (`allowed_origins`). */
  isAllowedOrigin(origin: string): boolean;
  now: number;
  nonce: string;
  address: string;
}

/**
 * Reads `siwe_params` (an object, possibly empty) into the fields of a SIWE message. `uri`
 * defaults to the page's origin and `domain` to its host, `chain_id` to 1, `issued_at` to now.
 */
export function readSiweParams(value: unknown, context: SiweContext): SiweMessageInput {
  if (value !== undefined && value !== null && !isJsonObject(value)) throw invalid('bad_request', 'siwe_params must be an object.');
  const params = (value ?? {}) as Record<string, unknown>;
  const uri = params.uri === undefined || params.uri === null || params.uri === '' ? context.page?.origin : absoluteUri(params.uri);
  if (uri === undefined) throw invalid('invalid_siwe_uri', 'siwe_params.uri must be an absolute URI (it defaults to the page origin).');
  const domain =
    optionalText(params, 'domain', 'invalid_siwe_domain', AUTHORITY) ?? context.page?.host ?? new URL(uri).host;
  if (!AUTHORITY.test(domain)) throw invalid('invalid_siwe_domain', 'The SIWE domain must be a host like "localhost:5173".');
  checkSiweBinding({ domain, uri }, context);
  const chainId = optionalText(params, 'chain_id', 'invalid_siwe_chain_id', CHAIN_ID) ?? '1';
  const statement = optionalText(params, 'statement', 'invalid_siwe_statement', STATEMENT);
  const requestId = optionalText(params, 'message_request_id', 'invalid_siwe_message_request_id', /^[^\r\n]{1,200}$/);
  const resources = params.resources ?? [];
  if (!Array.isArray(resources) || resources.some((resource) => absoluteUri(resource) === undefined)) {
    throw invalid('invalid_siwe_resource', 'siwe_params.resources must be an array of absolute URIs.');
  }
  return {
    domain,
    address: context.address,
    statement,
    uri,
    chainId,
    nonce: context.nonce,
    issuedAt: optionalTime(params, 'issued_at') ?? new Date(context.now).toISOString(),
    notBefore: optionalTime(params, 'not_before'),
    requestId,
    resources: resources as string[],
  };
}

/**
 * A SIWE message names the page that asks for the signature: its `domain` must be the calling
 * page's host and its `uri` on that page's origin, one of the project's (`allowed_origins`) —
 * else a phishing page could relay a challenge naming the real site (EIP-4361, security
 * considerations). Checked when the challenge is made and again when its signature comes back.
 */
export function checkSiweBinding({ domain, uri }: { domain: string; uri: string }, context: Pick<SiweContext, 'page' | 'isAllowedOrigin'>): void {
  const uriOrigin = URL.canParse(uri) ? new URL(uri).origin : 'null';
  const page = context.page;
  if (page === undefined) {
    throw invalid('invalid_siwe_domain', 'Sign-In with Ethereum needs the calling page (its Origin): the message names the page that asks.');
  }
  if (domain !== page.host) throw invalid('invalid_siwe_domain', `The SIWE domain must be the calling page's host (${page.host}), not "${domain}".`);
  if (uriOrigin !== page.origin) throw invalid('invalid_siwe_uri', `The SIWE uri must be on the calling page's origin (${page.origin}), not "${uri}".`);
  if (!context.isAllowedOrigin(page.origin)) {
    throw invalid('invalid_siwe_domain', `The page ${page.origin} is not one of the project's (allowed_origins).`);
  }
}

/** The `domain` and `uri` of a SIWE message (the challenge), or undefined for a plain challenge. */
export function siweBinding(message: string): { domain: string; uri: string } | undefined {
  const [first = '', ...rest] = message.split('\n');
  const head = / wants you to sign in with your Ethereum account:$/.exec(first);
  const uri = rest.find((line) => line.startsWith('URI: '))?.slice('URI: '.length);
  return head && uri !== undefined ? { domain: first.slice(0, head.index), uri } : undefined;
}
