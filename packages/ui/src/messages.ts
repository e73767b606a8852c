/**
 * Every default user-facing string of @jornada/ui, in Spanish (es-MX).
 * One catalogue per package so that it can be translated; components take
 * overrides through their props. The strings of what a page shows from its first paint (layouts,
 * spinner, error screens) are in core-messages.ts, those of a public list (formatters, pagination,
 * empty state) in list-messages.ts, so that a page does not load the rest.
 */
import { uiCoreMessages } from './core-messages.ts';
import { uiListMessages } from './list-messages.ts';

/**
 * Every default user-facing string of @jornada/ui, in Spanish (es-MX) (see the file's comment).
 */
export const uiMessages = {
  ...uiCoreMessages,
  ...uiListMessages,
  required: 'obligatorio',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  selectPlaceholder: 'Selecciona una opción',
  checked: 'Seleccionado',
  avatarFallback: 'Usuario',
  progress: 'Progreso',
  table: {
    empty: 'No hay resultados.',
    sortAscending: 'Ordenar de forma ascendente',
    sortDescending: 'Ordenar de forma descendente',
    rows: '{count} resultados',
    scrollRegion: 'Tabla desplazable horizontalmente',
  },
  /** `ServerDataTable` and its parts. */
  serverTable: {
    search: 'Buscar',
    actions: 'Acciones',
    rowActions: 'Acciones de {row}',
    results: '{count} resultados',
    result: '1 resultado',
    noResults: 'Sin resultados',
    range: '{from}–{to} de {total}',
    perPage: 'Filas por página',
    paginationOf: 'Paginación de {caption}',
    clearFilters: 'Limpiar filtros',
    clearFilter: 'Quitar filtro',
    selectedCount: '{count} seleccionados',
    filterOptions: 'Opciones de {label}',
    emptyTitle: 'Aún no hay registros',
    emptyDescription: 'Cuando agregues el primero, aparecerá aquí.',
    filteredTitle: 'No hay resultados con estos filtros',
    filteredDescription: 'Prueba con otra búsqueda o quita algunos filtros.',
    errorTitle: 'No pudimos cargar los datos',
    errorDescription: 'Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    updating: 'Actualizando…',
  },
  /** The record blocks: `RecordSheet`, `ConfirmDeleteDialog` (docs/decisions/0015-company-records.md). */
  records: {
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    deleteTitle: '¿Eliminar {name}?',
    deleteDescription: 'Se eliminará {name}. Esta acción no se puede deshacer.',
  },
  /** `CopyField`. */
  copyField: {
    copy: 'Copiar',
    copyLabel: 'Copiar {label}',
    copied: 'Copiado al portapapeles: {label}.',
    failed: 'No se pudo copiar. Selecciona el texto y cópialo.',
  },
  /** `OrderedListField` (@jornada/ui/forms). */
  orderedList: {
    moveUp: 'Subir {item}',
    moveDown: 'Bajar {item}',
    remove: 'Quitar {item}',
    moved: '{item}: ahora en la posición {position} de {count}.',
    removed: 'Se quitó {item}. Quedan {count}.',
    added: 'Se agregó {item}.',
    maxReached: 'Llegaste al máximo de {max}.',
  },
  fileDropzone: {
    label: 'Arrastra tus archivos aquí o haz clic para elegirlos',
    hint: 'Tipos permitidos: {accept}. Tamaño máximo: {maxSize}.',
    hintNoSize: 'Tipos permitidos: {accept}.',
    hintNoAccept: 'Tamaño máximo: {maxSize}.',
    tooLarge: 'El archivo «{name}» pesa {size}; el máximo es {maxSize}.',
    invalidType: 'El archivo «{name}» no es de un tipo permitido ({accept}).',
    tooMany: 'Solo puedes subir {max} archivo(s) a la vez.',
    remove: 'Quitar {name}',
    uploading: 'Subiendo {name}: {progress} %',
    uploaded: 'Subido',
    failed: 'Error al subir',
    progressLabel: 'Progreso de carga de {name}',
  },
  /** `GeoMap` and its layers (@jornada/ui/map). */
  map: {
    label: 'Mapa',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    stop: 'Parada {order}: {name}',
  },
  /** `SignaturePad` (docs/decisions/0016-revision-report-pdf.md; the inspector's signature on a revision order). */
  signaturePad: {
    modes: 'Forma de firmar',
    draw: 'Dibujar',
    type: 'Escribir',
    drawHint:
      'Dibuja tu firma con el mouse, un lápiz o el dedo. Si prefieres usar el teclado, elige «Escribir».',
    emptyLabel: 'Área de firma, vacía',
    drawnLabel: 'Área de firma, con una firma dibujada',
    typedLabel: 'Escribe tu nombre como firma',
    clear: 'Borrar firma',
    captured: 'Firma capturada.',
    cleared: 'Firma borrada.',
  },
  stepper: {
    label: 'Pasos',
    completed: 'completado',
    current: 'paso actual',
    upcoming: 'pendiente',
    stepOf: 'Paso {step} de {total}',
  },
  forms: {
    serverError: 'No pudimos guardar los cambios. Revisa los campos marcados.',
    selectPlaceholder: 'Selecciona una opción',
    money: 'Escribe una cantidad en pesos, por ejemplo 1,234.50.',
    number: 'Escribe un número.',
    multiselectPlaceholder: 'Busca y elige',
    fileRequired: 'Adjunta un archivo.',
    removeFile: 'Quitar {name}',
  },
  /** Messages of `esMxZodErrorMap` (@jornada/ui/forms). */
  validation: {
    required: 'Este campo es obligatorio.',
    invalid: 'El valor no es válido.',
    number: 'Escribe un número.',
    date: 'Escribe una fecha válida.',
    boolean: 'Elige sí o no.',
    minChars: 'Escribe al menos {minimum} {unit}.',
    maxChars: 'Escribe como máximo {maximum} {unit}.',
    minItems: 'Selecciona al menos {minimum} {unit}.',
    maxItems: 'Selecciona como máximo {maximum} {unit}.',
    character: 'carácter',
    characters: 'caracteres',
    option: 'opción',
    options: 'opciones',
    dateTooEarly: 'La fecha es demasiado antigua.',
    dateTooLate: 'La fecha es demasiado lejana.',
    fileTooSmall: 'El archivo debe pesar al menos {minimum} bytes.',
    fileTooBig: 'El archivo no debe pesar más de {maximum} bytes.',
    gte: 'El valor debe ser mayor o igual a {minimum}.',
    gt: 'El valor debe ser mayor que {minimum}.',
    lte: 'El valor debe ser menor o igual a {maximum}.',
    lt: 'El valor debe ser menor que {maximum}.',
    startsWith: 'Debe empezar con «{prefix}».',
    endsWith: 'Debe terminar con «{suffix}».',
    includes: 'Debe incluir «{includes}».',
    format: 'El formato no es válido.',
    formats: {
      email: 'Escribe un correo electrónico válido.',
      url: 'Escribe una dirección web válida (https://…).',
      date: 'Escribe una fecha válida (AAAA-MM-DD).',
      datetime: 'Escribe una fecha y hora válidas.',
      time: 'Escribe una hora válida (HH:MM).',
      e164: 'Escribe un teléfono válido con lada internacional (+52…).',
      uuid: 'El identificador no es válido.',
    } as Record<string, string>,
    invalidOption: 'Elige una de las opciones disponibles.',
    multipleOf: 'El valor debe ser múltiplo de {divisor}.',
    unrecognizedKeys: 'Campos no permitidos: {keys}.',
  },
} as const;

/** The shape of {@link uiMessages}. */
export type UiMessages = typeof uiMessages;

export { formatMessage } from './format-message.ts';
