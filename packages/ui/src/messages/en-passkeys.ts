/**
 * The English words of passkey registration and management (spec §2: PasskeyRegistrationStart,
 * PasskeyRegistrationSuccess; the passkey-registration mode). Kept apart from `en` as `enMfa` is:
 * every widget's first load carries `en`, while these load with the screens that use them (through
 * `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enPasskeys = {
  'passkey.waiting': 'Waiting for your passkey…',
  'passkey.registrationStart.title': 'Set up a new Passkey',
  'passkey.registrationStart.text': 'Sign in with your fingerprint, face or screen lock: no password to remember or type.',
  'passkey.create': 'Create a Passkey',
  'passkey.creating': 'Creating your passkey…',
  'passkey.skip': 'Skip',
  'passkey.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.created': 'Passkey successfully created!',
  'passkey.manage.title': 'Your Passkeys',
  'passkey.existing': 'Existing Passkeys',
  'passkey.none': 'You have no passkeys yet.',
  'passkey.setupAnother': 'Set up another Passkey',
  'passkey.done': 'Done',
  'passkey.doneText': 'Your passkeys are ready to use.',
  'passkey.rename': 'Rename',
  'passkey.renameLabel': 'Rename {name}',
  'passkey.nameLabel': 'Passkey name',
  'passkey.save': 'Save',
  'passkey.delete': 'Delete',
  'passkey.deleteLabel': 'Delete {name}',
  'passkey.stepUp': 'For your security, confirm it is you before creating a passkey.',
  'passkey.cancel': 'Cancel',
  'passkey.deleteWarning': 'Once deleted, the passkey cannot be restored.',
} as const;
