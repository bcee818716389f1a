import type { AuthUser } from '../../client';
import type { AccountState } from './account-section';
import { signInAddress } from './sign-in-address';

/** Who is signed in, as a header or the user button shows them. */
export interface AccountSummary {
  userId: string;
  firstName: string;
  lastName: string;
  /** The name, else the email address, else the phone number. */
  displayName: string;
  /** The address the user signs in with (`signInAddress`), else their first. */
  email: string | null;
  phoneNumber: string | null;
  /** One or two letters for an avatar: the name's initials, else the email's first letter. */
  initials: string;
  /** A social login's profile picture, when one gave it. */
  pictureUrl: string | null;
  createdAt: string | null;
}

const initialOf = (text: string) => Array.from(text.trim())[0]?.toLocaleUpperCase() ?? '';

/** The summary of the signed-in user (the user button, the widget's header). */
export function summarizeAccount(account: Pick<AccountState, 'user'> & Partial<Pick<AccountState, 'factors'>>): AccountSummary {
  const user: AuthUser = account.user;
  const firstName = user.name?.firstName ?? '';
  const lastName = user.name?.lastName ?? '';
  const name = [firstName, lastName].filter(Boolean).join(' ');
  const signIn = signInAddress({ user, factors: account.factors ?? [] });
  const email = user.emails.find((entry) => entry.emailId === signIn.emailId)?.email ?? user.emails[0]?.email ?? null;
  const phoneNumber = user.phoneNumbers[0]?.phoneNumber ?? null;
  const initials = name ? `${initialOf(firstName)}${initialOf(lastName)}` || initialOf(name) : initialOf(email ?? phoneNumber?.replace('+', '') ?? '?');
  return {
    userId: user.userId,
    firstName,
    lastName,
    displayName: name || email || phoneNumber || user.userId,
    email,
    phoneNumber,
    initials,
    pictureUrl: (user.providers ?? []).find((provider) => provider.profilePictureUrl)?.profilePictureUrl ?? null,
    createdAt: user.createdAt ?? null,
  };
}
