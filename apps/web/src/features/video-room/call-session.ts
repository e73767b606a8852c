/**
 * One participant's side of an interview video call (decisions 50 and 54,
 * docs/decisions/0033-video-room.md), outside React: the room from `getVideoRoom`, a socket of
 * its own for the signalling (`room.join` with the participant token, then offers, answers, ICE
 * candidates and media states relayed by the server to one participant), a mesh of
 * {@link PeerLink}s — one `RTCPeerConnection` with each other participant (the candidate and up
 * to three company people) — mute, camera off, screen share, the recording
 * ({@link CallRecording}) and reconnection (ICE restart per pair while the socket holds; a new
 * join and new negotiations when the socket comes back). Screens read {@link CallState} through
 * `use-call-session.ts`.
 */
import {
  createRealtimeClient,
  getVideoRoomQueryOptions,
  startVideoRoomRecordingMutationOptions,
  type components,
  type RealtimeClient,
  type RoomJoinAck,
  type RoomMediaState,
  type RoomParticipant,
  type RoomPresencePayload,
  type RoomSignalPayload,
} from '@jornada/api-client';
import type { MediaProblem } from '../../messages/video-room-messages.ts';
import { CallRecording } from './call-recording.ts';
import {
  connectTimeoutMs,
  initialState,
  roomProblemOf,
  type CallDependencies,
  type CallPhase,
  type CallState,
} from './call-state.ts';
import { constraintsFor, mediaProblemOf, type RoomTarget } from './media-layer.ts';
import { offersTo, PeerLink } from './peer-link.ts';

type VideoRoom = components['schemas']['VideoRoom'];

/** One participant's call; see the module's comment. */
export class CallSession {
  readonly target: RoomTarget;
  private readonly deps: CallDependencies;
  private state: CallState = initialState;
  private readonly listeners = new Set<() => void>();
  private room: VideoRoom | null = null;
  private socket: RealtimeClient | null = null;
  private self: string | null = null;
  /** Whether this connection's join was answered: presence heard before that may list our own new socket as someone else. */
  private joined = false;
  private socketDown = false;
  /** The browser says it has no network (`offline` event): shown at once, before the socket notices. */
  private offline = false;
  /** The mesh: one link per other participant, by socket id, in the room's order. */
  private links = new Map<string, PeerLink>();
  /** What each participant last said of their microphone and camera, by socket id. */
  private mediaStates = new Map<string, RoomMediaState>();
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private screenTrack: MediaStreamTrack | null = null;
  private recorder: CallRecording | null = null;
  private started = false;
  private closed = false;

  constructor(target: RoomTarget, deps: CallDependencies) {
    this.target = target;
    this.deps = deps;
  }

  /** The current state (stable between changes, for `useSyncExternalStore`). */
  getSnapshot = (): CallState => this.state;

  /** Calls `listener` after every change. @returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of [...this.listeners]) listener();
  }

  /** Recomputes the participants and the phase from the links and the socket. */
  private refresh() {
    if (this.closed) return;
    const remotes = [...this.links.values()].map((link) => ({
      participant: link.participant,
      stream: link.stream,
      muted: this.mediaStates.get(link.participant.id)?.muted ?? false,
      cameraOff: this.mediaStates.get(link.participant.id)?.camera_off ?? false,
      status: link.status,
    }));
    const phase: CallPhase =
      this.socketDown || this.offline
        ? 'reconnecting'
        : remotes.length === 0
          ? 'waiting'
          : remotes.some((r) => r.status === 'reconnecting')
            ? 'reconnecting'
            : 'in-call';
    this.set({ remotes, phase });
  }

  private fail(problem: MediaProblem) {
    this.teardown();
    this.set({ phase: 'problem', problem });
  }

