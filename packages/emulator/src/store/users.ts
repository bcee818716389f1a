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
}

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

  create(user: Pick<UserRecord, 'user_id' | 'created_at' | 'status'>): UserRecord {
    this.db.run('INSERT INTO users (user_id, created_at, status) VALUES (?, ?, ?)', [
      user.user_id,
      user.created_at,
      user.status,
    ]);
    return this.require(user.user_id);
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

  create(email: Omit<EmailRecord, 'verified'>): EmailRecord {
    this.db.run('INSERT INTO emails (email_id, user_id, email, created_at) VALUES (?, ?, ?, ?)', [
      email.email_id,
      email.user_id,
      email.email,
      email.created_at,
    ]);
    return { ...email, verified: false };
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

  create(phone: Omit<PhoneNumberRecord, 'verified'>): PhoneNumberRecord {
    this.db.run('INSERT INTO phone_numbers (phone_id, user_id, phone_number, created_at) VALUES (?, ?, ?, ?)', [
      phone.phone_id,
      phone.user_id,
      phone.phone_number,
      phone.created_at,
    ]);
    return { ...phone, verified: false };
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
