/**
 * /entrevistas/sala (decisions 50 and 54): the call. Every participant's picture in a grid
 * (the candidate and up to three interviewers, each named with their role), one's own too; mute,
 * camera off, screen share and recording for the interviewer; «Salir» to the farewell. While the
 * connection is lost it says «Reconectando…» (the call restarts ICE or joins again by itself);
 * while recording both sides see «Grabando».
 */
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Badge,
  Button,
  Spinner,
} from '@jornada/ui';
import { Circle, Mic, MicOff, MonitorUp, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../app/action-feedback.ts';
import { paths } from '../../paths.ts';
import { videoRoomMessages } from '../../messages/video-room-messages.ts';
import { mediaLayer, type RoomTarget } from './media-layer.ts';
import { MediaProblemScreen } from './media-problem.tsx';
import { useCallSession } from './use-call-session.ts';
import { ParticipantGrid } from './participant-grid.tsx';

const m = videoRoomMessages.room;

/** The room (see the module's comment). */
export function CallScreen({ target }: { target: RoomTarget }) {
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const { session, state } = useCallSession(target);
  const [confirmRecording, setConfirmRecording] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state.phase === 'ended')
      void navigate(paths.interviewFarewell.href(), {
        replace: true,
        state: { endedBy: state.endedBy },
      });
  }, [state.phase, state.endedBy, navigate]);
  useEffect(() => {
    if (state.savedRecording && state.role === 'empresa') feedback.succeeded(m.recordingSaved);
    // Only when a recording is saved.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.savedRecording]);

  if (state.phase === 'problem' && state.problem)
    return <MediaProblemScreen problem={state.problem} onRetry={() => void navigate(0)} />;

  const interviewer = state.role === 'empresa';
  const run = async (action: () => Promise<void>, failure?: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      feedback.failed(error, failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="room-title"
      data-phase={state.phase}
      className="mx-auto grid w-full max-w-5xl gap-4 py-4"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="room-title" className="text-2xl font-bold tracking-tight">
          {m.title}
        </h1>
        {state.recording ? (
          <Badge variant="danger" className="gap-1" role="status" aria-live="polite">
            <Circle aria-hidden="true" className="size-3 fill-current" />
            {m.recording}
            <span className="sr-only">. {m.recordingNotice}</span>
          </Badge>
        ) : null}
      </header>
      {state.phase === 'reconnecting' ? (
        <div role="alert" className="flex items-center gap-2 rounded-md bg-warning/15 p-3">
          <Spinner />
          <span className="font-semibold">{m.reconnecting}</span>
          <span>{m.reconnectingText}</span>
        </div>
      ) : null}
      {state.phase === 'waiting' ? (
        <p role="status" className="rounded-md bg-muted p-3">
          {m.waitingOther}
        </p>
      ) : null}
      <ParticipantGrid
        remotes={state.remotes}
        localStream={state.localStream}
        sharing={state.sharing}
        ownRole={state.role}
        muted={state.muted}
        cameraOff={state.cameraOff}
      />
      <div
        role="toolbar"
        aria-label={m.controls}
        className="flex flex-wrap items-center justify-center gap-2"
      >
        <Button
          variant={state.muted ? 'danger' : 'outline'}
          aria-pressed={state.muted}
          onClick={() => session.setMuted(!state.muted)}
        >
          {state.muted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          {state.muted ? m.unmute : m.mute}
        </Button>
        <Button
          variant={state.cameraOff ? 'danger' : 'outline'}
          aria-pressed={state.cameraOff}
          onClick={() => session.setCameraOff(!state.cameraOff)}
        >
          {state.cameraOff ? <VideoOff aria-hidden="true" /> : <Video aria-hidden="true" />}
          {state.cameraOff ? m.cameraOn : m.cameraOff}
        </Button>
        {interviewer && mediaLayer.canShareScreen() ? (
          <Button
            variant="outline"
            aria-pressed={state.sharing}
            disabled={busy}
            onClick={() =>
              void run(
                () => (state.sharing ? session.stopSharing() : session.startSharing()),
                m.shareFailed,
              )
            }
          >
            <MonitorUp aria-hidden="true" />
            {state.sharing ? m.stopShare : m.share}
          </Button>
        ) : null}
        {interviewer && !state.recording ? (
          <Button
            variant="outline"
            disabled={busy || state.phase !== 'in-call'}
            onClick={() => setConfirmRecording(true)}
          >
            <Circle aria-hidden="true" className="text-danger" />
            {m.record}
          </Button>
        ) : null}
        <Button variant="danger" disabled={busy} onClick={() => void run(() => session.leave())}>
          <PhoneOff aria-hidden="true" />
          {m.leave}
        </Button>
      </div>
      <AlertDialog open={confirmRecording} onOpenChange={setConfirmRecording}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.record}</AlertDialogTitle>
            <AlertDialogDescription>{m.recordConfirm}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.recordCancel}</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => void run(() => session.startRecording(), m.recordingFailed)}
            >
              {m.recordStart}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