  /** Opens the camera and microphone, asks for the room and joins it (once). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    const { media } = this.deps;
    if (!media.supported()) return this.fail('unsupported');
    let stream: MediaStream;
    try {
      stream = await media.getUserMedia(constraintsFor(this.deps.devices));
    } catch (error) {
      // A device chosen earlier may be gone: try the defaults before giving up.
      try {
        stream = await media.getUserMedia(constraintsFor({}));
      } catch {
        return this.fail(mediaProblemOf(error));
      }
    }
    if (this.closed) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.set({ localStream: stream });
    try {
      await this.loadRoom();
    } catch (error) {
      return this.fail(roomProblemOf(error));
    }
    this.connect();
  }

  private async loadRoom() {
    const { api, queryClient } = this.deps;
    const { interviewId, roomName } = this.target;
    this.room = await queryClient.fetchQuery({
      ...getVideoRoomQueryOptions(api, interviewId, roomName),
      staleTime: 0,
    });
    this.set({ role: this.roleOf(this.room) });
    if (this.room.recording?.status === 'grabando') this.set({ recording: this.room.recording });
  }

  private roleOf(room: VideoRoom): 'empresa' | 'candidato' {
    try {
      const claims = JSON.parse(
        atob(room.participant_token.split('.')[0]!.replace(/-/g, '+').replace(/_/g, '/')),
      ) as { role?: string };
      return claims.role === 'candidato' ? 'candidato' : 'empresa';
    } catch {
      return 'candidato';
    }
  }

  private connect() {
    const socket = createRealtimeClient({
      url: this.deps.realtimeUrl,
      getToken: this.deps.getToken,
    });
    this.socket = socket;
    const io = socket.socket;
    io.on('connect', () => void this.join());
    io.on('disconnect', (reason) => {
      this.joined = false;
      if (this.closed || reason === 'io client disconnect') return;
      this.socketDown = true;
      this.refresh();
    });
    io.on('room.presence', (presence) => {
      if (this.joined) this.onPresence(presence);
    });
    io.on('room.signal', (message) => void this.onSignal(message));
    io.on('room.recording', (recording) =>
      this.set({
        recording: recording.status === 'grabando' ? recording : null,
        ...(recording.status === 'lista' ? { savedRecording: recording } : {}),
      }),
    );
    io.on('room.left', (participant) => this.onLeft(participant));
    window.addEventListener('offline', this.onOffline);
    window.addEventListener('online', this.onOnline);
    this.connectTimer = setTimeout(() => {
      if (!this.self && !this.closed) this.fail('network');
    }, connectTimeoutMs);
    socket.connect();
  }

  private onOffline = () => {
    this.offline = true;
    this.refresh();
  };

  /** The network is back: pairs that lost their connection restart ICE at once. */
  private onOnline = () => {
    this.offline = false;
    for (const link of this.links.values()) if (link.status !== 'connected') link.restartIce();
    this.refresh();
  };

  private async join(retried = false): Promise<void> {
    if (!this.socket || !this.room || this.closed) return;
    const answer = await new Promise<RoomJoinAck>((resolve) =>
      this.socket!.socket.emit('room.join', { token: this.room!.participant_token }, resolve),
    );
    if (!answer.ok) {
      if (answer.code === 'room_full') return this.fail('room-full');
      if (retried) return this.fail('room-unavailable');
      // The token lasts minutes; after a long drop, ask for a fresh one.
      try {
        await this.loadRoom();
      } catch (error) {
        return this.fail(roomProblemOf(error));
      }
      return this.join(true);
    }
    if (this.connectTimer) clearTimeout(this.connectTimer);
    // A new socket after a drop: the others see a new participant and every pair negotiates anew.
    if (this.self && this.self !== answer.self) this.closeLinks();
    this.self = answer.self;
    this.joined = true;
    this.socketDown = false;
    if (answer.recording) this.set({ recording: answer.recording });
    this.onPresence(answer.presence);
  }

  private onPresence(presence: RoomPresencePayload) {
    if (this.closed || !this.self) return;
    const others = presence.participants.filter((p) => p.id !== this.self);
    const present = new Set(others.map((p) => p.id));
    for (const [id, link] of this.links)
      if (!present.has(id)) {
        link.close();
        this.links.delete(id);
        this.mediaStates.delete(id);
      }
    for (const participant of others) {
      const link = this.links.get(participant.id);
      if (link) link.participant = participant;
      else this.addLink(participant);
    }
    this.refresh();
  }

  /** Opens the pair with `participant`; `offerer` defaults to the pair's rule ({@link offersTo}). */
  private addLink(participant: RoomParticipant, offerer?: boolean): PeerLink {
    const self = { id: this.self!, role: this.state.role ?? 'candidato' };
    const link = new PeerLink(participant, offerer ?? offersTo(self, participant), {
      media: this.deps.media,
      iceServers: this.room?.ice_servers ?? [],
      localTracks: () => this.localTracks(),
      send: (type, payload) => this.send(participant.id, type, payload),
      onStream: (stream) => {
        this.recorder?.addVoice(stream);
        this.refresh();
      },
      onStatus: () => this.refresh(),
    });
    this.links.set(participant.id, link);
    link.start();
    this.send(participant.id, 'media-state', this.ownMediaState());
    return link;
  }

  private localTracks() {
    const stream = this.state.localStream;
    if (!stream) return [];
    return stream.getTracks().map((track) => ({
      track: track.kind === 'video' && this.screenTrack ? this.screenTrack : track,
      stream,
    }));
  }

  private ownMediaState(): RoomMediaState {
    return { muted: this.state.muted, camera_off: this.state.cameraOff };
  }

  private send(to: string, type: RoomSignalPayload['type'], payload: unknown) {
    this.socket?.socket.emit('room.signal', { to, type, payload });
  }

