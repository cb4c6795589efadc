import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import { generatedFormSchema, ideasResultSchema } from '../../src/api/schemas';
import { IDEAS_COUNT } from '../../src/domain/constants';
import { llmPath } from '../config';
import { fieldErrors, readBody } from '../http';
import { signedInCall, spendCredits } from '../route';

/*
 * The AI chat service (SPEC §7): POST /llm_chain/simple/chat/{id} with `inputs.post` (a business
 * description → ideas) or `inputs.idea` (an idea → a draft tool). It answers text that holds JSON. The
 * answers are canned but shaped by the input, and parsed with the app's schemas before they are sent.
 * Generating a tool costs `ai_create_lead_form` credits; ideas are free (docs/mock-backend.md).
 */
const chainBody = z.object({
  inputs: z.union([z.object({ post: z.string() }), z.object({ idea: z.string() })]),
});

const ideaTemplates = [
  ['Price calculator', 'Visitors describe what they need and get an instant price estimate.'],
  ['Personal plan generator', 'A tailored step-by-step plan from a few questions.'],
  ['Quiz: which option suits you?', 'A short quiz that recommends the best product.'],
  ['Free audit', 'Visitors enter their details and receive a quick audit with tips.'],
  ['Idea generator', 'Fresh ideas for the visitor, based on their goals.'],
] as const;

function ideasFor(post: string) {
  const topic = post.trim().slice(0, 60) || 'your business';
  return ideasResultSchema.parse({
    ideas: ideaTemplates.slice(0, IDEAS_COUNT).map(([title, description]) => ({ title: `${title} for ${topic}`, description })),
  });
}

function formFor(idea: string) {
  const name = idea.trim().slice(0, 80) || 'New tool';
  return generatedFormSchema.parse({
    name,
    header: name,
    description: 'Answer a few questions and get a personal result in seconds.',
    fields: {
      version: 3,
      aiFields: [
        { type: 'TextInputField', fieldRef: '#Field1', title: 'What is your goal?', description: '', required: true },
        { type: 'TextInputField', fieldRef: '#Field2', title: 'Tell us a bit more', description: '', required: false },
      ],
      aiPrompt: `You are an expert. ${name}. The visitor's goal: #Field1. Details: #Field2. Give a helpful, concrete answer.`,
      runAiBtn: { type: 'ButtonField', fieldRef: '#generate', title: 'Get my result' },
      submitFormBtn: { type: 'ButtonField', fieldRef: '#submit', title: 'Send' },
      leadsFields: [
        { type: 'TextInputField', fieldRef: '#name', title: 'Name', required: false },
        { type: 'TextInputField', fieldRef: '#email', title: 'E-mail', required: true },
      ],
    },
  });
}

export const llmHandlers: HttpHandler[] = [
  http.post(
    llmPath('/simple/chat/:id'),
    signedInCall(async ({ request, user }) => {
      const body = await readBody(request, chainBody);
      if (!body.ok) return body.response;
      const inputs = body.data.inputs;
      if ('post' in inputs) {
        if (inputs.post.trim() === '') return fieldErrors({ 'inputs.post': ['This field may not be blank.'] });
        return HttpResponse.text(JSON.stringify(ideasFor(inputs.post)));
      }
      const refused = spendCredits(user, 'ai_create_lead_form');
      if (refused) return refused;
      return HttpResponse.text(JSON.stringify(formFor(inputs.idea)));
    }, 'ai'),
  ),
];
