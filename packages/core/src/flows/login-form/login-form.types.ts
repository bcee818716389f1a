import type { AuthError } from '../../client';
import type { LoginTab, ResolvedLoginConfig } from '../../config';
import type { PhoneInputValue } from '../../validation/phone';
import type { FlowOutcome } from '../shared/outcome';
import type { SendCodeRequest } from '../shared/senders';

export type PhoneMethod = 'sms' | 'whatsapp';

/** What the form held when it was last submitted: it comes back filled in. */
export interface LoginFormDraft {
  activeTab: LoginTab | null;
  email: string;
  phone: (PhoneInputValue & { method: PhoneMethod }) | null;
}

export interface LoginFormInput {
  config: ResolvedLoginConfig;
  draft?: LoginFormDraft;
}

export interface PendingSend extends SendCodeRequest {
  displayDestination: string;
}

export interface LoginFormContext extends LoginFormDraft {
  config: ResolvedLoginConfig;
  pendingSend: PendingSend | null;
  error: AuthError | null;
  output: LoginFormOutput | null;
}

export type LoginFormEvent =
  | { type: 'tab.select'; tab: LoginTab }
  | { type: 'email.submit'; email: string }
  | { type: 'phone.submit'; method: PhoneMethod; phone: PhoneInputValue };

/** How Main's form ended (a code or link went out, or the password user was found), with what it held. */
export type LoginFormOutput = Extract<FlowOutcome, { kind: 'codeSent' | 'linkSent' | 'userFound' }> & { draft: LoginFormDraft };
