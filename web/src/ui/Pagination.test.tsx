// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../testing/render';
import { Pagination } from './Pagination';

afterEach(cleanup);

describe('Pagination', () => {
  it('shows the first, the last and two pages either side of the current one, whatever the number of pages', () => {
    renderWithApp(<Pagination page={500} pages={16_000} onPage={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '1',
      '498',
      '499',
      '500',
      '501',
      '502',
      '16000',
    ]);
  });

  it('shows every page of a short list', () => {
    renderWithApp(<Pagination page={1} pages={4} onPage={() => undefined} />);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
  });
});
