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
export { SelectField, type SelectFieldOption, type SelectFieldProps } from './select-field.tsx';
export { applyServerErrors, getApiErrorBody, type ApiErrorBody } from './server-errors.ts';
export { useZodForm, type UseZodFormOptions } from './use-zod-form.ts';
export { esMxZodErrorMap, installEsMxZodErrorMap } from './zod-error-map.ts';
