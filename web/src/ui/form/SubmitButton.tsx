import type { ButtonHTMLAttributes } from 'react';
import { useScriptsRunning } from './useForm';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled'> & {
  /** Whether it is disabled, given whether the app runs yet (some forms need it to send, others post without it). */
  disabled(scriptsRunning: boolean): boolean;
};

/**
 * `disabled` for a form that needs scripts to send: until the app runs, a post would only reload the page; then,
 * while it sends.
 */
export const needsScripts =
  (sending: boolean) =>
  (scriptsRunning: boolean): boolean =>
    !scriptsRunning || sending;

/**
 * A form's submit button that asks itself whether the app runs: when the app starts, React draws this button again,
 * not the whole form (a form's render and commit in one task, some 55 ms at 4x CPU throttling on a phone).
 */
export function SubmitButton({ disabled, ...button }: Props) {
  const scripts = useScriptsRunning();
  return <button type="submit" {...button} disabled={disabled(scripts)} />;
}
