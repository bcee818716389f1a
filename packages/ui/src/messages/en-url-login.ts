/**
 * The English words of the URL-login mode (`UrlLoginWidget`): signing in from a link, and the
 * questions a link may ask ('Continue signing in', 'Switch accounts?'; the reset page asks them
 * too). Kept apart from `en` as `enMfa` is:
 * every widget's first load carries `en`, while these load with the screens that use them (through
 * `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enUrlLogin = {
  'urlLogin.signingIn': 'Signing you in…',
  'urlLogin.confirm.title': 'Continue signing in',
  'urlLogin.confirm.text': 'Select Continue to sign in on this device. If you did not ask for this link, close this page.',
  'urlLogin.confirm.textForAddress': 'You asked for a sign-in link for {email}. Select Continue to sign in on this device.',
  'urlLogin.switch.title': 'Switch accounts?',
  'urlLogin.switch.text': 'You are signed in as {current}. This link is for {next} — continue as the new account?',
  'urlLogin.switch.stay': 'Stay signed in as {current}',
  'urlLogin.switch.continue': 'Continue as {next}',
  'urlLogin.switch.switching': 'Switching accounts…',
  'urlLogin.declined.title': 'You are still signed in as {current}',
  'urlLogin.declined.text': 'The link was not used. You may close this page.',
  'urlLogin.declined.passwordChanged': 'The new password for {next} is saved, but you were not signed in as {next}. You may close this page.',
} as const;
