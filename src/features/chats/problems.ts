import type { TFunction } from 'i18next';
import type { ChatProblem } from '../../domain/chatRules';

/** Problems keyed by where they belong (`name`, `sources.2` …), the first one of each, as text. */
export type ProblemTexts = Record<string, string>;

export function problemTexts(problems: readonly ChatProblem[], t: TFunction<'chats'>): ProblemTexts {
  const out: ProblemTexts = {};
  for (const problem of problems) {
    if (out[problem.where]) continue;
    const field = t(`fields.${problem.where.startsWith('sources.') ? 'source' : problem.where}` as 'fields.name');
    out[problem.where] = t(`problems.${problem.key}`, { field, ...problem.params });
  }
  return out;
}

/** The server's field errors (`{ 'sources.1': ['Duplicate URL'] }`) under the same keys, kept as it words them. */
export function serverProblemTexts(fieldErrors: Record<string, string>): ProblemTexts {
  const out: ProblemTexts = {};
  for (const [where, message] of Object.entries(fieldErrors)) out[where.replace(/^(sources\.\d+)\..*$/, '$1')] = message;
  return out;
}
