/** The forms' shared submit flow: checks in order, busy guard, errors left to the API client's toast. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../web/src/lib/api-client.ts';
import { reasonProblem } from '../../web/src/components/ui/ReasonField.tsx';
import { submitForm, type FormOptions } from '../../web/src/lib/use-form.ts';
import { validate, type Validation } from '../../web/src/lib/validate.ts';
import { phoneField, z } from '../../shared/schemas/common.ts';

type Values = { password: string; confirm: string };

function harness(values: Values, busy = false) {
  const log: string[] = [];
  const state = {
    values,
    busy,
    setBusy: (on: boolean) => log.push(on ? 'busy on' : 'busy off'),
    setProblem: (message: string | null) => log.push(`problem: ${message}`),
  };
  return { log, state };
}

const schema = (v: Values): Validation<{ password: string }> =>
  v.password.length >= 8 ? { ok: true, data: { password: v.password } } : { ok: false, message: 'Password must be at least 8 characters.' };
const confirmFirst = (v: Values) => (v.confirm !== v.password ? 'Password does not match.' : schema(v));

function options(
  log: string[],
  overrides: Partial<FormOptions<Values, { password: string }>> = {},
): FormOptions<Values, { password: string }> {
  return {
    validate: confirmFirst,
    onSubmit: async (data) => {
      log.push(`sent ${data.password}`);
    },
    ...overrides,
  };
}

describe('submitForm', () => {
  it('shows the pre-check message before the schema runs and sends nothing', async () => {
    const { log, state } = harness({ password: 'short', confirm: 'other' });
    await submitForm(state, options(log));
    expect(log).toEqual(['problem: Password does not match.']);
  });

  it('shows the schema message when the pre-check passes', async () => {
    const { log, state } = harness({ password: 'short', confirm: 'short' });
    await submitForm(state, options(log));
    expect(log).toEqual(['problem: Password must be at least 8 characters.']);
  });

  it('clears the message, sends the parsed data with busy on, then turns busy off', async () => {
    const { log, state } = harness({ password: 'long enough', confirm: 'long enough' });
    await submitForm(state, options(log));
    expect(log).toEqual(['problem: null', 'busy on', 'sent long enough', 'busy off']);
  });

  it('does nothing while a submit is already running', async () => {
    const { log, state } = harness({ password: 'short', confirm: 'other' }, true);
    await submitForm(state, options(log));
    expect(log).toEqual([]);
  });

  it('swallows a refused request (the client toasted it), turns busy off, then runs onError', async () => {
    const { log, state } = harness({ password: 'long enough', confirm: 'long enough' });
    const refused = options(log, {
      onSubmit: async () => {
        throw new ApiError(422, 'Wrong master password', 'Wrong master password', true);
      },
      onError: () => log.push('cleared password'),
    });
    await expect(submitForm(state, refused)).resolves.toBeUndefined();
    expect(log).toEqual(['problem: null', 'busy on', 'busy off', 'cleared password']);
  });

  it('stays busy after success when the form navigates or closes away', async () => {
    const { log, state } = harness({ password: 'long enough', confirm: 'long enough' });
    await submitForm(state, options(log, { staysBusyAfterSuccess: true }));
    expect(log).toEqual(['problem: null', 'busy on', 'sent long enough']);
  });

  it.each([
    // a dialog's calls are silent: the refusal shows inside the form, never as a toast behind the overlay
    [
      "a silent call's 409",
      new ApiError(409, 'Room number already exists on this level'),
      ['problem: Room number already exists on this level'],
    ],
    ["a silent call's 422", new ApiError(422, 'Wrong master password'), ['problem: Wrong master password']],
    // a toast showed it already: not twice
    ['a toasted refusal', new ApiError(409, 'This supplier has orders', 'This supplier has orders', true), []],
    ['not an API error', new Error('boom'), []],
  ])('shows %s inside the form, then hands it to onError', async (_name, err, shown) => {
    const { log, state } = harness({ password: 'long enough', confirm: 'long enough' });
    const seen: unknown[] = [];
    const refused = options(log, {
      onSubmit: async () => {
        throw err;
      },
      onError: (e) => seen.push(e),
    });
    await submitForm(state, refused);
    expect(log).toEqual(['problem: null', 'busy on', 'busy off', ...shown]);
    expect(seen).toEqual([err]);
  });
});

describe('required reasons (cancel, close, void, waive) are checked before anything is sent', () => {
  it.each([
    ['empty', '', 'Please provide a reason'],
    ['only spaces', '   ', 'Please provide a reason'],
    ['given', 'Typed twice', null],
  ])('%s → %s', (_name, value, expected) => {
    expect(reasonProblem(value, 'Please provide a reason')).toBe(expected);
  });
});

describe('the field a problem is about', () => {
  it.each([
    ['a phone the schema refuses', { phone: '12' }, { ok: false, message: 'Please enter a valid phone number', field: 'phone' }],
    ['an email', { phone: '07700 900123', email: 'nope' }, { ok: false, field: 'email' }],
  ])('validate names it: %s', (_name, values, expected) => {
    const schema = z.object({ phone: phoneField('Phone is required'), email: z.optional(z.email({ error: 'Email is not valid' })) });
    expect(validate(schema, values)).toMatchObject(expected);
  });

  it('submitForm marks the field of a failed check, and none for a form-level message or a pass', async () => {
    const marked: (string | null)[] = [];
    const base = { values: { password: 'x', confirm: 'x' }, busy: false, setBusy: () => {}, setProblem: () => {} };
    const state = { ...base, setProblemField: (field: string | null) => marked.push(field) };
    await submitForm(state, { validate: () => ({ ok: false, message: 'Bad', field: 'password' }), onSubmit: async () => {} });
    await submitForm(state, { validate: () => 'Please provide all the required fields.', onSubmit: async () => {} });
    await submitForm(state, { validate: () => ({ ok: true, data: {} }), onSubmit: async () => {} });
    expect(marked).toEqual(['password', null, null]);
  });
});
