import { assign, enqueueActions, fromPromise, raise, sendTo, setup } from 'xstate';
import { toAuthError, type AuthenticateResult, type BootstrapData } from '../../client';
import { initialLoginContext, mainFlowsOf } from './login.initial';
import { loginFormMachine, type LoginFormOutput } from '../login-form';
import { passkeyLoginMachine } from '../passkey-login';
import { lastUsedMethodOf } from '../shared/last-used';
import { AuthEventType, flowEffectStubs } from '../shared/flow-effects';
import type { FlowOutcome } from '../shared/outcome';
import type { StepFlowId, StepFlows } from './login.flows';
import type { RouterContext } from './login.inputs';
import type { LoginContext, LoginEvent, LoginInput, LoginStep } from './login.types';
import { nextStep } from './next-step';
import * as inputs from './login.inputs';
import { stepAs } from './login.inputs';
import { ROUTER_STATES, routerStateOf, type RouterState } from './login.routes';
import { notProvided } from '../shared/not-provided';

type InternalEvent =
  | LoginEvent
  | { type: 'form.busy' }
  | { type: 'form.idle' }
  // A lazily started step flow ended (see `flowStep`).
  | { type: `xstate.done.actor.${StepFlowId}`; output: unknown }
  | { type: `xstate.error.actor.${StepFlowId}`; error: unknown };


/** A login remembers its method on the device ('Last used' on Main), before the step moves on. */
const rememberLogin = {
  type: 'rememberMethod' as const,
  params: ({ context, event }: { context: LoginContext; event: { output?: unknown } }) =>
    lastUsedMethodOf(context.step, event.output as FlowOutcome),
};

/** Every flow's `onDone`: route on its outcome. */
const routeOnDone = {
  target: '#login.routing',
  actions: [
    rememberLogin,
    { type: 'route' as const, params: ({ event }: { event: { output?: unknown } }) => event.output as FlowOutcome },
  ],
};
/** A flow that crashed (a bug, not a failed request): the error screen, never a dead widget. */
const routeOnError = {
  target: '#login.routing',
  actions: {
    type: 'route' as const,
    params: ({ event }: { event: { error: unknown } }): FlowOutcome => ({ kind: 'failed', error: toAuthError(event.error) }),
  },
};

/**
 * The login widget (spec §2–§4) as a router. It owns the widget state as one tagged `step`,
 * invokes the flow of the current step, and routes on that flow's typed outcome with the pure
 * `nextStep(outcome, config)`; it calls no backend itself (but the project settings). Main is
 * parallel: the email/phone form, the passkey login, social sign-in, One Tap and the wallet
 * buttons run side by side and report through the same route; submitting the form pauses
 * passkey autofill.
 */
const loginSetup = setup({
  types: {
    input: {} as LoginInput,
    context: {} as RouterContext,
    events: {} as InternalEvent,
    children: {} as { form: 'loginForm'; passkey: 'passkeyLogin' },
  },
  actors: {
    loadBootstrap: fromPromise<BootstrapData>(notProvided('loadBootstrap')),
    loadFlows: fromPromise<StepFlows>(notProvided('loadFlows'),),
    loginForm: loginFormMachine,
    passkeyLogin: passkeyLoginMachine,
  },
  actions: {
    ...flowEffectStubs,
    route: assign(({ context }, outcome: FlowOutcome) => ({ step: nextStep(outcome, context.config) })),
    toMain: assign({ step: { screen: 'Main' } as LoginStep }),
    storeFlows: assign(({ context: _context }, flows: StepFlows) => ({ flows })),
  },
  guards: {
    hasFlows: ({ context }) => context.flows !== null,
    routesTo: ({ context }, state: RouterState) => routerStateOf(context.step) === state,
    // The second factor has no way back: the first factor's session is already the page's.
    isAwayFromMain: ({ context }) => context.step.screen !== 'Main' && context.step.screen !== 'MFA',
    hasConfigErrors: ({ context }) => !mainFlowsOf(context).form,
    offersPasskeyLogin: ({ context }) => mainFlowsOf(context).passkey,
    offersSocial: ({ context }) => mainFlowsOf(context).social,
    offersOneTap: ({ context }) => mainFlowsOf(context).oneTap,
    offersWallets: ({ context }) => mainFlowsOf(context).wallets,
    offersPasswordCreation: ({ context }) =>
      (context.step.screen === 'OTPAuthenticate' || context.step.screen === 'EmailConfirmation') && context.step.offerPasswordCreation,
    createsPasskeyQuietly: ({ context }) => 'createPasskeyQuietly' in context.step && context.step.createPasskeyQuietly,
  },
});

