import { uiCoreMessages as uiMessages } from '../core-messages.ts';
import { ErrorScreen, type ErrorScreenBaseProps } from './error-screen.tsx';
import { NotFoundIllustration } from './illustrations.tsx';

/**
 * The 404 screen with its exact texts: badge 'Error 404',
 * heading 'Página no encontrada', the 'ya no está disponible…' text and a
 * 'Volver al inicio' button to `homeHref` (@default '/inicio').
 */
function NotFoundScreen(props: ErrorScreenBaseProps) {
  const messages = uiMessages.errorScreens;
  return (
    <ErrorScreen
      data-error="not-found"
      illustration={<NotFoundIllustration className="h-auto w-full" />}
      badge={messages.notFoundBadge}
      title={messages.notFoundTitle}
      description={messages.notFoundText}
      {...props}
    />
  );
}

export { NotFoundScreen };
