// `node scripts/ciFailures.mjs vitest|playwright|engines FILE`: one line per failed test of a JSON report, so that
// .ci/run can end with what failed (its log is long, and often only its tail is read).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [kind, file] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const names = [];

if (kind === 'vitest') {
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    const failedTests = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) names.push(`${where} › ${test.fullName}`);
    if (result.status === 'failed' && failedTests.length === 0) names.push(`${where} (${(result.message ?? '').split('\n')[0]})`);
  }
} else if (kind === 'playwright') {
  const walk = (suite) => {
    // Each test of a spec is one project's run of it (a spec's own `ok` can say true when one project failed).
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === 'unexpected') names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites ?? []) walk(suite);
  for (const error of report.errors ?? []) names.push(`(playwright) ${(error.message ?? '').split('\n')[0]}`);
} else if (kind === 'engines') {
  for (const outcome of report.outcomes ?? []) for (const { name, error } of outcome.failed ?? []) names.push(`${outcome.engine} › ${name} (${error.split('\n')[0]})`);
} else {
  throw new Error(`unknown report kind: ${kind}`);
}

const counted = { vitest: report.numFailedTests, playwright: report.stats?.unexpected, engines: report.failed }[kind] ?? 0;
if (counted > names.length) names.push(`${counted - names.length} more failed that the report does not name: see its output`);
for (const name of names) console.log(`  ${kind}: ${name}`);
