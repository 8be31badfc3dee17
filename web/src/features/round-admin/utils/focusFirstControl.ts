/** Focuses the first element matching `selector` inside `container` (a composite field's part). */
export function focusFirstControl(container: HTMLElement, selector: string): void {
  container.querySelector<HTMLElement>(selector)?.focus();
}
