/**
 * `npm test`'s first part: the type check and lint side by side (each keeps one core busy, as in .ci/run), their
 * output printed in turn once both are done; fails when either does.
 */
import { spawn } from 'node:child_process';

const run = (name, command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ name, code, output }));
  });

const results = await Promise.all([run('typecheck', 'npm run typecheck --silent'), run('lint', 'npm run lint --silent')]);
for (const { name, code, output } of results) {
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  console.log(`${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
}
process.exitCode = results.every(({ code }) => code === 0) ? 0 : 1;
