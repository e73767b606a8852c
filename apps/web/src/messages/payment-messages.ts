/**
 * Prepaid balance, payments, transactions and points (docs/decisions/0021-payments.md),
 * in Spanish (es-MX). Screens of features/payments read `paymentMessages` directly.
 * Amounts reach these functions already formatted (`formatMoney` of `@jornada/ui/forms`).
 */
import {
  pointsReasonLabels,
  transactionStatusLabels,
  transactionTypeLabels,
} from '@jornada/api-client/enum-labels';

import { formatNumber } from '@jornada/ui';

type TransactionType = 'recarga' | 'cargo' | 'bonificacion' | 'reembolso';
type TransactionStatus = 'pendiente' | 'aplicada' | 'fallida' | 'cancelada';
type PaymentMethod = 'tarjeta' | 'oxxo' | 'spei';
type PointsReason = 'perfil_completo' | 'contratacion_verificada' | 'ajuste';

const points = (n: number) => `${formatNumber(n)} ${Math.abs(n) === 1 ? 'punto' : 'puntos'}`;

export const paymentMessages = {
  /** "1,250 puntos" (a whole number of points). */
  pointsCount: points,
  /** Labels of the contract's `TransactionType`. */
  types: transactionTypeLabels satisfies Record<TransactionType, string>,
  /** Labels of the contract's `TransactionStatus`. */
  statuses: transactionStatusLabels satisfies Record<TransactionStatus, string>,
  /** Labels of the contract's `PointsReason`. */
  reasons: pointsReasonLabels satisfies Record<PointsReason, string>,
  /** Labels of the contract's payment methods. */
  methods: {
    tarjeta: 'Tarjeta de crédito o débito',
    oxxo: 'Pago en efectivo en OXXO',
    spei: 'Transferencia SPEI',
  } satisfies Record<PaymentMethod, string>,
  header: {
    /** The header's link to the balance page: 'Saldo: ' then the formatted amount. */
    balancePrefix: 'Saldo: ',
    loading: 'Saldo…',
    unavailable: 'Saldo no disponible',
  },
  nav: { balance: 'Saldo' },
  balance: {
    title: 'Saldo',
    subtitle:
      'El saldo prepagado de tu empresa sirve para publicar y destacar vacantes. Recarga con tarjeta, OXXO o SPEI.',
    current: 'Saldo disponible',
    updated: (when: string) => `Actualizado ${when}`,
    loadError: 'No pudimos cargar el saldo. Intenta de nuevo.',
    retry: 'Reintentar',
    recharged: (amount: string) => `Recarga aplicada: se sumaron ${amount} a tu saldo.`,
    pendingPayment:
      'Tu pago quedó pendiente. El saldo se actualizará cuando el proveedor lo confirme.',
  },
  recharge: {
    title: 'Recargar saldo',
    description: 'Elige el monto y la forma de pago. Después pagarás en la página del proveedor.',
    amount: 'Monto a recargar',
    amountHint: 'De $50.00 a $100,000.00 MXN.',
    amountRequired: 'Escribe el monto a recargar.',
    amountTooLow: 'El monto mínimo es de $50.00 MXN.',
    amountTooHigh: 'El monto máximo es de $100,000.00 MXN.',
    amountInvalid: 'Escribe una cantidad en pesos, por ejemplo 500.00.',
    method: 'Forma de pago',
    methodRequired: 'Elige una forma de pago.',
    submit: 'Continuar al pago',
    failed: 'No pudimos crear la recarga. Intenta de nuevo.',
  },
  prices: {
    title: 'Precios',
    description: 'Lo que se descuenta de tu saldo por cada acción.',
    caption: 'Precios de publicación',
    action: 'Acción',
    price: 'Precio',
    duration: 'Vigencia',
    days: (n: number) => (n === 1 ? '1 día' : `${n} días`),
    noDuration: '—',
    unavailable: 'Los precios no están disponibles por ahora.',
  },
  transactions: {
    title: 'Movimientos',
    caption: 'Movimientos del saldo',
    date: 'Fecha',
    description: 'Concepto',
    type: 'Tipo',
    status: 'Estado',
    amount: 'Monto',
    reference: 'Referencia',
    emptyTitle: 'Todavía no hay movimientos',
    emptyText: 'Tus recargas, cargos y bonificaciones aparecerán aquí.',
    /** Accessible text of a signed amount: "+$500.00" reads as "abono de $500.00". */
    credit: (amount: string) => `Abono de ${amount}`,
    debit: (amount: string) => `Cargo de ${amount}`,
  },
  feature: {
    title: 'Destacar una vacante',
    description:
      'Una vacante destacada aparece primero en las búsquedas de los candidatos durante su vigencia.',
    vacancy: 'Vacante',
    vacancyPlaceholder: 'Elige una vacante publicada',
    noVacancies: 'No tienes vacantes publicadas para destacar.',
    featuredUntil: (date: string) => `Destacada hasta el ${date}`,
    open: 'Destacar',
    confirmTitle: (title: string) => `¿Destacar «${title}»?`,
    confirmText: (price: string, days: number) =>
      `Se descontarán ${price} de tu saldo. La vacante se destacará durante ${days === 1 ? '1 día' : `${days} días`}.`,
    priceLine: 'Precio',
    balanceNow: 'Saldo actual',
    balanceAfter: 'Saldo después',
    confirm: 'Destacar vacante',
    cancel: 'Cancelar',
    working: 'Destacando…',
    done: (title: string) => `«${title}» ya está destacada.`,
    insufficient: 'Tu saldo no alcanza para destacar esta vacante.',
    insufficientShort: (missing: string) => `Te faltan ${missing}.`,
    rechargeLink: 'Recargar saldo',
    failed: 'No pudimos destacar la vacante. Tu saldo no cambió; intenta de nuevo.',
  },
  checkout: {
    sandboxBadge: 'Modo de pruebas',
    sandboxNotice:
      'Esta es la pasarela de pruebas de Jornada: no se hace ningún cargo real. Usa los datos de prueba de esta página.',
    title: 'Pagar recarga',
    summary: 'Resumen',
    amount: 'Monto',
    method: 'Forma de pago',
    pointsEarned: 'Puntos que recibirás',
    expires: (when: string) => `Paga antes del ${when}.`,
    back: 'Volver al saldo',
    alreadyApplied: 'Esta recarga ya se aplicó a tu saldo.',
    card: {
      title: 'Pago con tarjeta',
      number: 'Número de tarjeta',
      numberInvalid: 'Escribe los 16 dígitos de la tarjeta.',
      name: 'Nombre como aparece en la tarjeta',
      nameRequired: 'Escribe el nombre del titular.',
      expiry: 'Vencimiento (MM/AA)',
      expiryInvalid: 'Escribe el vencimiento como MM/AA, por ejemplo 12/29.',
      expiryPast: 'La tarjeta está vencida.',
      cvc: 'Código de seguridad (CVC)',
      cvcInvalid: 'Escribe los 3 o 4 dígitos del reverso.',
      pay: (amount: string) => `Pagar ${amount}`,
      paying: 'Procesando pago…',
      testCards: 'Tarjetas de prueba',
      testCardsHint: 'Cualquier nombre, un vencimiento futuro y cualquier CVC.',
      approves: 'Pago aprobado',
      declines: 'Pago rechazado',
    },
    oxxo: {
      title: 'Pago en efectivo en OXXO',
      instructions:
        'Muestra esta referencia en la caja de cualquier OXXO y paga el monto exacto. En modo de pruebas, simula el pago con el botón.',
      reference: 'Referencia de pago',
      markPaid: 'Marcar como pagado (sandbox)',
    },
    spei: {
      title: 'Transferencia SPEI',
      instructions:
        'Transfiere el monto exacto desde tu banca en línea a esta CLABE. En modo de pruebas, simula la transferencia con el botón.',
      clabe: 'CLABE interbancaria',
      bank: 'Banco',
      beneficiary: 'Beneficiario',
      reference: 'Concepto o referencia',
      simulate: 'Simular transferencia recibida',
    },
    simulateFailure: 'Simular pago no recibido (sandbox)',
    applying: 'Aplicando la recarga a tu saldo…',
    declined:
      'El pago fue rechazado por el banco. No se hizo ningún cargo y tu saldo no cambió. Revisa los datos o usa otra tarjeta.',
    failed:
      'No pudimos completar el pago. No se hizo ningún cargo y tu saldo no cambió. Intenta de nuevo.',
    applyFailed:
      'El pago se confirmó, pero no pudimos aplicarlo a tu saldo todavía. Vuelve a intentarlo: no se cobrará dos veces.',
    retryApply: 'Reintentar aplicar la recarga',
    tryAgain: 'Intentar de nuevo',
  },
  companyPoints: {
    title: 'Puntos de la empresa',
    description: 'Tu empresa gana puntos por cada contratación verificada.',
    caption: 'Historial de puntos de la empresa',
    emptyTitle: 'Tu empresa aún no tiene puntos',
    emptyText: 'Cada contratación verificada en Jornada suma puntos a tu empresa.',
  },
  points: {
    title: 'Mis puntos',
    subtitle:
      'Ganas puntos al completar tu perfil y con tu actividad en Jornada. Aquí ves cuántos tienes y cómo los obtuviste.',
    menu: 'Mis puntos',
    balance: 'Puntos acumulados',
    money: (amount: string) => `Saldo equivalente: ${amount}`,
    historyTitle: 'Cómo los obtuviste',
    historyCaption: 'Historial de puntos',
    date: 'Fecha',
    reason: 'Motivo',
    points: 'Puntos',
    emptyTitle: 'Aún no tienes puntos',
    emptyText: 'Completa tu perfil para ganar tus primeros puntos.',
    completeProfile: 'Completar mi perfil',
    loadError: 'No pudimos cargar tus puntos. Intenta de nuevo.',
    transactionsTitle: 'Movimientos de tu saldo',
    transactionsCaption: 'Movimientos de tu saldo personal',
    pointsCredit: (n: number) => `Ganaste ${points(n)}`,
    pointsDebit: (n: number) => `Se descontaron ${points(n)}`,
  },
};
