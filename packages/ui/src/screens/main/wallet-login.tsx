import type { LastUsedMethod } from '@portico/core';
import { useCryptoOther, type CryptoOtherActorRef } from '@portico/core/react';
import { OtherWalletsButton, SetupWalletButton, WalletButton } from '../../social';
import { ButtonRoom } from './main-layout';

export interface WalletLoginProps {
  walletsRef: CryptoOtherActorRef;
  lastUsed: LastUsedMethod | null;
}

/**
 * Main's wallet buttons (spec §2, §9): the wallets that fit in the slots the social buttons
 * leave, then 'Continue with other Crypto Wallet' when there are more, or 'Set up a new crypto
 * wallet' when they all fit (also when the browser has none).
 */
export function WalletLogin({ walletsRef, lastUsed }: WalletLoginProps) {
  const picker = useCryptoOther({ actorRef: walletsRef });
  // At least one button comes (a wallet, 'other', or 'set up'): its room is kept meanwhile.
  if (picker.detecting && picker.wallets.length === 0) return <ButtonRoom count={1} />;
  return (
    <div data-slot="wallet-login" className="pt:flex pt:flex-col pt:gap-4">
      {picker.wallets.map(({ wallet }) => (
        <WalletButton key={wallet} wallet={wallet} lastUsed={lastUsed === `wallet:${wallet}`} onClick={() => picker.chooseWallet(wallet)} />
      ))}
      {picker.showOthers && <OtherWalletsButton onClick={picker.toOtherWallets} />}
      {picker.showSetup && <SetupWalletButton onClick={picker.toWalletSetup} />}
    </div>
  );
}
