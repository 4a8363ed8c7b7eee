import { CORRECTION_MESSAGES } from '../../../../shared/audit/types.ts';
import type { StaleEdit } from '../../lib/stale-edit.ts';
import type { FormValues } from '../../lib/use-form.ts';
import './stale-edit.css';

/**
 * Inside an edit form: after a stale refusal, says the record changed (what is typed stays) and offers Reload; after a
 * Reload, says the form shows the latest saved record and how many fields differ from what was typed (each is marked).
 */
export function StaleEditNotice<R, V extends FormValues>({
  edit,
  values,
  show,
}: {
  edit: StaleEdit<R>;
  /** The form's values now (what the user typed). */
  values: V;
  /** Puts the latest record's values into the form (forms whose state is not all strings take the record too). */
  show: (latest: V, record: R) => void;
}) {
  if (edit.phase === 'editing') return null;
  if (edit.phase === 'reloaded') {
    return (
      <p className="stale-notice" role="status">
        Reloaded: the form shows the latest saved values.{' '}
        {edit.differences === 0
          ? 'They match what you typed: save again.'
          : `${edit.differences === 1 ? 'One field differs' : `${edit.differences} fields differ`} from what you typed: each is marked with what you had.`}
      </p>
    );
  }
  return (
    <div className="stale-notice stale-notice-alert" role="alert">
      <p>{CORRECTION_MESSAGES.staleVersion}</p>
      <p>What you typed is kept. Reload shows the latest saved values and marks where they differ from yours.</p>
      {edit.reloadProblem ? <p className="stale-notice-problem">{edit.reloadProblem}</p> : null}
      <button
        type="button"
        className="btn btn-secondary btn-sm"
        aria-disabled={edit.reloading}
        onClick={() => void edit.reload(values, (latest, record) => show(latest as V, record))}
      >
        {edit.reloading ? 'Reloading...' : 'Reload'}
      </button>
    </div>
  );
}

/**
 * Under a field whose reloaded value differs from what the user typed: what they had, and a button to put it back.
 * Hidden once the field holds it again.
 */
export function TypedMark({
  id,
  typed,
  value,
  onUse,
  shown,
  chosen,
}: {
  id?: string;
  typed: string | undefined;
  value: string;
  onUse?: () => void;
  /** How `typed` reads to a person when it is an id (a picked supplier's name). */
  shown?: string;
  /** A choice (radios, boxes) rather than typed text: "You had chosen". */
  chosen?: boolean;
}) {
  if (typed === undefined || typed === value) return null;
  return (
    <p className="typed-mark" id={id}>
      <span>
        Changed by someone else. {chosen ? 'You had chosen' : 'You typed'}: <strong>{typed === '' ? '(empty)' : (shown ?? typed)}</strong>
      </span>
      {onUse ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={onUse}>
          Use mine
        </button>
      ) : null}
    </p>
  );
}
