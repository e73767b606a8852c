/**
 * One pair of the interview room's mesh (decision 54, docs/decisions/0033-video-room.md): the
 * `RTCPeerConnection` between this participant and one other, its negotiation (offer or answer,
 * ICE candidates queued until the remote description is set) and its recovery (an ICE-restart
 * offer when the connection drops, made by the pair's offerer). The call session holds one link
 * per other participant and routes the socket's signals to it.
 */
import type { RoomParticipant, RoomSignalPayload } from '@jornada/api-client';
import type { MediaLayer } from './media-layer.ts';

/** How one pair's connection is doing. */
export type LinkStatus = 'connecting' | 'connected' | 'reconnecting';

/** How long a dropped ICE connection waits before an ICE restart, in ms. */
export const iceRestartDelayMs = 2_000;

/** What a link needs from its session. */
export interface PeerLinkOptions {
  media: MediaLayer;
  iceServers: RTCIceServer[];
  /** The tracks to send now (the camera, or the screen instead of it while sharing). */
  localTracks: () => { track: MediaStreamTrack; stream: MediaStream }[];
  /** Sends a signalling message to this link's participant. */
  send: (type: RoomSignalPayload['type'], payload: unknown) => void;
  /** The participant's media arrived (or changed). */
  onStream: (stream: MediaStream) => void;
  /** The connection's status changed. */
  onStatus: (status: LinkStatus) => void;
}

/**
 * Who offers in a pair, so that two sides never offer to each other at once: the company's side
 * to the candidate (as in the two-party call), and between two company people the one whose
 * socket id sorts first.
 */
export function offersTo(
  self: { id: string; role: RoomParticipant['role'] },
  other: Pick<RoomParticipant, 'id' | 'role'>,
): boolean {
  if (self.role !== other.role) return self.role === 'empresa';
  return self.id < other.id;
}

/** One pair's connection; see the module's comment. */
export class PeerLink {
  participant: RoomParticipant;
  readonly offerer: boolean;
  status: LinkStatus = 'connecting';
  stream: MediaStream | null = null;
  private readonly options: PeerLinkOptions;
  private pc: RTCPeerConnection | null = null;
  private pending: RTCIceCandidateInit[] = [];
  private restartTimer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;

  constructor(participant: RoomParticipant, offerer: boolean, options: PeerLinkOptions) {
    this.participant = participant;
    this.offerer = offerer;
    this.options = options;
  }

  /** Starts negotiating: the offerer offers; the other side waits for the offer. */
  start(): void {
    if (this.offerer) void this.offer();
  }

  private setStatus(status: LinkStatus) {
    if (this.status === status) return;
    this.status = status;
    this.options.onStatus(status);
  }

  private createPeer(): RTCPeerConnection {
    const pc = this.options.media.createPeerConnection({ iceServers: this.options.iceServers });
    for (const { track, stream } of this.options.localTracks()) pc.addTrack(track, stream);
    pc.onicecandidate = (event) => {
      if (event.candidate) this.options.send('ice-candidate', event.candidate.toJSON());
    };
    pc.ontrack = (event) => {
      const remote = event.streams[0] ?? new MediaStream([event.track]);
      if (this.stream === remote) return;
      this.stream = remote;
      this.options.onStream(remote);
    };
    pc.onconnectionstatechange = () => {
      if (pc !== this.pc || this.closed) return;
      if (pc.connectionState === 'connected') {
        if (this.restartTimer) clearTimeout(this.restartTimer);
        this.setStatus('connected');
      } else if (pc.connectionState === 'disconnected' || pc.connectionState === 'failed') {
        this.setStatus('reconnecting');
        this.scheduleIceRestart(pc.connectionState === 'failed' ? 0 : iceRestartDelayMs);
      }
    };
    this.pc = pc;
    return pc;
  }

  private scheduleIceRestart(delay: number) {
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.restartTimer = setTimeout(() => {
      const pc = this.pc;
      if (!pc || pc.connectionState === 'connected' || this.closed) return;
      if (this.offerer) void this.offer(true);
    }, delay);
  }

  /** Restarts ICE now (the network came back), when this side offers and a connection exists. */
  restartIce(): void {
    if (this.pc && !this.closed) this.scheduleIceRestart(0);
  }

  private async offer(iceRestart = false) {
    const pc = iceRestart && this.pc ? this.pc : this.createPeer();
    const description = await pc.createOffer(iceRestart ? { iceRestart: true } : {});
    if (pc !== this.pc || this.closed) return;
    await pc.setLocalDescription(description);
    this.options.send('offer', pc.localDescription?.toJSON());
  }

  /** Handles an offer, answer or ICE candidate from this link's participant. */
  async onSignal(type: RoomSignalPayload['type'], payload: unknown): Promise<void> {
    if (this.closed) return;
    try {
      if (type === 'offer') {
        const pc = this.pc ?? this.createPeer();
        await pc.setRemoteDescription(payload as RTCSessionDescriptionInit);
        await this.flushCandidates(pc);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        this.options.send('answer', pc.localDescription?.toJSON());
      } else if (type === 'answer') {
        const pc = this.pc;
        if (!pc || pc.signalingState !== 'have-local-offer') return;
        await pc.setRemoteDescription(payload as RTCSessionDescriptionInit);
        await this.flushCandidates(pc);
      } else if (type === 'ice-candidate') {
        const candidate = payload as RTCIceCandidateInit;
        if (this.pc?.remoteDescription) await this.pc.addIceCandidate(candidate);
        else this.pending.push(candidate);
      }
    } catch {
      // A message for a connection that was replaced meanwhile: the next negotiation covers it.
    }
  }

  private async flushCandidates(pc: RTCPeerConnection) {
    const queued = this.pending.splice(0);
    for (const candidate of queued) await pc.addIceCandidate(candidate).catch(() => undefined);
  }

  /** Sends `track` instead of the current video (screen share and back). */
  async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'video');
    await sender?.replaceTrack(track).catch(() => undefined);
  }

  /** Closes the connection for good. */
  close(): void {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.pc?.close();
    this.pc = null;
    this.pending = [];
  }
}
