import type { ReactNode } from 'react';
import { CopyField } from '../../design-system';
import { buildEmbedSnippet, type EmbedTarget } from '../../domain';

/** The widget script's stable address on the app's own host (no cache-busting: owners paste it once). */
function embedScriptUrl(): string {
  return new URL(`${import.meta.env.BASE_URL}widget.js`, window.location.origin).href;
}

/**
 * The code an owner pastes into their page, from the one snippet function the widget defines, with a Copy button:
 * a form's (the editor's Publication step) or a chat's (the chat editor's Publish part, inline or the launcher).
 * The caller names it, in its own texts; a form's `height` is reserved on the owner's page, and with a backend of its
 * own (VITE_API_URL) the form's call starts with the page (buildEmbedSnippet).
 */
export function EmbedCode({ target, height, label, hint }: { target: EmbedTarget; height?: number; label: ReactNode; hint?: ReactNode }) {
  return <CopyField label={label} hint={hint} multiline rows={3} value={buildEmbedSnippet({ scriptUrl: embedScriptUrl(), target, height, apiUrl: import.meta.env.VITE_API_URL })} />;
}
