// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { DataTable } from './DataTable';

afterEach(cleanup);

const EMERGENCY = 'Ongoing Emergency Aid Requests';
const DELIVERED = 'Delivered';

describe('a table scrolling sideways', () => {
  it('scrolls in a box the keyboard reaches, named after the table', () => {
    renderWithApp(
      <DataTable
        label={EMERGENCY}
        rows={[{ id: 1, contactNo: '0771234567' }]}
        empty="None"
        columns={[{ header: 'Contact', cell: (r) => r.contactNo }]}
      />,
    );
    const box = screen.getByRole('region', { name: EMERGENCY });
    expect(box.tabIndex).toBe(0);
    expect(box.querySelector('table')).not.toBeNull();
  });

  it('captions the table with its name when asked, for screen readers only if hidden', () => {
    renderWithApp(
      <DataTable
        label={DELIVERED}
        caption="hidden"
        rows={[]}
        empty="None"
        columns={[{ header: 'Id', cell: () => 1 }]}
      />,
    );
    expect(screen.getByRole('table', { name: DELIVERED }).querySelector('caption')?.className).toBe('visually-hidden');
  });
});
