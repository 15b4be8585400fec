import { idRefSchema, requiredEmail, requiredText, VALIDATION_CODES as V } from '@acorn/contracts';
import { Radio, Select, TextInput } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiRequest } from '../../lib/api-client';
import { renderWithProviders } from '../../test/render';
import { FormAlert } from './form-layout';
import { useSchemaForm } from './use-schema-form';
import { type SubmitOptions, useSubmit } from './use-submit';

const schema = z.object({
  name: requiredText(),
  country: idRefSchema,
  payoption: z.enum(['Credit', 'Bank'], { error: V.paymentOptionRequired }),
  contacts: z.array(z.object({ email: requiredEmail })),
});
type Values = { name: string; country: number | null; payoption: string; contacts: { email: string }[] };
type Options = Partial<SubmitOptions<Values, z.input<typeof schema>, unknown>>;

const VALUES: Values = {
  name: 'Quinta Azul',
  country: 152,
  payoption: 'Credit',
  contacts: [{ email: 'rui@quinta.example' }],
};

function TestForm({ initialValues = VALUES, options }: { initialValues?: Values; options: Options }) {
  const form = useSchemaForm({ schema, initialValues });
  const submit = useSubmit(form, { send: async () => 'sent', ...options });
  return (
    <form {...submit.formProps}>
      <TextInput label="Name" {...form.getInputProps('name')} />
      <Select<number>
        label="Country"
        data={[
          { value: 152, label: 'Portugal' },
          { value: 179, label: 'Spain' },
        ]}
        {...form.getInputProps('country')}
      />
      <Radio.Group label="Payment" {...form.getInputProps('payoption')}>
        <Radio value="Credit" label="Credit card" />
        <Radio value="Bank" label="Bank transfer" />
      </Radio.Group>
      <TextInput label="Contact e-mail" {...form.getInputProps('contacts.0.email')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** Runs the submit by hand, as a step that checks something of its own first does; shows an inline failure. */
function Runner({
  options,
  onRun,
  initialValues = VALUES,
}: {
  options: Options;
  onRun: (succeeded: boolean) => void;
  initialValues?: Values;
}) {
  const form = useSchemaForm({ schema, initialValues });
  const submit = useSubmit(form, { send: async () => 'sent', ...options });
  return (
    <>
      <FormAlert>{submit.failure}</FormAlert>
      <button type="button" onClick={async () => onRun(await submit.run())}>
        Run
      </button>
    </>
  );
}

function renderForm(options: Options, initialValues?: Values) {
  return renderWithProviders(
    <>
      <Notifications />
      <TestForm options={options} initialValues={initialValues} />
    </>,
  );
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const refusal = (errorCodes: Record<string, string[]>) =>
  new ApiError({ status: 422, code: 'validation_failed', message: 'The given data was invalid', errorCodes });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useSubmit', () => {
  it('checks the form first, shows the codes in words and focuses the first field in error', async () => {
    const sent = vi.fn();
    renderForm({ send: sent }, { ...VALUES, name: ' ', contacts: [{ email: 'nope' }] });
    send();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('Email is not valid')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the body and says it succeeded', async () => {
    const onSuccess = vi.fn();
    const onRun = vi.fn();
    renderWithProviders(<Runner options={{ send: async (input) => input, onSuccess }} onRun={onRun} />);
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(onRun).toHaveBeenCalledWith(true));
    expect(onSuccess).toHaveBeenCalledWith(VALUES, VALUES);
  });

  it("puts a 422's field codes under their fields and focuses the first one the form shows", async () => {
    renderForm({
      send: async () => {
        throw refusal({
          'contacts.0.email': ['emailInvalid'],
          payoption: ['bankNotAllowed'],
          country: ['optionInvalid'],
        });
      },
    });
    send();
    expect(await screen.findByText('The selected option is not available')).toBeTruthy();
    expect(screen.getByText(/Bank transfer is only available/)).toBeTruthy();
    expect(screen.getByText('Email is not valid')).toBeTruthy();
    // The select comes first in the form.
    expect(document.activeElement).toBe(screen.getByLabelText('Country', { selector: 'input' }));
  });

  it.each([
    ['a text input', { name: ['required'] }, () => screen.getByLabelText('Name')],
    [
      'a select',
      { country: ['optionInvalid'] },
      () => screen.getByLabelText('Country', { selector: 'input' }),
    ],
    [
      'a radio group (its chosen radio)',
      { payoption: ['bankNotAllowed'] },
      () => screen.getByLabelText('Credit card'),
    ],
  ])('focuses %s in error', async (_, errorCodes, field) => {
    renderForm({
      send: async () => {
        throw refusal(errorCodes);
      },
    });
    send();
    await waitFor(() => expect(document.activeElement).toBe(field()));
  });

  it('tells a field problem of a field the form does not show in a notice', async () => {
    renderForm({
      failure: { title: 'Not sent' },
      send: async () => {
        throw refusal({ role: ['notParticipant'] });
      },
    });
    send();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Not sent');
    expect(notice.textContent).toContain('This user is not a participant');
  });

  it('shows the words of a network failure, and the generic notice for an answer without words', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderForm({ send: () => apiRequest('/api/anything', { method: 'POST', body: {} }) });
    send();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not reach the server. Check your connection and try again.',
    );

    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 502 })));
    send();
    // One failure at a time: the new notice replaces the last one.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        expect.stringContaining('Something went wrong, please try again'),
      ]),
    );
  });

  it('keeps the failure for the form to show in place with `inline`, and says the call failed', async () => {
    const onRun = vi.fn();
    renderWithProviders(
      <Runner
        options={{
          failure: 'inline',
          send: async () => {
            throw new ApiError({ status: 409, code: 'email_taken', message: 'taken' });
          },
        }}
        onRun={onRun}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The email has already been taken.');
    expect(onRun).toHaveBeenCalledWith(false);
  });

  it('words a problem of a value the form does not show, as nothing can take the focus', async () => {
    const onRun = vi.fn();
    const send = vi.fn();
    renderWithProviders(
      <Runner
        options={{ failure: 'inline', send }}
        onRun={onRun}
        initialValues={{ ...VALUES, contacts: [{ email: 'nope' }] }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is not valid');
    expect(onRun).toHaveBeenCalledWith(false);
    expect(send).not.toHaveBeenCalled();
  });
});
