import { vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { LoginConfig } from '../../config';
import { createFakeAuthClient, createFakePhoneParser, FAKE_BOOTSTRAP, type FakeAuthClientOptions, type FakeScript } from '../../testing';
import type { PhoneNumberParser } from '../../validation/phone';
import type { LoadWalletProviders } from '../../wallets';
import { selectLoginFormView } from '../login-form';
import { createLoginActors } from './login.actors';
// Loaded at once here, so the router's on-demand import of the later steps' flows resolves
// from the module cache within a test's `flush()`.
import './login.flows';
import { loginMachine } from './login.machine';
import { selectLoginChildren, selectLoginView } from './login.selectors';

export const REQUEST_TIMEOUT = 15_000;

/** Lets every settled promise run its callbacks (the fake client answers in microtasks). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The login router with a scripted client, on a SimulatedClock: `clock.increment(ms)` moves
 * every timer of every flow (request timeouts, phone parse, countdowns).
 */
export function startLogin(
  config: LoginConfig,
  script: FakeScript = {},
  options: { loadPhoneParser?: () => Promise<PhoneNumberParser>; loadWallets?: LoadWalletProviders } & Omit<FakeAuthClientOptions, 'script'> = {},
) {
  const { loadPhoneParser = () => Promise.resolve(createFakePhoneParser()), loadWallets, ...clientOptions } = options;
  const clock = new SimulatedClock();
  clock.set(1_767_225_600_000);
  const client = createFakeAuthClient({ ...clientOptions, script, bootstrap: { displayWatermark: true, ...clientOptions.bootstrap } });
  const effects = { reportEvent: vi.fn(), reportError: vi.fn(), logTelemetry: vi.fn(), rememberMethod: vi.fn() };
  const actors = createLoginActors(client, {
    effects,
    requestTimeoutMs: REQUEST_TIMEOUT,
    loadPhoneParser,
    ...(loadWallets && { loadWallets }),
  });
  const actor = createActor(loginMachine.provide({ actors, actions: effects }), {
    clock,
    input: { config, bootstrap: FAKE_BOOTSTRAP },
  }).start();
  const children = () => selectLoginChildren(actor.getSnapshot());
  const form = () => {
    const ref = children().form;
    if (!ref) throw new Error(`No form: the widget is on ${actor.getSnapshot().context.step.screen}.`);
    return ref;
  };
  return {
    actor,
    clock,
    client,
    effects,
    children,
    form,
    view: () => selectLoginView(actor.getSnapshot()),
    formView: () => selectLoginFormView(form().getSnapshot()),
    eventTypes: () => effects.reportEvent.mock.calls.map(([, event]) => (event as { type: string }).type),
    submitEmail: (email: string) => form().send({ type: 'email.submit', email }),
  };
}

export type StartedLogin = ReturnType<typeof startLogin>;
