// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { hydrateAsTheApp, removeHydrated, serverRendered } from '../../testing/hydrate';
import { useForm, useScriptsRunning } from './useForm';
import { useTypedBeforeScripts } from './useTypedBeforeScripts';

const FORM_ID = 'place-form';
const DISTRICTS = [
  ['', 'Select District'],
  ['LK11', 'Colombo'],
  ['LK21', 'Kandy'],
];

/**
 * A server-rendered form with a controlled district select; the output shows the form's own value. Like the app's
 * forms, it draws again once scripts run (its DS list filtered by district, GPS offered).
 */
function PlaceForm() {
  const form = useForm<{ district: string }>({ initial: () => ({ district: '' }) });
  const scripts = useScriptsRunning();
  useTypedBeforeScripts(FORM_ID, ({ values }) => form.reset({ district: values.district ?? '' }));
  return (
    <form id={FORM_ID} data-scripts={scripts}>
      <select name="district" value={form.values.district} onChange={(e) => form.set('district', e.target.value)}>
        {DISTRICTS.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <output>{form.values.district}</output>
    </form>
  );
}

const app = (
  <I18nProvider initial={{ locale: 'en', catalogue: {} }}>
    <PlaceForm />
  </I18nProvider>
);

afterEach(removeHydrated);

describe('a choice made while the page hydrates', () => {
  it('is kept: its event makes React finish the hydration, the form draws again for scripts, and the choice stays', async () => {
    const container = serverRendered(app);
    const select = container.querySelector('select')!;

    // Hydrating as a transition: nothing is hydrated yet when the choice is made, but React listens already.
    hydrateAsTheApp(container, app);
    select.value = 'LK21';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // What React scheduled meanwhile (the hydration's rest, effects) has run.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(container.querySelector('output')!.textContent).toBe('LK21');
    expect(select.value).toBe('LK21');
  });
});
