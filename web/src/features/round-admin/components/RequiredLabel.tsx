/** A field's label with the required mark as the app's fields draw it (decorative: the field says it is required). */
export function RequiredLabel({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && <span aria-hidden="true">{'\u2009*'}</span>}
    </>
  );
}
