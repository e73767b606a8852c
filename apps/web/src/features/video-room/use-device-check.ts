/**
 * The camera and microphone check of /entrevistas/verificar-datos: opens the chosen devices
 * (the browser's default at first), lists the cameras and microphones, measures the microphone's
 * level, and keeps the choice for the room (media-layer.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MediaProblem } from '../../messages/video-room-messages.ts';
import {
  constraintsFor,
  mediaLayer,
  mediaProblemOf,
  readChosenDevices,
  saveChosenDevices,
  type ChosenDevices,
} from './media-layer.ts';

/** The state of the check. */
export interface DeviceCheck {
  status: 'starting' | 'ready' | 'problem';
  problem: MediaProblem | null;
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  chosen: ChosenDevices;
  /** Microphone level, 0–100. */
  level: number;
  /** Opens other devices. */
  choose: (devices: ChosenDevices) => void;
  /** Tries again after a problem. */
  retry: () => void;
}

/** Runs the check while the screen is shown; releases the devices when it goes. */
export function useDeviceCheck(): DeviceCheck {
  const [chosen, setChosen] = useState<ChosenDevices>(readChosenDevices);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<
    Pick<DeviceCheck, 'status' | 'problem' | 'stream' | 'cameras' | 'microphones'>
  >({ status: 'starting', problem: null, stream: null, cameras: [], microphones: [] });
  const [level, setLevel] = useState(0);
  const streamRef = useRef<MediaStream | null>(null);

  useEffect(() => {
    let cancelled = false;
    let frame = 0;
    let audio: AudioContext | null = null;
    const run = async () => {
      if (!mediaLayer.supported()) {
        setState((s) => ({ ...s, status: 'problem', problem: 'unsupported' }));
        return;
      }
      let stream: MediaStream;
      try {
        stream = await mediaLayer.getUserMedia(constraintsFor(chosen));
      } catch (error) {
        if (!cancelled)
          setState((s) => ({ ...s, status: 'problem', problem: mediaProblemOf(error) }));
        return;
      }
      if (cancelled) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const devices = await mediaLayer.enumerateDevices().catch(() => []);
      if (cancelled) return;
      setState({
        status: 'ready',
        problem: null,
        stream,
        cameras: devices.filter((d) => d.kind === 'videoinput'),
        microphones: devices.filter((d) => d.kind === 'audioinput'),
      });
      if (!stream.getAudioTracks().length || typeof AudioContext === 'undefined') return;
      audio = new AudioContext();
      const analyser = audio.createAnalyser();
      analyser.fftSize = 512;
      audio.createMediaStreamSource(stream).connect(analyser);
      const samples = new Uint8Array(analyser.fftSize);
      let last = 0;
      const measure = (now: number) => {
        frame = requestAnimationFrame(measure);
        if (now - last < 100) return;
        last = now;
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
        setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
      };
      frame = requestAnimationFrame(measure);
    };
    void run();
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
      void audio?.close().catch(() => undefined);
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    };
  }, [chosen, attempt]);

  const choose = useCallback((devices: ChosenDevices) => {
    saveChosenDevices(devices);
    setChosen(devices);
  }, []);
  const retry = useCallback(() => {
    setState((s) => ({ ...s, status: 'starting', problem: null }));
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, chosen, level, choose, retry };
}
