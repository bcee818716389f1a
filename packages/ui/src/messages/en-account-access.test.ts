import { describe, expect, it } from 'vitest';
import { SHIPPED_CATALOGS } from './catalog-registry';
import { loadCatalog } from './catalogs';
import { en, type MessageKey } from './en';
import { enAccountAccess } from './en-account-access';
import { enConfigErrors } from './en-config-errors';
import { enCrypto } from './en-crypto';
import { enScreens } from './en-screens';
import { enIdentityProvider } from './en-identity-provider';
import { enMfa } from './en-mfa';
import { enPasskeys } from './en-passkeys';
import { enPasswordStrength } from './en-password-strength';
import { enRareErrors } from './en-rare-errors';
import { enSecondFactors } from './en-second-factors';
import { enUrlLogin } from './en-url-login';

// The account's access sections' words (connected accounts, apps with access, devices, delete
// account), as messages.test.ts checks the other sections: every catalog translates each key with
// English's placeholders, and no key is another section's.
describe('enAccountAccess', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it.each(SHIPPED_CATALOGS.filter((id) => id !== 'en-XA' && id !== 'ar-XB'))('%s translates every key with the same placeholders', async (locale) => {
    const catalog = (await loadCatalog(locale))!;
    for (const [key, english] of Object.entries(enAccountAccess)) {
      const translated = catalog[key as MessageKey];
      expect(translated, key).toBeTruthy();
      expect(placeholders(translated), key).toEqual(placeholders(english));
    }
  });

  // WCAG 2.5.3 (Label in Name): a row's button shows the short words and is named by the long
  // ones ('Unlink' / 'Unlink GitHub'); the name must hold what is shown, so voice control finds it.
  const NAMED = [
    ['connectedAccounts.unlink', 'connectedAccounts.unlinkLabel'],
    ['connectedAccounts.remove', 'connectedAccounts.removeLabel'],
    ['connectedApps.revoke', 'connectedApps.revokeLabel'],
    ['devices.signOut', 'devices.signOutLabel'],
    ['devices.signOut', 'devices.signOutHereLabel'],
  ] as const;
  it.each(['en' as const, ...SHIPPED_CATALOGS.filter((id) => id !== 'en-XA' && id !== 'ar-XB')])('%s names each row button with words that hold its visible text', async (locale) => {
    const catalog = locale === 'en' ? enAccountAccess : (await loadCatalog(locale))!;
    for (const [shown, name] of NAMED) {
      expect(catalog[name].replace(/\{\w+\}/g, '').toLocaleLowerCase(locale), name).toContain(catalog[shown].toLocaleLowerCase(locale));
    }
  });

  it('holds no key of another section or of the first load', () => {
    const others = new Set([en, enScreens, enConfigErrors, enPasswordStrength, enIdentityProvider, enMfa, enSecondFactors, enCrypto, enPasskeys, enUrlLogin, enRareErrors].flatMap((section) => Object.keys(section)));
    expect(Object.keys(enAccountAccess).filter((key) => others.has(key))).toEqual([]);
  });
});
