import { MoreHorizontalIcon } from 'lucide-react';
import { formatMessage, uiMessages } from '../messages.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';
import { IconButton } from './icon-button.tsx';

/** One action of a row's menu in a {@link ServerDataTable}. */
type RowAction = {
  /** Menu item text, for example 'Editar'. */
  label: string;
  /** Runs on click, Enter or Space. */
  onSelect: () => void;
  /** Colours the item as dangerous and places it last, after a separator. @default false */
  destructive?: boolean;
  /** Greys the item out and skips it with the keyboard. @default false */
  disabled?: boolean;
};

/** Props of {@link DataTableRowActions}. */
type DataTableRowActionsProps = {
  /** The actions; destructive ones are listed last. */
  actions: RowAction[];
  /** Names the row in the button's accessible name: 'Acciones de {rowLabel}'. */
  rowLabel: string;
};

/**
 * The '⋯' button of one row: a DropdownMenu (WAI-ARIA menu button) whose
 * accessible name includes the row, so a screen reader hears 'Acciones de
 * Ana López'.
 */
function DataTableRowActions({ actions, rowLabel }: DataTableRowActionsProps) {
  const regular = actions.filter((action) => !action.destructive);
  const destructive = actions.filter((action) => action.destructive);
  const item = (action: RowAction) => (
    <DropdownMenuItem
      key={action.label}
      variant={action.destructive ? 'danger' : 'default'}
      disabled={action.disabled}
      onSelect={action.onSelect}
    >
      {action.label}
    </DropdownMenuItem>
  );
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <IconButton
          data-slot="data-table-row-actions"
          size="sm"
          label={formatMessage(uiMessages.serverTable.rowActions, { row: rowLabel })}
        >
          <MoreHorizontalIcon className="size-4" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {regular.map(item)}
        {regular.length > 0 && destructive.length > 0 ? <DropdownMenuSeparator /> : null}
        {destructive.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export { DataTableRowActions, type DataTableRowActionsProps, type RowAction };
