import { useCallback, useReducer, useRef } from 'react';
import { vatCheckApi } from '../api/vat';
import {
  checkVatNumber,
  initialVatState,
  type VatCheckDeps,
  type VatCheckState,
  type VatOutcome,
  vatReducer,
} from '../lib/vat-check';

export interface VatCheck {
  state: VatCheckState;
  /** Call on every edit of the field: the last verdict no longer applies. */
  edited: (number: string) => void;
  /**
   * Runs the spec's check (unique, then lookup) unless this number already has a verdict;
   * resolves with the outcome, or undefined for an empty number or a failed call.
   */
  check: (number: string, country: number | null) => Promise<VatOutcome | undefined>;
}

/** The wizards' VAT check state (accounts spec §4), starting valid when a number is saved. */
export function useVatCheck(saved: string | null | undefined, deps: VatCheckDeps = vatCheckApi): VatCheck {
  const [state, dispatch] = useReducer(vatReducer, saved, initialVatState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const pending = useRef<{ number: string; promise: Promise<VatOutcome | undefined> } | null>(null);

  const edited = useCallback((number: string) => dispatch({ type: 'edit', number }), []);

  const check = useCallback(
    async (input: string, country: number | null) => {
      const number = input.trim();
      if (!number) return undefined;
      const current = stateRef.current;
      if (current.number === number && current.status !== 'nosubmit' && current.status !== 'checking') {
        return current.status === 'valid'
          ? { status: 'valid' as const, companyName: current.companyName }
          : { status: current.status };
      }
      // A blur followed by a click on 'Validate' (or submit) shares one round trip.
      if (pending.current?.number === number) return pending.current.promise;
      dispatch({ type: 'start', number });
      const promise = checkVatNumber(number, country, deps).then(
        (outcome) => {
          if (outcome) dispatch({ type: 'done', number, outcome });
          return outcome;
        },
        () => {
          dispatch({ type: 'failed', number });
          return undefined;
        },
      );
      pending.current = { number, promise };
      try {
        return await promise;
      } finally {
        if (pending.current?.promise === promise) pending.current = null;
      }
    },
    [deps],
  );

  return { state, edited, check };
}
