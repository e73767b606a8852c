/**
 * Spanish texts of the e-mails about the account's address: a sign-up with an
 * address that already has an account, and the steps of an e-mail change.
 */
import type { MailMessage } from './mailer.ts';
import { serviceNames } from './templates.ts';

/**
 * To the owner of an address someone tried to sign up with: no code, a pointer to sign-in and
 * password reset instead (sign-up answers the same either way, so nobody learns who has an account).
 * @param options.link - the sign-in page on the public URL.
 */
export function accountExistsMail(options: {
  to: string;
  name: string;
  service: string;
  link: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Ya tienes una cuenta en Jornada',
    text: [
      `Hola, ${options.name}:`,
      '',
      `Alguien intentó crear una cuenta de Jornada (${serviceNames[options.service] ?? 'Jornada'}) con este correo, pero ya tienes una.`,
      `Si fuiste tú, inicia sesión en ${options.link}; si olvidaste tu contraseña, puedes restablecerla desde ahí.`,
      '',
      'Si no fuiste tú, ignora este correo: tu cuenta no cambió.',
    ].join('\n'),
  };
}

/**
 * To the new address of an e-mail change: the six-digit code that confirms it.
 * @param options.minutes - how long the code is valid, in minutes.
 */
export function emailChangeCodeMail(options: {
  to: string;
  name: string;
  code: string;
  minutes: number;
}): MailMessage {
  return {
    to: options.to,
    subject: `Confirma tu nuevo correo de Jornada: ${options.code}`,
    text: [
      `Hola, ${options.name}:`,
      '',
      'Pediste usar este correo en tu cuenta de Jornada.',
      `Tu código de confirmación es: ${options.code}`,
      '',
      `El código vence en ${options.minutes} minutos. Si no lo pediste, ignora este correo.`,
    ].join('\n'),
  };
}

/** To the current address when a change to `newEmail` is requested. */
export function emailChangeRequestedMail(options: {
  to: string;
  name: string;
  newEmail: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'Se pidió cambiar el correo de tu cuenta de Jornada',
    text: [
      `Hola, ${options.name}:`,
      '',
      `Se pidió cambiar el correo de tu cuenta a ${options.newEmail}. El cambio se hará cuando se confirme el código enviado a esa dirección.`,
      '',
      'Si no fuiste tú, cambia tu contraseña de inmediato.',
    ].join('\n'),
  };
}

/** To the former address once the change to `newEmail` took effect. */
export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
}): MailMessage {
  return {
    to: options.to,
    subject: 'El correo de tu cuenta de Jornada cambió',
    text: [
      `Hola, ${options.name}:`,
      '',
      `Tu cuenta de Jornada ahora usa el correo ${options.newEmail}; este ya no recibirá avisos.`,
      '',
      'Si no fuiste tú, restablece tu contraseña con el nuevo correo o escríbenos desde la página de contacto de Jornada.',
    ].join('\n'),
  };
}
