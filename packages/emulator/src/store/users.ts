import { integer, json, text, type Row, type Sqlite } from './sqlite';

export type UserStatus = 'active' | 'pending';

export interface UserRecord {
  user_id: string;
  created_at: number;
  status: UserStatus;
  first_name: string;
  middle_name: string;
  last_name: string;
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  /** RBAC roles on top of the built-in `stytch_user` (seeded through the control API). */
  roles: string[];
}

export type NewUser = Pick<UserRecord, 'user_id' | 'created_at' | 'status'> &
  Partial<Pick<UserRecord, 'first_name' | 'middle_name' | 'last_name' | 'roles'>>;

export interface EmailRecord {
  email_id: string;
  user_id: string;
  email: string;
  verified: boolean;
  created_at: number;
}

export interface PhoneNumberRecord {
  phone_id: string;
  user_id: string;
  phone_number: string;
  verified: boolean;
  created_at: number;
}

const toUser = (row: Row): UserRecord => ({
  user_id: text(row, 'user_id'),
  created_at: integer(row, 'created_at'),
  status: text(row, 'status') as UserStatus,
  first_name: text(row, 'first_name'),
  middle_name: text(row, 'middle_name'),
  last_name: text(row, 'last_name'),
  trusted_metadata: json(row, 'trusted_metadata'),
  untrusted_metadata: json(row, 'untrusted_metadata'),
  roles: json(row, 'roles'),
});

const toEmail = (row: Row): EmailRecord => ({
  email_id: text(row, 'email_id'),
  user_id: text(row, 'user_id'),
  email: text(row, 'email'),
  verified: integer(row, 'verified') === 1,
  created_at: integer(row, 'created_at'),
});

const toPhoneNumber = (row: Row): PhoneNumberRecord => ({
  phone_id: text(row, 'phone_id'),
  user_id: text(row, 'user_id'),
  phone_number: text(row, 'phone_number'),
  verified: integer(row, 'verified') === 1,
  created_at: integer(row, 'created_at'),
});

export class UsersRepository {
  constructor(private readonly db: Sqlite) {}

  create(user: NewUser): UserRecord {
    this.db.run(
      `INSERT INTO users (user_id, created_at, status, first_name, middle_name, last_name, roles)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [
        user.user_id,
        user.created_at,
        user.status,
        user.first_name ?? '',
        user.middle_name ?? '',
        user.last_name ?? '',
        JSON.stringify(user.roles ?? []),
      ],
    );
    // The row just written, as `get` would read it back (the metadata columns default to '{}').
    return {
      user_id: user.user_id,
      created_at: user.created_at,
      status: user.status,
      first_name: user.first_name ?? '',
      middle_name: user.middle_name ?? '',
      last_name: user.last_name ?? '',
      trusted_metadata: {},
      untrusted_metadata: {},
      roles: [...(user.roles ?? [])],
    };
  }

  /** Oldest first. */
  list(): UserRecord[] {
    return this.db.all('SELECT * FROM users ORDER BY created_at, rowid').map(toUser);
  }

  get(userId: string): UserRecord | undefined {
    const row = this.db.get('SELECT * FROM users WHERE user_id = ?', [userId]);
    return row && toUser(row);
  }

  require(userId: string): UserRecord {
    const user = this.get(userId);
    if (!user) throw new Error(`user ${userId} does not exist`);
    return user;
  }
}

export class EmailsRepository {
  constructor(private readonly db: Sqlite) {}

  create(email: Omit<EmailRecord, 'verified'> & { verified?: boolean }): EmailRecord {
    const verified = email.verified ?? false;
    this.db.run('INSERT INTO emails (email_id, user_id, email, verified, created_at) VALUES (?, ?, ?, ?, ?)', [
      email.email_id,
      email.user_id,
      email.email,
      verified ? 1 : 0,
      email.created_at,
    ]);
    return { ...email, verified };
  }

  get(emailId: string): EmailRecord | undefined {
    const row = this.db.get('SELECT * FROM emails WHERE email_id = ?', [emailId]);
    return row && toEmail(row);
  }

  findByAddress(email: string): EmailRecord | undefined {
    const row = this.db.get('SELECT * FROM emails WHERE email = ?', [email]);
    return row && toEmail(row);
  }

  listForUser(userId: string): EmailRecord[] {
    return this.db.all('SELECT * FROM emails WHERE user_id = ? ORDER BY created_at, email_id', [userId]).map(toEmail);
  }

  markVerified(emailId: string): void {
    this.db.run('UPDATE emails SET verified = 1 WHERE email_id = ?', [emailId]);
  }
}

export class PhoneNumbersRepository {
  constructor(private readonly db: Sqlite) {}

  create(phone: Omit<PhoneNumberRecord, 'verified'> & { verified?: boolean }): PhoneNumberRecord {
    const verified = phone.verified ?? false;
    this.db.run('INSERT INTO phone_numbers (phone_id, user_id, phone_number, verified, created_at) VALUES (?, ?, ?, ?, ?)', [
      phone.phone_id,
      phone.user_id,
      phone.phone_number,
      verified ? 1 : 0,
      phone.created_at,
    ]);
    return { ...phone, verified };
  }

  get(phoneId: string): PhoneNumberRecord | undefined {
    const row = this.db.get('SELECT * FROM phone_numbers WHERE phone_id = ?', [phoneId]);
    return row && toPhoneNumber(row);
  }

  findByNumber(phoneNumber: string): PhoneNumberRecord | undefined {
    const row = this.db.get('SELECT * FROM phone_numbers WHERE phone_number = ?', [phoneNumber]);
    return row && toPhoneNumber(row);
  }

  listForUser(userId: string): PhoneNumberRecord[] {
    return this.db
      .all('SELECT * FROM phone_numbers WHERE user_id = ? ORDER BY created_at, phone_id', [userId])
      .map(toPhoneNumber);
  }

  markVerified(phoneId: string): void {
    this.db.run('UPDATE phone_numbers SET verified = 1 WHERE phone_id = ?', [phoneId]);
  }
}
