/**
 * A form field's error under it, read out as it appears; the field points at it with
 * `aria-describedby={id}` and says `aria-invalid` while there is one. Nothing while `message` is empty.
 */
export function FieldError({ id, message }: { id: string; message: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-red-700 text-sm dark:text-red-300">
      {message}
    </p>
  );
}
