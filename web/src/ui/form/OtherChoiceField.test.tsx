// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OtherChoiceField } from './OtherChoiceField';

const LABEL = { choice: 'Type', other: 'Specify the type', placeholder: 'Select' } as const;

function Choice() {
  const [value, setValue] = useState('');
  const [other, setOther] = useState('');
  return (
    <OtherChoiceField
      label={LABEL.choice}
      otherLabel={LABEL.other}
      placeholder={LABEL.placeholder}
      options={['Food', 'Other']}
      optionLabel={(option) => option.toUpperCase()}
      names={{ choice: 'typeSupport', other: 'otherSupport' }}
      value={value}
      other={other}
      onChange={setValue}
      onOtherChange={setOther}
    />
  );
}

afterEach(cleanup);

describe('OtherChoiceField', () => {
  it('lists the options by their labels, and asks for the specifying text only once Other is chosen', () => {
    render(<Choice />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([LABEL.placeholder, 'FOOD', 'OTHER']);
    fireEvent.change(screen.getByLabelText(LABEL.choice), { target: { value: 'Food' } });
    expect(screen.queryByLabelText(LABEL.other)).toBeNull();
    fireEvent.change(screen.getByLabelText(LABEL.choice), { target: { value: 'Other' } });
    const text = screen.getByLabelText<HTMLInputElement>(LABEL.other);
    expect([text.name, text.getAttribute('aria-required')]).toEqual(['otherSupport', 'true']);
  });
});
