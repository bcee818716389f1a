/**
 * The English words of the account mode (`AccountWidget`, issue 37): the widget, and its profile,
 * email addresses, phone numbers and password sections. Kept apart from `en` as `enSecondFactors`
 * is: every widget's first load carries `en`, while these load with the account's screens (through
 * `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enAccount = {
  // The parts every section shares (widgets/account-widget/parts).
  'account.cancel': 'Cancel',
} as const;
