/**
 * The English words of the wallet screens (spec §2, Crypto screens): connecting, signing, the
 * other wallets, setting up a wallet, and their outcomes. Kept apart from `en` as `enMfa` is:
 * every widget's first load carries `en`, while these load with the screens that use them (through
 * `MessagesSection`). The other catalogs hold these keys like any other.
 */
export const enCrypto = {
  'crypto.connect.title': 'Connecting to your wallet...',
  'crypto.connect.text': 'Complete sign in by connecting through the wallet pop up in the right corner of your screen.',
  'crypto.connect.waiting': 'Waiting for your wallet…',
  'crypto.sign.title': 'Completing signature request...',
  'crypto.sign.text': 'Sign the message in your wallet to finish signing in.',
  'crypto.sign.waiting': 'Waiting for your signature…',
  'crypto.trouble': 'If you are having trouble, go back to the main screen and try logging in again.',
  'crypto.other.title': 'Continue with other wallet',
  'crypto.other.detecting': 'Looking for wallets in this browser…',
  'crypto.setup.title': 'Set up a new crypto wallet',
  'crypto.setup.text': 'Get started by downloading any Ethereum or Solana wallet.',
  'crypto.setup.examples':
    'We’ve included a few examples of wallet extensions you can find below. Once you’ve set up your wallet, click “Go back” to use it and sign in.',
  'crypto.setup.newTab': '(opens in a new tab)',
  'crypto.confirmation.text': 'You have successfully connected your wallet.',
  'crypto.error.text': 'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
} as const;
