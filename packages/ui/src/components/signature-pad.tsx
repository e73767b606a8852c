import * as React from 'react';
import SignaturePadEngine from 'signature_pad';
import { cn } from '../lib/cn.ts';
import { uiMessages } from '../messages.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs.tsx';
import { renderTypedSignature, signatureFont } from './typed-signature.ts';

/** How a {@link SignaturePad} takes the signature: drawn on the canvas, or typed (the keyboard's way). */
type SignatureMode = 'draw' | 'type';

/** Props of {@link SignaturePad}. */
type SignaturePadProps = Omit<React.ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The signature as a PNG data URL (`data:image/png;base64,…`), `null` while empty (controlled). */
  value?: string | null;
  /** The initial signature when uncontrolled. @default null */
  defaultValue?: string | null;
  /** Called with the PNG data URL after each stroke or keystroke, and with `null` once cleared. */
  onValueChange?: (value: string | null) => void;
  /** The tab shown first. @default 'draw' */
  defaultMode?: SignatureMode;
  /** Blocks drawing, typing and clearing. @default false */
  disabled?: boolean;
  /**
   * The ink. The image goes on documents printed on white, so it does not follow the theme.
   * @default 'rgb(15, 23, 42)' (near black)
   */
  penColor?: string;
  /** Height of the drawing area in CSS pixels. @default 160 */
  height?: number;
};

/** A stable handler that always sees the latest props. */
function useLatest<T>(value: T) {
  const ref = React.useRef(value);
  React.useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Takes a handwritten signature (the `signature_pad` library on a canvas, mouse, pen or finger)
 * and hands it over as a PNG data URL. Drawing cannot be done from a keyboard or by everybody, so
 * a second tab, 'Escribir', takes the signer's name typed and renders it as the image (WCAG 2.1.1
 * and 2.5.7: an alternative to a path-based gesture). 'Borrar firma' clears it. Name the pad with
 * `aria-label` or `aria-labelledby` (it is a `group`); state is exposed as `data-empty`,
 * `data-mode` and `data-disabled`. Changes are announced politely.
 */
function SignaturePad({
  value: valueProp,
  defaultValue = null,
  onValueChange,
  defaultMode = 'draw',
  disabled = false,
  penColor = 'rgb(15, 23, 42)',
  height = 160,
  className,
  ...props
}: SignaturePadProps) {
  const m = uiMessages.signaturePad;
  const controlled = valueProp !== undefined;
  const [inner, setInner] = React.useState<string | null>(defaultValue);
  const value = controlled ? valueProp : inner;
  const [mode, setMode] = React.useState<SignatureMode>(defaultMode);
  const [typed, setTyped] = React.useState('');
  const [drawn, setDrawn] = React.useState<string | null>(value);
  const drawnRef = useLatest(drawn);
  const [announcement, setAnnouncement] = React.useState('');
  const canvasRef = React.useRef<HTMLCanvasElement>(null);
  const padRef = React.useRef<SignaturePadEngine | null>(null);
  // What this pad last handed out or was given: a different `value` came from outside (a reset).
  const [seen, setSeen] = React.useState<string | null>(value);
  const typedId = React.useId();
  const hintId = React.useId();

  const emit = useLatest((next: string | null) => {
    setSeen(next);
    if (!controlled) setInner(next);
    onValueChange?.(next);
  });

  // The engine lives as long as the canvas; the canvas is sized to its box times the pixel
  // ratio, and redrawn from its strokes when the box changes (signature_pad's README, "Tips").
  React.useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePadEngine(canvas, { penColor, minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const resize = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const { width, height: boxHeight } = canvas.getBoundingClientRect();
      if (width === 0 || boxHeight === 0) return;
      const strokes = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(boxHeight * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (strokes.length > 0) pad.fromData(strokes);
      else if (drawnRef.current)
        void pad.fromDataURL(drawnRef.current, { width, height: boxHeight });
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    const onEnd = () => {
      const url = pad.isEmpty() ? null : pad.toDataURL('image/png');
      setDrawn(url);
      emit.current(url);
      setAnnouncement(url ? m.captured : '');
    };
    pad.addEventListener('endStroke', onEnd);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [penColor, emit, drawnRef, m.captured]);

  React.useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  // A value set from outside: `null` clears both ways of signing; an image is shown on the canvas.
  if (value !== seen) {
    setSeen(value);
    if (value === null) {
      if (typed) setTyped('');
      if (drawn) setDrawn(null);
    } else if (value !== drawn) {
      setDrawn(value);
    }
  }
  React.useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (drawn === null && !pad.isEmpty()) pad.clear();
    else if (drawn && value === drawn && pad.isEmpty() && canvasRef.current) {
      const { width, height: boxHeight } = canvasRef.current.getBoundingClientRect();
      void pad.fromDataURL(drawn, { width, height: boxHeight });
    }
  }, [drawn, value]);

  const clear = () => {
    padRef.current?.clear();
    setDrawn(null);
    setTyped('');
    emit.current(null);
    setAnnouncement(m.cleared);
  };
  const empty = value === null;

  return (
    <div
      role="group"
      data-slot="signature-pad"
      data-empty={empty || undefined}
      data-mode={mode}
      data-disabled={disabled || undefined}
      className={cn('grid gap-3', className)}
      {...props}
    >
      <Tabs
        value={mode}
        onValueChange={(next) => {
          const nextMode = next as SignatureMode;
          setMode(nextMode);
          const url =
            nextMode === 'draw'
              ? drawn
              : typed.trim()
                ? renderTypedSignature(typed, penColor)
                : null;
          if (url !== value) emit.current(url);
        }}
      >
        <TabsList aria-label={m.modes}>
          <TabsTrigger value="draw" disabled={disabled}>
            {m.draw}
          </TabsTrigger>
          <TabsTrigger value="type" disabled={disabled}>
            {m.type}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted: the engine and its strokes survive a switch to 'Escribir' and back. */}
        <TabsContent value="draw" forceMount className="grid gap-2 data-[state=inactive]:hidden">
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={drawn ? m.drawnLabel : m.emptyLabel}
            aria-describedby={hintId}
            data-slot="signature-pad-canvas"
            style={{ height }}
            className="w-full touch-none rounded-md border border-dashed border-input bg-card data-[disabled]:opacity-60"
            data-disabled={disabled || undefined}
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            {m.drawHint}
          </p>
        </TabsContent>
        {/* The panel starts with its input, so the panel itself need not be a tab stop (APG tabs). */}
        <TabsContent value="type" tabIndex={-1} className="grid gap-2">
          <Label htmlFor={typedId}>{m.typedLabel}</Label>
          <Input
            id={typedId}
            value={typed}
            disabled={disabled}
            autoComplete="name"
            maxLength={80}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setTyped(text);
              emit.current(text.trim() ? renderTypedSignature(text, penColor) : null);
            }}
          />
          <p
            aria-hidden="true"
            data-slot="signature-pad-preview"
            style={{ height, fontFamily: signatureFont }}
            className="flex items-center justify-center overflow-hidden rounded-md border border-dashed border-input bg-card px-4 text-4xl text-foreground italic"
          >
            {typed}
          </p>
        </TabsContent>
      </Tabs>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        disabled={disabled || empty}
        onClick={clear}
      >
        {m.clear}
      </Button>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

export { SignaturePad, type SignatureMode, type SignaturePadProps };
