import { ApiError, authKeys, fetchCurrentUser, uploadImageWithProgress } from '@jornada/api-client';
import { Avatar, AvatarFallback, AvatarImage, FileDropzone, type DropzoneFile } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { UserIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { useAppContext } from '../../app/app-context.ts';
import { reportError } from '../../app/monitoring.ts';
import { messages } from '../../messages/messages.ts';
import {
  currentPhotoUrl,
  PROFILE_IMAGE_ACCEPT,
  PROFILE_IMAGE_MAX_BYTES,
  profileImagesQueryOptions,
} from './profile-image-api.ts';

const m = messages.profile;

/** Props of {@link ProfilePhoto}. */
export interface ProfilePhotoProps {
  /** The signed-in user's id. */
  userId: number;
}

/**
 * The profile photo on /mi-perfil: the current photo, and a
 * drop zone (JPEG, PNG or WebP up to 10 MB, Spanish errors) whose bar follows
 * the real upload progress; the new photo shows as soon as it is stored, and a toast says
 * it was saved (or why it failed).
 */
export function ProfilePhoto({ userId }: ProfilePhotoProps) {
  const { api, queryClient, session } = useAppContext();
  const headingId = useId();
  const images = useQuery(profileImagesQueryOptions(api, userId));
  const [upload, setUpload] = useState<DropzoneFile | null>(null);
  const feedback = useActionFeedback();
  const url = currentPhotoUrl(images.data);

  /** The server made the photo the user's `profile_image_url`: the header avatar shows it. */
  async function refreshCurrentUser() {
    const token = session.getToken();
    if (!token) return;
    const user = await fetchCurrentUser(api, token);
    session.setUser(user);
    queryClient.setQueryData(authKeys.getCurrentUser(), user);
  }

  async function send(file: File) {
    setUpload({
      id: `${file.name}-${file.lastModified}`,
      name: file.name,
      size: file.size,
      progress: 0,
    });
    const patch = (change: Partial<DropzoneFile>) =>
      setUpload((current) => (current ? { ...current, ...change } : current));
    try {
      await uploadImageWithProgress(
        { file, resource_id: userId, resource_type: 'user' },
        {
          origin: import.meta.env.VITE_API_ORIGIN ?? '',
          token: session.getToken(),
          onProgress: ({ percent }) => {
            if (percent !== null) patch({ progress: percent });
          },
        },
      );
      patch({ progress: 100, status: 'done' });
      await queryClient.invalidateQueries({
        queryKey: profileImagesQueryOptions(api, userId).queryKey,
      });
      feedback.succeeded(m.photoSaved);
      refreshCurrentUser().catch(reportError);
    } catch (error) {
      patch({ status: 'error', error: error instanceof ApiError ? error.message : m.photoFailed });
      feedback.failed(error, messages.feedback.photoFailed);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start"
    >
      <h2 id={headingId} className="text-lg font-semibold sm:col-span-2">
        {m.photo}
      </h2>
      <Avatar size="lg" className="size-24">
        {url ? <AvatarImage src={url} alt={m.photo} /> : null}
        <AvatarFallback>
          <UserIcon aria-hidden="true" className="size-10" />
        </AvatarFallback>
      </Avatar>
      <div className="grid gap-2">
        <FileDropzone
          accept={PROFILE_IMAGE_ACCEPT}
          maxSize={PROFILE_IMAGE_MAX_BYTES}
          label={m.photoDrop}
          hint={m.photoHint}
          files={upload ? [upload] : []}
          onFilesAccepted={(files) => void send(files[0]!)}
        />
      </div>
    </section>
  );
}
