// Mantine's modals manager (for `modals.openConfirmModal` and the like), loaded when the browser
// is idle instead of in the first screen's bundle. A modal asked for before it is ready is
// queued and replayed as soon as the manager listens.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../idle';

const OPEN_EVENTS = ['openModal', 'openConfirmModal', 'openContextModal'].map((e) => `mantine-modals:${e}`);
const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

function Replay({ onReady }: { onReady: () => void }) {
  // A later sibling of the provider: its effect runs after the provider's listeners are attached.
  useEffect(onReady, [onReady]);
  return null;
}

export function LazyModals() {
  const [wanted, setWanted] = useState(false);
  const ready = useRef(false);
  const queue = useRef<CustomEvent[]>([]);

  useEffect(() => {
    const capture = (event: Event) => {
      if (ready.current) return;
      queue.current.push(event as CustomEvent);
      setWanted(true);
    };
    for (const type of OPEN_EVENTS) window.addEventListener(type, capture);
    const cancelIdle = whenIdle(() => setWanted(true));
    return () => {
      for (const type of OPEN_EVENTS) window.removeEventListener(type, capture);
      cancelIdle();
    };
  }, []);

  const onReady = useRef(() => {
    ready.current = true;
    const pending = queue.current.splice(0);
    for (const event of pending) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  }).current;

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider />
      <Replay onReady={onReady} />
    </Suspense>
  );
}
