// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { I18nProvider } from '../../../i18n/I18nProvider';
import type { Locale } from '../../../i18n/locale';
import { si } from '../../../i18n/si';
import { ta } from '../../../i18n/ta';
import { AlertPopup } from './AlertPopup';
import type { MapAlert } from './map-clusters';

afterEach(cleanup);

const NOW = new Date('2026-11-23T10:00:00Z');
const alert = (overrides: Partial<MapAlert>): MapAlert => ({
  id: '3',
  type: 'CYCLONE',
  customType: null,
  typeLabel: 'Cyclone',
  severity: 'LOW',
  status: 'ONGOING',
  latitude: 6.93,
  longitude: 79.85,
  issuedAt: '2026-11-23T08:00:00Z',
  expiresAt: '2026-11-24T08:00:00Z',
  district: { code: 'LK11', name: 'Colombo' },
  dsDivision: { code: 'LK1103', name: 'Colombo' },
  ...overrides,
});
const CATALOGUES = { en, si, ta };
const popupText = (locale: Locale, shown: MapAlert) =>
  render(
    <I18nProvider initial={{ locale, catalogue: CATALOGUES[locale] }}>
      <AlertPopup alert={shown} now={NOW} />
    </I18nProvider>,
  ).container.textContent;

describe("an alert's popup on the public map", () => {
  it.each(['en', 'si', 'ta'] as const)('reads in force while ongoing, ended once resolved (%s)', (locale) => {
    const live = popupText(locale, alert({}));
    cleanup();
    const ended = popupText(locale, alert({ status: 'RESOLVED' }));
    expect(live).toContain(CATALOGUES[locale]['home.map.popup.state.LIVE']);
    expect(live).not.toContain(CATALOGUES[locale]['home.map.popup.state.ENDED']);
    expect(ended).toContain(CATALOGUES[locale]['home.map.popup.note.ENDED']);
    expect(ended).not.toContain(CATALOGUES[locale]['home.map.popup.state.LIVE']);
  });

  it('says an ongoing alert past its expiry is no longer in force', () => {
    const expired = popupText('en', alert({ expiresAt: '2026-11-23T09:00:00Z' }));
    expect(expired).toContain('This alert has expired and is no longer in force.');
    expect(expired).toContain('Expired');
  });

  it('says in English that a resolved alert has ended', () => {
    expect(popupText('en', alert({ status: 'RESOLVED' }))).toContain('This alert has ended: the danger has passed.');
  });
});
