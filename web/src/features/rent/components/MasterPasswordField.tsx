import { TextField } from '../../../components/ui/TextField.tsx';

/**
 * The master password field of every rent action that needs it (pay, void a payment, waive a fee, delete a rent
 * with payments): never autofilled, required; `id` lets a refusal clear and focus it.
 */
export function MasterPasswordField({
  id,
  value,
  onChange,
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  return (
    <TextField
      id={id}
      label="Master Password"
      name="masterPassword"
      type="password"
      autoComplete="off"
      required
      value={value}
      onChange={onChange}
      hint={hint}
    />
  );
}
