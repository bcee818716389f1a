import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginWidget } from '../widgets/login-widget/login-widget';
import { matchCatalog } from './catalog-registry';
import { directionOf, loadCatalog } from './catalogs';
import { es } from './es';
import { ptBR } from './pt-BR';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

describe('matching a locale to a catalog (BCP 47)', () => {
  it.each([
    ['es', 'es'],
    ['es-ES', 'es'],
    ['ES', 'es'],
    ['es-MX', 'es-419'],
    ['es-419', 'es-419'],
    ['es-US', 'es-419'],
    ['pt', 'pt-BR'],
    ['pt-BR', 'pt-BR'],
    ['pt_PT', 'pt-PT'],
    ['pt-AO', 'pt-PT'],
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant', 'zh-Hant'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nb-NO', 'nb'],
    ['iw', 'he'],
    ['de-AT', 'de'],
    ['fr-CA', 'fr'],
    ['ar-EG', 'ar'],
    ['ja-JP', 'ja'],
    ['en-XA', 'en-XA'],
    ['ar-XB', 'ar-XB'],
    ['en', null],
    ['en-GB', null],
    ['xx', null],
    ['not a tag!', null],
  ])('%s → %s', (locale, id) => {
    expect(matchCatalog(locale)).toBe(id);
  });

  it('the direction follows the language (its likely script)', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG', 'iw'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'es', 'ja', 'zh-Hant', 'az-Arab'].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
    expect(directionOf('not a tag!')).toBe('ltr');
  });
});

describe('catalogs on demand', () => {
  it('matches a locale by its language; English and unknown languages load nothing', async () => {
    expect(await loadCatalog('es')).toBe(es);
    expect(await loadCatalog('es-ES')).toBe(es);
    expect(await loadCatalog('pt-BR')).toBe(ptBR);
    expect(loadCatalog('en')).toBeNull();
    expect(await loadCatalog('xx')).toBeNull();
    expect(loadCatalog('es')).toBe(loadCatalog('ES'));
  });

  it('a widget given only a locale shows in that language, never in English first', async () => {
    vi.resetModules();
    const { LoginWidget: FreshWidget } = await import('../widgets/login-widget/login-widget');
    let rendered!: ReturnType<typeof render>;
    // Nothing is loaded yet in this module graph: the widget waits for the catalog.
    await act(async () => {
      rendered = render(<FreshWidget client={createFakeAuthClient()} config={config} locale="es" />);
      expect(rendered.container).toBeEmptyDOMElement();
    });
    expect(await screen.findByRole('heading', { name: es['login.title'] })).toBeInTheDocument();
    expect(screen.queryByText('Sign up or log in')).not.toBeInTheDocument();
    rendered.unmount();
    // Once loaded, the next widget in that language renders at once.
    render(<LoginWidget client={createFakeAuthClient()} config={config} locale="pt-BR" />);
    expect(screen.getByRole('heading', { name: ptBR['login.title'] })).toBeInTheDocument();
  });

  it('a catalog passed in wins over the locale; English without a locale, at once', () => {
    const { unmount } = render(
      <LoginWidget client={createFakeAuthClient()} config={config} locale="es" messages={ptBR} />,
    );
    expect(screen.getByRole('heading', { name: ptBR['login.title'] })).toBeInTheDocument();
    unmount();
    render(<LoginWidget client={createFakeAuthClient()} config={config} />);
    expect(screen.getByRole('heading', { name: 'Sign up or log in' })).toBeInTheDocument();
  });

  it("without a locale, follows the page's <html lang>, also when it changes", async () => {
    const root = document.documentElement;
    root.lang = 'pt-BR';
    try {
      const { container } = render(<LoginWidget client={createFakeAuthClient()} config={config} />);
      expect(await screen.findByRole('heading', { name: ptBR['login.title'] })).toBeInTheDocument();
      expect(container.querySelector('[data-slot="widget-frame"]')).toHaveAttribute('lang', 'pt-BR');
      await act(async () => {
        root.lang = 'es';
      });
      expect(await screen.findByRole('heading', { name: es['login.title'] })).toBeInTheDocument();
    } finally {
      root.removeAttribute('lang');
    }
  });

  it("the direction follows the language unless the host sets dir", async () => {
    const frame = async (props: { locale?: string; dir?: 'ltr' | 'rtl' }) => {
      const { container, unmount } = render(<LoginWidget client={createFakeAuthClient()} config={config} {...props} />);
      // A catalog that is not loaded yet: the widget shows once it is.
      await screen.findByRole('heading');
      const found = container.querySelector('[data-slot="widget-frame"]')!;
      const result = [found.getAttribute('lang'), found.getAttribute('dir')];
      unmount();
      return result;
    };
    expect(await frame({ locale: 'ar' })).toEqual(['ar', 'rtl']);
    expect(await frame({ locale: 'he-IL' })).toEqual(['he-IL', 'rtl']);
    expect(await frame({ locale: 'ar-XB' })).toEqual(['ar-XB', 'rtl']);
    expect(await frame({ locale: 'es' })).toEqual(['es', 'ltr']);
    expect(await frame({ locale: 'es', dir: 'rtl' })).toEqual(['es', 'rtl']);
    // No language at all: the page's direction applies.
    expect(await frame({})).toEqual([null, null]);
  });
});
