import { describe, expect, it } from 'vitest';
import { generatedFormSchema, ideasResultSchema, type GeneratedField } from '../../src/api/schemas';
import { promptKeys as promptKeysOf, validateAiFields, validateField, type CheckedField } from '../../src/domain';
import { businessOf, formFor, ideasFor } from './aiCatalogue';

/** A generated question as the editor's field (what the app's creation makes of it, src/features/aiCreate/toLeadForm.ts). */
const asEditorField = (field: GeneratedField, index: number): CheckedField =>
  field.type === 'choice'
    ? { type: 'SelectField', fieldRef: `#Field${index + 1}`, title: field.title, options: field.options }
    : { type: 'TextInputField', fieldRef: `#Field${index + 1}`, title: field.title };

describe('the mock AI', () => {
  it('recognises the business in English, Russian and Spanish, and falls back to a generic one', () => {
    expect(businessOf('We bake wedding cakes in Lisbon')).toBe('bakery');
    expect(businessOf('Стоматология у дома: лечим зубы без боли')).toBe('dentist');
    expect(businessOf('Despacho de abogados en Madrid')).toBe('lawyer');
    expect(businessOf('Personal trainer and small gym')).toBe('gym');
    expect(businessOf('Агентство недвижимости: квартиры в аренду')).toBe('realEstate');
    expect(businessOf('We repair bicycles')).toBe('generic');
  });

  it('gives five ideas of the business, and others when asked again', () => {
    const first = ideasResultSchema.parse(ideasFor('A family bakery', 5, 0));
    const again = ideasResultSchema.parse(ideasFor('A family bakery', 5, 1));
    expect(first.ideas).toHaveLength(5);
    expect(first.ideas[0]?.title).toBe('Cake price calculator');
    expect(again.ideas[0]?.title).not.toBe(first.ideas[0]?.title);
    expect(ideasFor('A law firm', 5, 0).ideas[0]?.title).toBe('Do I have a case? checker');
  });

  it('builds forms of the designed shape whose prompt uses every question, different for each idea', () => {
    const ideas = ['Cake price calculator', 'Which cake suits your party? quiz', 'Teeth whitening suitability check', 'Legal cost estimator', 'Beginner first month plan', 'Home value estimator', 'A tool for my bike shop'];
    const forms = ideas.map((idea) => generatedFormSchema.parse(formFor(idea)));
    for (const form of forms) expect(promptKeysOf(form.prompt)).toEqual(form.fields.map((f) => f.key));
    const signatures = new Set(forms.map((form) => form.fields.map((f) => f.key).join(',')));
    expect(signatures.size).toBe(forms.length);
    // A quiz asks what can be clicked, and still one question in the visitor's own words.
    expect(forms[1]?.fields.filter((f) => f.type === 'choice').length).toBeGreaterThanOrEqual(2);
    expect(forms[1]?.fields.filter((f) => f.type === 'text')).toHaveLength(1);
    expect(forms[0]?.leads.strategy).toBe('BEFORE');
  });

  it('makes forms the editor accepts as they arrive, over many ideas (the same domain rules as a hand-made form)', () => {
    const businessWords = ['bakery', 'cakes', 'dentist', 'teeth', 'law firm', 'gym', 'real estate', 'bike repair', 'пекарня', 'стоматология', 'abogados', 'inmobiliaria', ''];
    const toolWords = ['calculator', 'price', 'quiz', 'which', 'match', 'fits', 'plan', 'checklist', 'check', 'audit', 'advice', 'тест', 'подбор', 'cuestionario', 'план', 'picker', ''];
    const typed = businessWords.flatMap((business) => toolWords.map((tool) => `${business} ${tool}`.trim() || 'A tool'));
    const proposed = businessWords.flatMap((business) => [0, 1, 2].flatMap((round) => ideasFor(business || 'anything', 5, round).ideas.map((idea) => `${idea.title}. ${idea.description}`)));
    const ideas = [...new Set([...typed, ...proposed, 'Bread subscription picker'])];
    expect(ideas.length).toBeGreaterThan(200);
    for (const idea of ideas) {
      const form = generatedFormSchema.parse(formFor(idea));
      expect({ idea, problems: validateAiFields(form.fields.map(asEditorField)) }).toEqual({ idea, problems: [] });
      const buttons: CheckedField[] = [
        { type: 'ButtonField', fieldRef: '#generate', title: form.generateButton },
        { type: 'ButtonField', fieldRef: '#submit', title: form.leads.submitButton },
      ];
      expect({ idea, problems: buttons.flatMap(validateField) }).toEqual({ idea, problems: [] });
    }
  });
});
