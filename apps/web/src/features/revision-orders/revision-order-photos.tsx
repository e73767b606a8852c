/**
 * The photos of a revision order's findings: thumbnails with their captions, each removable after
 * a confirmation (`deleteRevisionOrderPhoto`), and a small form that uploads one more with its
 * caption (`addRevisionOrderPhoto`, multipart). Both refresh the order (the mutations invalidate
 * it).
 */
import {
  addRevisionOrderPhotoMutationOptions,
  deleteRevisionOrderPhotoMutationOptions,
  type components,
} from '@jornada/api-client';
import { Button, ConfirmDeleteDialog, useToast } from '@jornada/ui';
import { FileField, Form, FormRootMessage, TextField, useZodForm } from '@jornada/ui/forms';
import { useMutation } from '@tanstack/react-query';
import { Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { messages } from '../../messages/messages.ts';

type Schemas = components['schemas'];
type RevisionPhoto = Schemas['RevisionPhoto'];

const p = messages.revisionOrders.photos;
const maxSize = 5 * 1024 * 1024;
const schema = z.object({
  photo: z.instanceof(File, { error: p.photoRequired }),
  caption: z.string().trim().max(200, { error: p.captionInvalid }),
});

/** How a photo is named: its caption, or 'Foto n'. */
const photoName = (photo: RevisionPhoto, position: number) => photo.caption || p.untitled(position);

/** The photos section of a revision order's page. */
export function RevisionOrderPhotos({ order }: { order: Schemas['RevisionOrder'] }) {
  const { api, queryClient } = useAppContext();
  const { toast } = useToast();
  const headingId = useId();
  const add = useMutation(addRevisionOrderPhotoMutationOptions(api, queryClient));
  const remove = useMutation(deleteRevisionOrderPhotoMutationOptions(api, queryClient));
  const [removing, setRemoving] = useState<{ photo: RevisionPhoto; name: string } | null>(null);
  const form = useZodForm(schema, {
    defaultValues: { photo: null as unknown as File, caption: '' },
  });
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {p.heading}
      </h2>
      {order.photos.length === 0 ? (
        <p className="text-muted-foreground">{p.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {order.photos.map((photo, index) => {
            const name = photoName(photo, index + 1);
            return (
              <li key={photo.id} className="grid content-start gap-2">
                <figure className="grid gap-1">
                  <img
                    src={photo.url}
                    alt={name}
                    loading="lazy"
                    className="aspect-[4/3] w-full rounded-md border border-border bg-muted object-cover"
                  />
                  {photo.caption ? (
                    <figcaption className="text-sm">{photo.caption}</figcaption>
                  ) : null}
                </figure>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="justify-self-start"
                  aria-label={photo.caption ? p.remove(photo.caption) : p.removeUntitled(index + 1)}
                  onClick={() => setRemoving({ photo, name })}
                >
                  <Trash2 aria-hidden="true" />
                  {p.removeShort}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Form
        form={form}
        aria-label={p.upload}
        className="rounded-md border border-dashed border-border p-4"
        onSubmit={async ({ photo, caption }) => {
          await add.mutateAsync({
            revisionOrderId: order.id,
            photo,
            ...(caption ? { caption } : {}),
          });
          toast({ title: p.uploaded, variant: 'success' });
          form.reset();
        }}
        onSubmitError={(error) =>
          toast({ title: p.uploadError, description: errorText(error), variant: 'danger' })
        }
      >
        <FormRootMessage />
        <FileField
          name="photo"
          label={p.photo}
          description={p.photoHint}
          accept="image/jpeg,image/png,image/webp"
          maxSize={maxSize}
          required
        />
        <TextField name="caption" label={p.caption} maxLength={200} autoComplete="off" />
        <Button type="submit" className="justify-self-start" loading={form.formState.isSubmitting}>
          <Upload aria-hidden="true" />
          {p.upload}
        </Button>
      </Form>
      <ConfirmDeleteDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        recordName={removing?.name ?? ''}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ revisionOrderId: order.id, photoId: removing.photo.id });
          toast({ title: p.removed, variant: 'success' });
        }}
        onError={(error) =>
          toast({ title: p.removeError, description: errorText(error), variant: 'danger' })
        }
      />
    </section>
  );
}
