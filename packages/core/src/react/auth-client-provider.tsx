import { createContext, useContext, type ReactNode } from 'react';
import type { AuthClient } from '../client';

const AuthClientContext = createContext<AuthClient | null>(null);

export interface AuthClientProviderProps {
  client: AuthClient;
  children?: ReactNode;
}

/** Makes an AuthClient available to every Portico hook below it. */
export function AuthClientProvider({ client, children }: AuthClientProviderProps) {
  return <AuthClientContext.Provider value={client}>{children}</AuthClientContext.Provider>;
}

export function useOptionalAuthClient(): AuthClient | null {
  return useContext(AuthClientContext);
}

export function useAuthClient(hookName: string): AuthClient {
  return requireAuthClient(useContext(AuthClientContext), hookName);
}

/** For standalone flows, which need a client only when they create their own actor. */
export function requireAuthClient(client: AuthClient | null, hookName: string): AuthClient {
  if (!client) {
    throw new Error(
      `${hookName} needs an AuthClient: wrap the component in <AuthClientProvider client={…}>, ` +
        `or pass the actorRef of a running flow.`,
    );
  }
  return client;
}
