/**
 * The interviewer's recording of a call (decisions 50 and 54, docs/decisions/0033-video-room.md):
 * MediaRecorder over the candidate's picture and every voice of the room mixed with Web Audio
 * (the recorder's own, and each participant's, also those who join after it started), uploaded
 * in parts of a few seconds, in order, the last one marked `final`.
 */
import {
  uploadVideoRoomRecordingChunkMutationOptions,
  type JornadaClient,
  type VideoRecordingPayload,
} from '@jornada/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { RoomTarget } from './media-layer.ts';

/** Length of each recorded part, in ms. */
const recordingSliceMs = 3_000;
/** Smallest part sent on its own, in bytes; a smaller one is joined to the next. */
const minPartBytes = 1_024;

/** What a recording needs. */
export interface CallRecordingOptions {
  api: JornadaClient;
  queryClient: QueryClient;
  target: RoomTarget;
  /** The recording `startVideoRoomRecording` created. */
  recording: VideoRecordingPayload;
  /** The picture recorded (the candidate's, else the first other participant's, else one's own). */
  video: MediaStreamTrack | null;
  /** Streams whose voices are mixed in (one's own and each other participant's). */
  voices: MediaStream[];
  /** Called with the recording once its last part is saved (`lista`). */
  onSaved: (saved: VideoRecordingPayload) => void;
}

/** One recording in progress; see the module's comment. */
export class CallRecording {
  private readonly recorder: MediaRecorder;
  private readonly audio: AudioContext | null = null;
  private readonly mix: MediaStreamAudioDestinationNode | null = null;
  private readonly mixed = new Set<MediaStream>();
  private uploads: Promise<unknown> = Promise.resolve();

  /** Starts recording at once. */
  constructor(options: CallRecordingOptions) {
    const tracks: MediaStreamTrack[] = options.video ? [options.video] : [];
    try {
      this.audio = new AudioContext();
      this.mix = this.audio.createMediaStreamDestination();
      tracks.push(...this.mix.stream.getAudioTracks());
    } catch {
      const own = options.voices[0]?.getAudioTracks()[0];
      if (own) tracks.push(own);
    }
    for (const voice of options.voices) this.addVoice(voice);
    const mimeType = ['video/webm;codecs=vp8,opus', 'video/webm'].find((type) =>
      MediaRecorder.isTypeSupported(type),
    );
    this.recorder = new MediaRecorder(new MediaStream(tracks), mimeType ? { mimeType } : {});
    this.wireUploads(options);
    this.recorder.start(recordingSliceMs);
  }

  /** Mixes in the voice of a participant who joined (or came back) while recording. */
  addVoice(stream: MediaStream): void {
    if (!this.audio || !this.mix || this.mixed.has(stream) || !stream.getAudioTracks().length)
      return;
    this.mixed.add(stream);
    this.audio.createMediaStreamSource(stream).connect(this.mix);
  }

  private wireUploads({ api, queryClient, target, recording, onSaved }: CallRecordingOptions) {
    const upload = uploadVideoRoomRecordingChunkMutationOptions(api, queryClient).mutationFn!;
    const { interviewId, roomName } = target;
    const recorder = this.recorder;
    let sequence = 0;
    let held: Blob | null = null;
    // Each part waits for the next, so the last one sent carries `final` (the browser's last
    // part after stop() may be empty, and the server wants no empty part).
    const send = (blob: Blob, final: boolean) => {
      const part = sequence++;
      this.uploads = this.uploads.then(() =>
        upload(
          { interviewId, roomName, recordingId: recording.id, file: blob, sequence: part, final },
          undefined as never,
        ).then((saved) => {
          if (final) onSaved(saved);
        }),
      );
    };
    recorder.ondataavailable = (event) => {
      const final = recorder.state === 'inactive';
      if (final) {
        const last = held ? new Blob(event.data.size ? [held, event.data] : [held]) : event.data;
        held = null;
        if (last.size) send(last, true);
        return;
      }
      if (!event.data.size) return;
      // Chromium may hand over a first part of a single byte (the start of WebM's header): a
      // part that small waits and goes out with the next, so every part sent is a real one.
      if (held && held.size < minPartBytes) {
        held = new Blob([held, event.data]);
        return;
      }
      if (held) send(held, false);
      held = event.data;
    };
  }

  /** Stops recording and waits until every part is uploaded. */
  async stop(): Promise<void> {
    const recorder = this.recorder;
    if (recorder.state !== 'inactive') {
      const stopped = new Promise<void>((resolve) =>
        recorder.addEventListener('stop', () => resolve(), { once: true }),
      );
      recorder.stop();
      await stopped;
    }
    await this.uploads;
    void this.audio?.close().catch(() => undefined);
  }

  /** Stops recording without waiting (the tab is going). */
  abandon(): void {
    if (this.recorder.state !== 'inactive') this.recorder.stop();
  }
}
