/**
 * Spanish texts of the e-mails the server sends.
 */
import type { MailMessage } from './mailer.ts';

/** Spanish name of each product (`Service`). */
export const serviceNames: Record<string, string> = {
  jobs: 'Bolsa de trabajo',
  companies: 'Empresas',
  clocker: 'Checador',
  tracking: 'Rastreo de contenedores',
};

/** The sign-up e-mail: six-digit code and the confirmation link. */
export function registrationMail(options: {
  to: string;
  name: string;
  code: string;
  link: string;
  service: string;
  minutes: number;
}): MailMessage {
  return {
    to: options.to,
    subject: `Tu código de verificación de Jornada: ${options.code}`,
    text: [
      `Hola, ${options.name}:`,
      '',
      `Gracias por registrarte en Jornada (${serviceNames[options.service] ?? 'Jornada'}).`,
      `Tu código de verificación es: ${options.code}`,
      '',
      `También puedes confirmar tu cuenta abriendo este enlace: ${options.link}`,
      '',
      `El código vence en ${options.minutes} minutos. Si no solicitaste esta cuenta, ignora este correo.`,
    ].join('\n'),
  };
}

/**
 * The password-reset e-mail with its six-digit code and the link to the page that takes it.
 * @param options.link - `/recuperar-password?correo=…` on the public URL (never the request's host).
 */
export function passwordResetMail(options: {
  to: string;
  name: string;
  code: string;
  link: string;
  minutes: number;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Restablece tu contraseña de Jornada',
    text: [
      `Hola, ${options.name}:`,
      '',
      'Recibimos una solicitud para restablecer tu contraseña.',
      `Tu código es: ${options.code}`,
      `Escríbelo en ${options.link}`,
      '',
      `El código vence en ${options.minutes} minutos. Si no fuiste tú, ignora este correo; tu contraseña no cambia.`,
    ].join('\n'),
  };
}

/** Notice that the password changed. */
export function passwordChangedMail(options: { to: string; name: string }): MailMessage {
  return {
    to: options.to,
    subject: 'Tu contraseña de Jornada cambió',
    text: `Hola, ${options.name}:\n\nTu contraseña se cambió y cerramos tus sesiones abiertas. Si no fuiste tú, restablécela de inmediato.`,
  };
}
