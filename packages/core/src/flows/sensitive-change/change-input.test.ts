import { describe, expect, it } from 'vitest';
import { sensitiveChangeInput } from './change-input';

const account = { user: { userId: 'user-1' }, factors: [] } as never;

describe('sensitiveChangeInput', () => {
  it("passes the section's account, session length, codes' expiry and language on with its change", () => {
    expect(sensitiveChangeInput({ account, sessionDurationMinutes: 30, otpExpirationMinutes: 5, locale: 'fr' }, { kind: 'deleteUser' })).toEqual({
      change: { kind: 'deleteUser' },
      account,
      sessionDurationMinutes: 30,
      otpExpirationMinutes: 5,
      locale: 'fr',
    });
  });

  it('says gated only when the section does, and leaves out what the section was not given', () => {
    expect(sensitiveChangeInput({ account }, { name: 'Ada' }, { gated: false })).toEqual({ change: { name: 'Ada' }, account, gated: false });
    expect(sensitiveChangeInput({ account }, { name: 'Ada' })).not.toHaveProperty('gated');
  });
});
