import { AuthClientProvider, useLoginWidget, type MfaActorRef } from '@portico/core/react';
import { createFakeAuthClient, fakeAuthenticateResult } from '@portico/core/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MfaScreen } from './mfa-screen';
import { MFA_STEPS, type MfaStepTable } from './mfa-steps';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] }, mfaOptions: { policy: 'whenEnrolled' as const, methods: ['totp' as const] } };

/** Sends `event` to `actor` once its state takes it. */
function useSendWhenAble<E>(actor: { getSnapshot(): { can(event: E): boolean }; send(event: E): void; subscribe(listener: () => void): { unsubscribe(): void } } | undefined, event: E) {
  useEffect(() => {
    if (!actor) return;
    let sent = false;
    const advance = () => {
      if (!sent && actor.getSnapshot().can(event)) {
        sent = true;
        actor.send(event);
      }
    };
    const subscription = actor.subscribe(advance);
    advance();
    return () => subscription.unsubscribe();
    // One event, fixed by the test.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
}

/** The real login router to its MFA step (an email code, then the app's code); the MFA screen stays on its flow after the flow ends. */
function LoginToMfa() {
  const login = useLoginWidget({ config, lastUsed: null });
  useSendWhenAble(login.formRef, { type: 'email.submit' as const, email: 'ada@example.com' });
  useSendWhenAble(login.otpRef, { type: 'code.submit' as const, code: '123456' });
  const [held, setHeld] = useState<MfaActorRef>();
  useEffect(() => {
    if (login.mfaRef) setHeld(login.mfaRef);
  }, [login.mfaRef]);
  return held ? <MfaScreen actorRef={held} /> : <p>{login.screen}</p>;
}

describe("the MFA screen's one table of steps (issue 40: no silent blank card)", () => {
  it('shows the loading state, not an empty card, once the flow has ended and before its parent moves on', async () => {
    const user = userEvent.setup();
    const client = createFakeAuthClient({
      script: {
        'otps.authenticate': () => {
          const result = fakeAuthenticateResult(undefined, ['otp']);
          result.user!.totps = [{ totpId: 'totp-test-1', verified: true }];
          return result;
        },
        'totps.authenticate': () => fakeAuthenticateResult(undefined, ['otp', 'totp']),
      },
    });
    const { container } = render(
      <AuthClientProvider client={client}>
        <LoginToMfa />
      </AuthClientProvider>,
    );
    await user.type(await screen.findByLabelText('One-time passcode'), '123456');
    await waitFor(() => expect(container.querySelector('[data-mfa-screen="done"]')).not.toBeNull());
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('does not compile with a step left out (a type test: `npm run typecheck` fails without the error)', () => {
    const { done: _done, ...withoutDone } = MFA_STEPS;
    // @ts-expect-error: `done` has no sub-screen, and a table without one is no MfaStepTable.
    const table: MfaStepTable = withoutDone;
    expect(Object.keys(table)).not.toContain('done');
  });
});