/** A flow of a step: which one (of the lazily loaded ones), its input, and when it runs. */
interface StepFlow {
  id: StepFlowId;
  input: (context: RouterContext) => unknown;
  when?: (context: RouterContext) => boolean;
}

/** Every flow's end routes: its outcome, or (a crash) the error screen, never a dead widget. */
function routesOf(ids: StepFlowId[]) {
  return Object.fromEntries(
    ids.flatMap((id) => [
      [`xstate.done.actor.${id}`, routeOnDone],
      [`xstate.error.actor.${id}`, routeOnError],
    ]),
  );
}

/**
 * A step that runs flows of the lazily loaded module: it waits for the module if it has not
 * arrived yet (a failure to load routes to the error screen), starts each flow as a child,
 * stops them when the step ends, and routes on whichever finishes.
 */
function flowStep(...flows: StepFlow[]) {
  return flowStates(flows, routeOnError);
}

/**
 * Main's social, One Tap and wallet flows, started like a step's: if their module cannot load,
 * the form still works, so the region goes without them instead of leaving Main.
 */
function mainFlow(flow: StepFlow) {
  return flowStates([flow], { target: 'unavailable' });
}

function flowStates(flows: StepFlow[], onLoadError: typeof routeOnError | { target: 'unavailable' }) {
  return loginSetup.createStateConfig({
    initial: 'checking',
    on: routesOf(flows.map((flow) => flow.id)),
    states: {
      checking: {
        always: [{ guard: 'hasFlows', target: 'running' }, { target: 'loading' }],
      },
      loading: {
        invoke: {
          src: 'loadFlows',
          onDone: { target: 'running', actions: { type: 'storeFlows', params: ({ event }) => event.output } },
          onError: onLoadError,
        },
      },
      // Each flow runs as a child under its id: its screen attaches to it.
      running: {
        entry: enqueueActions(({ context, enqueue }) => {
          for (const flow of flows) {
            if (!context.flows || (flow.when && !flow.when(context))) continue;
            enqueue.spawnChild(context.flows[flow.id] as never, { id: flow.id, input: flow.input(context) });
          }
        }),
        exit: enqueueActions(({ enqueue }) => {
          for (const flow of flows) enqueue.stopChild(flow.id);
        }),
      },
      unavailable: {},
    },
  });
}

/** On the code and link screens a passwordless user reaches: 'Create a password instead'. */
const createPasswordOffer: StepFlow = {
  id: 'createPassword',
  input: inputs.createPasswordOffer,
  when: (context) =>
    (context.step.screen === 'OTPAuthenticate' || context.step.screen === 'EmailConfirmation') && context.step.offerPasswordCreation,
};

