/**
 * The company's way into an interview's video room and to its recording (decision 50), on the
 * interviews list of /empresa/{id}/entrevistas: «Entrar a la sala» goes to the camera check;
 * «Ver grabación» asks the room for its latest recording and plays it when it is ready.
 */
import { getVideoRoomQueryOptions, type components } from '@jornada/api-client';
import { Button, ButtonLink, Spinner } from '@jornada/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAppContext } from '../../app/app-context.ts';
import { errorText } from '../../app/error-text.ts';
import { paths } from '../../paths.ts';
import { videoRoomMessages } from '../../messages/video-room-messages.ts';

type Interview = components['schemas']['Interview'];

const m = videoRoomMessages.company;

/** Whether an interview has a room the company can enter. */
export const hasVideoRoom = (interview: Interview) =>
  interview.mode === 'videollamada' &&
  Boolean(interview.room_name) &&
  interview.status !== 'cancelada' &&
  interview.status !== 'rechazada';

/** «Entrar a la sala» and «Ver grabación» for one interview. */
export function InterviewRoomActions({ interview }: { interview: Interview }) {
  const { api } = useAppContext();
  const [open, setOpen] = useState(false);
  const roomName = interview.room_name ?? '';
  const room = useQuery({
    ...getVideoRoomQueryOptions(api, interview.id, roomName),
    enabled: open,
    staleTime: 0,
  });
  const recording = room.data?.recording;
  return (
    <div className="grid w-full gap-2">
      <div className="flex flex-wrap gap-2">
        <ButtonLink asChild size="sm">
          <Link
            to={paths.interviewVerify.href({ interviewId: interview.id, roomName })}
            aria-label={m.enterRoomFor(interview.candidate.name)}
          >
            {m.enterRoom}
          </Link>
        </ButtonLink>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {m.recording}
        </Button>
      </div>
      {open ? (
        room.isPending ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner />
            {m.loadingRecording}
          </p>
        ) : room.isError ? (
          <p role="alert">{errorText(room.error)}</p>
        ) : recording?.status === 'lista' && recording.url ? (
          // A recording has no transcript yet (docs/decisions/0033-video-room.md).
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video
            controls
            src={recording.url}
            aria-label={m.recordingFor(interview.candidate.name)}
            className="aspect-video w-full max-w-xl rounded-lg bg-foreground/90"
          />
        ) : (
          <p role="status">{m.noRecording}</p>
        )
      ) : null}
    </div>
  );
}
