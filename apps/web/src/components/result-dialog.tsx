import { lazy, Suspense } from 'react';
import { useOnceTrue } from '../lib/use-once-true';

// A dialog module on every giveaway card would load and mount with the list: it loads on the first outcome.
const ResultDialogModal = lazy(() => import('./result-dialog-modal'));

export interface ResultDialogProps {
  result: { kind: 'success' | 'error'; message: string } | null;
  onClose: () => void;
}

/** The spec's outcome dialogs: 'Great!' with a success text, or 'Error' with the server's message. */
export function ResultDialog({ result, onClose }: ResultDialogProps) {
  if (!useOnceTrue(result !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ResultDialogModal result={result} onClose={onClose} />
    </Suspense>
  );
}
