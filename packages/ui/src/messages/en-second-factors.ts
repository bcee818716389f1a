/**
 * The English words of the second-factors mode (`SecondFactorsWidget`): the signed-in user's
 * list of second steps at login, and the changes to it. Kept apart from `en` as `enMfa` is: every
 * widget's first load carries `en`, while these are only in this mode's (its screens provide them
 * through `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enSecondFactors = {
  'error.last_second_factor': 'This is your only second step at login, and this app requires one. Add another before you remove it.',
  'secondFactors.title': 'Two-step verification',
  'secondFactors.text': 'A second step at login keeps your account safe, even if someone learns your password.',
  'secondFactors.required': 'This app requires a second step at login: keep at least one.',
  'secondFactors.noUser': 'Error: Cannot use SecondFactors component without active user authenticated.',
  'secondFactors.list': 'Your second steps',
  'secondFactors.none': 'You have not added a second step yet.',
  'secondFactors.app': 'Authenticator app',
  'secondFactors.phone': 'Text message to {number}',
  'secondFactors.remove': 'Remove',
  'secondFactors.removeApp': 'Remove the authenticator app',
  'secondFactors.removePhone': 'Remove the phone number {number}',
  'secondFactors.confirmApp': 'Remove the authenticator app?',
  'secondFactors.confirmPhone': 'Remove the phone number {number}?',
  'secondFactors.confirmText': 'You will no longer be able to use it as a second step at login.',
  'secondFactors.cancel': 'Cancel',
  'secondFactors.addApp': 'Add authenticator app',
  'secondFactors.addPhone': 'Add phone number',
  'secondFactors.recoveryCodes': 'Recovery codes',
  'secondFactors.recoveryCodesLeft': 'Recovery codes left: {count}',
  'secondFactors.renewCodes': 'Get new codes',
  'secondFactors.renewCodesText': 'You will set up your authenticator app again: new recovery codes come with it, and the old codes stop working.',
  'secondFactors.passkeys': 'Passkeys',
  'secondFactors.passkeysText': 'A passkey logs you in by itself. Manage your passkeys where you set them up.',
  'secondFactors.stepUp': 'For your security, confirm it is you before making this change.',
  'secondFactors.retry': 'Try again',
  'secondFactors.done.addApp': 'Your authenticator app is set up.',
  'secondFactors.done.addPhone': 'Your phone number is added.',
  'secondFactors.done.renewCodes': 'Your authenticator app is set up again, with new recovery codes.',
  'secondFactors.done.remove': 'Removed.',
} as const;
