// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { typedValuesOf } from './useTypedBeforeScripts';

/** A server-rendered form as the page brings it: a default date, a select on its first option, a hidden key. */
function serverForm(): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = `
    <input name="fullName" value="">
    <input name="dateTime" type="datetime-local" value="2026-11-25T10:15">
    <select name="district"><option value="">Select</option><option value="LK11">Colombo</option></select>
    <textarea name="description"></textarea>
    <input type="checkbox" name="consent" value="yes">
    <input type="hidden" name="idempotencyKey" value="k-1">`;
  return form;
}

describe('typedValuesOf', () => {
  it('finds nothing in a form left as the page brought it, its default date and hidden key included', () => {
    expect(typedValuesOf(serverForm())).toEqual({});
  });

  it('gives back each field the visitor changed, and only those', () => {
    const form = serverForm();
    (form.elements.namedItem('fullName') as HTMLInputElement).value = 'Chaminda Perera';
    (form.elements.namedItem('district') as HTMLSelectElement).value = 'LK11';
    (form.elements.namedItem('description') as HTMLTextAreaElement).value = 'Water rising';
    (form.elements.namedItem('consent') as HTMLInputElement).checked = true;
    expect(typedValuesOf(form)).toEqual({
      fullName: 'Chaminda Perera',
      district: 'LK11',
      description: 'Water rising',
      consent: 'yes',
    });
  });

  it('gives back a changed date', () => {
    const form = serverForm();
    (form.elements.namedItem('dateTime') as HTMLInputElement).value = '2026-11-24T08:00';
    expect(typedValuesOf(form)).toEqual({ dateTime: '2026-11-24T08:00' });
  });
});
