/**
 * Aviso de privacidad integral de Jornada (Ley Federal de Protección de Datos
 * Personales en Posesión de los Particulares). Content of
 * `/politicas-privacidad`; kept apart from the UI catalogue so that only this
 * page downloads it. The legal entity, address and mailboxes must be
 * confirmed by the company's legal counsel before launch.
 */
import type { LegalDocument } from '../legal-document.tsx';

/** The privacy notice. */
export const privacyNotice: LegalDocument = {
  title: 'Aviso de privacidad integral',
  updated: '22 de noviembre de 2026',
  intro: [
    'Jornada Plataforma de Empleo, S.A.P.I. de C.V. («Jornada», «nosotros»), con domicilio en Avenida Paseo de la Reforma 250, piso 10, colonia Juárez, alcaldía Cuauhtémoc, código postal 06600, Ciudad de México, es responsable del tratamiento de los datos personales que nos proporcionas al usar el sitio web, la aplicación y los servicios de Jornada (la «Plataforma»), y de su protección, en términos de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (la «Ley») y demás normativa aplicable.',
    'Te pedimos leer este aviso con atención. Si tienes dudas, escríbenos a privacidad@jornada.mx.',
  ],
  sections: [
    {
      id: 'datos-que-recabamos',
      title: 'Datos personales que recabamos',
      paragraphs: [
        'Recabamos tus datos cuando te registras, completas tu perfil y tu CV, te postulas a una vacante, presentas una entrevista en línea, nos escribes por el formulario de contacto o te suscribes a nuestro boletín. Según el servicio que uses, tratamos las siguientes categorías:',
      ],
      items: [
        'Identificación: nombre, apellidos, fotografía de perfil, fecha de nacimiento y género (cuando decides indicarlo).',
        'Contacto: correo electrónico, teléfono, estado, municipio y domicilio.',
        'Laborales y profesionales: puesto deseado, experiencia, empresas y periodos de trabajo, habilidades, idiomas, cursos, certificaciones, licencia de manejo, disponibilidad para viajar o cambiar de residencia, cartas laborales y resultados de evaluaciones.',
        'Académicos: grado de estudios, instituciones y periodos.',
        'Patrimoniales: rango de sueldo que buscas. Para empresas, datos de facturación y de los pagos con los que recargan su saldo.',
        'Imagen y voz: la grabación de video y audio de las entrevistas en línea que decidas presentar, y su transcripción.',
        'Datos de uso: dirección IP, tipo de dispositivo y navegador, páginas visitadas, fecha y hora de acceso, e identificadores de sesión, obtenidos mediante cookies y tecnologías similares (consulta nuestra Política de cookies).',
      ],
      after: [
        'No te pedimos datos personales sensibles (como origen étnico, estado de salud, creencias religiosas, afiliación sindical, opiniones políticas o preferencia sexual) y te pedimos no incluirlos en tu perfil ni en tu CV. Si una empresa los solicitara para una vacante, lo hará bajo su propia responsabilidad y con tu consentimiento expreso y por escrito.',
        'Si nos proporcionas datos de terceros (por ejemplo, referencias laborales), declaras contar con su consentimiento para hacerlo.',
      ],
    },
    {
      id: 'finalidades',
      title: 'Finalidades del tratamiento',
      paragraphs: [
        'Tratamos tus datos para las siguientes finalidades primarias, necesarias para prestarte el servicio:',
      ],
      items: [
        'Crear, verificar y administrar tu cuenta, e identificarte al iniciar sesión.',
        'Integrar tu perfil y generar tu CV con las plantillas de la Plataforma.',
        'Mostrarte vacantes acordes a tu perfil y permitirte guardarlas y postularte.',
        'Compartir tu perfil, tu CV y tus postulaciones con las empresas a cuyas vacantes te postulas.',
        'Agendar, realizar, grabar y evaluar entrevistas en línea, y darte a conocer sus resultados.',
        'Enviarte avisos sobre el estado de tus postulaciones, entrevistas y cuenta.',
        'Atender tus solicitudes, dudas y comentarios enviados por el formulario de contacto.',
        'Para empresas: verificar su identidad, publicar sus vacantes, administrar su saldo, puntos y pagos, y facturar.',
        'Cumplir obligaciones legales y atender requerimientos de autoridades competentes.',
        'Prevenir fraudes, usos indebidos y riesgos de seguridad en la Plataforma.',
      ],
      after: [
        'De manera adicional, usaremos tus datos para las siguientes finalidades secundarias, que no son necesarias para el servicio pero nos permiten mejorarlo: enviarte nuestro boletín y vacantes destacadas; elaborar estadísticas y estudios de mercado laboral con información disociada; y medir la calidad y el uso de la Plataforma.',
        'Si no deseas que tratemos tus datos para las finalidades secundarias, escríbenos a privacidad@jornada.mx indicando «Negativa de finalidades secundarias». También puedes darte de baja del boletín desde el enlace incluido en cada correo. Tu negativa no será motivo para negarte el servicio.',
      ],
    },
    {
      id: 'transferencias',
      title: 'Transferencias de datos',
      paragraphs: [
        'Podemos transferir tus datos, sin requerir tu consentimiento conforme a la Ley, en los siguientes casos:',
      ],
      items: [
        'A las empresas reclutadoras a cuyas vacantes te postules, para que evalúen tu candidatura; cada empresa es responsable del tratamiento que haga a partir de ese momento conforme a su propio aviso de privacidad.',
        'A sociedades controladoras, subsidiarias o afiliadas de Jornada que operen bajo los mismos procesos y políticas internas.',
        'A autoridades competentes, cuando lo exija la ley o una orden fundada y motivada.',
      ],
      after: [
        'Además, compartimos datos con proveedores que nos prestan servicios de alojamiento en la nube, envío de correos, procesamiento de pagos, videollamadas, transcripción y monitoreo de errores. Estos proveedores actúan como encargados: solo tratan los datos por cuenta nuestra, conforme a nuestras instrucciones y con medidas de seguridad equivalentes a las nuestras.',
        'No vendemos tus datos personales.',
      ],
    },
    {
      id: 'derechos-arco',
      title: 'Derechos ARCO: acceso, rectificación, cancelación y oposición',
      paragraphs: [
        'Tienes derecho a conocer qué datos tenemos de ti y cómo los usamos (Acceso); a pedir que los corrijamos si están desactualizados, son inexactos o incompletos (Rectificación); a que los eliminemos de nuestros registros cuando consideres que no se usan conforme a la Ley (Cancelación); y a oponerte a su uso para fines específicos (Oposición).',
        'Para ejercerlos, envía una solicitud a privacidad@jornada.mx o entrégala en nuestro domicilio, con lo siguiente:',
      ],
      items: [
        'Tu nombre y un correo electrónico o domicilio para comunicarte la respuesta.',
        'Una copia de tu identificación oficial o, si actúas por medio de un representante, la de este y el documento que acredite su representación.',
        'La descripción clara y precisa de los datos respecto de los que buscas ejercer alguno de los derechos.',
        'Cualquier otro elemento que facilite la localización de tus datos y, en el caso de rectificación, los documentos que sustenten el cambio.',
      ],
      after: [
        'Te comunicaremos la respuesta en un plazo máximo de 20 días hábiles contados desde que recibamos tu solicitud completa; si resulta procedente, la haremos efectiva dentro de los 15 días hábiles siguientes. Estos plazos podrán ampliarse una sola vez por un periodo igual cuando las circunstancias lo justifiquen, lo que te notificaremos.',
        'Muchos de tus datos los puedes consultar y corregir tú mismo en «Mi perfil» y «Mi CV», y puedes eliminar tu cuenta desde «Ajustes».',
      ],
    },
    {
      id: 'revocacion',
      title: 'Revocación del consentimiento',
      paragraphs: [
        'Puedes revocar en cualquier momento el consentimiento que nos diste para el tratamiento de tus datos, siguiendo el mismo procedimiento de los derechos ARCO. Ten en cuenta que no en todos los casos podremos atender tu solicitud o concluir el uso de forma inmediata, porque alguna obligación legal nos puede requerir seguir tratando tus datos, y que la revocación puede implicar que ya no podamos prestarte el servicio.',
      ],
    },
    {
      id: 'limitar-uso',
      title: 'Cómo limitar el uso o la divulgación de tus datos',
      paragraphs: [
        'Además de escribirnos a privacidad@jornada.mx, puedes desactivar las notificaciones desde «Ajustes», darte de baja del boletín y, si no deseas recibir publicidad por teléfono o correo de otras empresas, inscribirte en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del Consumidor.',
      ],
    },
    {
      id: 'cookies',
      title: 'Uso de cookies y tecnologías similares',
      paragraphs: [
        'La Plataforma usa cookies y almacenamiento local del navegador para mantener tu sesión, recordar tus preferencias, funcionar sin conexión y medir su rendimiento. Consulta qué usamos y cómo desactivarlo en nuestra Política de cookies.',
      ],
    },
    {
      id: 'seguridad-conservacion',
      title: 'Seguridad y conservación',
      paragraphs: [
        'Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado: cifrado en tránsito, contraseñas protegidas con funciones de derivación de claves, control de acceso por roles y registros de actividad.',
        'Conservamos tus datos mientras tu cuenta esté activa y, después, solo durante los plazos que exijan las leyes aplicables o que sean necesarios para atender posibles responsabilidades; al concluir, los bloqueamos y posteriormente los suprimimos.',
      ],
    },
    {
      id: 'menores',
      title: 'Menores de edad',
      paragraphs: [
        'La Plataforma está dirigida a personas mayores de 18 años. Las personas de entre 15 y 18 años solo pueden usarla con la autorización de quien ejerza su patria potestad o tutela, conforme a la Ley Federal del Trabajo. No recabamos a sabiendas datos de menores de 15 años.',
      ],
    },
    {
      id: 'cambios',
      title: 'Cambios a este aviso',
      paragraphs: [
        'Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas de privacidad. Publicaremos la versión vigente en esta página, con su fecha de actualización, y te avisaremos por correo o dentro de la Plataforma cuando el cambio sea relevante.',
      ],
    },
    {
      id: 'autoridad',
      title: 'Autoridad garante',
      paragraphs: [
        'Si consideras que tu derecho a la protección de datos personales fue lesionado por alguna conducta nuestra, o que en el tratamiento de tus datos existe alguna violación a la Ley, puedes acudir ante la autoridad garante en la materia, actualmente la Secretaría Anticorrupción y Buen Gobierno, para presentar la queja o denuncia correspondiente.',
      ],
    },
  ],
};
