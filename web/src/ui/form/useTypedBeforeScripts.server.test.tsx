import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeScripts } from './useTypedBeforeScripts';

function NameForm() {
  useTypedBeforeScripts('name-form', () => undefined);
  return (
    <form id="name-form">
      <input name="fullName" defaultValue="" />
    </form>
  );
}

describe('useTypedBeforeScripts on the server', () => {
  it('draws the form: there is no page to read what was typed from, and nothing fails for it', () => {
    expect(renderToString(<NameForm />)).toContain('<form id="name-form">');
  });
});
