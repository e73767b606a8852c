/**
 * The top of a record's page (a ticket's, a tour's, a revision order's): the link back to its
 * list, then a header with a caption (the folio, or the unit), the record's name as the page's
 * h1, its status as a badge read 'Estado: …', and its actions: the page's own first, then
 * 'Editar' (when the page edits in a sheet) and 'Eliminar'.
 */
import { Badge, Button, ButtonLink, type BadgeProps } from '@jornada/ui';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages as appMessages } from '../messages/messages.ts';

/** The header's texts, from the feature's part of the catalogue (`messages.tickets`…). */
export interface RecordDetailHeaderMessages {
  /** The link back to the list, e.g. 'Volver a tickets'. */
  back: string;
  /** The status badge's hidden term, 'Estado'. */
  status: string;
  /** The edit button. @default 'Editar' */
  edit?: string;
  /** The delete button, 'Eliminar'. */
  delete: string;
}

/** Props of {@link RecordDetailHeader}. */
export interface RecordDetailHeaderProps {
  messages: RecordDetailHeaderMessages;
  /** The list's path (the back link's target). */
  backHref: string;
  /** The line above the heading: the record's folio, or its unit. */
  caption: string;
  /** The page's heading (h1): how people name the record. */
  title: string;
  /** The record's status as its badge shows it. */
  status: { label: string; variant: BadgeProps['variant'] };
  /** The page's own actions, before 'Editar' (e.g. the PDF report). */
  actions?: ReactNode;
  /** Opens the edit sheet; without it there is no 'Editar'. */
  onEdit?: () => void;
  /** Asks to delete the record (opens a `RecordDeleteDialog`). */
  onDelete: () => void;
}

/** The back link and header of a record's page (see the module's comment). */
export function RecordDetailHeader({
  messages: m,
  backHref,
  caption,
  title,
  status,
  actions,
  onEdit,
  onDelete,
}: RecordDetailHeaderProps) {
  return (
    <>
      <ButtonLink asChild variant="ghost" size="sm" className="w-fit">
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          {m.back}
        </Link>
      </ButtonLink>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">{caption}</p>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p>
            <span className="sr-only">{m.status}: </span>
            <Badge variant={status.variant}>{status.label}</Badge>
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {actions}
          {onEdit ? (
            <Button variant="outline" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {m.edit ?? appMessages.workspace.edit}
            </Button>
          ) : null}
          <Button variant="outline" onClick={onDelete}>
            <Trash2 aria-hidden="true" />
            {m.delete}
          </Button>
        </div>
      </header>
    </>
  );
}
