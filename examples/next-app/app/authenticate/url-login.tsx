'use client';

import { UrlLoginWidget } from '@portico/ui';
import { useRouter } from 'next/navigation';
import { stytch } from '../stytch';

/** Signs in with the token in the address (read in the browser, once hydrated) and shows the outcome. */
export function UrlLogin() {
  const router = useRouter();
  return <UrlLoginWidget client={stytch} sessionDurationMinutes={60} onBack={() => router.push('/')} />;
}
