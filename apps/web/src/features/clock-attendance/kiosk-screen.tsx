/**
 * "Kiosco y enlaces" (docs/decisions/0020-clock-in.md): the company's kiosk link, its clock-in settings
 * (geofence, location, how long links last) and the employees' personal links and PINs.
 */
import { useSession } from '../../app/use-session.ts';
import { messages } from '../../messages/messages.ts';
import { ClockSettingsSection } from './clock-settings-section.tsx';
import { KioskLinkSection } from './kiosk-link-section.tsx';
import { PersonalLinksSection } from './personal-links-section.tsx';

const k = messages.clockAttendance.kiosk;

/** The kiosk and links screen of company `companyId`. */
export function KioskScreen({ companyId }: { companyId: number }) {
  const { user } = useSession();
  const companyName = user?.companies.find((company) => company.id === companyId)?.name ?? '';
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">{k.title}</h1>
        <p className="text-muted-foreground">{k.subtitle}</p>
      </div>
      <KioskLinkSection companyId={companyId} companyName={companyName} />
      <ClockSettingsSection companyId={companyId} />
      <PersonalLinksSection companyId={companyId} />
    </div>
  );
}
