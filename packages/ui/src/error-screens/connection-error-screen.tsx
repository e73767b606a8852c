import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import { ErrorScreen, type ErrorScreenBaseProps } from './error-screen.tsx';
import { ConnectionErrorIllustration } from './illustrations.tsx';

/**
 * The screen for any error other than 404, with its
 * exact texts: heading 'Error de conexión', the 'Verifica tu red…' text and a
 * 'Volver al inicio' button to `homeHref` (@default '/inicio').
 */
function ConnectionErrorScreen(props: ErrorScreenBaseProps) {
  const messages = uiMessages.errorScreens;
  return (
    <ErrorScreen
      data-error="connection"
      illustration={<ConnectionErrorIllustration className="h-auto w-full" />}
      title={messages.connectionTitle}
      description={messages.connectionText}
      {...props}
    />
  );
}

export { ConnectionErrorScreen };
