import { headers } from 'next/headers';
import { MagicLinkLogin } from './magic-link-login';

/** Rendered per request: the links it sends lead back to this host's `/authenticate`. */
export default async function MagicLinkPage() {
  const requestHeaders = await headers();
  const origin = `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host') ?? 'localhost:3000'}`;
  return <MagicLinkLogin redirectUrl={`${origin}/authenticate`} />;
}
