// @vitest-environment happy-dom
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enForms } from '../../i18n/en-forms';
import { I18nProvider } from '../../i18n/I18nProvider';
import { TextField } from '../fields';
import { phoneCheck } from './checks';
import { useForm } from './useForm';

const CONTACT = 'Contact Number';
const SUBMIT = 'Send';
const PHONE_MESSAGE = 'Phone number must be exactly 10 digits';
const PHONE_SHORT_MESSAGE = 'This phone number is too short: a Sri Lankan number has 10 digits, such as 0771234567';
const SERVER_MESSAGE = 'This number is already registered';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

function ContactForm({ action }: { action: (values: { contact: string }) => Promise<void> }) {
  const form = useForm<{ contact: string }>({
    initial: () => ({ contact: '' }),
    checks: { contact: (v) => phoneCheck(v.contact) },
    serverNames: { contactNo: 'contact' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(action)}>
      <TextField label={CONTACT} {...form.field('contact', digitsOnly)} />
      <button type="submit" disabled={form.submitting}>
        {SUBMIT}
      </button>
    </form>
  );
}

const renderForm = (action: (values: { contact: string }) => Promise<void>) =>
  render(
    // The forms' catalogue, as FormMessages adds it on the pages whose forms check phone numbers.
    <I18nProvider initial={{ locale: 'en', catalogue: enForms }}>
      <ContactForm action={action} />
    </I18nProvider>,
  );
const contact = () => screen.getByLabelText(CONTACT);
const badInput = (fields: Record<string, string>) =>
  new CombinedGraphQLErrors({
    errors: [{ message: Object.values(fields)[0]!, extensions: { code: 'BAD_USER_INPUT', fields } }],
  });

afterEach(cleanup);

describe('useForm', () => {
  it('binds a field: the typed text goes through its read function into the value shown', () => {
    renderForm(vi.fn());
    fireEvent.change(contact(), { target: { value: '07a7-1' } });
    expect((contact() as HTMLInputElement).value).toBe('0771');
  });

  it('checks a field with the shared rule when it loses focus, not before', () => {
    renderForm(vi.fn());
    fireEvent.change(contact(), { target: { value: '07712' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(contact());
    expect(screen.getByRole('alert').textContent).toBe(PHONE_SHORT_MESSAGE);
  });

  it('takes a shown error away as soon as the text is right, without waiting for the field to be left', () => {
    renderForm(vi.fn());
    fireEvent.change(contact(), { target: { value: '07712' } });
    fireEvent.blur(contact());
    expect(screen.getByRole('alert').textContent).toBe(PHONE_SHORT_MESSAGE);
    fireEvent.change(contact(), { target: { value: '077123' } });
    expect(screen.getByRole('alert').textContent).toBe(PHONE_SHORT_MESSAGE);
    fireEvent.change(contact(), { target: { value: '0771234567' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not submit while a check fails, and submits the values once they pass', async () => {
    const action = vi.fn(async () => undefined);
    renderForm(action);
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    expect(screen.getByRole('alert').textContent).toBe(PHONE_MESSAGE);
    expect(action).not.toHaveBeenCalled();
    fireEvent.change(contact(), { target: { value: '0771234567' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ contact: '0771234567' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's field error under the field it names, until the value changes", async () => {
    renderForm(() => Promise.reject(badInput({ contactNo: SERVER_MESSAGE })));
    fireEvent.change(contact(), { target: { value: '0771234567' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await screen.findByText(SERVER_MESSAGE);
    expect(contact().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(contact(), { target: { value: '0771234568' } });
    expect(screen.queryByText(SERVER_MESSAGE)).toBeNull();
  });

  it('is submitting while the action runs', async () => {
    let finish: () => void = () => undefined;
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    fireEvent.change(contact(), { target: { value: '0771234567' } });
    fireEvent.click(screen.getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: SUBMIT }).disabled).toBe(true));
    finish();
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: SUBMIT }).disabled).toBe(false));
  });
});
