import type { AuthClient, PasswordStrengthResult } from '../../client';
import { call } from './call';
import type { AdapterContext } from './context';
import { mapAuthenticate } from './mapping';

/** `passwords`: the strength check, sign-up, login and every kind of reset. */
export function createPasswords({ stytch, loginCall, links }: AdapterContext): AuthClient['passwords'] {
  return {
    strengthCheck: (request, options) =>
      call(options, () =>
        stytch.passwords.strengthCheck({
          password: request.password,
          ...(request.email !== undefined && { email: request.email }),
        }),
      ).then(
        (raw): PasswordStrengthResult => ({
          score: raw.score,
          validPassword: raw.valid_password,
          breachedPassword: raw.breached_password,
          strengthPolicy: raw.strength_policy as PasswordStrengthResult['strengthPolicy'],
          feedback: {
            warning: raw.feedback?.warning ?? '',
            suggestions: raw.feedback?.suggestions ?? [],
            ...(raw.feedback?.luds_requirements && {
              ludsRequirements: {
                hasLowerCase: raw.feedback.luds_requirements.has_lower_case,
                hasUpperCase: raw.feedback.luds_requirements.has_upper_case,
                hasDigit: raw.feedback.luds_requirements.has_digit,
                hasSymbol: raw.feedback.luds_requirements.has_symbol,
                missingCharacters: raw.feedback.luds_requirements.missing_characters,
                missingComplexity: raw.feedback.luds_requirements.missing_complexity,
              },
            }),
          },
        }),
      ),
    create: (request, options) =>
      loginCall(options, () =>
        stytch.passwords.create({
          email: request.email,
          password: request.password,
          session_duration_minutes: request.sessionDurationMinutes,
        }),
      ).then(mapAuthenticate),
    authenticate: (request, options) =>
      loginCall(options, () =>
        stytch.passwords.authenticate({
          email: request.email,
          password: request.password,
          session_duration_minutes: request.sessionDurationMinutes,
        }),
      ).then(mapAuthenticate),
    resetByEmailStart: (request, options) =>
      call(options, () =>
        stytch.passwords.resetByEmailStart({
          email: request.email,
          ...(request.loginRedirectUrl !== undefined && { login_redirect_url: request.loginRedirectUrl }),
          ...(request.loginExpirationMinutes !== undefined && { login_expiration_minutes: request.loginExpirationMinutes }),
          ...(request.resetPasswordRedirectUrl !== undefined && {
            reset_password_redirect_url: request.resetPasswordRedirectUrl,
          }),
          ...(request.resetPasswordExpirationMinutes !== undefined && {
            reset_password_expiration_minutes: request.resetPasswordExpirationMinutes,
          }),
          ...(request.resetPasswordTemplateId !== undefined && {
            reset_password_template_id: request.resetPasswordTemplateId,
          }),
          ...(request.locale !== undefined && { locale: request.locale }),
        }),
      ).then((raw) => ({ raw })),
    resetByEmail: (request, options) => call(options, () => links.resetByEmail(request, options)),
    // The page's own session is kept (a factor joins it): never undone as a late login would be.
    resetBySession: (request, options) =>
      call(options, () =>
        stytch.passwords.resetBySession({ password: request.password, session_duration_minutes: request.sessionDurationMinutes }),
      ).then(mapAuthenticate),
    resetByExistingPassword: (request, options) =>
      call(options, () =>
        stytch.passwords.resetByExistingPassword({
          email: request.email,
          existing_password: request.existingPassword,
          new_password: request.newPassword,
          session_duration_minutes: request.sessionDurationMinutes,
        }),
      ).then(mapAuthenticate),
  };
}
