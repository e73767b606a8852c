/**
 * /kiosco#<token>: the company's clock-in kiosk on a shared tablet (docs/decisions/0020-clock-in.md; features/clock-in).
 * Public: the signed link in the hash is the credential.
 */
import { KioskPage } from '../features/clock-in/kiosk-page.tsx';

export { KioskPage as Component };
