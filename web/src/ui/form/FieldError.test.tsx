// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../fields';
import { FieldError } from './FieldError';

const LABEL = 'Contact Number';
const MESSAGE = 'Phone number must be exactly 10 digits';

afterEach(cleanup);

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="x-error" message={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('announces the message as an alert with the id a field points to', () => {
    render(<FieldError id="contact-error" message={MESSAGE} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(MESSAGE);
    expect(alert.id).toBe('contact-error');
  });

  it('is tied to its field: the input is invalid and described by the error', () => {
    render(<TextField label={LABEL} error={MESSAGE} value="" readOnly />);
    const input = screen.getByLabelText(LABEL);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(MESSAGE);
  });

  it('leaves a valid field without an alert', () => {
    render(<TextField label={LABEL} error={null} value="" readOnly />);
    expect(screen.getByLabelText(LABEL).getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