  private async onSignal(message: RoomSignalPayload & { from: string }) {
    if (this.closed || !this.self) return;
    if (message.type === 'media-state') {
      this.mediaStates.set(message.from, message.payload as RoomMediaState);
      this.refresh();
      return;
    }
    let link = this.links.get(message.from);
    if (!link) {
      // An offer from a socket our presence does not list yet (it joined or came back just now).
      if (message.type !== 'offer') return;
      // They offered, so this side answers (whatever the rule would say of a name not known yet).
      link = this.addLink({ id: message.from, user_id: 0, role: 'empresa', name: '' }, false);
      this.refresh();
    }
    await link.onSignal(message.type, message.payload);
  }

  private onLeft(participant: RoomParticipant) {
    if (this.closed || participant.id === this.self) return;
    const staffLeft = [...this.links.values()].some(
      (link) => link.participant.role === 'empresa' && link.participant.id !== participant.id,
    );
    // The last interviewer ended the interview: the candidate's call is over.
    if (participant.role === 'empresa' && this.state.role === 'candidato' && !staffLeft) {
      this.teardown();
      this.set({ phase: 'ended', endedBy: 'other' });
    }
  }

  private closeLinks() {
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.mediaStates.clear();
    this.refresh();
  }

  private tellMediaState() {
    const state = this.ownMediaState();
    for (const id of this.links.keys()) this.send(id, 'media-state', state);
  }

  /** Mutes or unmutes the microphone (and tells the others). */
  setMuted(muted: boolean): void {
    for (const track of this.state.localStream?.getAudioTracks() ?? []) track.enabled = !muted;
    this.set({ muted });
    this.tellMediaState();
  }

  /** Turns the camera off or on (the others see no picture, and are told). */
  setCameraOff(cameraOff: boolean): void {
    for (const track of this.state.localStream?.getVideoTracks() ?? []) track.enabled = !cameraOff;
    this.set({ cameraOff });
    this.tellMediaState();
  }

  /** Shares the screen instead of the camera (the interviewer). @throws when the browser refuses. */
  async startSharing(): Promise<void> {
    const display = await this.deps.media.getDisplayMedia({ video: true, audio: false });
    const track = display.getVideoTracks()[0];
    if (!track) return;
    this.screenTrack = track;
    track.addEventListener('ended', () => void this.stopSharing());
    await Promise.all([...this.links.values()].map((link) => link.replaceVideo(track)));
    this.set({ sharing: true });
  }

  /** Goes back to the camera. */
  async stopSharing(): Promise<void> {
    const track = this.screenTrack;
    this.screenTrack = null;
    track?.stop();
    const camera = this.state.localStream?.getVideoTracks()[0] ?? null;
    await Promise.all([...this.links.values()].map((link) => link.replaceVideo(camera)));
    this.set({ sharing: false });
  }

  /**
   * Starts recording (the company): the server tells the room, this browser records the
   * candidate's picture and every voice and uploads a part every few seconds. @throws the
   * server's refusal (409 already recording).
   */
  async startRecording(): Promise<void> {
    const { api, queryClient } = this.deps;
    const { interviewId, roomName } = this.target;
    const recording = await startVideoRoomRecordingMutationOptions(api, queryClient).mutationFn!(
      { interviewId, roomName, consent: true, audio_only: false },
      undefined as never,
    );
    this.set({ recording });
    const remotes = this.state.remotes;
    const pictured =
      remotes.find((r) => r.participant.role === 'candidato' && r.stream) ??
      remotes.find((r) => r.stream);
    const local = this.state.localStream;
    this.recorder = new CallRecording({
      api,
      queryClient,
      target: this.target,
      recording,
      video: pictured?.stream?.getVideoTracks()[0] ?? local?.getVideoTracks()[0] ?? null,
      voices: [local, ...remotes.map((r) => r.stream)].filter((s): s is MediaStream => !!s),
      onSaved: (saved) => this.set({ savedRecording: saved, recording: null }),
    });
  }

  /** Stops the recording and waits until every part is uploaded. */
  async stopRecording(): Promise<void> {
    const recorder = this.recorder;
    this.recorder = null;
    await recorder?.stop();
  }

  /** Leaves the call («Salir»): saves a running recording first, then tells the others. */
  async leave(): Promise<void> {
    if (this.closed) return;
    await this.stopRecording().catch(() => undefined);
    this.socket?.socket.emit('room.leave');
    this.teardown();
    this.set({ phase: 'ended', endedBy: 'self' });
  }

  /** Releases everything (camera, microphone, connections, socket) without changing the phase. */
  teardown(): void {
    if (this.closed) return;
    this.recorder?.abandon();
    this.closed = true;
    window.removeEventListener('offline', this.onOffline);
    window.removeEventListener('online', this.onOnline);
    for (const link of this.links.values()) link.close();
    this.links.clear();
    if (this.state.remotes.length) this.set({ remotes: [] });
    if (this.connectTimer) clearTimeout(this.connectTimer);
    this.screenTrack?.stop();
    for (const track of this.state.localStream?.getTracks() ?? []) track.stop();
    this.socket?.disconnect();
    this.socket = null;
  }
}
