/** Joins class names, skipping the parts a condition left out: `cx(styles.root, active && styles.active, className)`. */
export function cx(...parts: ReadonlyArray<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
