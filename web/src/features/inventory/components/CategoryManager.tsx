import { useState } from 'react';
import { CORRECTION_MESSAGES } from '../../../../../shared/audit/types.ts';
import type { Category } from '../../../../../shared/inventory/schemas.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { refusalOf } from '../../../components/ui/ConfirmDialog.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { StaleEditNotice } from '../../../components/ui/StaleEditNotice.tsx';
import { FormMessage, TextField } from '../../../components/ui/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { useStaleEdit } from '../../../lib/stale-edit.ts';
import { useForm } from '../../../lib/use-form.ts';
import { fetchCategory, useCategories, useDeleteCategory, useRenameCategory } from '../api/categories.ts';

/** What the dialog is doing: listing, or asking to confirm one category's rename or delete (inline: no nested dialog). */
type Step = { kind: 'list' } | { kind: 'rename'; category: Category } | { kind: 'delete'; category: Category };

const nameOf = (category: Category) => ({ name: category.name });

/** Rename, confirmed in place; a refusal shows here, a stale version with the form's Reload. */
function RenameCategory({ category, onDone }: { category: Category; onDone: () => void }) {
  const rename = useRenameCategory();
  const edit = useStaleEdit(category, nameOf, () => fetchCategory(category.id));
  const [confirming, setConfirming] = useState(false);
  const { values, set, setValues, problem, busy, handleSubmit } = useForm(nameOf(category), {
    validate: (v) => {
      const name = v.name.trim();
      if (name === '') return M.categoryNameRequired;
      if (name === edit.base.name) return CORRECTION_MESSAGES.noChanges;
      return { ok: true as const, data: name };
    },
    onSubmit: async (name) => {
      if (!confirming) return setConfirming(true);
      const res = await rename({ body: { id: edit.base.id, name, version: edit.base.version } });
      notify.success(res?.message || M.categoryUpdated);
      onDone();
    },
    onError: (err) => {
      if (edit.refused(err)) setConfirming(false);
    },
  });
  return (
    <form className="category-step" noValidate onSubmit={handleSubmit}>
      <StaleEditNotice edit={edit} values={values} show={setValues} />
      <TextField
        label={`New name for ${edit.base.name}`}
        value={values.name}
        onChange={(name) => {
          set('name')(name);
          setConfirming(false);
        }}
        typed={edit.typedOf('name')}
        maxLength={60}
      />
      {confirming ? (
        <p className="category-confirm" role="status">
          Rename {edit.base.name} to {values.name.trim()}? Its items show the new name everywhere.
        </p>
      ) : null}
      <FormMessage message={problem} />
      <div className="dialog-actions">
        <button type="button" className="btn btn-secondary" onClick={onDone} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" aria-disabled={busy}>
          {busy ? <Spinner size="sm" /> : null}
          {confirming ? 'Rename category' : 'Continue'}
        </button>
      </div>
    </form>
  );
}

/**
 * The company's categories (from the items screen): the fixed defaults, then its own, each with Rename and, for the
 * owner, Delete. Each correction is confirmed in place, saying what it does; the server's refusal shows in the dialog
 * (a delete refused as in use is not offered again).
 */
export function CategoryManager({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const isOwner = useAuth().auth.role === 'owner';
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; final: boolean } | null>(null);
  const rows = categories.data ?? [];
  const own = rows.filter((c) => !c.default);
  const go = (next: Step) => {
    setRefusal(null);
    setStep(next);
  };

  async function run(action: () => Promise<unknown>) {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await action();
      setStep({ kind: 'list' });
    } catch (err) {
      // stay on the step so the user can cancel; a conflict (in use) will not go away by pressing again
      setRefusal({ message: refusalOf(err), final: err instanceof ApiError && err.status === 409 });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      title="Categories"
      description="Default categories are fixed. Your own can be renamed, and deleted while no item uses them."
      isOpen={isOpen}
      isBusy={busy}
      onOpenChange={(open) => {
        if (!open) go({ kind: 'list' });
        onOpenChange(open);
      }}
    >
      {step.kind === 'rename' ? (
        <RenameCategory key={step.category.id} category={step.category} onDone={() => go({ kind: 'list' })} />
      ) : step.kind === 'delete' ? (
        <div className="category-step" role="group" aria-label={`Delete ${step.category.name}`}>
          <p className="category-confirm">
            Delete {step.category.name}? It leaves every category picker and filter, and its name is free again. Only a category no item
            uses can be deleted.
          </p>
          <FormMessage message={refusal?.message ?? null} />
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => go({ kind: 'list' })} disabled={busy}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              aria-disabled={busy}
              disabled={refusal?.final}
              onClick={() =>
                void run(async () => {
                  const res = await remove({ query: { id: step.category.id } });
                  notify.success(res?.message || M.categoryDeleted);
                })
              }
            >
              {busy ? <Spinner size="sm" /> : null}
              Delete category
            </button>
          </div>
        </div>
      ) : (
        <>
          <ul className="category-list" aria-label="Your categories">
            {own.map((c) => (
              <li key={c.id} className="category-row">
                <span className="category-name">{c.name}</span>
                <span className="category-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={`Rename ${c.name}`}
                    onClick={() => go({ kind: 'rename', category: c })}
                  >
                    Rename
                  </button>
                  {isOwner ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Delete ${c.name}`}
                      onClick={() => go({ kind: 'delete', category: c })}
                    >
                      Delete
                    </button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          {own.length === 0 ? <p className="muted">No categories of your own yet: add one from Add New.</p> : null}
          <p className="muted category-defaults">
            Default:{' '}
            {rows
              .filter((c) => c.default)
              .map((c) => c.name)
              .join(', ')}
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => onOpenChange(false)}>
              Close
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
