// @vitest-environment happy-dom
import { nationalPhone } from '@rules';
import { isRefusal, NIC_SPELLINGS, PHONE_SPELLINGS } from '@shared/written-numbers.examples';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en';
import { enForms } from '../../i18n/en-forms';
import { I18nProvider } from '../../i18n/I18nProvider';
import { si } from '../../i18n/si';
import { siForms } from '../../i18n/si-forms';
import { TextField } from '../fields';
import { messageIdFor } from '../rule-messages';
import { nicCheck, phoneCheck } from './checks';
import { PhoneField } from './PhoneField';
import { useForm } from './useForm';

const LABEL = { name: 'Name', nic: 'NIC', phone: 'Phone', send: 'Send' } as const;

interface Values {
  fullName: string;
  nic: string;
  contact: string;
}

/** A person form as the report and aid forms build theirs: the shared checks, the server's names and limits. */
function PersonForm({ send }: { send: (sent: { contactNo: string }) => void }) {
  const form = useForm<Values>({
    initial: () => ({ fullName: '', nic: '', contact: '' }),
    checks: { nic: (v) => nicCheck(v.nic), contact: (v) => phoneCheck(v.contact) },
    serverNames: { nicNumber: 'nic', contactNo: 'contact' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(async (v) => send({ contactNo: nationalPhone(v.contact) }))}>
      <TextField label={LABEL.name} {...form.field('fullName')} />
      <TextField label={LABEL.nic} {...form.field('nic')} />
      <PhoneField label={LABEL.phone} required name="contactNo" field={form.field('contact')} />
      <button type="submit">{LABEL.send}</button>
    </form>
  );
}

function renderForm(locale: 'en' | 'si' = 'en') {
  const send = vi.fn();
  render(
    // The forms' catalogue as FormMessages adds it on the pages that show these fields.
    <I18nProvider initial={{ locale, catalogue: locale === 'si' ? { ...si, ...siForms } : enForms }}>
      <PersonForm send={send} />
    </I18nProvider>,
  );
  return send;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const hintOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const hint = ids.split(' ').find((id) => id.endsWith('-hint'));
  return hint ? document.getElementById(hint)?.textContent : undefined;
};
const english = { ...en, ...enForms };
const reason = (code: string) => english[messageIdFor(code as never)! as keyof typeof english];

afterEach(cleanup);

describe('the phone field shows the number it will send', () => {
  it.each(PHONE_SPELLINGS.filter(([written]) => written.trim()))('%j: %s', (written, answer) => {
    renderForm();
    type('Phone', written);
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe(written);
    expect(hintOf('Phone')).toBe(isRefusal(answer) ? reason(answer) : `Will be sent as ${answer}`);
    fireEvent.blur(screen.getByLabelText('Phone'));
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(isRefusal(answer) ? reason(answer) : null);
  });

  it('sends the national form of what was typed', async () => {
    const send = renderForm();
    type('NIC', '881234567v');
    type('Phone', '+94 77 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledWith({ contactNo: '0771234567' }));
  });

  it('says it in Sinhala on a Sinhala page', () => {
    renderForm('si');
    type('Phone', '077-123 4567');
    expect(hintOf('Phone')).toBe('0771234567 ලෙස යවනු ලැබේ');
  });
});

describe('the NIC field checks the number as issued', () => {
  it.each(NIC_SPELLINGS)('%j: %s', (written, answer) => {
    renderForm();
    type('NIC', written);
    fireEvent.blur(screen.getByLabelText('NIC'));
    const expected =
      answer === 'NIC_REQUIRED' ? english['validation.required'] : isRefusal(answer) ? reason(answer) : null;
    expect(screen.queryByRole('alert')?.textContent ?? null).toBe(expected);
  });
});

describe('every limit is known to the form', () => {
  it("shows the server's limit in the server's words as the person types, and sends nothing", async () => {
    const send = renderForm();
    type('NIC', '881234567V');
    type('Phone', '0771234567');
    type('Name', 'a'.repeat(201));
    expect(screen.getByRole('alert').textContent).toBe('This text is too long (at most 200 characters).');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).not.toHaveBeenCalled();
    type('Phone', '0'.repeat(21));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'This text is too long (at most 20 characters).',
    );
  });

  it("in the reader's language", () => {
    renderForm('si');
    type('Name', 'a'.repeat(201));
    expect(screen.getByRole('alert').textContent).toBe('මෙම පෙළ ඉතා දිගය (උපරිම අකුරු 200).');
  });
});
