export { ConnectionErrorScreen } from './connection-error-screen.tsx';
export {
  ErrorScreen,
  type ErrorScreenBaseProps,
  type ErrorScreenProps,
  type LinkComponent,
} from './error-screen.tsx';
export { ConnectionErrorIllustration, NotFoundIllustration } from './illustrations.tsx';
export { NotFoundScreen } from './not-found-screen.tsx';
