// Publishes Storybook to Chromatic when a project token is configured; otherwise says it is skipped.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('Chromatic skipped: set CHROMATIC_PROJECT_TOKEN to publish Storybook.');
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
