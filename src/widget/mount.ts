/** Mounting one root with the page's defaults; stories and tests pass their own options. */
import { createWidget, type MountOptions, type Widget } from './view';

/** The API host: the root's `data-api-url`, else the build's, else the host this script came from. */
const apiBase = (root: HTMLElement) => root.dataset.apiUrl || import.meta.env.VITE_API_URL || new URL(import.meta.url).origin;

export function mountWidget(root: HTMLElement, options: Partial<MountOptions> = {}): Widget {
  return createWidget(root, {
    formId: root.dataset.id ?? '',
    preview: root.hasAttribute('data-preview'),
    apiBase: apiBase(root),
    search: location.search,
    languages: navigator.languages ?? [navigator.language],
    navigate: (url) => location.assign(url),
    ...options,
  });
}

