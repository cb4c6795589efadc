import { request } from '../client';
import { demoInboxSchema, emptySchema } from '../schemas';
import { route } from './routes';
import type { CallOptions } from './types';

/** The demo backend's inbox: the e-mails it sent for the signed-in account, newest first (designed here, demo only). */
export function getDemoInbox(options: CallOptions = {}) {
  return request({ ...route('getDemoInbox'), schema: demoInboxSchema, signal: options.signal });
}

/** Follows the verification e-mail's link: the account of that token has a confirmed e-mail (designed here, demo only). */
export function confirmDemoEmail(token: string, options: CallOptions = {}) {
  return request({ ...route('confirmDemoEmail'), body: { token }, schema: emptySchema, signal: options.signal });
}
