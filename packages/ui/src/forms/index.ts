export {
  focusFirstInvalid,
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
  useFormField,
  type FormItemProps,
  type FormProps,
} from './form.tsx';
export { CheckboxField, SwitchField, type BooleanFieldProps } from './choice-fields.tsx';
export {
  DateField,
  DateTimeField,
  type DateFieldProps,
  type DateTimeFieldProps,
} from './date-fields.tsx';
export { isoToLocalInput, localInputToIso } from './date-time.ts';
export type { FieldBaseProps } from './field-props.ts';
export { FileField, type FileFieldProps } from './file-field.tsx';
export { MoneyField, type MoneyFieldProps } from './money-field.tsx';
export { formatMoney, parseMoney } from './money.ts';
export { OrderedListField, type OrderedListFieldProps } from './ordered-list-field.tsx';
export {
  RadioGroupField,
  type RadioGroupFieldOption,
  type RadioGroupFieldProps,
} from './radio-group-field.tsx';
export { RecordSheet, type RecordSheetProps } from './record-sheet.tsx';
export { SelectField, type SelectFieldOption, type SelectFieldProps } from './select-field.tsx';
export { SignatureField, type SignatureFieldProps } from './signature-field.tsx';
export { applyServerErrors, getApiErrorBody, type ApiErrorBody } from './server-errors.ts';
export {
  NumberField,
  TextareaField,
  TextField,
  type NumberFieldProps,
  type TextareaFieldProps,
  type TextFieldProps,
} from './text-fields.tsx';
export { useZodForm, type UseZodFormOptions } from './use-zod-form.ts';
export { esMxZodErrorMap, installEsMxZodErrorMap } from './zod-error-map.ts';
