/**
 * A `<video>` showing a stream: the participant's own picture (muted, mirrored) or the other
 * side's (with sound). `data-state` says whether a picture is showing.
 */
import { cn } from '@jornada/ui';
import { useEffect, useRef } from 'react';

/** Props of {@link VideoTile}. */
export type VideoTileProps = React.ComponentProps<'video'> & {
  stream: MediaStream | null;
  /** The participant's own picture: muted and mirrored. @default false */
  self?: boolean;
  label: string;
};

/** The video element of one participant. */
export function VideoTile({ stream, self = false, label, className, ...props }: VideoTileProps) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream]);
  return (
    // A live call has no caption track to give (live captions: docs/decisions/0033-video-room.md).
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={ref}
      data-slot="video-tile"
      data-state={stream ? 'live' : 'empty'}
      aria-label={label}
      autoPlay
      playsInline
      muted={self}
      className={cn(
        'aspect-video w-full rounded-lg bg-foreground/90 object-cover',
        self && '-scale-x-100',
        className,
      )}
      {...props}
    />
  );
}
