/** A field's (or a form's) error text, announced when it appears; renders nothing without one. */
export function FieldError({ id, message, as: Tag = 'div' }: { id?: string; message?: string | null; as?: 'div' | 'p' }) {
  if (!message) return null;
  return (
    <Tag className="field-error" id={id} role="alert">
      {message}
    </Tag>
  );
}
