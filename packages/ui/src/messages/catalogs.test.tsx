import { createFakeAuthClient } from '@portico/core/testing';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginWidget } from '../widgets/login-widget/login-widget';
import { loadCatalog } from './catalogs';
import { es } from './es';
import { ptBR } from './pt-BR';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

describe('catalogs on demand', () => {
  it('matches a locale by its language; English and unknown languages load nothing', async () => {
    expect(await loadCatalog('es')).toBe(es);
    expect(await loadCatalog('es-MX')).toBe(es);
    expect(await loadCatalog('pt-BR')).toBe(ptBR);
    expect(await loadCatalog('pt_PT')).toBe(ptBR);
    expect(loadCatalog('en')).toBeNull();
    expect(loadCatalog('fr')).toBeNull();
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
});
