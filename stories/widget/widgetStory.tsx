import { useEffect, useRef } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { db, seedForms } from '../../mocks/db';
import type { LeadForm } from '../../src/api/schemas';
import { buildEmbedSnippet, WIDGET_ROOT_CLASS, type PreviewMode } from '../../src/domain/embed';
import type { WidgetModel } from '../../src/domain/widgetModel';
import { mountWidget } from '../../src/widget/mount';
import { pushPreviewModel, setPreviewMode } from '../../src/widget/protocol';

/** Helpers for the widget's stories: a root mounted as on an owner's page, and queries inside its shadow root. */

export interface WidgetRootProps {
  formId?: number;
  /** A preview root: the model is pushed with the app's events and no call is made. */
  preview?: { model: WidgetModel; mode?: PreviewMode };
  /** The visitor page's query string (prefill, hidden parameters). */
  search?: string;
  languages?: string[];
  navigate?: (url: string) => void;
}

export function WidgetRoot({ formId = seedForms.published, preview, search = '', languages = ['en-US'], navigate = () => undefined }: WidgetRootProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const widget = mountWidget(ref.current!, { formId: String(formId), preview: !!preview, apiBase: '', search, languages, navigate });
    if (preview) {
      pushPreviewModel(formId, preview.model);
      if (preview.mode) setPreviewMode(formId, preview.mode);
    }
    return () => widget.destroy();
    // Mounted once per story, as a page mounts it once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <div ref={ref} className={WIDGET_ROOT_CLASS} data-id={formId} {...(preview ? { 'data-preview': '' } : {})} />;
}

/** Queries inside the widget's open shadow root, once the form (or its notice) is shown. */
export async function widgetIn(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`);
  await waitFor(() => expect(root?.shadowRoot?.querySelector('.w:not([data-state=loading])')).toBeTruthy());
  return within(root!.shadowRoot!.querySelector<HTMLElement>('.w')!.parentElement!);
}

/** Changes the seeded published form before the story renders (the store is reset before every story). */
export function withForm(patch: Omit<Partial<LeadForm>, 'fields'> & { fields?: Partial<LeadForm['fields']> }, formId: number = seedForms.published) {
  return () => {
    const form = db.forms.get(formId)!;
    db.forms.update(formId, { ...form, ...patch, fields: { ...form.fields, ...patch.fields } } as typeof form);
  };
}

/** A tiny image as a data URL, so no story reaches the network. */
export const sampleImage =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAHElEQVR42mNkYPj/n4EIwDiqkL4KGf7//z+qEAcAXr0P/bXxQrIAAAAASUVORK5CYII=';

/** The element focused inside the widget (the page sees only the root element as focused). */
export const focusedIn = (canvasElement: HTMLElement) => canvasElement.querySelector(`.${WIDGET_ROOT_CLASS}`)?.shadowRoot?.activeElement ?? null;

/** Text a visitor sees, leaving out the screen-reader announcement that repeats it. */
export const seen = { ignore: '.sr, script, style' };

/** Roots written the way an owner pastes them: from the one snippet function the publication step shows. */
export function addRoot(container: HTMLElement, formId: number): HTMLElement {
  const template = document.createElement('template');
  template.innerHTML = buildEmbedSnippet({ target: { formId }, scriptUrl: '' }).replace(/<script[\s\S]*<\/script>/, '');
  const root = template.content.querySelector<HTMLElement>(`.${WIDGET_ROOT_CLASS}`)!;
  container.append(root);
  return root;
}

/**
 * Adds a root and resolves once mutation observers have been told of it: observers are notified in the order they
 * were created, so when this later one hears of the root, the widget's (if still watching) has already reacted.
 */
export function addRootObserved(container: HTMLElement, formId: number): Promise<HTMLElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve(root);
    });
    observer.observe(container, { childList: true });
    const root = addRoot(container, formId);
  });
}
