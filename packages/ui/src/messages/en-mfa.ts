/**
 * The English words of the MFA screens (spec §2: MFA enrollment and entry, recovery code, SMS and
 * TOTP entry), Portico's own copy, and the second factor's server errors. Kept apart from `en`:
 * every widget's first load carries `en`, while these load with the MFA screens (which provide
 * them through `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enMfa = {
  'mfa.totp.title': 'Enter the 6-digit code from your authenticator app',
  'mfa.useRecoveryCode': 'Use a recovery code',
  'mfa.textInstead': 'Text me a code instead',
  'mfa.useApp': 'Use your authenticator app instead',
  'mfa.recovery.text': 'Enter one of the recovery codes you saved when you set up your authenticator app. Each code works once.',
  'mfa.recovery.label': 'Recovery code',
  'mfa.recovery.required': 'Enter a recovery code.',
  'mfa.recoveryUsed.title': 'Recovery code accepted',
  'mfa.recoveryUsed.remaining.one': 'You have {count} recovery code left.',
  'mfa.recoveryUsed.remaining.other': 'You have {count} recovery codes left.',
  'mfa.recoveryUsed.none': 'You have no recovery codes left.',
  'mfa.recoveryUsed.countUnknown': 'How many recovery codes you have left cannot be shown here. Each code works once, so keep the others safe.',
  'mfa.recoveryUsed.renewText': 'Setting up your authenticator app again gives you new recovery codes and replaces the old ones.',
  'mfa.recoveryUsed.renew': 'Set up the app again for new codes',
  'mfa.changePhone': 'Use another number',
  'mfa.phone.title': 'Add a phone number',
  'mfa.phone.text': 'To keep your account secure, we will text a code to this number now and when you log in.',
  'mfa.enrol.title': 'Set up an authenticator app',
  'mfa.enrol.creating': 'Setting up your authenticator app…',
  'mfa.enrol.scan': 'Scan this QR code with your authenticator app, then enter the 6-digit code it shows.',
  'mfa.enrol.qrAlt': 'QR code for your authenticator app',
  'mfa.enrol.keyHelp': "Can't scan it? Enter this key in the app instead:",
  'mfa.enrol.setupKey': 'Setup key',
  'mfa.enrol.copyKey': 'Copy key',
  'mfa.copied': 'Copied',
  'mfa.codes.title': 'Save your recovery codes',
  'mfa.codes.text': 'If you lose your authenticator app, each code lets you log in once. Keep them somewhere safe: they are shown only now.',
  'mfa.codes.list': 'Recovery codes',
  'mfa.codes.copy': 'Copy codes',
  'mfa.codes.download': 'Download',
  'mfa.codes.print': 'Print',
  'mfa.codes.saved': 'I have saved these codes',

  // The second factor's server errors (Stytch's error_types; Portico's copy).
  'error.unable_to_authenticate_totp': 'That code is incorrect or has expired. Enter the code your app shows now.',
  'error.invalid_totp_code': 'Enter the 6-digit code your authenticator app shows.',
  'error.totp_code_already_authenticated': 'That code was already used. Wait for the next one in your app.',
  'error.recovery_code_used_as_totp_code': 'That is a recovery code. Choose “Use a recovery code” to use it.',
  'error.totp_code_used_as_recovery_code': 'That is a code from your authenticator app, not a recovery code.',
  'error.unable_to_authenticate_recovery_code': 'That recovery code is incorrect or was already used.',
  'error.invalid_recovery_code': 'That recovery code is incorrect or was already used.',
  'error.active_totp_exists': 'An authenticator app is already set up for this account.',
  'error.totp_not_found': 'No authenticator app is set up for this account.',
  'error.expired_totp': 'This setup has expired. Try again for a new QR code.',
  'error.duplicate_phone_number': 'This phone number belongs to another account. Use another number.',
} as const;
