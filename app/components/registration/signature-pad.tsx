// The signature step's drawing box (issue 14 items 1 and 2): with JavaScript, the investor signs with a finger,
// a stylus or a mouse (pointer events), and each finished stroke puts the drawing, as a PNG, into the step's
// file input, so the form posts exactly what it posts without JavaScript (a photo of a signature chosen in that
// input). Shown only once the page has hydrated; the file input stays for those who prefer a photo.
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { Button } from '~/components/ui';
import { useT } from '~/lib/use-t';

const STROKE_WIDTH = 2.5;
const INK = '#0f172a';

/** Puts `file` into a file input as if the user had chosen it, and tells the form (conform listens for input). */
function setInputFile(input: HTMLInputElement, file: File | null) {
  const transfer = new DataTransfer();
  if (file) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export function SignaturePad({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useT('registration');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  // The canvas draws at the screen's pixel density, its box as wide as the form.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(canvas.clientHeight * ratio);
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    context.lineWidth = STROKE_WIDTH;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A dot for a tap.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    const canvas = event.currentTarget;
    canvas.toBlob((blob) => {
      const input = inputRef.current;
      if (!blob || !input) return;
      setInputFile(input, new File([blob], 'tanda-tangan.png', { type: 'image/png' }));
      setDrawn(true);
    }, 'image/png');
  };

  const clear = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.restore();
    if (inputRef.current) setInputFile(inputRef.current, null);
    setDrawn(false);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('form.documents.signature.canvasLabel')}
        className="block h-48 w-full cursor-crosshair touch-none rounded-[var(--radius-control)] border-2 border-dashed border-line bg-surface"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        data-testid="signature-canvas"
      />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {drawn ? t('form.documents.signature.drawn') : null}
        </p>
        <Button variant="ghost" onClick={clear} data-testid="signature-clear">
          {t('form.documents.signature.clear')}
        </Button>
      </div>
    </div>
  );
}
