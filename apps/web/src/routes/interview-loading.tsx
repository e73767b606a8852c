/**
 * /entrevistas/cargando?entrevista=&sala=: joins the video room and waits for the other side
 * (decision 50; features/video-room/waiting-screen.tsx).
 */
import { useSearchParams } from 'react-router';
import { roomTargetOf } from '../features/video-room/media-layer.ts';
import { MediaProblemScreen } from '../features/video-room/media-problem.tsx';
import { WaitingScreen } from '../features/video-room/waiting-screen.tsx';

/** The loading screen. */
export function InterviewLoadingRoute() {
  const [search] = useSearchParams();
  const target = roomTargetOf(search);
  return target ? <WaitingScreen target={target} /> : <MediaProblemScreen problem="missing-room" />;
}

export { InterviewLoadingRoute as Component };