export const loginMachine = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({ ...initialLoginContext(input), flows: null }),
  entry: { type: 'logTelemetry', params: { name: 'render_login_screen' } },
  invoke: [
    {
      src: 'loadBootstrap',
      onDone: { actions: assign({ bootstrap: ({ event }) => event.output }) },
    },
    // The later steps' flows load while the user is on Main (a failure is retried by the step).
    {
      src: 'loadFlows',
      onDone: { actions: { type: 'storeFlows', params: ({ event }) => event.output } },
      onError: {},
    },
  ],
  on: {
    'screen.back': { guard: 'isAwayFromMain', target: '.main', actions: 'toMain' },
    'lastUsed.restore': { actions: assign({ lastUsed: ({ event }) => event.method }) },
  },
  initial: 'main',
  states: {
    // The step's state, by the one table of them (login.routes.ts).
    routing: {
      always: ROUTER_STATES.map((state) => ({ guard: { type: 'routesTo' as const, params: state }, target: state })),
    },

    main: {
      type: 'parallel',
      states: {
        form: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasConfigErrors', target: 'unavailable' }, { target: 'active' }],
            },
            active: {
              invoke: {
                id: 'form',
                src: 'loginForm',
                input: ({ context }) => inputs.loginForm(context),
                onSnapshot: {
                  actions: raise(({ event }) => ({ type: event.snapshot.hasTag('pending') ? ('form.busy' as const) : ('form.idle' as const) })),
                },
                onDone: {
                  target: '#login.routing',
                  actions: [
                    assign({ draft: ({ event }) => (event.output as LoginFormOutput).draft }),
                    { type: 'route', params: ({ event }) => event.output },
                  ],
                },
                onError: routeOnError,
              },
            },
            // Configuration errors replace the form (spec §2).
            unavailable: {},
          },
        },
        passkey: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'offersPasskeyLogin', target: 'active' }, { target: 'off' }],
            },
            active: {
              invoke: {
                id: 'passkey',
                src: 'passkeyLogin',
                input: ({ context }) => inputs.passkeyLogin(context),
                onDone: routeOnDone,
                onError: routeOnError,
              },
              on: {
                // Submitting the form stops passkey autofill; a failed submit brings it back.
                'form.busy': { actions: sendTo('passkey', { type: 'autofill.pause' }) },
                'form.idle': { actions: sendTo('passkey', { type: 'autofill.resume' }) },
              },
            },
            off: {},
          },
        },
        // Social sign-in (spec §2), One Tap (§4) and the wallet buttons load with the later steps'
        // flows, so a config without them never fetches them. A social start and One Tap
        // navigate away (they never route); a wallet choice routes to the Crypto screens.
        social: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'offersSocial', target: 'active' }, { target: 'off' }] },
            active: mainFlow({ id: 'oauth', input: inputs.oauth }),
            off: {},
          },
        },
        oneTap: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'offersOneTap', target: 'active' }, { target: 'off' }] },
            active: mainFlow({ id: 'oneTap', input: inputs.oneTap }),
            off: {},
          },
        },
        wallets: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'offersWallets', target: 'active' }, { target: 'off' }] },
            active: mainFlow({ id: 'wallets', input: inputs.mainWallets }),
            off: {},
          },
        },
      },
    },

    otpAuthenticate: flowStep(
      { id: 'otp', input: inputs.otp },
      createPasswordOffer,
    ),

    emailConfirmation: {
      ...flowStep(
        { id: 'magicLink', input: inputs.magicLink },
        createPasswordOffer,
      ),
      on: {
        ...routesOf(['magicLink', 'createPassword']),
        'email.tryAgain': {
          target: 'main',
          actions: [
            {
              type: 'logTelemetry',
              params: ({ context }) => ({
                name: 'email_try_again_clicked',
                details: { email: stepAs(context, 'EmailConfirmation').email, type: 'login_or_create_eml' },
              }),
            },
            'toMain',
          ],
        },
      },
    },

    // PasswordCreateOrLogin for a new user or one with a password.
    password: flowStep({ id: 'password', input: inputs.password }),

    // PasswordCreateOrLogin for a user without a password: a code or link goes out at once, and
    // 'Create a password instead' is offered beside it.
    passwordless: flowStep(
      { id: 'passwordless', input: inputs.passwordless },
      { id: 'createPassword', input: inputs.createPasswordInstead },
    ),

    // PasswordForgot, PasswordBreached, PasswordSetNew, PasswordDedupe: a reset email went out.
    resetSent: flowStep({ id: 'resetEmail', input: inputs.resetEmail }),

    // CryptoConnect, then CryptoSignMessage: the chosen wallet's flow (its own sub-screens).
    cryptoConnect: flowStep({ id: 'cryptoConnect', input: inputs.cryptoConnect }),
    // The wallets beyond Main's slots.
    cryptoOthers: flowStep({ id: 'cryptoOther', input: inputs.cryptoOther }),
    // Download links; the back arrow returns to Main.
    cryptoSetup: {},
    // 'Looks like there was an error!'; the back arrow returns to Main.
    cryptoError: {},

    // MFA: the second factor the login still needs (mfaOptions).
    mfa: flowStep({ id: 'mfa', input: inputs.mfa }),

    passkeyOffer: flowStep({ id: 'passkeyUpgrade', input: inputs.passkeyUpgrade }),

    // OTPConfirmation, PasswordConfirmation, PasskeyConfirmation, CryptoConfirmation. After a login by another
    // method, the browser may add a passkey quietly meanwhile (it never holds anything up).
    confirmed: {
      entry: { type: 'reportEvent', params: { type: AuthEventType.AuthenticateFlowComplete, data: {} } },
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'createsPasskeyQuietly', target: 'creatingPasskey' }, { target: 'settled' }],
        },
        creatingPasskey: {
          ...flowStep({ id: 'quietPasskey', input: inputs.quietPasskey }),
          on: {
            'xstate.done.actor.quietPasskey': {
              target: 'settled',
              actions: {
                type: 'reportEvent',
                params: ({ event }) => ({
                  type: AuthEventType.PasskeyRegister,
                  data: (event.output as AuthenticateResult).raw,
                }),
              },
            },
            'xstate.error.actor.quietPasskey': { target: 'settled' },
          },
        },
        settled: {},
      },
    },

    error: {},
  },
});

