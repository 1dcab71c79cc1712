// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/I18nProvider';
import { hydrateAsTheApp, removeHydrated, serverRendered } from '../../../testing/hydrate';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { seedPlaceList, type PlaceList } from '../hooks/usePlaceList';
import { EMPTY_PLACE, LocationFields } from './LocationFields';

const place = (code: string, name: string) => ({ code, name, nameSi: null, nameTa: null, latitude: 7, longitude: 80 });
const LIST: PlaceList = [
  { ...place('LK11', 'Colombo'), dsDivisions: [place('LK1103', 'Dehiwala'), place('LK1106', 'Kolonnawa')] },
  { ...place('LK21', 'Kandy'), dsDivisions: [place('LK2103', 'Udunuwara')] },
];

function PlaceForm() {
  const [value, setValue] = useState(EMPTY_PLACE);
  return (
    <form>
      <LocationFields value={value} onChange={setValue} />
      <SubmitButton disabled={(scripts) => !scripts} />
    </form>
  );
}

function app() {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  seedPlaceList(client, LIST);
  return (
    <ApolloProvider client={client}>
      <I18nProvider initial={{ locale: 'en', catalogue: {} }}>
        <PlaceForm />
      </I18nProvider>
    </ApolloProvider>
  );
}

afterEach(removeHydrated);

/**
 * The server's HTML of the form, hydrated; resolves once the app runs (the submit button enabled), with the server's
 * first option group as it was before React took the page over.
 */
async function hydratedForm(): Promise<{ form: HTMLElement; serverGroup: Element | null }> {
  const container = serverRendered(app());
  const serverGroup = container.querySelector('optgroup');
  hydrateAsTheApp(container, app());
  for (let waited = 0; container.querySelector('button')!.disabled; waited += 10) {
    if (waited > 2000) throw new Error('the app never ran');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { form: container, serverGroup };
}

describe('the place selects when the app starts on a server-rendered form', () => {
  it("keep the server's list of every division (the same nodes) while no district is chosen, disabled", async () => {
    const { form, serverGroup } = await hydratedForm();
    const ds = form.querySelectorAll('select')[1]!;

    expect([...form.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Colombo', 'Kandy']);
    expect(ds.disabled).toBe(true);
    // Nothing React drew again: the node the server sent is still in the page, now and once React is done.
    expect(serverGroup).not.toBeNull();
    expect(form.querySelector('optgroup')).toBe(serverGroup);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.querySelector('optgroup')).toBe(serverGroup);
  });

  it("list only the chosen district's divisions once one is chosen", async () => {
    const { form } = await hydratedForm();
    const [district, ds] = form.querySelectorAll('select');
    district!.value = 'LK11';
    district!.dispatchEvent(new Event('change', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(form.querySelectorAll('optgroup')).toHaveLength(0);
    expect([...ds!.options].map((o) => o.textContent)).toEqual([
      'Select Divisional Secretariat',
      'Dehiwala',
      'Kolonnawa',
    ]);
    expect(ds!.disabled).toBe(false);
  });
});
