import { http, HttpResponse, type HttpHandler } from 'msw';
import { chainRequestSchema, generatedFormSchema, ideasResultSchema } from '../../src/api/schemas';
import { IDEAS_COUNT } from '../../src/domain/constants';
import { llmPath, waitFor } from '../config';
import { db } from '../db/store';
import { fieldErrors, readBody } from '../http';
import { signedInCall, spendCredits } from '../route';

/*
 * The AI chat service: POST /llm_chain/simple/chat/{id} with `inputs.post` (a business description → ideas) or
 * `inputs.idea` (an idea → a whole form). It answers text that holds JSON of the shapes designed in
 * src/api/schemas/llm.ts. The answers are assembled from the owner's text (aiCatalogue.ts) and checked with the
 * app's schemas before they are sent. Generating a form costs `ai_create_lead_form` credits, charged when the
 * answer is ready (a cancelled generation costs nothing); ideas are free (docs/mock-backend.md).
 */

/** The mock AI's texts load on the first AI call, so the demo backend starts without them. */
const catalogue = () => import('./aiCatalogue');

export const LLM_CHAT_PATH = llmPath('/simple/chat/:id');

export const llmHandlers: HttpHandler[] = [
  http.post(
    LLM_CHAT_PATH,
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, chainRequestSchema);
      if (!body.ok) return body.response;
      const inputs = body.data.inputs;
      if ('post' in inputs) {
        if (inputs.post.trim() === '') return fieldErrors({ 'inputs.post': ['This field may not be blank.'] });
        const { ideasFor } = await catalogue();
        const round = user._ideaRounds ?? 0;
        db.users.update(user.id, { _ideaRounds: round + 1 });
        return HttpResponse.text(JSON.stringify(ideasResultSchema.parse(ideasFor(inputs.post, IDEAS_COUNT, round))));
      }
      if (inputs.idea.trim() === '') return fieldErrors({ 'inputs.idea': ['This field may not be blank.'] });
      // A whole form takes the real service several times longer than ideas (20-25 s against a few); the
      // demo keeps that proportion at its shorter `ai` delay, tests and stories wait nothing.
      await waitFor('ai');
      await waitFor('ai');
      if (request.signal.aborted) return HttpResponse.error();
      const refused = spendCredits(user, 'ai_create_lead_form');
      if (refused) return refused;
      const { formFor } = await catalogue();
      return HttpResponse.text(JSON.stringify(generatedFormSchema.parse(formFor(inputs.idea))));
    }, 'ai'),
  ),
];
