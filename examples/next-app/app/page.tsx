import Link from 'next/link';
import { Login } from './login';

/**
 * A server component: the HTML it sends already holds the widget's Main screen (its title, the
 * email field and the widget's stylesheet); the browser hydrates it.
 */
export default function Home() {
  return (
    <>
      <Login />
      <p style={{ fontSize: 14, textAlign: 'center' }}>
        <Link href="/magic-link">Sign in with a magic link instead</Link> · <Link href="/account">Your account</Link>
      </p>
    </>
  );
}
