/**
 * Complaints (decision 41 and
 * docs/decisions/0022-complaints.md), in Spanish (es-MX): filing one, «Mis quejas», the
 * company's «Quejas» and the administrator's list. `messages.ts` spreads it, so screens read
 * `messages.complaints`.
 */
import { complaintCategoryLabels, complaintStatusLabels } from '@jornada/api-client/enum-labels';

type ComplaintStatus =
  'recibida' | 'en_revision' | 'en_atencion' | 'resuelta' | 'cerrada' | 'improcedente';
type ComplaintCategory = 'acoso' | 'discriminacion' | 'seguridad' | 'pago' | 'trato' | 'otro';

export const complaintMessages = {
  complaints: {
    /** Labels of the contract's `ComplaintStatus`. */
    statuses: complaintStatusLabels satisfies Record<ComplaintStatus, string>,
    /** Labels of the contract's `ComplaintCategory`. */
    categories: complaintCategoryLabels satisfies Record<ComplaintCategory, string>,
    /** The buttons that move a complaint to a status. */
    moves: {
      recibida: 'Marcar como recibida',
      en_revision: 'Iniciar revisión',
      en_atencion: 'Atender',
      resuelta: 'Marcar como resuelta',
      cerrada: 'Cerrar queja',
      improcedente: 'Declarar improcedente',
    } satisfies Record<ComplaintStatus, string>,
    reopen: 'Reabrir atención',
    folio: 'Folio',
    subject: 'Asunto',
    category: 'Categoría',
    status: 'Estado',
    company: 'Empresa',
    reporter: 'Presentada por',
    anonymousReporter: 'Anónima',
    deletedAccount: 'Cuenta eliminada',
    createdAt: 'Presentada',
    updatedAt: 'Última actividad',
    resolution: 'Respuesta final',
    description: 'Descripción',
    attachments: 'Archivos adjuntos',
    noAttachments: 'Sin archivos adjuntos.',
    open: 'Ver queja',
    back: 'Volver a la lista',
    /** The filing page (/quejas/nueva). */
    file: {
      title: 'Presentar una queja',
      subtitle:
        'Reporta una situación de trabajo: acoso, violencia, discriminación, seguridad, pagos o trato. Podrás seguir su estado y leer las respuestas en «Mis quejas».',
      company: 'Empresa',
      companyHint: 'La empresa sobre la que presentas la queja.',
      searchCompany: 'Buscar otra empresa',
      searchCompanyHint: 'Escribe el nombre de la empresa para agregarla a la lista.',
      chooseCompany: 'Elige la empresa.',
      chooseCategory: 'Elige una categoría.',
      subject: 'Asunto',
      subjectInvalid: 'Escribe un asunto de 5 a 150 caracteres.',
      description: 'Describe lo que pasó',
      descriptionHint: 'Qué pasó, cuándo, dónde y quiénes estaban. Entre 20 y 5,000 caracteres.',
      descriptionInvalid: 'Escribe una descripción de 20 a 5,000 caracteres.',
      anonymous: 'Presentar de forma anónima',
      anonymousWill:
        'La empresa verá la categoría, el asunto, la descripción y los archivos, pero no tu nombre ni tu cuenta. Tampoco lo verá en los avisos ni en la conversación.',
      anonymousWont:
        'Quién la presentó solo lo sabrán tú y la administración de Jornada. No escribas tu nombre en la descripción ni en los nombres de los archivos si no quieres que la empresa lo sepa.',
      signedNote: 'Si no la presentas de forma anónima, la empresa verá tu nombre.',
      attachments: 'Archivos (opcional)',
      attachmentsHint: 'Hasta 5 archivos PDF, JPG, PNG o WebP de 20 MB como máximo cada uno.',
      submit: 'Presentar queja',
      filed: (folio: string) => `Presentaste la queja ${folio}`,
      uploadFailed: 'La queja quedó presentada, pero no se pudo subir un archivo.',
      failed: 'No se pudo presentar la queja.',
      nom035:
        'Este canal es confidencial y sirve para denunciar violencia laboral (NOM-035-STPS-2018). Tu empresa no puede tomar represalias por una queja.',
    },
    /** «Mis quejas». */
    mine: {
      title: 'Mis quejas',
      subtitle: 'Las quejas que presentaste, su estado y las respuestas de la empresa.',
      caption: 'Mis quejas',
      fileNew: 'Presentar una queja',
      emptyTitle: 'No has presentado quejas',
      emptyText:
        'Si algo pasa en tu trabajo, puedes presentar una queja, también de forma anónima.',
      anonymousBadge: 'Anónima para la empresa',
    },
    /** The company's «Quejas». */
    workspace: {
      title: 'Quejas',
      subtitle:
        'Quejas y denuncias sobre tu empresa. Respóndelas y da seguimiento; en las anónimas no se muestra quién las presentó.',
      caption: 'Quejas de la empresa',
      search: 'Buscar por folio, asunto o descripción',
      emptyTitle: 'Sin quejas',
      emptyText: 'Cuando alguien presente una queja sobre tu empresa aparecerá aquí.',
    },
    /** The administrator's list on /admin. */
    admin: {
      title: 'Quejas de todas las empresas',
      caption: 'Quejas de todas las empresas',
      search: 'Buscar por folio, asunto o descripción',
      emptyTitle: 'Sin quejas',
      emptyText: 'Todavía nadie ha presentado una queja.',
    },
    /** The conversation and audit trail. */
    events: {
      heading: 'Seguimiento',
      filed: 'Presentó la queja',
      moved: (from: string, to: string) => `Cambió el estado de ${from} a ${to}`,
      message: 'Escribió',
      roles: {
        reporter: 'Quien presentó la queja',
        staff: 'Empresa',
        admin: 'Administración de Jornada',
      },
      you: 'Tú',
    },
    reply: {
      label: 'Mensaje',
      staffHint:
        'Tu respuesta la leerá quien presentó la queja. Al marcarla como resuelta o improcedente, este mensaje será la respuesta final.',
      reporterHint: 'Agrega información o pregunta por el avance.',
      send: 'Enviar mensaje',
      sent: 'Mensaje enviado',
      failed: 'No se pudo enviar el mensaje',
      required: 'Escribe un mensaje.',
      closed: 'Esta queja está cerrada; ya no recibe mensajes.',
    },
    movesHeading: 'Cambiar estado',
    noMoves: 'Esta queja está cerrada.',
    moved: (status: string) => `Queja ${status.toLowerCase()}`,
    moveError: 'No se pudo cambiar el estado',
  },
} as const;
