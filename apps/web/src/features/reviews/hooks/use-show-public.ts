import { useEffect, useState } from 'react';

type ShowPublic = 'yes' | 'no';

/**
 * The Show Public switch of one item (spec §4): it moves at once and sends 'yes' or 'no' at once;
 * on a failure it stays where the member put it and the failure is kept for an alert. A list read
 * again with another value is the truth from then on.
 */
export function useShowPublic(showPublic: ShowPublic, send: (value: ShowPublic) => Promise<unknown>) {
  const [checked, setChecked] = useState(showPublic === 'yes');
  const [failed, setFailed] = useState(false);

  useEffect(() => setChecked(showPublic === 'yes'), [showPublic]);

  const toggle = async (next: boolean) => {
    setChecked(next);
    setFailed(false);
    try {
      await send(next ? 'yes' : 'no');
    } catch {
      setFailed(true);
    }
  };

  return { checked, failed, toggle };
}
