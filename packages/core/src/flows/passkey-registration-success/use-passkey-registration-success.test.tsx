// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AuthClientProvider } from '../../react/auth-client-provider';
import { createFakeAuthClient, delay, fakeUser } from '../../testing';
import { usePasskeyRegistrationSuccess } from './use-passkey-registration-success';

describe('usePasskeyRegistrationSuccess', () => {
  it("survives React's strict effects: the first run's aborted lookup never reaches the restarted flow", async () => {
    // The lookup takes a moment, so it is in flight when StrictMode stops and restarts the actor.
    const client = createFakeAuthClient({ user: fakeUser(), script: { 'user.get': delay(20, fakeUser()) } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StrictMode>
        <AuthClientProvider client={client}>{children}</AuthClientProvider>
      </StrictMode>
    );
    const { result } = renderHook(() => usePasskeyRegistrationSuccess(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('start'));
    expect(result.current.registrationRef).toBeDefined();
  });
});
