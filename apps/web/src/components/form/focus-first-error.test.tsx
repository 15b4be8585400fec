import { Checkbox, MultiSelect, NativeSelect, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FileUpload } from '../file-upload/file-upload';
import { focusFirstError } from './focus-first-error';

function Fields() {
  const form = useForm({
    initialValues: { bio: '', month: '', sectors: [], services: [], logo: null, terms: false },
  });
  return (
    <form aria-label="Fields">
      <Textarea label="Bio" {...form.getInputProps('bio')} />
      <NativeSelect label="Month" data={['', '1']} {...form.getInputProps('month')} />
      <MultiSelect label="Sectors" data={['Agriculture']} {...form.getInputProps('sectors')} />
      <Checkbox.Group label="Services" {...form.getInputProps('services')}>
        <Checkbox value="export" label="Export" />
      </Checkbox.Group>
      <FileUpload
        label="Logo"
        accept="image"
        purpose="image"
        {...form.getInputProps('logo')}
        value={form.values.logo}
      />
      <Checkbox label="I accept" {...form.getInputProps('terms', { type: 'checkbox' })} />
    </form>
  );
}

describe('focusFirstError', () => {
  it.each([
    ['a text area', 'bio', () => screen.getByLabelText('Bio')],
    ['a native select', 'month', () => screen.getByLabelText('Month')],
    [
      'a multi-select (its search field)',
      'sectors',
      () => screen.getByLabelText('Sectors', { selector: 'input' }),
    ],
    ['a checkbox group (its first box)', 'services', () => screen.getByLabelText('Export')],
    [
      'a file upload (its choose button)',
      'logo',
      () => screen.getByRole('button', { name: 'Choose file: Logo' }),
    ],
    ['a checkbox', 'terms', () => screen.getByLabelText('I accept')],
  ])('focuses %s', (_, path, field) => {
    renderWithProviders(<Fields />);
    const form = screen.getByRole('form', { name: 'Fields' });
    expect(focusFirstError(form, { [path]: 'required', unknown: 'required' })).toBe(true);
    expect(document.activeElement).toBe(field());
  });

  it('takes the first field in the order the form shows them, and says when none is shown', () => {
    renderWithProviders(<Fields />);
    const form = screen.getByRole('form', { name: 'Fields' });
    expect(focusFirstError(form, { terms: 'termsRequired', sectors: 'required' })).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Sectors', { selector: 'input' }));
    expect(focusFirstError(form, { role: 'invalid' })).toBe(false);
  });
});
