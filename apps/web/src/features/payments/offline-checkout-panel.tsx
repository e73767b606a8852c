/**
 * The sandbox checkout of a cash (OXXO) or bank-transfer (SPEI) recharge (docs/decisions/0021-payments.md): the OXXO
 * reference or the CLABE to copy, and the sandbox's buttons that stand in for the store or the
 * bank: "Marcar como pagado (sandbox)" / "Simular transferencia recibida" (outcome `pagado`) and
 * "Simular pago no recibido" (outcome `expirado`, the failure path).
 */
import { Button, CopyField } from '@jornada/ui';
import { useState } from 'react';
import { paymentMessages } from '../../messages/payment-messages.ts';

const m = paymentMessages.checkout;

/** The sandbox outcomes of an OXXO or SPEI payment (contract `SandboxPaymentInput.outcome`). */
export type OfflineOutcome = 'pagado' | 'expirado';

/** Props of {@link OfflineCheckoutPanel}. */
export interface OfflineCheckoutPanelProps {
  method: 'oxxo' | 'spei';
  /** The OXXO reference or the 18-digit CLABE (contract `Recharge.oxxo_reference` / `spei_clabe`). */
  code: string;
  /** Reports the sandbox outcome; resolves when the attempt is over. */
  onOutcome: (outcome: OfflineOutcome) => Promise<unknown>;
  /** Disables the buttons (while applying, or once settled). @default false */
  disabled?: boolean;
}

/** The OXXO or SPEI instructions and the sandbox's buttons (see the module's comment). */
export function OfflineCheckoutPanel({
  method,
  code,
  onOutcome,
  disabled = false,
}: OfflineCheckoutPanelProps) {
  const [working, setWorking] = useState<OfflineOutcome | null>(null);
  const texts = method === 'oxxo' ? m.oxxo : m.spei;
  const run = async (outcome: OfflineOutcome) => {
    setWorking(outcome);
    try {
      await onOutcome(outcome);
    } finally {
      setWorking(null);
    }
  };
  return (
    <div className="grid gap-4">
      <p>{texts.instructions}</p>
      <CopyField
        label={method === 'oxxo' ? m.oxxo.reference : m.spei.clabe}
        value={code}
        className="max-w-md"
      />
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          disabled={disabled || working !== null}
          loading={working === 'pagado'}
          onClick={() => void run('pagado')}
        >
          {method === 'oxxo' ? m.oxxo.markPaid : m.spei.simulate}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={disabled || working !== null}
          loading={working === 'expirado'}
          onClick={() => void run('expirado')}
        >
          {m.simulateFailure}
        </Button>
      </div>
    </div>
  );
}
