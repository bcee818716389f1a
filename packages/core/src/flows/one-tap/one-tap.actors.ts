import { fromCallback, fromPromise } from 'xstate';
import { toAuthError, type AuthClient, type OneTapMode } from '../../client';
import type { FlowActorOptions } from '../shared/request';
import { recordSignInStart } from '../shared/sign-in-start';
import type { OneTapEvent, OneTapPromptInput } from './one-tap.machine';

/**
 * One Tap's ports: where the prompt can show in this browser, and the prompt itself. The prompt
 * reports what Google and the provider say as events; stopping it removes the prompt (also
 * when it comes up after the flow stopped).
 */
export function createOneTapActors(client: AuthClient, { requestTimeoutMs }: FlowActorOptions = {}) {
  return {
    mode: fromPromise<OneTapMode | null, { position: string }>(async ({ input }) => client.oauth.oneTapMode(input.position)),
    prompt: fromCallback<OneTapEvent, OneTapPromptInput>(({ input, sendBack }) => {
      let stopped = false;
      let cancel: (() => void) | undefined;
      client.oauth
        .oneTap({
          position: input.position,
          cancelOnTapOutside: input.cancelOnTapOutside,
          ...(requestTimeoutMs !== undefined && { requestTimeoutMs }),
          ...(input.loginRedirectUrl !== undefined && { loginRedirectUrl: input.loginRedirectUrl }),
          ...(input.signupRedirectUrl !== undefined && { signupRedirectUrl: input.signupRedirectUrl }),
          onCancelled: () => {
            if (!stopped) sendBack({ type: 'oneTap.cancelled' });
          },
          onError: (error) => {
            if (!stopped) sendBack({ type: 'oneTap.failed', error: toAuthError(error) });
          },
          // The redirect this tab is about to follow is its own: it spends its token in one step.
          onCredential: () => recordSignInStart(),
        })
        .then(
          (result) => {
            if (result.shown) {
              if (stopped) result.cancel();
              else {
                cancel = result.cancel;
                sendBack({ type: 'oneTap.shown' });
              }
            } else if (stopped) return;
            // A start that failed says why (as every call does); a configuration problem, spec §4's way.
            else if (result.error) sendBack({ type: 'oneTap.failed', error: result.error });
            else sendBack({ type: 'oneTap.refused', problem: result.problem });
          },
          (error: unknown) => {
            if (!stopped) sendBack({ type: 'oneTap.failed', error: toAuthError(error) });
          },
        );
      return () => {
        stopped = true;
        cancel?.();
      };
    }),
  };
}
