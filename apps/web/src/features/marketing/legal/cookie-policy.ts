/**
 * Política de cookies de Jornada: content of `/politicas-cookies`, kept apart
 * from the UI catalogue so that only this page downloads it.
 */
import type { LegalDocument } from '../legal-document.tsx';

/** The cookie policy. */
export const cookiePolicy: LegalDocument = {
  title: 'Política de cookies',
  updated: '22 de noviembre de 2026',
  intro: [
    'Esta política explica qué cookies y tecnologías similares usa Jornada Plataforma de Empleo, S.A.P.I. de C.V. («Jornada») en su sitio web y aplicación, para qué sirven y cómo puedes administrarlas. Forma parte de nuestro Aviso de privacidad.',
  ],
  sections: [
    {
      id: 'que-son',
      title: '¿Qué son las cookies y tecnologías similares?',
      paragraphs: [
        'Las cookies son pequeños archivos de texto que un sitio guarda en tu navegador para recordar información entre una visita y otra. Las tecnologías similares incluyen el almacenamiento local y de sesión del navegador (localStorage y sessionStorage) y la caché de la aplicación que guarda el service worker para que Jornada funcione sin conexión.',
        'Jornada solo usa cookies propias. No usamos cookies de publicidad ni permitimos que terceros coloquen cookies publicitarias a través de la Plataforma.',
      ],
    },
    {
      id: 'estrictamente-necesarias',
      title: 'Cookies estrictamente necesarias',
      paragraphs: [
        'Son indispensables para que la Plataforma funcione y para mantener tu sesión segura. No requieren tu consentimiento y no pueden desactivarse sin afectar el servicio.',
      ],
      items: [
        'token (cookie): guarda el identificador de tu sesión después de iniciar sesión, para que el servidor te reconozca. Se envía solo a Jornada, con la política SameSite=Lax y, en conexiones seguras, con el atributo Secure. Dura hasta que cierras sesión o hasta que el acceso vence.',
        'Sesión (almacenamiento local): guarda si iniciaste sesión y los datos básicos de tu cuenta para mostrar tu nombre y tus menús sin volver a pedirlos; se borra al cerrar sesión. Si cierras sesión en una pestaña, las demás pestañas lo detectan y también cierran la sesión.',
        'jornada:reload:… (almacenamiento de sesión): registra la hora de la última recarga automática de cada página, para no recargarla más de una vez en 10 segundos cuando se publica una nueva versión. Se borra al cerrar la pestaña.',
      ],
    },
    {
      id: 'funcionales',
      title: 'Tecnologías funcionales',
      paragraphs: ['Permiten que la aplicación funcione mejor en tu dispositivo:'],
      items: [
        'Caché de la aplicación (jornada-shell-… y jornada-assets-…): el service worker guarda los archivos de la aplicación para que abra más rápido y funcione sin conexión. Se reemplaza con cada versión nueva y puedes borrarla desde la configuración de tu navegador.',
        'Instalación: si instalas Jornada en tu dispositivo, el navegador recuerda que la aplicación está instalada para no volver a ofrecértelo.',
      ],
    },
    {
      id: 'rendimiento',
      title: 'Tecnologías de rendimiento y calidad',
      paragraphs: [
        'Cuando están habilitadas en nuestro entorno de producción, usamos herramientas de monitoreo de errores y de grabación de sesiones para detectar fallas y entender cómo se usa la Plataforma. Registran información técnica (navegador, página, errores) y, en el caso de la grabación de sesiones, la interacción con las pantallas, identificando a la persona que inició sesión por su identificador, nombre y correo. No registran contraseñas ni el contenido de los campos marcados como privados.',
        'Puedes oponerte a este tratamiento escribiendo a privacidad@jornada.mx.',
      ],
    },
    {
      id: 'administrar',
      title: 'Cómo administrar o desactivar las cookies',
      paragraphs: [
        'Puedes bloquear o borrar las cookies y el almacenamiento del sitio desde la configuración de tu navegador. Estas son las instrucciones de los más usados:',
      ],
      items: [
        'Google Chrome: Configuración › Privacidad y seguridad › Cookies de terceros y Datos de sitios.',
        'Mozilla Firefox: Ajustes › Privacidad y seguridad › Cookies y datos del sitio.',
        'Safari: Ajustes › Privacidad › Administrar datos de sitios web.',
        'Microsoft Edge: Configuración › Cookies y permisos del sitio.',
      ],
      after: [
        'Si bloqueas las cookies estrictamente necesarias no podrás iniciar sesión ni usar las funciones de tu cuenta; las vacantes públicas seguirán disponibles.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a esta política',
      paragraphs: [
        'Actualizaremos esta política cuando cambien las tecnologías que usamos. La versión vigente siempre estará en esta página con su fecha de actualización. Si tienes dudas, escríbenos a privacidad@jornada.mx.',
      ],
    },
  ],
};
