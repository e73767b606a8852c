/**
 * Every user-facing string of the public pages (landing, companies,
 * candidates, launch, legal, contact) and of the PWA notices, in Spanish
 * (es-MX), including the full text of the legal documents
 * ({@link legalDocuments}).
 */

import { pwaMessages } from './pwa-messages.ts';

/** The marketing and PWA catalogue (the PWA notices are pwa-messages.ts, which the app shell loads alone). */
export const marketingMessages = {
  brand: 'Jornada',
  brandHome: 'Jornada, ir a la página de inicio',
  nav: {
    label: 'Navegación principal',
    vacancies: 'Vacantes',
    companies: 'Empresas',
    candidates: 'Candidatos',
    contact: 'Contacto',
    signIn: 'Iniciar sesión',
    signUp: 'Crear cuenta',
  },
  footer: {
    about: 'Jornada conecta a personas que buscan empleo con empresas verificadas en todo México.',
    legalNav: 'Información legal',
    siteNav: 'Mapa del sitio',
    cookies: 'Política de cookies',
    privacy: 'Aviso de privacidad',
    terms: 'Términos y condiciones',
    copyright: (year: number) => `© ${year} Jornada. Todos los derechos reservados.`,
  },
  landing: {
    eyebrow: 'Empleo en todo México',
    title: 'Encuentra tu próxima jornada',
    subtitle:
      'Miles de vacantes de empresas verificadas. Arma tu CV, postúlate en minutos y da seguimiento a tus entrevistas desde un solo lugar.',
    primaryCta: 'Ver vacantes',
    secondaryCta: 'Crear mi cuenta gratis',
    highlightsTitle: 'Por qué buscar empleo con Jornada',
    highlights: [
      {
        title: 'Empresas verificadas',
        text: 'Revisamos a cada empresa antes de publicar sus vacantes, para que te postules con confianza.',
      },
      {
        title: 'Tu CV listo en minutos',
        text: 'Completa tu perfil una vez y elige una plantilla de CV lista para imprimir o descargar en PDF.',
      },
      {
        title: 'Entrevistas en línea',
        text: 'Agenda y realiza entrevistas por video sin salir de casa, y consulta tus resultados de evaluación.',
      },
      {
        title: 'Seguimiento en tiempo real',
        text: 'Recibe avisos cuando una empresa revise tu postulación o te invite a una entrevista.',
      },
    ],
    stepsTitle: 'Cómo funciona',
    steps: [
      {
        title: 'Crea tu cuenta',
        text: 'Regístrate con tu correo y verifica tu cuenta con el código que te enviamos.',
      },
      {
        title: 'Completa tu perfil',
        text: 'Agrega tu experiencia, estudios, idiomas y el sueldo que buscas.',
      },
      {
        title: 'Postúlate',
        text: 'Busca por puesto, estado, municipio, categoría o modalidad y postúlate con un clic.',
      },
    ],
    audiencesTitle: 'Jornada es para ti',
    candidatesCard: {
      title: 'Si buscas empleo',
      text: 'Vacantes de tiempo completo, medio tiempo, temporales y prácticas profesionales, presenciales, remotas o híbridas.',
      cta: 'Conoce los beneficios para candidatos',
    },
    companiesCard: {
      title: 'Si contratas personal',
      text: 'Publica vacantes, filtra postulaciones, entrevista por video y administra a tu plantilla en una sola plataforma.',
      cta: 'Conoce las soluciones para empresas',
    },
    faqTitle: 'Preguntas frecuentes',
    faq: [
      {
        question: '¿Cuánto cuesta usar Jornada si busco empleo?',
        answer:
          'Nada. Crear tu cuenta, armar tu CV y postularte a vacantes es gratis para los candidatos.',
      },
      {
        question: '¿Necesito una cuenta para ver vacantes?',
        answer:
          'No. Puedes buscar y ver vacantes sin registrarte; para postularte y guardar favoritas necesitas una cuenta.',
      },
      {
        question: '¿Cómo protegen mis datos personales?',
        answer:
          'Tratamos tus datos conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares. Consulta nuestro aviso de privacidad.',
      },
    ],
  },
  companies: {
    eyebrow: 'Para empresas',
    title: 'Contrata al talento que tu operación necesita',
    subtitle:
      'Publica vacantes, recibe postulaciones de candidatos con perfil completo y lleva todo el proceso de contratación en un mismo lugar.',
    primaryCta: 'Quiero que me contacten',
    secondaryCta: 'Escríbenos',
    featuresTitle: 'Todo lo que tu equipo de recursos humanos necesita',
    features: [
      {
        title: 'Publicación de vacantes',
        text: 'Crea vacantes con sueldo, modalidad y requisitos; nuestro equipo las revisa antes de publicarlas.',
      },
      {
        title: 'Entrevistas por video',
        text: 'Entrevista en línea con preguntas generadas a partir de la vacante y evaluación de respuestas.',
      },
      {
        title: 'Control de asistencia',
        text: 'Registro de entradas y salidas, turnos, descansos y horarios de tus colaboradores.',
      },
      {
        title: 'Flota y logística',
        text: 'Administra unidades, choferes, rutas, contenedores y órdenes de servicio.',
      },
      {
        title: 'Cartas laborales',
        text: 'Emite cartas laborales con firma digital que tus colaboradores consultan en línea.',
      },
      {
        title: 'Empresa verificada',
        text: 'La insignia de empresa verificada aumenta la confianza de los candidatos en tus vacantes.',
      },
    ],
    formTitle: 'Habla con nuestro equipo comercial',
    formText: 'Déjanos tus datos y te contactaremos en un día hábil para mostrarte la plataforma.',
  },
  candidates: {
    eyebrow: 'Para candidatos',
    title: 'Tu siguiente empleo empieza con un buen perfil',
    subtitle:
      'Completa tu perfil, genera tu CV con plantillas profesionales y postúlate a vacantes de empresas verificadas cerca de ti.',
    primaryCta: 'Crear mi cuenta',
    secondaryCta: 'Explorar vacantes',
    benefitsTitle: 'Lo que puedes hacer con tu cuenta',
    benefits: [
      {
        title: 'Perfil y CV',
        text: 'Idiomas, estudios, experiencia, habilidades y cursos en un CV que puedes imprimir o guardar en PDF.',
      },
      {
        title: 'Favoritas',
        text: 'Guarda las vacantes que te interesan y postúlate cuando estés listo.',
      },
      {
        title: 'Mis postulaciones',
        text: 'Consulta el estado de cada postulación: recibida, en revisión, entrevista o finalizada.',
      },
      {
        title: 'Entrevistas',
        text: 'Prepárate, verifica tus datos y presenta tu entrevista por video desde tu celular o computadora.',
      },
      {
        title: 'Cartas laborales',
        text: 'Consulta y descarga las cartas laborales que emiten las empresas donde trabajas.',
      },
      {
        title: 'Avisos',
        text: 'Recibe notificaciones cuando haya novedades en tus procesos de selección.',
      },
    ],
    tipsTitle: 'Consejos para destacar',
    tips: [
      'Escribe un título profesional claro, por ejemplo «Auxiliar de almacén con montacargas».',
      'Indica el rango de sueldo que buscas y tu disponibilidad para viajar o cambiar de residencia.',
      'Agrega tus cursos y certificaciones: muchas empresas filtran por ellos.',
      'Mantén tu teléfono y correo al día para que las empresas puedan contactarte.',
    ],
    mailingTitle: 'Recibe vacantes nuevas en tu correo',
    mailingText:
      'Te enviamos una selección de vacantes cada semana. Puedes darte de baja cuando quieras.',
  },
  contact: {
    title: 'Contacto',
    subtitle:
      '¿Tienes dudas, comentarios o quieres trabajar con nosotros? Escríbenos y te responderemos pronto.',
    personTitle: 'Escríbenos',
    personText: 'Para dudas sobre tu cuenta, tus postulaciones o cualquier comentario.',
    companyTitle: '¿Eres empresa?',
    companyText: 'Cuéntanos qué necesitas y un asesor te contactará para mostrarte la plataforma.',
    channelsTitle: 'Otros medios de contacto',
    email: 'Correo: contacto@jornada.mx',
    hours: 'Horario de atención: lunes a viernes de 9:00 a 18:00 (hora del centro de México).',
    mailingTitle: 'Suscríbete a nuestro boletín',
    mailingText: 'Novedades de Jornada y vacantes destacadas, una vez por semana.',
  },
  contactForm: {
    personLabel: 'Formulario de contacto',
    companyLabel: 'Formulario de contacto para empresas',
    name: 'Nombre completo',
    companyName: 'Nombre de la persona de contacto',
    email: 'Correo electrónico',
    companyEmail: 'Correo electrónico de trabajo',
    phone: 'Teléfono (opcional)',
    phoneHint: '10 dígitos, sin espacios.',
    subject: 'Mensaje',
    companySubject: '¿Qué necesita tu empresa?',
    subjectHint: 'Cuéntanos en qué te podemos ayudar.',
    submit: 'Enviar mensaje',
    companySubmit: 'Solicitar información',
    nameRequired: 'Escribe tu nombre.',
    emailInvalid: 'Escribe un correo electrónico válido.',
    phoneInvalid: 'Escribe un teléfono de 10 dígitos.',
    subjectRequired: 'Escribe tu mensaje (al menos 10 caracteres).',
    subjectTooLong: 'El mensaje puede tener hasta 2000 caracteres.',
    failed: 'No pudimos enviar tu mensaje. Intenta de nuevo en unos minutos.',
    sent: 'Recibimos tu mensaje. Te responderemos pronto.',
    sendAnother: 'Enviar otro mensaje',
  },
  mailingList: {
    label: 'Suscripción al boletín',
    email: 'Correo electrónico',
    placeholder: 'tucorreo@ejemplo.com',
    submit: 'Suscribirme',
    emailInvalid: 'Escribe un correo electrónico válido.',
    failed: 'No pudimos registrar tu correo. Intenta de nuevo.',
    subscribed: '¡Listo! Te suscribimos al boletín de Jornada.',
    privacyNote: 'Al suscribirte aceptas nuestro aviso de privacidad.',
  },
  launch: {
    eyebrow: 'Muy pronto',
    title: 'Jornada está por llegar',
    subtitle:
      'Estamos preparando la plataforma de empleo que conecta a personas y empresas verificadas en todo México. Déjanos tu correo y sé de los primeros en entrar.',
    points: [
      'Vacantes de empresas verificadas',
      'CV profesional en minutos',
      'Entrevistas en línea',
    ],
    mailingTitle: 'Avísame cuando abra',
    contact:
      '¿Eres empresa y quieres publicar vacantes desde el primer día? Escríbenos a empresas@jornada.mx.',
  },
  launchLegacy: {
    title: 'Próximamente',
    subtitle: 'Nuestro nuevo portal de empleo estará disponible muy pronto.',
    text: 'Mientras tanto, suscríbete y te avisaremos en cuanto puedas crear tu cuenta.',
    mailingTitle: 'Suscríbete',
  },
  legal: {
    lastUpdated: (date: string) => `Última actualización: ${date}`,
    contents: 'Contenido',
    backToTop: 'Volver al inicio de la página',
  },
  pwa: pwaMessages,
} as const;
