import Link from 'next/link';
import { Account } from './account';

/**
 * The signed-in user's account. A server component: the HTML it sends holds the account widget's
 * frame, loading (the user is the browser's Stytch client's); the browser hydrates it and the
 * account loads. Its devices and delete-account sections go through this app's own server side,
 * `app/api/account/[...path]/route.ts`.
 */
export default function AccountPage() {
  return (
    <>
      <Account />
      <p style={{ fontSize: 14, textAlign: 'center' }}>
        <Link href="/">Back to the sign-in page</Link>
      </p>
    </>
  );
}
