import type { AuthClient } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';
import { mapAuthenticate } from './mapping';

/** `cryptoWallets`: a wallet's challenge, then its signature. */
export function createCryptoWallets({ stytch, loginCall }: AdapterContext): AuthClient['cryptoWallets'] {
  return {
    authenticateStart: (request, options) =>
      call(options, () =>
        stytch.cryptoWallets.authenticateStart({
          crypto_wallet_address: request.cryptoWalletAddress,
          crypto_wallet_type: request.cryptoWalletType,
        }),
      ).then((raw) => ({ challenge: raw.challenge })),
    authenticate: (request, options) =>
      loginCall(options, () =>
        stytch.cryptoWallets.authenticate({
          crypto_wallet_address: request.cryptoWalletAddress,
          crypto_wallet_type: request.cryptoWalletType,
          signature: request.signature,
          session_duration_minutes: request.sessionDurationMinutes,
        }),
      ).then(mapAuthenticate),
  };
}
