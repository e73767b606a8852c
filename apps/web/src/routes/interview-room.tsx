/**
 * /entrevistas/sala?entrevista=&sala=: the interview's video call (decision 50;
 * features/video-room/call-screen.tsx).
 */
import { useSearchParams } from 'react-router';
import { CallScreen } from '../features/video-room/call-screen.tsx';
import { roomTargetOf } from '../features/video-room/media-layer.ts';
import { MediaProblemScreen } from '../features/video-room/media-problem.tsx';

/** The room screen. */
export function InterviewRoomRoute() {
  const [search] = useSearchParams();
  const target = roomTargetOf(search);
  return target ? <CallScreen target={target} /> : <MediaProblemScreen problem="missing-room" />;
}

export { InterviewRoomRoute as Component };
