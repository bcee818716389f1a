import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Portico on Next.js',
  description: 'The Portico login widget, rendered on the server by the Next.js app router.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#f6f7f9' }}>
        <main style={{ maxWidth: 440, margin: '48px auto', padding: '0 16px' }}>{children}</main>
      </body>
    </html>
  );
}
