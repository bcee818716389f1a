import type { AuthenticateResponse, User as StytchUser } from '@stytch/vanilla-js/headless';
import { createAuthError, type AuthenticateResult, type AuthFactor, type AuthUser, type ConnectedApp } from '../../client';

export function mapStytchUser(user: StytchUser | null | undefined): AuthUser | null {
  if (!user) return null;
  return {
    userId: user.user_id,
    emails: (user.emails ?? []).map((e) => ({ emailId: e.email_id, email: e.email, verified: e.verified })),
    phoneNumbers: (user.phone_numbers ?? []).map((p) => ({
      phoneId: p.phone_id,
      phoneNumber: p.phone_number,
      verified: p.verified,
    })),
    webauthnRegistrations: (user.webauthn_registrations ?? []).map((w) => ({
      webauthnRegistrationId: w.webauthn_registration_id,
      name: w.name,
    })),
    totps: (user.totps ?? []).map((t) => ({ totpId: t.totp_id, verified: t.verified })),
    ...accountParts(user),
    ...(user.name && {
      name: {
        ...(user.name.first_name && { firstName: user.name.first_name }),
        ...(user.name.last_name && { lastName: user.name.last_name }),
      },
    }),
  };
}

/** What the account sections show of a user beyond a login's needs, read defensively (missing: empty). */
function accountParts(user: StytchUser): Pick<AuthUser, 'providers' | 'cryptoWallets' | 'password' | 'createdAt'> {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    providers: (Array.isArray(user.providers) ? user.providers : []).map((provider) => ({
      providerType: text(provider.provider_type),
      providerSubject: text(provider.provider_subject),
      oauthUserRegistrationId: text(provider.oauth_user_registration_id),
      ...(text(provider.profile_picture_url) !== '' && { profilePictureUrl: provider.profile_picture_url }),
    })),
    cryptoWallets: (Array.isArray(user.crypto_wallets) ? user.crypto_wallets : []).map((wallet) => ({
      cryptoWalletId: text(wallet.crypto_wallet_id),
      address: text(wallet.crypto_wallet_address),
      type: text(wallet.crypto_wallet_type),
      verified: wallet.verified === true,
    })),
    password: user.password && typeof user.password.password_id === 'string' ? { passwordId: user.password.password_id } : null,
    ...(text(user.created_at) !== '' && { createdAt: user.created_at }),
  };
}

/** A Connected App as `user.getConnectedApps()` lists it (`scopes_granted` space-separated). */
export function mapConnectedApp(app: { connected_app_id: string; name: string; description: string; logo_url?: string; scopes_granted: string }): ConnectedApp {
  return {
    connectedAppId: String(app.connected_app_id ?? ''),
    name: String(app.name ?? ''),
    description: String(app.description ?? ''),
    ...(typeof app.logo_url === 'string' && app.logo_url !== '' && { logoUrl: app.logo_url }),
    scopesGranted: typeof app.scopes_granted === 'string' ? app.scopes_granted.split(' ').filter(Boolean) : [],
  };
}

/** A session's `authentication_factors`, as the port names them. */
export function mapFactors(factors: ReadonlyArray<{ type?: string; delivery_method?: string; last_authenticated_at?: string }> | undefined): AuthFactor[] {
  return (factors ?? []).map((factor) => ({
    type: String(factor.type ?? ''),
    deliveryMethod: String(factor.delivery_method ?? ''),
    lastAuthenticatedAt: String(factor.last_authenticated_at ?? ''),
    ...factorAddress(factor),
  }));
}

/** The address a factor proved (its `email_factor` or `phone_number_factor`), when it names one. */
function factorAddress(factor: object): Pick<AuthFactor, 'email' | 'phone'> {
  const { email_factor: email, phone_number_factor: phone } = factor as {
    email_factor?: { email_id?: unknown; email_address?: unknown };
    phone_number_factor?: { phone_id?: unknown; phone_number?: unknown };
  };
  return {
    ...(typeof email?.email_id === 'string' && typeof email.email_address === 'string' && { email: { emailId: email.email_id, email: email.email_address } }),
    ...(typeof phone?.phone_id === 'string' && typeof phone.phone_number === 'string' && { phone: { phoneId: phone.phone_id, phoneNumber: phone.phone_number } }),
  };
}

/** A login's answer, as the port names it (a user, or an invalid response). */
export function mapAuthenticate(response: AuthenticateResponse | null | undefined): AuthenticateResult {
  if (!response || typeof response.user_id !== 'string') {
    throw createAuthError('invalid_response', { message: 'The server answered without a user.' });
  }
  const { session } = response;
  return {
    userId: response.user_id,
    session: session
      ? {
          sessionId: session.session_id,
          userId: session.user_id,
          expiresAt: session.expires_at,
          authenticationFactors: mapFactors(session.authentication_factors),
        }
      : null,
    user: mapStytchUser(response.user),
    raw: response,
  };
}
