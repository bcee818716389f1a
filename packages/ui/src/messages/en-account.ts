/**
 * The English words of the account mode (`AccountWidget`, issue 37): the widget, and its profile,
 * email addresses, phone numbers and password sections. Kept apart from `en` as `enSecondFactors`
 * is: every widget's first load carries `en`, while these load with the account's screens (through
 * `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enAccount = {
  // The parts every section shares (widgets/account-widget/parts).
  'account.cancel': 'Cancel',
  'account.retry': 'Try again',
  'account.remove': 'Remove',
  'account.sendCode': 'Send code',
  'account.onlyWay': 'This is your only way to sign in, so it cannot be removed.',
  // The widget.
  'account.noUser': 'Error: Cannot use Account component without active user authenticated.',
  'account.deleted': 'Your account has been deleted.',
  'account.signedOut': 'You are signed out on this device.',

  // Profile.
  'accountProfile.title': 'Profile',
  'accountProfile.text': 'Your name, as this app shows it.',
  'accountProfile.firstName': 'First name',
  'accountProfile.lastName': 'Last name',
  'accountProfile.save': 'Save',
  'accountProfile.done.saved': 'Your name has been saved.',

  // Email addresses.
  'emailAddresses.title': 'Email addresses',
  'emailAddresses.text': 'You can sign in with these addresses and receive codes at them.',
  'emailAddresses.none': 'There is no email address on your account.',
  'emailAddresses.add': 'Add an email address',
  'emailAddresses.newEmail': 'New email address',
  'emailAddresses.editEmail': 'Use another address',
  'emailAddresses.verified': 'Verified',
  'emailAddresses.unverified': 'Not verified',
  'emailAddresses.signsIn': 'Used to sign in',
  'emailAddresses.removeLabel': 'Remove {email}',
  'emailAddresses.confirmRemove': 'Remove {email}?',
  'emailAddresses.confirmRemoveText': 'You will no longer be able to sign in with this address or receive codes at it.',
  'emailAddresses.done.added': 'The email address has been added.',
  'emailAddresses.done.removed': 'The email address has been removed.',
  'error.duplicate_email': 'This email address is already in use. Enter another one.',

  // Phone numbers.
  'phoneNumbers.title': 'Phone numbers',
  'phoneNumbers.text': 'You can sign in with these numbers and receive codes at them by text message.',
  'phoneNumbers.none': 'There is no phone number on your account.',
  'phoneNumbers.add': 'Add a phone number',
  'phoneNumbers.newPhone': 'New phone number',
  'phoneNumbers.editPhone': 'Use another number',
  'phoneNumbers.verified': 'Verified',
  'phoneNumbers.unverified': 'Not verified',
  'phoneNumbers.signsIn': 'Used to sign in',
  'phoneNumbers.removeLabel': 'Remove {number}',
  'phoneNumbers.confirmRemove': 'Remove {number}?',
  'phoneNumbers.confirmRemoveText': 'You will no longer be able to sign in with this number or receive codes at it.',
  'phoneNumbers.done.added': 'The phone number has been added.',
  'phoneNumbers.done.removed': 'The phone number has been removed.',

  // Password.
  'accountPassword.title': 'Password',
  'accountPassword.text.change': 'Change the password you sign in with.',
  'accountPassword.text.set': 'You have no password yet. Set one to sign in with your email address and a password.',
  'accountPassword.currentPassword': 'Current password',
  'accountPassword.currentRequired': 'Enter your current password.',
  'accountPassword.newRequired': 'Enter a new password.',
  'accountPassword.forgotCurrent': 'I do not know my current password',
  'accountPassword.bySessionText': 'You can set a new password without your current one. For your security, you may be asked to confirm it is you first.',
  'accountPassword.useCurrent': 'Use my current password',
  'accountPassword.change': 'Change password',
  'accountPassword.set': 'Set password',
  'accountPassword.done.set': 'Your password has been set.',
  'accountPassword.done.changed': 'Your password has been changed.',
  'error.session_too_old_to_reset_password': 'For your security, sign in again, then set your password.',
} as const;
