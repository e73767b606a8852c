/**
 * /entrevistas/verificar-datos (decision 50): the participant chooses and tests the camera and
 * microphone before the room — a live preview, a level meter that moves when they speak — and
 * goes on to the waiting screen with the choice kept for the call.
 */
import { ButtonLink, Spinner } from '@jornada/ui';
import { Link } from 'react-router';
import { LabelledSelect } from '../../app/labelled-select.tsx';
import { useSession } from '../../app/use-session.ts';
import { paths } from '../../paths.ts';
import { videoRoomMessages } from '../../messages/video-room-messages.ts';
import type { RoomTarget } from './media-layer.ts';
import { MediaProblemScreen } from './media-problem.tsx';
import { useDeviceCheck } from './use-device-check.ts';
import { VideoTile } from './video-tile.tsx';

const m = videoRoomMessages.verify;

/** Options of a device select; a device without a label (no permission yet) gets a number. */
function deviceOptions(devices: MediaDeviceInfo[]) {
  return devices
    .filter((device) => device.deviceId)
    .map((device, i) => ({
      value: device.deviceId,
      label: device.label || m.deviceLabel(device.kind as 'videoinput' | 'audioinput', i + 1),
    }));
}

/** The device check (see the module's comment). */
export function DeviceCheckScreen({ target }: { target: RoomTarget }) {
  const check = useDeviceCheck();
  const { user } = useSession();
  if (check.status === 'problem' && check.problem)
    return <MediaProblemScreen problem={check.problem} onRetry={check.retry} />;
  const inUse = (kind: 'video' | 'audio') =>
    (kind === 'video'
      ? check.stream?.getVideoTracks()[0]
      : check.stream?.getAudioTracks()[0]
    )?.getSettings().deviceId ?? '';
  return (
    <section className="mx-auto grid max-w-2xl gap-5 py-8">
      <header className="grid gap-1 text-center">
        <h1 className="text-2xl font-bold tracking-tight">{m.title}</h1>
        <p className="text-muted-foreground">{m.text}</p>
      </header>
      <dl className="mx-auto grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">{m.name}</dt>
        <dd>{[user?.name, user?.surname, user?.lastname].filter(Boolean).join(' ')}</dd>
        <dt className="font-medium">{m.email}</dt>
        <dd>{user?.email}</dd>
      </dl>
      {check.status === 'starting' ? (
        <p role="status" className="flex items-center justify-center gap-2">
          <Spinner />
          {m.starting}
        </p>
      ) : null}
      <VideoTile stream={check.stream} self label={m.preview} />
      <div className="grid gap-4 sm:grid-cols-2">
        <LabelledSelect
          label={m.camera}
          value={check.chosen.cameraId ?? inUse('video')}
          onValueChange={(cameraId) => check.choose({ ...check.chosen, cameraId })}
          options={deviceOptions(check.cameras)}
          disabled={check.status !== 'ready'}
        />
        <LabelledSelect
          label={m.microphone}
          value={check.chosen.microphoneId ?? inUse('audio')}
          onValueChange={(microphoneId) => check.choose({ ...check.chosen, microphoneId })}
          options={deviceOptions(check.microphones)}
          disabled={check.status !== 'ready'}
        />
      </div>
      <div className="grid gap-1">
        <span id="mic-level" className="text-sm font-medium">
          {m.level}
        </span>
        <div
          role="meter"
          aria-labelledby="mic-level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={check.level}
          className="h-3 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-success transition-[width] duration-100"
            style={{ width: `${check.level}%` }}
          />
        </div>
      </div>
      {check.status === 'ready' ? (
        <ButtonLink asChild className="mx-auto">
          <Link to={paths.interviewLoading.href(target)}>{m.continue}</Link>
        </ButtonLink>
      ) : null}
    </section>
  );
}
