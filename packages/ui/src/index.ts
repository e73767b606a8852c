export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './components/alert-dialog.tsx';
export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  getInitials,
  type AvatarProps,
} from './components/avatar.tsx';
export { Badge, badgeVariants, type BadgeProps } from './components/badge.tsx';
export { ButtonLink, type ButtonLinkProps } from './components/button-link.tsx';
export { Button, buttonVariants, type ButtonProps } from './components/button.tsx';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card.tsx';
export { Checkbox } from './components/checkbox.tsx';
export { CheckboxInput } from './components/checkbox-input.tsx';
export { CopyField, type CopyFieldProps } from './components/copy-field.tsx';
export {
  ConfirmDeleteDialog,
  type ConfirmDeleteDialogProps,
} from './components/confirm-delete-dialog.tsx';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog.tsx';
export {
  DataTable,
  type ColumnDef,
  type DataTableProps,
  type SortingState,
} from './components/data-table.tsx';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
  type DialogContentProps,
} from './components/dialog.tsx';
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
  type DropdownMenuItemProps,
} from './components/dropdown-menu.tsx';
export { EmptyState, type EmptyStateProps } from './components/empty-state.tsx';
export {
  FileDropzone,
  formatBytes,
  isFileAccepted,
  type DropzoneFile,
  type FileDropzoneProps,
  type FileRejection,
} from './components/file-dropzone.tsx';
export { IconButton, type IconButtonProps } from './components/icon-button.tsx';
export { Input } from './components/input.tsx';
export { Label } from './components/label.tsx';
export {
  getPaginationRange,
  Pagination,
  PaginationContent,
  PaginationControls,
  PaginationEllipsis,
  PaginationItem,
  PaginationLink,
  PaginationNext,
  PaginationPrevious,
  type PaginationControlsProps,
  type PaginationLinkProps,
} from './components/pagination.tsx';
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './components/popover.tsx';
export { Progress, progressVariants, type ProgressProps } from './components/progress.tsx';
export { RadioGroup, RadioGroupItem } from './components/radio-group.tsx';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectTriggerProps,
} from './components/select.tsx';
export { Separator } from './components/separator.tsx';
export {
  DataTableFacetedFilter,
  type DataTableFacetedFilterProps,
  type FacetedFilterDef,
  type FacetOption,
} from './components/server-data-table-faceted-filter.tsx';
export {
  DataTablePagination,
  pageCountOf,
  type DataTablePaginationProps,
} from './components/server-data-table-pagination.tsx';
export {
  DataTableRowActions,
  type DataTableRowActionsProps,
  type RowAction,
} from './components/server-data-table-row-actions.tsx';
export {
  hasActiveFilters,
  PER_PAGE_OPTIONS,
  tableStateFromSearchParams,
  tableStateToSearchParams,
  type ServerTableDefaults,
  type ServerTableSort,
  type ServerTableState,
} from './components/server-data-table-state.ts';
export {
  DataTableToolbar,
  SEARCH_DEBOUNCE_MS,
  type DataTableToolbarProps,
} from './components/server-data-table-toolbar.tsx';
export { ServerDataTable, type ServerDataTableProps } from './components/server-data-table.tsx';
export {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
  sheetVariants,
  type SheetContentProps,
} from './components/sheet.tsx';
export {
  SignaturePad,
  type SignatureMode,
  type SignaturePadProps,
} from './components/signature-pad.tsx';
export { Skeleton } from './components/skeleton.tsx';
export { Spinner } from './components/spinner.tsx';
export { Stepper, type StepperProps, type StepperStep } from './components/stepper.tsx';
export { Switch } from './components/switch.tsx';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
  type TableCellProps,
} from './components/table.tsx';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs.tsx';
export { Textarea } from './components/textarea.tsx';
export {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
  toastVariants,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastProps,
  type ToastProviderProps,
} from './components/toast.tsx';
export { DeferredToastProvider } from './components/deferred-toast-provider.tsx';
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './components/tooltip.tsx';
export { DefaultLayout, type DefaultLayoutProps } from './layouts/default-layout.tsx';
export { InterviewLayout, type InterviewLayoutProps } from './layouts/interview-layout.tsx';
export { LandingLayout, type LandingLayoutProps } from './layouts/landing-layout.tsx';
export { MobileNav, type MobileNavProps } from './layouts/mobile-nav.tsx';
export { navLinkVariants } from './layouts/nav-link.ts';
export { RegisterLayout, type RegisterLayoutProps } from './layouts/register-layout.tsx';
export { MAIN_CONTENT_ID, MainContent, SkipLink } from './layouts/skip-link.tsx';
export { WorkspaceLayout, type WorkspaceLayoutProps } from './layouts/workspace-layout.tsx';
export { cn } from './lib/cn.ts';
export { formatMessage, uiMessages, type UiMessages } from './messages.ts';
export {
  formatDate,
  formatDateTime,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatPesos,
  parseCalendarDate,
  type DateStyle,
} from './format/index.ts';
