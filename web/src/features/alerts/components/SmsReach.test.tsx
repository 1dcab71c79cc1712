// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertSmsDeliveriesDocument, AlertSmsReachDocument } from '../../../generated/signed-in/graphql';
import { renderWithApp } from '../../../testing/render';
import SmsDeliveries from './SmsDeliveries';
import { SmsReach } from './SmsReach';

const INPUT = {
  dsDivision: 'LK1106',
  type: 'FLOOD' as const,
  customType: null,
  severity: 'HIGH' as const,
  texts: null,
};
const language = (code: string, recipients: number, parts: number) => ({
  __typename: 'AlertSmsLanguageReach',
  language: code,
  recipients,
  parts,
  totalParts: recipients * parts,
});

afterEach(cleanup);

describe('the SMS reach and counts the DMC officer sees', () => {
  it('shows the subscribers and the SMS parts in all before publishing, and each language', async () => {
    renderWithApp(<SmsReach input={INPUT} />, [
      {
        request: { query: AlertSmsReachDocument, variables: { input: INPUT } },
        result: {
          data: {
            alertSmsReach: {
              __typename: 'AlertSmsReach',
              recipients: 120,
              totalParts: 190,
              languages: [language('en', 50, 1), language('si', 40, 2), language('ta', 30, 1)],
            },
          },
        },
      },
    ]);
    expect((await screen.findByText('Sent to 120 subscribers: 190 SMS parts in all.')).tagName).toBe('P');
    const sinhala = screen.getByText('සිංහල');
    expect(sinhala.getAttribute('lang')).toBe('si');
    expect(sinhala.parentElement!.textContent).toBe('සිංහල: 40 people × 2 SMS');
  });

  it("shows an alert's SMS by state after publishing", async () => {
    renderWithApp(<SmsDeliveries alertId="7" />, [
      {
        request: { query: AlertSmsDeliveriesDocument, variables: { alertId: '7' } },
        result: {
          data: {
            alertSmsDeliveries: { __typename: 'AlertSmsDeliveries', queued: 3, sent: 5, delivered: 90, failed: 2 },
          },
        },
      },
    ]);
    expect(await screen.findByText('3 queued, 5 sent, 90 delivered, 2 failed')).toBeTruthy();
  });
});
