import type { z } from 'zod';
import { request } from '../client';
import { generatedFormSchema, ideasResultSchema } from '../schemas';
import type { ChainRequest } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/**
 * The AI chat service (base /llm_chain). `chainId` names the configured chain on the service; the
 * answer is text holding JSON. These calls take 20-25 s, within the 45 s timeout.
 */
export function generateIdeas(chainId: string | number, post: string, options: CallOptions = {}) {
  return runChain('generateIdeas', chainId, { post }, ideasResultSchema, options);
}

/** Turns one idea (chosen or the user's own) into a draft tool. */
export function generateFormFromIdea(chainId: string | number, idea: string, options: CallOptions = {}) {
  return runChain('generateFormFromIdea', chainId, { idea }, generatedFormSchema, options);
}

/** Runs a chain with its inputs; the JSON in its answer's text is checked with `schema`. */
function runChain<S extends z.ZodType>(
  name: 'generateIdeas' | 'generateFormFromIdea',
  chainId: string | number,
  inputs: ChainRequest['inputs'],
  schema: S,
  options: CallOptions,
) {
  const body: ChainRequest = { inputs };
  return request({ ...route(name, { id: chainId }), body, responseType: 'jsonText', schema, signal: options.signal });
}
