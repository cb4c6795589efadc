import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { seedForms } from '../../mocks/db';
import type { WidgetModel } from '../../src/domain/widgetModel';
import { sanitizedHtml } from '../../src/widget/sanitize';
import { sampleImage, widgetIn, WidgetRoot } from './widgetStory';

/*
 * Issue 30 item 6: what owner HTML may load and which ids it may take (docs/security.md, "Owner HTML"). Owner
 * markup loads images over https (or inlined) and nothing else, and its ids (and references to them) are
 * prefixed, so they can neither take the widget's own (`f1`, `lt`, `thanks`) nor point at them.
 */
const meta = {
  title: 'Widget/Owner HTML',
  tags: ['!autodocs'],
  // The checks are of attributes and ids; how owner HTML looks is in the Widget and Preview stories.
  parameters: { screenshot: false },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const beacon = 'beacon.example/visitor.gif';

/** Markup that loads something from the owner's (or anyone's) host as soon as it is shown. */
const remoteResources = [
  `<img src="http://${beacon}" alt="plain http">`,
  `<img src="//${beacon}" alt="protocol-relative">`,
  `<img src="/${beacon}" alt="the host page's own origin">`,
  `<img src="${sampleImage}" srcset="https://${beacon} 2x" alt="srcset">`,
  `<video src="https://${beacon}" poster="https://${beacon}" autoplay muted>video</video>`,
  `<video><source src="https://${beacon}"><track src="https://${beacon}"></video>`,
  `<audio src="https://${beacon}" autoplay>audio</audio>`,
  `<picture><source srcset="https://${beacon}"></picture>`,
  `<table background="https://${beacon}"><tr><td background="https://${beacon}">cell</td></tr></table>`,
  `<a href="https://example.com/" ping="https://${beacon}">link</a>`,
];

/** Every attribute left in `fragment` that can make the browser fetch something (an inlined image fetches nothing). */
const loaders = (fragment: DocumentFragment) =>
  [...fragment.querySelectorAll('*')].flatMap((el) =>
    ['src', 'srcset', 'poster', 'background', 'ping', 'autoplay']
      .filter((name) => el.hasAttribute(name) && !el.getAttribute(name)!.startsWith('data:image/'))
      .map((name) => `<${el.localName} ${name}="${el.getAttribute(name)}">`),
  );

export const RemoteResourcesLoadNothing: Story = {
  render: () => <div />,
  play: async () => {
    for (const markup of remoteResources) {
      const clean = sanitizedHtml(markup);
      expect(loaders(clean), markup).toEqual([]);
      expect(clean.querySelectorAll('video, audio, source, track'), markup).toHaveLength(0);
    }
    // What the policy keeps: https and inlined images, sent without the page's address, and the text of the rest.
    const kept = sanitizedHtml(`<img src="https://example.com/logo.png" alt="Logo"><img src="${sampleImage}"><table background="x"><tr><td>cell</td></tr></table>`);
    const images = [...kept.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['https://example.com/logo.png', sampleImage]);
    expect(images.map((image) => image.getAttribute('referrerpolicy'))).toEqual(['no-referrer', 'no-referrer']);
    expect(kept.textContent).toBe('cell');
  },
};

const owned: WidgetModel['fields']['aiFields'] = [
  // Owner markup that takes the id of the text field after it, points a label at it and links to it.
  { type: 'HtmlField', fieldRef: '#Field1', markup: '<p id="f1">Owner note</p><label for="f1">Owner label</label><a href="#f1">Jump</a><p id="lt" aria-describedby="f1 thanks">x</p>' },
  { type: 'TextInputField', fieldRef: '#Field2', title: 'Where to?', description: '', required: true },
];

const model = {
  id: seedForms.published,
  header: 'Plan a trip',
  description: '',
  page_type: 'plain_page',
  collect_lead_strategy: 'DISABLED',
  thank_you_text: '',
  custom_css: '',
  custom_html: '',
  fields: { version: '3', aiFields: owned, leadsFields: [], runAiBtn: { fieldRef: '#runAiBtnRef', title: 'Go' } },
} as unknown as WidgetModel;

export const OwnerIdsArePrefixed: Story = {
  render: () => <WidgetRoot preview={{ model }} />,
  play: async ({ canvasElement }) => {
    const w = await widgetIn(canvasElement);
    const shadow = canvasElement.querySelector('.aii-cx-widget-root')!.shadowRoot!;
    await waitFor(() => expect(w.getByText('Owner note')).toBeVisible());
    // The widget's field keeps its id and its label: the owner's markup before it took neither.
    expect(shadow.getElementById('f1')).toBe(w.getByRole('textbox', { name: 'Where to?' }));
    expect(w.getByText('Owner note')).toHaveAttribute('id', 'user-content-f1');
    expect(w.getByText('Owner label')).toHaveAttribute('for', 'user-content-f1');
    expect(w.getByRole('link', { name: 'Jump' })).toHaveAttribute('href', '#user-content-f1');
    expect(w.getByText('x')).toHaveAttribute('id', 'user-content-lt');
    expect(w.getByText('x')).toHaveAttribute('aria-describedby', 'user-content-f1 user-content-thanks');
  },
};
