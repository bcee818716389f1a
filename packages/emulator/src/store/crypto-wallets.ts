import { integer, integerOrNull, text, textOrNull, type Row, type Sqlite } from './sqlite';

export type CryptoWalletType = 'ethereum' | 'solana';

export interface CryptoWalletRecord {
  crypto_wallet_id: string;
  user_id: string;
  crypto_wallet_type: CryptoWalletType;
  /** Ethereum addresses are kept lowercased (checksums are ignored); Solana addresses as given. */
  crypto_wallet_address: string;
  verified: boolean;
  created_at: number;
}

/** A message handed out by `authenticate/start` for the wallet to sign: single use, short-lived. */
export interface CryptoWalletChallengeRecord {
  challenge_id: string;
  crypto_wallet_type: CryptoWalletType;
  crypto_wallet_address: string;
  /** The logged-in user of a secondary start (the wallet is attached to them); null for a primary one. */
  user_id: string | null;
  message: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

const toWallet = (row: Row): CryptoWalletRecord => ({
  crypto_wallet_id: text(row, 'crypto_wallet_id'),
  user_id: text(row, 'user_id'),
  crypto_wallet_type: text(row, 'crypto_wallet_type') as CryptoWalletType,
  crypto_wallet_address: text(row, 'crypto_wallet_address'),
  verified: integer(row, 'verified') === 1,
  created_at: integer(row, 'created_at'),
});

const toChallenge = (row: Row): CryptoWalletChallengeRecord => ({
  challenge_id: text(row, 'challenge_id'),
  crypto_wallet_type: text(row, 'crypto_wallet_type') as CryptoWalletType,
  crypto_wallet_address: text(row, 'crypto_wallet_address'),
  user_id: textOrNull(row, 'user_id'),
  message: text(row, 'message'),
  created_at: integer(row, 'created_at'),
  expires_at: integer(row, 'expires_at'),
  used_at: integerOrNull(row, 'used_at'),
});

export class CryptoWalletsRepository {
  constructor(private readonly db: Sqlite) {}

  create(wallet: CryptoWalletRecord): CryptoWalletRecord {
    this.db.run(
      `INSERT INTO crypto_wallets (crypto_wallet_id, user_id, crypto_wallet_type, crypto_wallet_address, verified, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        wallet.crypto_wallet_id,
        wallet.user_id,
        wallet.crypto_wallet_type,
        wallet.crypto_wallet_address,
        wallet.verified ? 1 : 0,
        wallet.created_at,
      ],
    );
    return { ...wallet };
  }

  get(walletId: string): CryptoWalletRecord | undefined {
    const row = this.db.get('SELECT * FROM crypto_wallets WHERE crypto_wallet_id = ?', [walletId]);
    return row && toWallet(row);
  }

  find(type: CryptoWalletType, address: string): CryptoWalletRecord | undefined {
    const row = this.db.get('SELECT * FROM crypto_wallets WHERE crypto_wallet_type = ? AND crypto_wallet_address = ?', [
      type,
      address,
    ]);
    return row && toWallet(row);
  }

  /** Oldest first. */
  listForUser(userId: string): CryptoWalletRecord[] {
    return this.db.all('SELECT * FROM crypto_wallets WHERE user_id = ? ORDER BY created_at, rowid', [userId]).map(toWallet);
  }

  markVerified(walletId: string): void {
    this.db.run('UPDATE crypto_wallets SET verified = 1 WHERE crypto_wallet_id = ?', [walletId]);
  }

  delete(walletId: string): boolean {
    return this.db.run('DELETE FROM crypto_wallets WHERE crypto_wallet_id = ?', [walletId]) > 0;
  }
}

export class CryptoWalletChallengesRepository {
  constructor(private readonly db: Sqlite) {}

  issue(challenge: Omit<CryptoWalletChallengeRecord, 'used_at'>): CryptoWalletChallengeRecord {
    this.db.run(
      `INSERT INTO crypto_wallet_challenges (challenge_id, crypto_wallet_type, crypto_wallet_address, user_id, message,
         created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        challenge.challenge_id,
        challenge.crypto_wallet_type,
        challenge.crypto_wallet_address,
        challenge.user_id,
        challenge.message,
        challenge.created_at,
        challenge.expires_at,
      ],
    );
    return { ...challenge, used_at: null };
  }

  /** The wallet's unused, unexpired challenges, newest first. */
  listLive(type: CryptoWalletType, address: string, now: number): CryptoWalletChallengeRecord[] {
    return this.db
      .all(
        `SELECT * FROM crypto_wallet_challenges
         WHERE crypto_wallet_type = ? AND crypto_wallet_address = ? AND used_at IS NULL AND expires_at > ?
         ORDER BY created_at DESC, rowid DESC`,
        [type, address, now],
      )
      .map(toChallenge);
  }

  /** Marks a challenge used; returns false if it was already used. */
  markUsed(challengeId: string, at: number): boolean {
    return (
      this.db.run('UPDATE crypto_wallet_challenges SET used_at = ? WHERE challenge_id = ? AND used_at IS NULL', [
        at,
        challengeId,
      ]) > 0
    );
  }
}
