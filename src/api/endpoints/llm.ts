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
  const body: ChainRequest = { inputs: { post } };
  return request({
    ...route('generateIdeas', { id: chainId }),
    body,
    responseType: 'jsonText',
    schema: ideasResultSchema,
    signal: options.signal,
  });
}

/** Turns one idea (chosen or the user's own) into a draft tool. */
export function generateFormFromIdea(chainId: string | number, idea: string, options: CallOptions = {}) {
  const body: ChainRequest = { inputs: { idea } };
  return request({
    ...route('generateFormFromIdea', { id: chainId }),
    body,
    responseType: 'jsonText',
    schema: generatedFormSchema,
    signal: options.signal,
  });
}
