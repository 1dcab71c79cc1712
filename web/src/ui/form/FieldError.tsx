/** A field's (or a form's) error text, announced when it appears; renders nothing without one. */
export function FieldError({ id, message }: { id?: string; message?: string | null }) {
  return message ? (
    <div className="field-error" id={id} role="alert">
      {message}
    </div>
  ) : null;
}
