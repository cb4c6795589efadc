import { catalogue } from '../src/api/endpoints/catalogue';
import { faultMatrix } from './faultMatrix';
import { faultKinds, faultTitles } from './faults';

/** A cell's outcome in this run: its assertions passed, or it failed (or never finished). */
export type CellResult = 'asserted' | 'failed';

const mark = { asserted: 'ok', failed: 'FAIL', exempt: '-', missing: '?' } as const;

/**
 * The fault matrix as a table on the test log: a row per call of the catalogue, a column per fault, then the
 * totals (cells, asserted, exempt with the reason). `results` holds the cells this run asserted, by
 * `<call> <fault>`; a cell neither asserted nor exempt shows `?` and counts as missing.
 */
export function printFaultTable(results: ReadonlyMap<string, CellResult>): void {
  const nameWidth = Math.max(...catalogue.map((entry) => entry.name.length)) + 2;
  const widths = faultKinds.map((fault) => Math.max(faultTitles[fault].length, 4) + 2);
  const line = (name: string, cells: readonly string[], rest: string) =>
    `${name.padEnd(nameWidth)}${cells.map((cell, i) => cell.padEnd(widths[i]!)).join('')}${rest}`;
  const out: string[] = [];
  const counts = { asserted: 0, failed: 0, exempt: 0, missing: 0 };
  const reasons = new Map<string, number>();
  const screenChecked: string[] = [];
  out.push(line('call', faultKinds.map((fault) => faultTitles[fault]), 'screens (typed: sends what the owner typed)'));
  for (const entry of catalogue) {
    const row = faultMatrix[entry.name];
    const cells = faultKinds.map((fault) => {
      const outcome = row.exempt ? 'exempt' : (results.get(`${entry.name} ${fault}`) ?? 'missing');
      counts[outcome] += 1;
      return mark[outcome];
    });
    if (row.exempt) reasons.set(row.exempt, (reasons.get(row.exempt) ?? 0) + faultKinds.length);
    if (row.screenChecks) screenChecked.push(`${entry.name} (${row.screenChecks.join(', ')})`);
    const about = row.exempt ? `exempt: ${row.exempt}` : `${row.screens.join(', ')}${row.typed ? ' (typed)' : ''}`;
    out.push(line(entry.name, cells, about));
  }
  const total = catalogue.length * faultKinds.length;
  const percent = (n: number) => `${Math.round((1000 * n) / total) / 10} %`;
  out.push('');
  out.push(`Fault matrix: ${catalogue.length} calls × ${faultKinds.length} faults = ${total} cells`);
  out.push(`  cells asserted: ${counts.asserted} (${percent(counts.asserted)})`);
  out.push(`  cells failed:   ${counts.failed}`);
  out.push(`  cells missing:  ${counts.missing}`);
  out.push(`  cells exempt:   ${counts.exempt} (${percent(counts.exempt)})`);
  for (const [reason, cells] of reasons) out.push(`    ${cells} exempt: ${reason}`);
  out.push(
    `  cells also asserted on the screen (message where it happened, typed text kept; stories/flows/Faults.stories.tsx): ${screenChecked.length * faultKinds.length}`,
  );
  for (const checked of screenChecked) out.push(`    ${checked}`);
  console.log(out.join('\n'));
}
