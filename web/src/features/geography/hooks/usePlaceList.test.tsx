// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DistrictsDocument } from '../../../generated/graphql';
import { seedPlaceList, usePlaceList, type PlaceList } from './usePlaceList';

const place = (code: string, name: string) => ({ code, name, nameSi: null, nameTa: null, latitude: 7, longitude: 80 });
const LIST: PlaceList = [
  {
    ...place('LK11', 'Colombo'),
    dsDivisions: [place('LK1103', 'Dehiwala')],
  },
];

/** A client whose API answers the place list `times` times, counting the requests. */
function clientAnswering(times: number) {
  const mocks = Array.from({ length: times }, () => ({
    request: { query: DistrictsDocument },
    result: { data: { districts: LIST } },
  }));
  const requests = { count: 0 };
  const counting = new ApolloLink((operation, forward) => {
    requests.count += 1;
    return forward(operation);
  });
  const client = new ApolloClient({ cache: new InMemoryCache(), link: counting.concat(new MockLink(mocks)) });
  return { client, requests };
}

const NONE_YET = 'none yet';

function DistrictNames({ wanted = true }: { wanted?: boolean }) {
  const list = usePlaceList(wanted);
  return <p>{list ? list.map((d) => d.name).join(', ') : NONE_YET}</p>;
}

const renderWith = (client: ApolloClient, ui: React.ReactNode) =>
  render(<ApolloProvider client={client}>{ui}</ApolloProvider>);

afterEach(cleanup);

describe('usePlaceList', () => {
  it('has the list the page came with at the first render, asking the API nothing', () => {
    const { client, requests } = clientAnswering(0);
    seedPlaceList(client, LIST);
    renderWith(client, <DistrictNames />);
    expect(screen.getByText('Colombo')).toBeTruthy();
    expect(requests.count).toBe(0);
  });

  it("fetches the list once for every screen asking and keeps it out of Apollo's cache", async () => {
    const { client, requests } = clientAnswering(1);
    renderWith(
      client,
      <>
        <DistrictNames />
        <DistrictNames />
      </>,
    );
    expect(screen.getAllByText(NONE_YET)).toHaveLength(2);
    expect(await screen.findAllByText('Colombo')).toHaveLength(2);
    expect(requests.count).toBe(1);
    expect(JSON.stringify(client.extract())).not.toContain('Dehiwala');
  });

  it('loads nothing when not wanted', async () => {
    const { client, requests } = clientAnswering(1);
    renderWith(client, <DistrictNames wanted={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.count).toBe(0);
    renderWith(client, <DistrictNames />);
    expect(await screen.findByText('Colombo')).toBeTruthy();
  });
});
