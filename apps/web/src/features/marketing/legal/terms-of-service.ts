/**
 * Términos y condiciones de uso de Jornada: content of `/terminos-servicio`,
 * kept apart from the UI catalogue so that only this page downloads it. The
 * legal entity and address must be confirmed by the company's counsel.
 */
import type { LegalDocument } from '../legal-document.tsx';

/** The terms of service. */
export const termsOfService: LegalDocument = {
  title: 'Términos y condiciones de uso',
  updated: '22 de noviembre de 2026',
  intro: [
    'Estos términos regulan el acceso y uso del sitio web, la aplicación y los servicios de Jornada (la «Plataforma»), operada por Jornada Plataforma de Empleo, S.A.P.I. de C.V. («Jornada»), con domicilio en Avenida Paseo de la Reforma 250, piso 10, colonia Juárez, alcaldía Cuauhtémoc, código postal 06600, Ciudad de México.',
    'Al crear una cuenta o usar la Plataforma aceptas estos términos y nuestro Aviso de privacidad. Si no estás de acuerdo, no uses la Plataforma.',
  ],
  sections: [
    {
      id: 'definiciones',
      title: 'Definiciones',
      items: [
        'Candidato: la persona física que usa la Plataforma para buscar empleo, integrar su perfil y su CV, postularse y presentar entrevistas.',
        'Empresa: la persona física o moral que usa la Plataforma para publicar vacantes, reclutar y administrar a su personal y sus operaciones.',
        'Usuario: cualquier candidato, empresa, colaborador de una empresa o visitante de la Plataforma.',
        'Contenido: la información, textos, imágenes, videos y documentos que los usuarios publican o cargan en la Plataforma.',
      ],
    },
    {
      id: 'servicio',
      title: 'Descripción del servicio',
      paragraphs: [
        'Jornada es un medio electrónico que pone en contacto a candidatos y empresas. Jornada no es agencia de colocación, no es parte de la relación laboral que, en su caso, surja entre un candidato y una empresa, y no garantiza la contratación de ningún candidato ni la idoneidad de ninguna persona o vacante.',
        'El servicio para candidatos es gratuito. Algunos servicios para empresas requieren el pago de saldo prepagado conforme a los precios vigentes publicados o acordados por escrito.',
      ],
    },
    {
      id: 'cuenta',
      title: 'Registro y cuenta',
      items: [
        'Para postularte o publicar vacantes necesitas una cuenta, verificada con el código que enviamos a tu correo.',
        'Debes ser mayor de 18 años, o tener entre 15 y 18 años y contar con la autorización de quien ejerza tu patria potestad o tutela, conforme a la Ley Federal del Trabajo.',
        'Te comprometes a proporcionar información verdadera, completa y actualizada, y a mantener la confidencialidad de tu contraseña. Eres responsable de la actividad realizada con tu cuenta.',
        'Avísanos de inmediato a contacto@jornada.mx si sospechas de un uso no autorizado de tu cuenta.',
        'Puedes eliminar tu cuenta en cualquier momento desde «Ajustes».',
      ],
    },
    {
      id: 'candidatos',
      title: 'Obligaciones de los candidatos',
      items: [
        'Publicar en tu perfil y tu CV solo información propia, veraz y que puedas acreditar.',
        'Presentar las entrevistas en línea personalmente, sin suplantaciones ni ayudas no permitidas.',
        'Usar la información de las vacantes solo para postularte y no para fines distintos.',
      ],
    },
    {
      id: 'empresas',
      title: 'Obligaciones de las empresas',
      items: [
        'Publicar únicamente vacantes reales, vigentes y lícitas, con información veraz sobre el puesto, el sueldo, las prestaciones y la modalidad de trabajo.',
        'No publicar ofertas discriminatorias: está prohibido establecer requisitos por origen étnico o nacional, género, edad, discapacidad, condición social, condiciones de salud, religión, condición migratoria, opiniones, preferencias sexuales, estado civil o cualquier otro motivo que atente contra la dignidad humana, conforme al artículo 1.º de la Constitución, la Ley Federal del Trabajo y la Ley Federal para Prevenir y Eliminar la Discriminación.',
        'No solicitar a los candidatos pagos, depósitos, compras ni certificados médicos de no embarazo como condición para contratarlos.',
        'Tratar los datos personales de los candidatos solo para fines de reclutamiento, como responsables de ese tratamiento y conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
        'Cumplir sus obligaciones laborales, fiscales y de seguridad social con las personas que contraten.',
      ],
      after: [
        'Jornada revisa las vacantes antes de publicarlas y puede rechazar, pausar o retirar las que incumplan estos términos, así como verificar la identidad de las empresas antes de otorgarles la insignia de empresa verificada.',
      ],
    },
    {
      id: 'usos-prohibidos',
      title: 'Usos prohibidos',
      paragraphs: ['Ningún usuario puede:'],
      items: [
        'Publicar contenido falso, ilícito, ofensivo, discriminatorio o que infrinja derechos de terceros.',
        'Usar la Plataforma para enviar publicidad no solicitada, esquemas piramidales u ofertas fraudulentas.',
        'Extraer datos de la Plataforma de forma masiva o automatizada, o interferir con su funcionamiento o su seguridad.',
        'Suplantar a otra persona o empresa, o crear cuentas con datos falsos.',
      ],
    },
    {
      id: 'entrevistas',
      title: 'Entrevistas en línea y evaluaciones',
      paragraphs: [
        'Las entrevistas en línea pueden grabarse en video y audio y transcribirse para que la empresa las revise. Las preguntas pueden generarse a partir de la vacante y las respuestas pueden evaluarse con herramientas automatizadas; esas evaluaciones son orientativas y la decisión de contratación corresponde siempre a la empresa. Antes de iniciar una entrevista te pediremos verificar tus datos y el funcionamiento de tu cámara y micrófono.',
      ],
    },
    {
      id: 'pagos',
      title: 'Saldo, puntos y pagos de empresas',
      paragraphs: [
        'Las empresas pueden recargar saldo prepagado para usar servicios de pago. El saldo se acredita cuando el pago es confirmado por el procesador de pagos; los precios incluyen el impuesto al valor agregado salvo que se indique otra cosa, y emitiremos el comprobante fiscal correspondiente cuando se solicite con los datos de facturación completos. Los puntos promocionales no son canjeables por dinero. Las solicitudes de aclaración deben presentarse dentro de los 30 días naturales siguientes al cargo.',
      ],
    },
    {
      id: 'contenido',
      title: 'Contenido de los usuarios y propiedad intelectual',
      paragraphs: [
        'Conservas la titularidad de tu contenido. Nos otorgas una licencia no exclusiva, gratuita y limitada al tiempo en que tu contenido esté en la Plataforma para alojarlo, reproducirlo y mostrarlo a los usuarios que corresponda, con el único fin de prestar el servicio.',
        'La marca Jornada, los logotipos, el diseño, el software y los demás elementos de la Plataforma son propiedad de Jornada o de sus licenciantes y están protegidos por la Ley Federal del Derecho de Autor y la Ley Federal de Protección a la Propiedad Industrial. No se concede ningún derecho sobre ellos salvo el uso de la Plataforma conforme a estos términos.',
      ],
    },
    {
      id: 'disponibilidad',
      title: 'Disponibilidad y cambios del servicio',
      paragraphs: [
        'Procuramos que la Plataforma esté disponible de forma continua, pero puede interrumpirse por mantenimiento, actualizaciones o causas fuera de nuestro control. Podemos modificar, ampliar o retirar funciones; cuando un cambio afecte servicios de pago ya contratados, te avisaremos con anticipación razonable.',
      ],
    },
    {
      id: 'responsabilidad',
      title: 'Limitación de responsabilidad',
      paragraphs: [
        'En la medida permitida por la ley, Jornada no es responsable del contenido publicado por los usuarios, de la veracidad de las vacantes o de los perfiles, de las decisiones de contratación, ni de la relación laboral o comercial entre candidatos y empresas. Nada en estos términos limita los derechos que te correspondan como consumidor conforme a la Ley Federal de Protección al Consumidor.',
      ],
    },
    {
      id: 'suspension',
      title: 'Suspensión y cancelación',
      paragraphs: [
        'Podemos suspender o cancelar cuentas que incumplan estos términos, previa notificación cuando sea posible, sin perjuicio de las acciones legales que procedan. Puedes dejar de usar la Plataforma y eliminar tu cuenta en cualquier momento; el saldo prepagado no utilizado se reembolsará conforme a la ley aplicable.',
      ],
    },
    {
      id: 'datos-personales',
      title: 'Datos personales',
      paragraphs: [
        'Tratamos tus datos personales conforme a nuestro Aviso de privacidad, publicado en /politicas-privacidad, y a nuestra Política de cookies, publicada en /politicas-cookies.',
      ],
    },
    {
      id: 'modificaciones',
      title: 'Modificaciones a los términos',
      paragraphs: [
        'Podemos actualizar estos términos. Publicaremos la versión vigente en esta página con su fecha de actualización y te avisaremos de los cambios relevantes por correo o dentro de la Plataforma; si sigues usándola después de la entrada en vigor, se entenderá que los aceptas.',
      ],
    },
    {
      id: 'ley-aplicable',
      title: 'Ley aplicable y jurisdicción',
      paragraphs: [
        'Estos términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de la Ciudad de México, renunciando a cualquier otro fuero que pudiera corresponderles, sin perjuicio de la competencia de la Procuraduría Federal del Consumidor en el ámbito administrativo.',
      ],
    },
    {
      id: 'contacto',
      title: 'Contacto',
      paragraphs: [
        'Para cualquier duda sobre estos términos, escríbenos a contacto@jornada.mx o usa el formulario de /contacto.',
      ],
    },
  ],
};
