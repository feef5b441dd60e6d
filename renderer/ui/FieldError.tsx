/** A field's own error, tied to it (aria-describedby), shown after a try. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <span id={id} className="field__error">
      {message}
    </span>
  ) : null;
}
