// An example form used by the stories and tests of @jornada/ui/forms (not exported).
import { z } from 'zod';
import { Button } from '../components/button.tsx';
import { Checkbox } from '../components/checkbox.tsx';
import { Input } from '../components/input.tsx';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from './form.tsx';
import { SelectField } from './select-field.tsx';
import { useZodForm } from './use-zod-form.ts';

const profileSchema = z.object({
  nombre: z.string().trim().min(1),
  correo: z.email(),
  salario: z.coerce.number<string>().min(0),
  modalidad: z.enum(['presencial', 'remoto', 'hibrido']),
  licencia: z.enum(['', 'A', 'B']),
  terminos: z.literal(true, { error: 'Debes aceptar los términos del servicio.' }),
});

type ProfileValues = z.output<typeof profileSchema>;

function ProfileForm({ onSubmit }: { onSubmit: (values: ProfileValues) => unknown }) {
  const form = useZodForm(profileSchema, {
    defaultValues: {
      nombre: '',
      correo: '',
      salario: '0',
      modalidad: undefined,
      licencia: '',
      terminos: false as unknown as true,
    },
  });
  return (
    <Form form={form} onSubmit={onSubmit} className="max-w-md" aria-label="Mi perfil">
      <FormRootMessage />
      <FormField
        control={form.control}
        name="nombre"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>Nombre completo</FormLabel>
            <FormControl>
              <Input autoComplete="name" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="correo"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>Correo electrónico</FormLabel>
            <FormControl>
              <Input type="email" autoComplete="email" {...field} />
            </FormControl>
            <FormDescription>Te avisaremos aquí de tus postulaciones.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name="salario"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Salario deseado (MXN al mes)</FormLabel>
            <FormControl>
              <Input inputMode="numeric" {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <SelectField<ProfileValues>
        name="modalidad"
        label="Modalidad"
        required
        options={[
          { value: 'presencial', label: 'Presencial' },
          { value: 'remoto', label: 'Remoto' },
          { value: 'hibrido', label: 'Híbrido' },
        ]}
      />
      <SelectField<ProfileValues>
        name="licencia"
        label="Licencia de conducir"
        emptyLabel="Sin licencia"
        options={[
          { value: 'A', label: 'Tipo A (automovilista)' },
          { value: 'B', label: 'Tipo B (taxi y reparto)' },
        ]}
      />
      <FormField
        control={form.control}
        name="terminos"
        render={({ field }) => (
          <FormItem required className="flex flex-wrap items-center gap-2">
            <FormControl>
              <Checkbox
                checked={field.value}
                onCheckedChange={field.onChange}
                ref={field.ref}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel>Acepto los términos del servicio</FormLabel>
            <FormMessage className="basis-full" />
          </FormItem>
        )}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Guardar
      </Button>
    </Form>
  );
}

export { ProfileForm, profileSchema, type ProfileValues };
