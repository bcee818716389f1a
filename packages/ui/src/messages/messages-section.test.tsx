import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enMfa } from './en-mfa';
import { enScreens } from './en-screens';
import { es } from './es';
import { MessagesProvider, useMessages } from './messages-provider';
import { MessagesSection } from './messages-section';
import { pseudoLong, pseudoRtl } from './pseudo';

function Title() {
  const { t, errorText } = useMessages();
  return (
    <>
      <h1>{t('mfa.totp.title')}</h1>
      <p>{errorText({ type: 'unable_to_authenticate_totp', message: 'server words' })}</p>
    </>
  );
}

describe('a section of English words (enMfa)', () => {
  it('is not in the English catalog every first load carries', () => {
    expect(Object.keys(enMfa).filter((key) => key in en)).toEqual([]);
  });

  it('gives its words, and its errors, under MessagesSection', () => {
    render(
      <MessagesProvider>
        <MessagesSection english={enMfa}>
          <Title />
        </MessagesSection>
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Enter the 6-digit code from your authenticator app');
    expect(screen.getByText('That code is incorrect or has expired. Enter the code your app shows now.')).toBeInTheDocument();
  });

  it("yields to the widget's language and to the host's strings", () => {
    const { unmount } = render(
      <MessagesProvider messages={es} locale="es">
        <MessagesSection english={enMfa}>
          <Title />
        </MessagesSection>
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent(es['mfa.totp.title']);
    unmount();
    render(
      <MessagesProvider overrides={{ 'mfa.totp.title': 'Your app’s code, please' }}>
        <MessagesSection english={enMfa}>
          <Title />
        </MessagesSection>
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Your app’s code, please');
  });

  it('is made pseudo under a pseudo-locale, placeholders kept', () => {
    expect(pseudoLong['login.title']).toMatch(/^\[Šîĝñ ûþ öŕ ĺöĝ îñ ·+\]$/);
    expect(pseudoLong['social.continueWith']).toContain('{provider}');
    expect(pseudoRtl['login.title'].startsWith('\u202E')).toBe(true);
    render(
      <MessagesProvider messages={pseudoLong} locale="en-XA">
        <MessagesSection english={enMfa}>
          <Title />
        </MessagesSection>
      </MessagesProvider>,
    );
    expect(screen.getByRole('heading').textContent).toMatch(/^\[Éñţéŕ ţĥé 6-đîĝîţ/);
  });
});

describe("the words of Stytch's rarer error types", () => {
  function Failure({ type }: { type: string }) {
    const { errorText } = useMessages();
    return <p role="alert">{errorText({ type, message: 'Server words.' })}</p>;
  }

  it('load when such an error first shows: nothing for a moment, then the words (no server English)', async () => {
    render(
      <MessagesProvider>
        <Failure type="stale_factors" />
      </MessagesProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^$/);
    expect(await screen.findByText('For your security, log in again, then make this change.')).toBeInTheDocument();
  });

  it("are made pseudo in a pseudo-locale, like a section's English words", async () => {
    render(
      <MessagesProvider messages={pseudoLong} locale="en-XA">
        {/* As a widget provides the login screens' words (the error table among them). */}
        <MessagesSection english={enScreens}>
          <Failure type="invalid_magic_link_url" />
          <Failure type="weak_password" />
        </MessagesSection>
      </MessagesProvider>,
    );
    // 'This sign-in method is not available right now.' (error.endpoint_not_authorized_for_sdk), made pseudo.
    await screen.findByText(/^\[Ţĥîš šîĝñ-îñ ɱéţĥöđ îš ñöţ/);
    expect(screen.getAllByRole('alert')[1]!.textContent).toMatch(/^\[Ţĥîš þàššŵöŕđ/);
  });
});
