import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthError } from '../../client';
import { createFlowEffects } from './flow-effects';

const memoryLastUsed = () => ({ read: () => null, write: () => {}, clear: () => {} });

describe('createFlowEffects: reportError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("reports every error to the host's onError, and explains a configuration error in the console once", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const effects = createFlowEffects(() => ({ onError }), () => {}, memoryLastUsed() as never);
    const notEnabled = createAuthError('endpoint_not_authorized_for_sdk', { message: 'enable passwords', status: 401 });

    effects.reportError(undefined, notEnabled);
    effects.reportError(undefined, notEnabled);
    effects.reportError(undefined, createAuthError('otp_code_not_found'));

    expect(onError.mock.calls.map(([error]) => error.type)).toEqual(['endpoint_not_authorized_for_sdk', 'endpoint_not_authorized_for_sdk', 'otp_code_not_found']);
    // The explanation's module loads on the first one: once it has, one line for the two.
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    await import('../../client/configuration-error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(/^\[Portico\] Stytch refused a call from the frontend SDK \(endpoint_not_authorized_for_sdk\).*SDK configuration.*"enable passwords"/);
  });

  it("names the page's origin for a domain the project has not authorised", async () => {
    vi.stubGlobal('location', { origin: 'https://shop.example' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const effects = createFlowEffects(() => undefined, () => {}, memoryLastUsed() as never);
    effects.reportError(undefined, createAuthError('bad_domain_for_stytch_sdk', { message: 'bad domain' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(consoleError.mock.calls[0]![0]).toContain('Stytch refused calls from https://shop.example (bad_domain_for_stytch_sdk)');
  });

  it("explains the other configuration types of Stytch's table, and nothing of what the user did", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const effects = createFlowEffects(() => undefined, () => {}, memoryLastUsed() as never);
    effects.reportError(undefined, createAuthError('unable_to_auth_otp_code', { status: 401, message: 'used' }));
    effects.reportError(undefined, createAuthError('weak_password', { status: 400, message: 'weak' }));
    effects.reportError(undefined, createAuthError('no_match_for_provided_magic_link_url', { status: 400, message: 'not registered' }));
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalled());
    await import('../../client/configuration-error');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]![0]).toMatch(
      /^\[Portico\] Stytch refused a call because of how the project or the widget is set up \(no_match_for_provided_magic_link_url\).*errors\/400#no_match_for_provided_magic_link_url.*"not registered"/,
    );
  });
});
