/**
 * The digital-signature screens' part of the web app's catalogue (docs/decisions/0030-signed-documents.md),
 * in Spanish (es-MX): the «Firma digital» section of /ajustes, signing a
 * labour letter, a revision order's report or an attendance correction, the signed PDF, and the
 * public verification page.
 */
import { companyTimeZone } from '../../app/time-zone.ts';
const dateTime = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: companyTimeZone,
});

/** The catalogue of the signature screens. */
export const signatureMessages = {
  settings: {
    title: 'Firma digital',
    text: 'Tu firma se estampa en los documentos que firmas en Jornada, como las cartas laborales de tu empresa.',
    current: 'Tu firma guardada',
    currentAlt: 'Tu firma guardada',
    none: 'Aún no guardas una firma.',
    pad: 'Firma',
    padHint: 'Dibújala con el mouse o el dedo, o escribe tu nombre en la pestaña «Escribir».',
    required: 'Dibuja o escribe tu firma.',
    save: 'Guardar firma',
    replace: 'Guardar nueva firma',
    saved: 'Guardaste tu firma.',
    savedAt: (iso: string) => `Guardada el ${dateTime.format(new Date(iso))}`,
  },
  sign: {
    action: 'Firmar y sellar',
    signing: 'Firmando…',
    needSignature: 'Para firmar, guarda primero tu firma en Ajustes.',
    goToSettings: 'Ir a Ajustes',
    signed: (code: string) => `Firmaste la carta. Código de verificación: ${code}.`,
    failed: 'No pudimos firmar la carta.',
  },
  /** «Firmar» on a company record (decision 52): a revision order's report, an attendance correction. */
  record: {
    revisionOrder: {
      action: 'Firmar reporte',
      ready: 'Reporte firmado:',
      link: (folio: string) => `Reporte firmado de la orden ${folio} (PDF)`,
      fileName: (folio: string) => `revision-${folio}-firmada.pdf`,
      signed: (code: string) => `Firmaste el reporte. Código de verificación: ${code}.`,
      failed: 'No pudimos firmar el reporte.',
    },
    attendance: {
      action: 'Firmar corrección',
      ready: 'Corrección firmada:',
      link: (day: string) => `Corrección firmada del ${day} (PDF)`,
      fileName: (day: string) => `asistencia-${day}-firmada.pdf`,
      signed: (code: string) => `Firmaste la corrección. Código de verificación: ${code}.`,
      failed: 'No pudimos firmar la corrección.',
    },
    code: (code: string) => `Código de verificación: ${code}.`,
    verify: 'Verificar',
    verifyLabel: (code: string) => `Verificar el documento ${code}`,
    needSignature: 'Para firmar, guarda primero tu firma en Ajustes.',
    /** The signed copies of a record, listed again after a reload (decision 54). */
    copies: 'Copias firmadas',
    signedBy: (name: string, iso: string) => `Firmó ${name} el ${dateTime.format(new Date(iso))}.`,
    downloadSigned: 'Descargar firmado',
    downloadSignedLabel: (name: string, code: string) =>
      `Descargar firmado: el PDF que firmó ${name}, código ${code}`,
  },
  letter: {
    signedTitle: 'Documento firmado electrónicamente',
    signedBy: (name: string, iso: string) => `Firmó ${name} el ${dateTime.format(new Date(iso))}.`,
    code: 'Código de verificación',
    download: 'Descargar PDF firmado',
    downloadFailed: 'No pudimos preparar el PDF firmado.',
    verify: 'Verificar autenticidad',
  },
  verify: {
    title: 'Verificar un documento firmado',
    text: 'Comprueba que un documento firmado en Jornada es auténtico y no fue modificado. No necesitas una cuenta.',
    byFile: 'Con el archivo PDF',
    file: 'Archivo PDF',
    fileHint: 'El PDF que recibiste (hasta 700 KB).',
    fileRequired: 'Elige el archivo PDF.',
    fileNotPdf: 'El archivo debe ser un PDF.',
    fileTooBig: 'El archivo pesa más de 700 KB; verifícalo con su código.',
    byCode: 'Con el código de verificación',
    code: 'Código de verificación',
    codeHint: 'Aparece junto al código QR del documento, por ejemplo 7QX2-M9KD-4TRE.',
    codeInvalid:
      'Escribe el código como aparece en el documento: tres grupos de 4 letras o números.',
    submit: 'Verificar',
    authentic: 'Documento auténtico',
    authenticText:
      'El documento fue firmado en Jornada y su contenido no ha cambiado desde la firma.',
    authenticByCode:
      'Existe un documento firmado con este código. Compara tu copia con el original o verifica el archivo.',
    altered: 'Documento alterado',
    alteredText:
      'Este archivo dice tener una firma de Jornada, pero su contenido no coincide con el documento firmado. No lo aceptes como auténtico.',
    unknownSeal: 'Sello no reconocido',
    unknownSealText:
      'El documento está registrado en Jornada, pero su sello se hizo con una clave que ya no podemos comprobar. No lo aceptes como auténtico y pide a quien lo emitió una copia nueva.',
    unknown: 'No encontramos el documento',
    unknownText: 'Ningún documento firmado en Jornada coincide. Revisa el código o el archivo.',
    signer: 'Firmó',
    signedAt: 'Fecha de firma',
    hash: 'SHA-256 del archivo firmado',
    original: 'Descargar el original firmado',
    date: (iso: string) => dateTime.format(new Date(iso)),
  },
} as const;
