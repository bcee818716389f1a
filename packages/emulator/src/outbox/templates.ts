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

/**
 * A lifetime in the language's words, in the largest whole unit: '5 minutes', '1 hour', '7 days'
 * (a sign-up link's default week reads as days, not 10080 minutes). `Intl.NumberFormat`'s units.
 */
const duration = (locale: string) => (minutes: number) => {
  const [value, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
};

const COPY: Record<OtpLocale, Copy> = {
  en: {
    minutes: duration('en'),
    purpose: (signup) => (signup ? 'sign-up' : 'login'),
    subject: (project, purpose) => `Your ${project} ${purpose} code`,
    email: (project, purpose, code, minutes) =>
      `Your ${project} ${purpose} code is ${code}.\n\nIt expires in ${minutes}. If you didn't request this code, you can ignore this email.`,
    text: (project, purpose, code, minutes) => `${code} is your ${project} ${purpose} code. It expires in ${minutes}.`,
  },
  es: {
    minutes: duration('es'),
    purpose: (signup) => (signup ? 'registro' : 'inicio de sesión'),
    subject: (project, purpose) => `Tu código de ${purpose} de ${project}`,
    email: (project, purpose, code, minutes) =>
      `Tu código de ${purpose} de ${project} es ${code}.\n\nCaduca en ${minutes}. Si no lo solicitaste, puedes ignorar este correo.`,
    text: (project, purpose, code, minutes) => `${code} es tu código de ${purpose} de ${project}. Caduca en ${minutes}.`,
  },
  fr: {
    minutes: duration('fr'),
    purpose: (signup) => (signup ? "d'inscription" : 'de connexion'),
    subject: (project, purpose) => `Votre code ${purpose} ${project}`,
    email: (project, purpose, code, minutes) =>
      `Votre code ${purpose} ${project} est ${code}.\n\nIl expire dans ${minutes}. Si vous n'avez pas demandé ce code, vous pouvez ignorer cet e-mail.`,
    text: (project, purpose, code, minutes) => `${code} est votre code ${purpose} ${project}. Il expire dans ${minutes}.`,
  },
  'pt-br': {
    minutes: duration('pt-BR'),
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

/** The languages of every message; the same as {@link OTP_LOCALES}. */
export const MESSAGE_LOCALES = OTP_LOCALES;
export type MessageLocale = OtpLocale;
export const isMessageLocale = isOtpLocale;

export interface MagicLinkMessageInput {
  locale: MessageLocale;
  projectName: string;
  link: string;
  expirationMinutes: number;
  /** A new (or never verified) user gets the sign-up wording, an existing one the login wording. */
  signup: boolean;
}

export interface ResetPasswordMessageInput {
  locale: MessageLocale;
  projectName: string;
  /** `<reset_password_redirect_url>?stytch_token_type=reset_password&token=…` */
  link: string;
  /** `<login_redirect_url>?stytch_token_type=login&token=…`: log in without setting a password. */
  loginLink: string;
  expirationMinutes: number;
}

interface LinkCopy {
  magicLinkSubject: (project: string, signup: boolean) => string;
  magicLinkBody: (project: string, signup: boolean, link: string, minutes: string) => string;
  resetSubject: (project: string) => string;
  resetBody: (project: string, link: string, loginLink: string, minutes: string) => string;
}

const LINK_COPY: Record<MessageLocale, LinkCopy> = {
  en: {
    magicLinkSubject: (project, signup) => (signup ? `Finish signing up for ${project}` : `Your ${project} login link`),
    magicLinkBody: (project, signup, link, minutes) =>
      `${signup ? `Click the link below to finish signing up for ${project}` : `Click the link below to log in to ${project}`}:\n\n` +
      `${link}\n\nThe link expires in ${minutes} and works once. If you didn't request it, you can ignore this email.`,
    resetSubject: (project) => `Reset your ${project} password`,
    resetBody: (project, link, loginLink, minutes) =>
      `We received a request to reset the password of your ${project} account. Choose a new password here:\n\n${link}\n\n` +
      `The link expires in ${minutes} and works once. To log in without a password instead:\n\n${loginLink}\n\n` +
      `If you didn't request this, you can ignore this email; your password has not changed.`,
  },
  es: {
    magicLinkSubject: (project, signup) => (signup ? `Completa tu registro en ${project}` : `Tu enlace de inicio de sesión de ${project}`),
    magicLinkBody: (project, signup, link, minutes) =>
      `${signup ? `Haz clic en el enlace para completar tu registro en ${project}` : `Haz clic en el enlace para iniciar sesión en ${project}`}:\n\n` +
      `${link}\n\nEl enlace caduca en ${minutes} y solo funciona una vez. Si no lo solicitaste, puedes ignorar este correo.`,
    resetSubject: (project) => `Restablece tu contraseña de ${project}`,
    resetBody: (project, link, loginLink, minutes) =>
      `Recibimos una solicitud para restablecer la contraseña de tu cuenta de ${project}. Elige una nueva aquí:\n\n${link}\n\n` +
      `El enlace caduca en ${minutes} y solo funciona una vez. Para iniciar sesión sin contraseña:\n\n${loginLink}\n\n` +
      `Si no lo solicitaste, puedes ignorar este correo; tu contraseña no ha cambiado.`,
  },
  fr: {
    magicLinkSubject: (project, signup) => (signup ? `Finalisez votre inscription à ${project}` : `Votre lien de connexion ${project}`),
    magicLinkBody: (project, signup, link, minutes) =>
      `${signup ? `Cliquez sur le lien ci-dessous pour finaliser votre inscription à ${project}` : `Cliquez sur le lien ci-dessous pour vous connecter à ${project}`} :\n\n` +
      `${link}\n\nLe lien expire dans ${minutes} et ne fonctionne qu'une fois. Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail.`,
    resetSubject: (project) => `Réinitialisez votre mot de passe ${project}`,
    resetBody: (project, link, loginLink, minutes) =>
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${project}. Choisissez-en un nouveau ici :\n\n${link}\n\n` +
      `Le lien expire dans ${minutes} et ne fonctionne qu'une fois. Pour vous connecter sans mot de passe :\n\n${loginLink}\n\n` +
      `Si vous ne l'avez pas demandé, vous pouvez ignorer cet e-mail ; votre mot de passe n'a pas changé.`,
  },
  'pt-br': {
    magicLinkSubject: (project, signup) => (signup ? `Conclua seu cadastro no ${project}` : `Seu link de login do ${project}`),
    magicLinkBody: (project, signup, link, minutes) =>
      `${signup ? `Clique no link abaixo para concluir seu cadastro no ${project}` : `Clique no link abaixo para entrar no ${project}`}:\n\n` +
      `${link}\n\nO link expira em ${minutes} e funciona uma única vez. Se você não solicitou, ignore este e-mail.`,
    resetSubject: (project) => `Redefina sua senha do ${project}`,
    resetBody: (project, link, loginLink, minutes) =>
      `Recebemos um pedido para redefinir a senha da sua conta do ${project}. Escolha uma nova senha aqui:\n\n${link}\n\n` +
      `O link expira em ${minutes} e funciona uma única vez. Para entrar sem senha:\n\n${loginLink}\n\n` +
      `Se você não solicitou, ignore este e-mail; sua senha não foi alterada.`,
  },
};

/** The subject and body of a magic-link email. */
export function magicLinkMessage(input: MagicLinkMessageInput): { subject: string; body: string } {
  const copy = LINK_COPY[input.locale];
  const minutes = COPY[input.locale].minutes(input.expirationMinutes);
  return {
    subject: copy.magicLinkSubject(input.projectName, input.signup),
    body: copy.magicLinkBody(input.projectName, input.signup, input.link, minutes),
  };
}

/** The subject and body of a password reset email. */
export function resetPasswordMessage(input: ResetPasswordMessageInput): { subject: string; body: string } {
  const copy = LINK_COPY[input.locale];
  const minutes = COPY[input.locale].minutes(input.expirationMinutes);
  return {
    subject: copy.resetSubject(input.projectName),
    body: copy.resetBody(input.projectName, input.link, input.loginLink, minutes),
  };
}
