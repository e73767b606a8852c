/**
 * The room's pictures (decision 54): one tile per other participant — the candidate and up to
 * three interviewers — each captioned with the person's name and role («Entrevistador»,
 * «Candidato») and what they said of their microphone and camera, then one's own picture («Tú»).
 */
import { Badge } from '@jornada/ui';
import { MicOff, VideoOff, WifiOff } from 'lucide-react';
import { videoRoomMessages } from '../../messages/video-room-messages.ts';
import type { RemoteParticipant } from './call-state.ts';
import { VideoTile } from './video-tile.tsx';

const m = videoRoomMessages.room;

/** Props of {@link ParticipantGrid}. */
export interface ParticipantGridProps {
  remotes: RemoteParticipant[];
  localStream: MediaStream | null;
  /** One's own picture is the shared screen, not mirrored. */
  sharing: boolean;
  /** One's own role in the room (null until the room answered). */
  ownRole: 'empresa' | 'candidato' | null;
  muted: boolean;
  cameraOff: boolean;
}

function Caption({
  name,
  role,
  muted,
  cameraOff,
  reconnecting = false,
}: {
  name: string;
  role: string;
  muted: boolean;
  cameraOff: boolean;
  reconnecting?: boolean;
}) {
  return (
    <figcaption className="flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold">{name}</span>
      {role ? <Badge variant="secondary">{role}</Badge> : null}
      {muted ? (
        <Badge variant="outline">
          <MicOff aria-hidden="true" />
          {m.participantMuted}
        </Badge>
      ) : null}
      {cameraOff ? (
        <Badge variant="outline">
          <VideoOff aria-hidden="true" />
          {m.participantCameraOff}
        </Badge>
      ) : null}
      {reconnecting ? (
        <Badge variant="warning">
          <WifiOff aria-hidden="true" />
          {m.participantReconnecting}
        </Badge>
      ) : null}
    </figcaption>
  );
}

/** The grid of the call's pictures (see the module's comment). */
export function ParticipantGrid({
  remotes,
  localStream,
  sharing,
  ownRole,
  muted,
  cameraOff,
}: ParticipantGridProps) {
  return (
    <ul aria-label={m.participants} className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {remotes.map(({ participant, stream, muted: theirMute, cameraOff: theirCamera, status }) => {
        const name = participant.name || m.someone;
        const role = m.roles[participant.role];
        return (
          <li key={participant.id} data-participant={participant.id}>
            <figure className="grid gap-1.5">
              <VideoTile
                stream={stream}
                label={m.remote(`${name} (${role})`)}
                data-testid="remote-video"
              />
              <Caption
                name={name}
                role={role}
                muted={theirMute}
                cameraOff={theirCamera}
                reconnecting={status === 'reconnecting'}
              />
            </figure>
          </li>
        );
      })}
      <li>
        <figure className="grid gap-1.5">
          <VideoTile
            stream={localStream}
            self={!sharing}
            label={m.localVideo}
            data-testid="local-video"
          />
          <Caption
            name={m.you}
            role={ownRole ? m.roles[ownRole] : ''}
            muted={muted}
            cameraOff={cameraOff}
          />
        </figure>
      </li>
    </ul>
  );
}
