import { useState } from 'react';
import type { Category } from '../../../../../shared/inventory/schemas.ts';
import * as M from '../../../../../shared/inventory/messages.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { notify } from '../../../lib/notify.ts';
import { useCategories, useDeleteCategory, useRenameCategory } from '../api/categories.ts';

/** What the dialog is doing: listing, or asking to confirm one category's rename or delete (inline: no nested dialog). */
type Step =
  { kind: 'list' } | { kind: 'rename'; category: Category; name: string; confirming: boolean } | { kind: 'delete'; category: Category };

/**
 * The company's categories (from the items screen): the fixed defaults, then its own, each with Rename and, for the
 * owner, Delete. Each correction is confirmed in place, saying what it does; the server's refusal shows as a toast.
 */
export function CategoryManager({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const categories = useCategories();
  const rename = useRenameCategory();
  const remove = useDeleteCategory();
  const isOwner = useAuth().auth.role === 'admin';
  const [step, setStep] = useState<Step>({ kind: 'list' });
  const [busy, setBusy] = useState(false);
  const rows = categories.data ?? [];
  const own = rows.filter((c) => !c.default);

  async function run(action: () => Promise<unknown>) {
    if (busy) return;
    setBusy(true);
    try {
      await action();
      setStep({ kind: 'list' });
    } catch {
      // the API client showed the toast; stay on the step so the user can change it or cancel
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
        if (!open) setStep({ kind: 'list' });
        onOpenChange(open);
      }}
    >
      {step.kind === 'rename' ? (
        <form
          className="category-step"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const name = step.name.trim();
            if (name === '') return notify.error(M.categoryNameRequired);
            if (name === step.category.name) return notify.error('No changes detected');
            if (!step.confirming) return setStep({ ...step, confirming: true });
            void run(async () => {
              const res = await rename({ body: { id: step.category.id, name, version: step.category.version } });
              notify.success(res?.message || M.categoryUpdated);
            });
          }}
        >
          <TextField
            label={`New name for ${step.category.name}`}
            value={step.name}
            onChange={(name) => setStep({ ...step, name, confirming: false })}
            maxLength={60}
          />
          {step.confirming ? (
            <p className="category-confirm" role="status">
              Rename {step.category.name} to {step.name.trim()}? Its items show the new name everywhere.
            </p>
          ) : null}
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setStep({ kind: 'list' })} disabled={busy}>
              Cancel
            </button>
            <button type="submit" className="btn btn-primary" aria-disabled={busy}>
              {busy ? <Spinner size="sm" /> : null}
              {step.confirming ? 'Rename category' : 'Continue'}
            </button>
          </div>
        </form>
      ) : step.kind === 'delete' ? (
        <div className="category-step" role="group" aria-label={`Delete ${step.category.name}`}>
          <p className="category-confirm">
            Delete {step.category.name}? It leaves every category picker and filter, and its name is free again. Only a category no item
            uses can be deleted.
          </p>
          <div className="dialog-actions">
            <button type="button" className="btn btn-secondary" onClick={() => setStep({ kind: 'list' })} disabled={busy}>
              Cancel
            </button>
            <button
              type="button"
              className="btn btn-danger"
              aria-disabled={busy}
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
                    onClick={() => setStep({ kind: 'rename', category: c, name: c.name, confirming: false })}
                  >
                    Rename
                  </button>
                  {isOwner ? (
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      aria-label={`Delete ${c.name}`}
                      onClick={() => setStep({ kind: 'delete', category: c })}
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
