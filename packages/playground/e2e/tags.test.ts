import { describe, expect, it } from 'vitest';
import { FLOW_TAGS, titleTags } from '../../../scripts/e2e-tags.mjs';

/**
 * The flow map's tag reader (scripts/e2e-tags.mjs) reads a title's tags as Playwright does, but
 * only a registered flow's: other `@` words in a title are neither tags nor problems.
 */
describe("the flow map's reading of tags in titles", () => {
  it('reads `@` and a flow name standing alone', () => {
    expect(titleTags('a code login @otp')).toEqual(['@otp']);
    expect(titleTags('(@account-switch) then @mfa.')).toEqual(['@account-switch', '@mfa']);
    expect(FLOW_TAGS.has('@account')).toBe(true);
  });

  it('takes no package name, address or longer word for a tag', () => {
    expect(titleTags('<portico-account> and <portico-user-button> (@portico/elements)')).toEqual([]);
    expect(titleTags('mail to ada@otp.example')).toEqual([]);
    expect(titleTags('@accounts and @otp-codes')).toEqual([]);
    expect(titleTags('@account/settings')).toEqual([]);
  });
});
