/**
 * The browser's media and WebRTC APIs behind one object, so the screens can tell an unsupported
 * browser, a denied permission or a missing device apart, and route tests can stand in for them
 * (`vi.spyOn(mediaLayer, 'getUserMedia')`).
 */
import type { MediaProblem } from '../../messages/video-room-messages.ts';

/** The media and WebRTC functions the video room uses. */
export interface MediaLayer {
  /** Whether this browser can hold a video call (RTCPeerConnection and getUserMedia). */
  supported: () => boolean;
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  getDisplayMedia: (constraints: DisplayMediaStreamOptions) => Promise<MediaStream>;
  enumerateDevices: () => Promise<MediaDeviceInfo[]>;
  createPeerConnection: (configuration: RTCConfiguration) => RTCPeerConnection;
  /** Whether the interviewer can share the screen here. */
  canShareScreen: () => boolean;
}

/** The browser's own media layer. */
export const mediaLayer: MediaLayer = {
  supported: () =>
    typeof window !== 'undefined' &&
    typeof window.RTCPeerConnection === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function',
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  getDisplayMedia: (constraints) => navigator.mediaDevices.getDisplayMedia(constraints),
  enumerateDevices: () => navigator.mediaDevices.enumerateDevices(),
  createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
  canShareScreen: () => typeof navigator.mediaDevices?.getDisplayMedia === 'function',
};

/** Which screen a failed `getUserMedia` leads to. */
export function mediaProblemOf(error: unknown): MediaProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-device';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'in-use';
    default:
      return 'unsupported';
  }
}

/** The devices chosen on /entrevistas/verificar-datos, kept for the room in this tab. */
export interface ChosenDevices {
  cameraId?: string;
  microphoneId?: string;
}

const storageKey = 'jornada.entrevista.dispositivos';

/** The devices chosen in this tab, if any. */
export function readChosenDevices(): ChosenDevices {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as ChosenDevices;
  } catch {
    return {};
  }
}

/** Keeps the chosen devices for the room. */
export function saveChosenDevices(devices: ChosenDevices): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(devices));
  } catch {
    // Private mode without storage: the room uses the default devices.
  }
}

/** getUserMedia constraints for the chosen devices (the browser's default when none). */
export function constraintsFor(devices: ChosenDevices): MediaStreamConstraints {
  return {
    video: devices.cameraId
      ? { deviceId: { exact: devices.cameraId }, width: { ideal: 1280 }, height: { ideal: 720 } }
      : { width: { ideal: 1280 }, height: { ideal: 720 } },
    audio: devices.microphoneId
      ? {
          deviceId: { exact: devices.microphoneId },
          echoCancellation: true,
          noiseSuppression: true,
        }
      : { echoCancellation: true, noiseSuppression: true },
  };
}

/** The interview and room named in the URL (`?entrevista=501&sala=entrevista-501`). */
export interface RoomTarget {
  interviewId: number;
  roomName: string;
}

/** Reads {@link RoomTarget} from the query string; null when it is missing or malformed. */
export function roomTargetOf(search: URLSearchParams): RoomTarget | null {
  const interviewId = Number(search.get('entrevista'));
  const roomName = search.get('sala') ?? '';
  if (!Number.isInteger(interviewId) || interviewId < 1 || !/^[a-z0-9-]{1,64}$/.test(roomName))
    return null;
  return { interviewId, roomName };
}
