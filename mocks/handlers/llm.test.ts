import { describe, expect, it } from 'vitest';
import { generatedFormSchema, ideasResultSchema } from '../../src/api/schemas';
import { promptKeys as promptKeysOf } from '../../src/domain';
import { businessOf, formFor, ideasFor } from './aiCatalogue';

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
    expect(forms[1]?.fields.every((f) => f.type === 'choice')).toBe(true);
    expect(forms[0]?.leads.strategy).toBe('BEFORE');
  });
});
