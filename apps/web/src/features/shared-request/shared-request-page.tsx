/** Placeholder: written by its owner in this change. */
export function Component() {
  return null;
}
