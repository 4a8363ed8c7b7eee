// One way for every edit form to meet a stale version (CORRECTIONS.md 409): what the user typed is kept, the form
// says the record changed, and Reload shows the latest saved record with the fields that differ from what they typed marked.
import { useState } from 'react';
import { CORRECTION_MESSAGES } from '../../../shared/audit/types.ts';
import { ApiError } from './api-client.ts';
import type { FormValues } from './use-form.ts';

/** The 409 of an edit sent with a version someone else has moved on from. */
export const isStale = (err: unknown) => err instanceof ApiError && err.status === 409 && err.message === CORRECTION_MESSAGES.staleVersion;

/** What the user typed, for each field whose latest saved value differs from it (line tables compare as a whole). */
export type TypedValues = Record<string, string>;

const shown = (value: FormValues[string]): string =>
  typeof value === 'string' ? value : value.map((line) => Object.values(line).join(' ')).join('; ');

/** The fields whose latest value differs from what was typed (spaces at the ends do not count), with what was typed. */
export function typedDifferences(typed: FormValues, latest: FormValues): TypedValues {
  const differences: TypedValues = {};
  for (const field of Object.keys(latest)) {
    const mine = typed[field];
    if (mine === undefined) continue;
    const same =
      typeof mine === 'string' ? mine.trim() === String(latest[field]).trim() : JSON.stringify(mine) === JSON.stringify(latest[field]);
    if (!same) differences[field] = shown(mine);
  }
  return differences;
}

/** Where an edit stands: as opened, refused as stale (the typed values kept), or reloaded (latest shown, differences marked). */
export type StaleEditPhase = 'editing' | 'stale' | 'reloaded';

export interface StaleEditState<R> {
  /** The record the form edits: the one it opened on, or the one Reload fetched (its version is what a save sends). */
  base: R;
  phase: StaleEditPhase;
  /** After a Reload: what the user had typed in each field whose saved value differs. */
  typed: TypedValues;
  reloading: boolean;
  /** The reload could not fetch the record (it was deleted, or the request failed). */
  reloadProblem: string | null;
}

export const RECORD_GONE = 'This record could not be found any more: it may have been deleted.';

/** The transitions, pure so they are tested in node (tests/unit/web-stale-edit.test.ts). */
export const staleEdit = {
  opened: <R>(base: R): StaleEditState<R> => ({ base, phase: 'editing', typed: {}, reloading: false, reloadProblem: null }),
  /** A refusal of the save: only a stale version changes anything (other refusals are the form's to show). */
  refused: <R>(state: StaleEditState<R>, err: unknown): StaleEditState<R> =>
    isStale(err) ? { ...state, phase: 'stale', typed: {}, reloadProblem: null } : state,
  reloading: <R>(state: StaleEditState<R>): StaleEditState<R> => ({ ...state, reloading: true, reloadProblem: null }),
  /** The latest record arrived: it becomes the base, and the fields whose value differs from what was typed are marked. */
  reloaded: <R>(state: StaleEditState<R>, latest: R, typed: FormValues, latestValues: FormValues): StaleEditState<R> => ({
    base: latest,
    phase: 'reloaded',
    typed: typedDifferences(typed, latestValues),
    reloading: false,
    reloadProblem: null,
  }),
  /** A save went through and answered the record as saved: the form goes on editing that (a form that stays open). */
  saved: <R>(_state: StaleEditState<R>, record: R): StaleEditState<R> => staleEdit.opened(record),
  reloadFailed: <R>(state: StaleEditState<R>, problem: string): StaleEditState<R> => ({
    ...state,
    reloading: false,
    reloadProblem: problem,
  }),
};

export interface StaleEdit<R> extends StaleEditState<R> {
  /** Give it any refusal of the save: true (and the form says the record changed) when the version was stale. */
  refused: (err: unknown) => boolean;
  /** Fetches the latest record, makes it the base and hands its form values (and itself) to `show`, marking what differs from `typed`. */
  reload: (typed: FormValues, show: (latest: FormValues, record: R) => void) => Promise<void>;
  /** A form that stays open after a save: it now edits the record as saved (its new version). */
  saved: (record: R) => void;
  /** What the user had typed in `field`, when the reloaded value differs from it. */
  typedOf: (field: string) => string | undefined;
  /** How many fields differ after a Reload. */
  differences: number;
}

/**
 * The stale-edit state of one edit form (`StaleEditNotice` shows it, fields take `typedOf`): `record` is what the form
 * opened on, `formOf` its form values, `fetchLatest` the record as saved now (undefined: gone).
 * The form keeps its own copy, so a list refetched behind it (another tab's save) never replaces what is typed.
 */
export function useStaleEdit<R, V extends FormValues>(
  record: R,
  formOf: (record: R) => V,
  fetchLatest: () => Promise<R | undefined>,
): StaleEdit<R> {
  const [state, setState] = useState(() => staleEdit.opened(record));
  return {
    ...state,
    refused: (err) => {
      setState((s) => staleEdit.refused(s, err));
      return isStale(err);
    },
    reload: async (values, show) => {
      if (state.reloading) return;
      setState(staleEdit.reloading);
      try {
        const latest = await fetchLatest();
        if (!latest) {
          setState((s) => staleEdit.reloadFailed(s, RECORD_GONE));
          return;
        }
        const latestValues = formOf(latest);
        setState((s) => staleEdit.reloaded(s, latest, values, latestValues));
        show(latestValues, latest);
      } catch (err) {
        setState((s) => staleEdit.reloadFailed(s, err instanceof Error ? err.message : 'Could not reload, please try again.'));
      }
    },
    saved: (record) => setState((s) => staleEdit.saved(s, record)),
    typedOf: (field) => (state.phase === 'reloaded' ? state.typed[field] : undefined),
    differences: Object.keys(state.typed).length,
  };
}
