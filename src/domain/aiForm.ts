/**
 * How an AI-generated form names its fields: the prompt says `{budget}`, and the field with key `budget` is
 * meant. The app turns the keys into the form's own refs (#Field1 …) when it creates the form.
 */
const KEY_MENTION = /\{([a-z][a-z0-9_]*)\}/g;

/** `{key}` mentions in a prompt, in order of first appearance. */
export function promptKeys(prompt: string): string[] {
  return [...new Set([...prompt.matchAll(KEY_MENTION)].map((match) => match[1] ?? ''))];
}

/** The prompt with every `{key}` of `refs` replaced by its ref; unknown keys stay as they are. */
export function replacePromptKeys(prompt: string, refs: ReadonlyMap<string, string>): string {
  return prompt.replace(KEY_MENTION, (whole, key: string) => refs.get(key) ?? whole);
}
