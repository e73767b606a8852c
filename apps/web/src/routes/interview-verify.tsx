/**
 * /entrevistas/verificar-datos?entrevista=&sala=: the camera and microphone check before the
 * video room (decision 50; features/video-room/device-check-screen.tsx).
 */
import { useSearchParams } from 'react-router';
import { DeviceCheckScreen } from '../features/video-room/device-check-screen.tsx';
import { roomTargetOf } from '../features/video-room/media-layer.ts';
import { MediaProblemScreen } from '../features/video-room/media-problem.tsx';

/** The verify screen. */
export function InterviewVerifyRoute() {
  const [search] = useSearchParams();
  const target = roomTargetOf(search);
  return target ? (
    <DeviceCheckScreen target={target} />
  ) : (
    <MediaProblemScreen problem="missing-room" />
  );
}

export { InterviewVerifyRoute as Component };
