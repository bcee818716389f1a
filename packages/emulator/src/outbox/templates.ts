import type { OtpChannel } from '../store';

/** The languages Stytch sends one-time passcodes in; `locale` is matched case-insensitively. */
export const OTP_LOCALES = ['en', 'es', 'fr', 'pt-br'] as const;
export type OtpLocale = (typeof OTP_LOCALES)[number];

export const isOtpLocale = (value: string): value is OtpLocale => (OTP_LOCALES as readonly string[]).includes(value);

export interface OtpMessageInput {
  channel: OtpChannel;
  locale: OtpLocale;
  code: string;
  projectName: string;
  expirationMinutes: number;
  /** A new user gets the sign-up wording, an existing one the login wording. */
  signup: boolean;
}

interface Copy {
  minutes: (n: number) => string;
  purpose: (signup: boolean) => string;
  subject: (project: string, purpose: string) => string;
  email: (project: string, purpose: string, code: string, minutes: string) => string;
  text: (project: string, purpose: string, code: string, minutes: string) => string;
}

const plural = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

const COPY: Record<OtpLocale, Copy> = {
  en: {
    minutes: plural('minute', 'minutes'),
    purpose: (signup) => (signup ? 'sign-up' : 'login'),
    subject: (project, purpose) => `Your ${project} ${purpose} code`,
    email: (project, purpose, code, minutes) =>
      `Your ${project} ${purpose} code is ${code}.\n\nIt expires in ${minutes}. If you didn't request this code, you can ignore this email.`,
    text: (project, purpose, code, minutes) => `${code} is your ${project} ${purpose} code. It expires in ${minutes}.`,
  },
  es: {
    minutes: plural('minuto', 'minutos'),
    purpose: (signup) => (signup ? 'registro' : 'inicio de sesión'),
    subject: (project, purpose) => `Tu código de ${purpose} de ${project}`,
    email: (project, purpose, code, minutes) =>
      `Tu código de ${purpose} de ${project} es ${code}.\n\nCaduca en ${minutes}. Si no lo solicitaste, puedes ignorar este correo.`,
    text: (project, purpose, code, minutes) => `${code} es tu código de ${purpose} de ${project}. Caduca en ${minutes}.`,
  },
  fr: {
    minutes: plural('minute', 'minutes'),
    purpose: (signup) => (signup ? "d'inscription" : 'de connexion'),
    subject: (project, purpose) => `Votre code ${purpose} ${project}`,
    email: (project, purpose, code, minutes) =>
      `Votre code ${purpose} ${project} est ${code}.\n\nIl expire dans ${minutes}. Si vous n'avez pas demandé ce code, vous pouvez ignorer cet e-mail.`,
    text: (project, purpose, code, minutes) => `${code} est votre code ${purpose} ${project}. Il expire dans ${minutes}.`,
  },
  'pt-br': {
    minutes: plural('minuto', 'minutos'),
    purpose: (signup) => (signup ? 'cadastro' : 'login'),
    subject: (project, purpose) => `Seu código de ${purpose} do ${project}`,
    email: (project, purpose, code, minutes) =>
      `Seu código de ${purpose} do ${project} é ${code}.\n\nEle expira em ${minutes}. Se você não solicitou este código, ignore este e-mail.`,
    text: (project, purpose, code, minutes) => `${code} é seu código de ${purpose} do ${project}. Expira em ${minutes}.`,
  },
};

/** The subject (email only) and body of a one-time passcode message. */
export function otpMessage(input: OtpMessageInput): { subject: string | null; body: string } {
  const copy = COPY[input.locale];
  const purpose = copy.purpose(input.signup);
  const minutes = copy.minutes(input.expirationMinutes);
  if (input.channel === 'email') {
    return {
      subject: copy.subject(input.projectName, purpose),
      body: copy.email(input.projectName, purpose, input.code, minutes),
    };
  }
  return { subject: null, body: copy.text(input.projectName, purpose, input.code, minutes) };
}
