import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { mediaLayer } from '../features/video-room/media-layer.ts';
import { expectNoAxeViolations } from '../test/axe.ts';
import { aUser } from '../test/fixtures.ts';
import { fakeApi, renderRoute } from '../test/render-route.tsx';

const query = '?entrevista=501&sala=entrevista-501';
const roomKey = 'GET /api/v1/webrtc/501/room/entrevista-501';

/** A real MediaStream from a canvas and a silent oscillator, as a camera and microphone would give. */
function fakeCameraStream(): MediaStream {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 180;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#3366cc';
  context.fillRect(0, 0, 320, 180);
  const video = canvas.captureStream(5);
  const audio = new AudioContext();
  const tone = audio.createOscillator();
  const out = audio.createMediaStreamDestination();
  tone.connect(out);
  tone.start();
  return new MediaStream([...video.getVideoTracks(), ...out.stream.getAudioTracks()]);
}

const devices = [
  { deviceId: 'cam-1', kind: 'videoinput', label: 'Cámara integrada', groupId: 'a' },
  { deviceId: 'cam-2', kind: 'videoinput', label: 'Cámara USB', groupId: 'b' },
  { deviceId: 'mic-1', kind: 'audioinput', label: 'Micrófono integrado', groupId: 'a' },
] as MediaDeviceInfo[];

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('given /entrevistas/verificar-datos', () => {
  it('when the browser cannot hold a video call → a Spanish screen says so (no blank page); no axe violations', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(false);
    await renderRoute(`/entrevistas/verificar-datos${query}`, { user: aUser() });
    await expect
      .element(page.getByRole('heading', { name: 'Tu navegador no permite videollamadas' }))
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Ir a mis entrevistas' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the camera permission is denied → it explains how to allow it and offers to try again; no axe violations', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(true);
    const getUserMedia = vi
      .spyOn(mediaLayer, 'getUserMedia')
      .mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    await renderRoute(`/entrevistas/verificar-datos${query}`, { user: aUser() });
    await expect
      .element(
        page.getByRole('heading', { name: 'Necesitamos permiso para usar tu cámara y micrófono' }),
      )
      .toBeVisible();
    await expect.element(page.getByText(/permite la cámara y el micrófono/)).toBeVisible();
    await expectNoAxeViolations();
    getUserMedia.mockResolvedValue(fakeCameraStream());
    vi.spyOn(mediaLayer, 'enumerateDevices').mockResolvedValue(devices);
    await page.getByRole('button', { name: 'Volver a intentar' }).click();
    await expect
      .element(page.getByRole('heading', { name: 'Prueba tu cámara y micrófono' }))
      .toBeVisible();
  });

  it('when there is no camera → it says so', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(true);
    vi.spyOn(mediaLayer, 'getUserMedia').mockRejectedValue(
      new DOMException('Requested device not found', 'NotFoundError'),
    );
    await renderRoute(`/entrevistas/verificar-datos${query}`, { user: aUser() });
    await expect
      .element(page.getByRole('heading', { name: 'No encontramos una cámara o un micrófono' }))
      .toBeVisible();
  });

  it('when the devices open → live preview, the camera and microphone to choose, a level meter, and «Continuar a la sala» keeps the room; no axe violations', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(true);
    const getUserMedia = vi
      .spyOn(mediaLayer, 'getUserMedia')
      .mockImplementation(async () => fakeCameraStream());
    vi.spyOn(mediaLayer, 'enumerateDevices').mockResolvedValue(devices);
    await renderRoute(`/entrevistas/verificar-datos${query}`, { user: aUser() });
    await expect.element(page.getByText('ana@tdb.example')).toBeVisible();
    const preview = page.getByLabelText('Vista previa de tu cámara');
    await expect.element(preview).toHaveAttribute('data-state', 'live');
    await expect.element(page.getByRole('meter', { name: 'Nivel del micrófono' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cámara' }).click();
    await page.getByRole('option', { name: 'Cámara USB' }).click();
    await expect
      .poll(() => getUserMedia.mock.calls.at(-1)?.[0]?.video)
      .toMatchObject({ deviceId: { exact: 'cam-2' } });
    expect(JSON.parse(sessionStorage.getItem('jornada.entrevista.dispositivos')!)).toEqual({
      cameraId: 'cam-2',
    });
    await expect
      .element(page.getByRole('link', { name: 'Continuar a la sala' }))
      .toHaveAttribute('href', `/entrevistas/cargando${query}`);
    await expectNoAxeViolations();
  });

  it('without the interview in the URL → it says which page to come from', async () => {
    await renderRoute('/entrevistas/verificar-datos', { user: aUser() });
    await expect
      .element(page.getByRole('heading', { name: 'No sabemos a qué entrevista quieres entrar' }))
      .toBeVisible();
  });
});

describe('given /entrevistas/sala', () => {
  it('when the network fails while asking for the room → a Spanish network screen with «Volver a intentar»; no axe violations', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(true);
    vi.spyOn(mediaLayer, 'getUserMedia').mockImplementation(async () => fakeCameraStream());
    const api = fakeApi({
      [roomKey]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await renderRoute(`/entrevistas/sala${query}`, { user: aUser(), api });
    await expect
      .element(page.getByRole('heading', { name: 'No pudimos conectarte a la sala' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Volver a intentar' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the server refuses the room (cancelled interview) → «Esta sala no está disponible»', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(true);
    vi.spyOn(mediaLayer, 'getUserMedia').mockImplementation(async () => fakeCameraStream());
    const api = fakeApi({
      [roomKey]: new Response(
        JSON.stringify({
          message: 'Esta entrevista fue cancelada o rechazada: su sala ya no está disponible.',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    });
    await renderRoute(`/entrevistas/sala${query}`, { user: aUser(), api });
    await expect
      .element(page.getByRole('heading', { name: 'Esta sala no está disponible' }))
      .toBeVisible();
  });

  it('when the room already holds the candidate and three interviewers (409 room_full) → «La sala está completa»; no axe violations', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(true);
    vi.spyOn(mediaLayer, 'getUserMedia').mockImplementation(async () => fakeCameraStream());
    const api = fakeApi({
      [roomKey]: new Response(
        JSON.stringify({
          code: 'room_full',
          message:
            'La sala ya está completa: admite a la persona candidata y hasta 3 personas de la empresa.',
        }),
        { status: 409, headers: { 'content-type': 'application/json' } },
      ),
    });
    await renderRoute(`/entrevistas/sala${query}`, { user: aUser(), api });
    await expect
      .element(page.getByRole('heading', { name: 'La sala está completa' }))
      .toBeVisible();
    await expect.element(page.getByText(/tres personas de la empresa/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Volver a intentar' })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('when the browser has no WebRTC → the unsupported screen, never a blank page', async () => {
    vi.spyOn(mediaLayer, 'supported').mockReturnValue(false);
    await renderRoute(`/entrevistas/sala${query}`, { user: aUser(), api: fakeApi() });
    await expect
      .element(page.getByRole('heading', { name: 'Tu navegador no permite videollamadas' }))
      .toBeVisible();
  });
});
