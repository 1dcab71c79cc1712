import sharp from 'sharp';
import { inject } from 'vitest';

/** Sets up data through the real API, as an integrator would. */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL error: ${JSON.stringify(body.errors)}`);
  return body.data;
}

export const publishAlert = (dsDivision: string, type = 'FLOOD') =>
  graphql<{ createAlert: { id: number } }>(
    'mutation ($i: CreateAlertInput!) { createAlert(input: $i) { id } }',
    { i: { dsDivision, type, severity: 'HIGH' } },
    inject('dmcToken'),
  );

export const createEmergencyRequest = (contactNo: string, district = 'LK11', dsDivision = 'LK1103') =>
  graphql<{ createAidRequest: { id: number } }>(
    'mutation ($i: CreateAidRequestInput!) { createAidRequest(input: $i) { id } }',
    { i: { form: 'EMERGENCY', contactNo, district, dsDivision } },
  );

/** How many markers the home map should show: every alert and every ongoing and delivered aid request. */
export async function expectedMarkers(): Promise<{ all: number; alerts: number }> {
  const data = await graphql<{
    alerts: { items: unknown[] };
    ongoingAidRequests: { totalCount: number };
    deliveredAidRequests: { totalCount: number };
  }>('{ alerts { items { id } } ongoingAidRequests { totalCount } deliveredAidRequests { totalCount } }');
  return {
    all: data.alerts.items.length + data.ongoingAidRequests.totalCount + data.deliveredAidRequests.totalCount,
    alerts: data.alerts.items.length,
  };
}

/** A real photo-sized PNG, made here with sharp (uploads must decode). */
export function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 110, b: 160 } } })
    .png()
    .toBuffer();
}
