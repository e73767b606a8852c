/**
 * A company's data and documents for the administrator who verifies it (docs/decisions/0027-vacancy-console.md): legal
 * name, RFC, contact, address and its documents (`listDocuments` of `resource_type: company`),
 * each a link that opens it.
 */
import { listDocumentsQueryOptions, type components } from '@jornada/api-client';
import {
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useAppContext } from '../../app/app-context.ts';
import { recruitingMessages } from '../../messages/recruiting-messages.ts';

type Company = components['schemas']['Company'];

const m = recruitingMessages.admin.companies;
const d = recruitingMessages.admin.details;

/** Props of {@link CompanyDetailsDialog}. */
export interface CompanyDetailsDialogProps {
  company: Company;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The dialog (see the module's comment). */
export function CompanyDetailsDialog({ company, open, onOpenChange }: CompanyDetailsDialogProps) {
  const { api } = useAppContext();
  const documents = useQuery({
    ...listDocumentsQueryOptions(api, { resource_type: 'company', resource_id: company.id }),
    enabled: open,
  });
  const place = [company.address, company.municipality?.name, company.state?.name]
    .filter(Boolean)
    .join(', ');
  const facts: Array<[string, string]> = [
    [m.legalName, company.legal_name],
    [m.rfc, company.rfc],
    [d.email, company.email ?? '—'],
    [d.phone, company.phone ?? '—'],
    [d.address, place || '—'],
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{company.name}</DialogTitle>
          <DialogDescription>{d.description}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2">
          {facts.map(([term, value]) => (
            <div key={term} className="grid">
              <dt className="text-sm text-muted-foreground">{term}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="company-documents" className="grid gap-2">
          <h3 id="company-documents" className="font-semibold">
            {m.documents}
          </h3>
          {documents.isPending ? (
            <p className="text-sm text-muted-foreground">{d.loading}</p>
          ) : (documents.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">{d.noDocuments}</p>
          ) : (
            <ul className="grid gap-1">
              {(documents.data ?? []).map((document) => (
                <li key={document.id}>
                  <a
                    href={document.url}
                    target="_blank"
                    rel="noreferrer"
                    className="text-primary underline underline-offset-4"
                  >
                    {document.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{d.close}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
