import { describe, expect, it } from 'vitest';
import { emptyDraft, loadDraft } from './chatDraft';

const kept = (draft: unknown) => localStorage.setItem('lf.chatDrafts', JSON.stringify({ new: draft }));

describe("a chat's kept draft", () => {
  it('comes back whole, and a setting it lacks (kept before the setting existed) comes from the chat', () => {
    const draft = { ...emptyDraft(), name: 'Help', sources: [{ key: 'source-1', kind: 'webpage', url: 'https://a.example' }] };
    kept(draft);
    expect(loadDraft('new')).toEqual(draft);
    const { collect_leads: _missing, ...older } = draft;
    kept(older);
    expect(loadDraft('new', { ...emptyDraft(), collect_leads: true })).toEqual({ ...draft, collect_leads: true });
  });

  it('is no draft when any field is not what the editor keeps, not only its name and sources', () => {
    const draft = { ...emptyDraft(), name: 'Help' };
    kept({ ...draft, show_document_links: 'yes' });
    expect(loadDraft('new')).toBeNull();
    kept({ ...draft, initial_questions: [1] });
    expect(loadDraft('new')).toBeNull();
    kept({ ...draft, primary_color: 3 });
    expect(loadDraft('new')).toBeNull();
    kept({ ...draft, sources: [{ key: 'source-1', kind: 'file', upload_id: '7', name: 'a.pdf' }] });
    expect(loadDraft('new')).toBeNull();
  });
});
