// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CreateAidRequestDocument, DistrictsDocument } from '../../../generated/signed-in/graphql';
import { renderWithApp } from '../../../testing/render';
import { NewAidRequest } from './NewAidRequest';

const DISTRICTS = {
  districts: [
    {
      __typename: 'District',
      code: 'LK-11',
      name: 'Colombo',
      nameSi: null,
      nameTa: null,
      latitude: 6.9,
      longitude: 79.9,
      dsDivisions: [
        {
          __typename: 'DsDivision',
          code: 'LK-1103',
          name: 'Dehiwala',
          nameSi: null,
          nameTa: null,
          latitude: 6.85,
          longitude: 79.87,
        },
      ],
    },
  ],
};
const FAMILY_SIZE_MESSAGE = 'Family size must be at least 1';

function renderForm() {
  const created = vi.fn((_variables: { input: Record<string, unknown> }) => ({
    data: { createAidRequest: { __typename: 'AidRequest', id: 1, status: 'PENDING' } },
  }));
  renderWithApp(<NewAidRequest />, [
    { request: { query: DistrictsDocument }, result: { data: DISTRICTS } },
    { request: { query: CreateAidRequestDocument, variables: () => true }, result: created },
  ]);
  return created;
}

async function fillAllBut(familySize: string) {
  fireEvent.change(screen.getByLabelText('Full Name'), { target: { value: 'Nimal Perera' } });
  fireEvent.change(screen.getByLabelText('Contact No'), { target: { value: '0771234567' } });
  await screen.findByRole('option', { name: 'Colombo' });
  fireEvent.change(screen.getByLabelText('District'), { target: { value: 'LK-11' } });
  fireEvent.change(screen.getByLabelText('Divisional Secretariat'), { target: { value: 'LK-1103' } });
  fireEvent.change(screen.getByLabelText('Family Size'), { target: { value: familySize } });
  fireEvent.change(screen.getByLabelText('Type of Support'), { target: { value: 'Food' } });
}

afterEach(cleanup);

describe('NewAidRequest (volunteer)', () => {
  it('refuses a family size of 1.5, as the server does, and sends nothing', async () => {
    const created = renderForm();
    await fillAllBut('1.5');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(FAMILY_SIZE_MESSAGE);
    expect(screen.getByLabelText('Family Size').getAttribute('aria-invalid')).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(created).not.toHaveBeenCalled();
  });

  it('sends a whole family size', async () => {
    const created = renderForm();
    await fillAllBut('2');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    expect(created.mock.calls[0]?.[0].input).toMatchObject({ familySize: 2, district: 'LK-11', dsDivision: 'LK-1103' });
    expect(screen.queryByText(FAMILY_SIZE_MESSAGE)).toBeNull();
  });

  it('asks for the text of Other in a dialog, and sends nothing without it', async () => {
    const created = renderForm();
    await fillAllBut('2');
    fireEvent.change(screen.getByLabelText('Type of Support'), { target: { value: 'Other' } });
    fireEvent.change(screen.getByLabelText('Specify the type of support'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('alertdialog', { name: 'Please specify the type of support.' });
    expect(created).not.toHaveBeenCalled();
  });
});
