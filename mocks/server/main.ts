import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { configureMockDelays } from '../config';
import { allHandlers } from '../handlers';
import { loadFileStore, persistToFile } from './fileStore';
import { createApiServer } from './httpServer';
import { isPublicCall } from './publicCalls';

/*
 * `npm run api`: the demo backend over real HTTP, for a production build with VITE_API_URL set.
 *   API_PORT          port to listen on (8787)
 *   API_APP_ORIGINS   comma-separated origins of the app (http://localhost:5173,http://localhost:4173)
 *   API_STORE_FILE    where the store is kept (.data/demo-store.json)
 *   API_DELAY_MS      how long an ordinary call takes (150; AI calls take 2 s); 0 for tests
 *   API_TOKEN_MS      between two pieces of a streamed answer (40; 0 when API_DELAY_MS is 0): a test that presses
 *                     Stop mid-answer sets it alone, so the answer streams for a while and nothing else waits
 *   API_FRESH=1       start from the seed, whatever the store file holds (test runs)
 */
const port = Number(process.env.API_PORT ?? 8787);
const appOrigins = (process.env.API_APP_ORIGINS ?? 'http://localhost:5173,http://localhost:4173')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const storeFile = resolve(process.env.API_STORE_FILE ?? '.data/demo-store.json');
const delay = Number(process.env.API_DELAY_MS ?? 150);
configureMockDelays({
  ...(delay === 0 ? { request: 0, ai: 0, trainingPage: 0, token: 0 } : { request: delay, ai: 2_000, trainingPage: 400, token: 40 }),
  ...(process.env.API_TOKEN_MS ? { token: Number(process.env.API_TOKEN_MS) } : {}),
});

if (process.env.API_FRESH === '1') rmSync(storeFile, { force: true });
const loaded = loadFileStore(storeFile);
const persistence = persistToFile(storeFile);
const server = createApiServer({ handlers: allHandlers(), appOrigins, isPublicCall });
server.listen(port, () => {
  console.log(`[api] demo backend on http://localhost:${port} (store ${loaded}: ${storeFile}; app origins ${appOrigins.join(', ')})`);
});

// What changed since the last save is written before the process ends.
const stop = () => {
  server.close();
  server.closeAllConnections();
  void persistence.stop().finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
