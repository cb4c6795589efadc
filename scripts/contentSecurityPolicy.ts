import { createHash } from 'node:crypto';
import { identityProvider, sessionRecorder } from '../src/domain/thirdParty.ts';

/** What a build may talk to besides its own origin: the backend, and the third parties it is configured with. */
export interface PolicySources {
  /** VITE_API_URL: '' for the demo mode (its backend answers on the page's own origin). */
  apiUrl: string;
  sessionRecording: boolean;
  identityProvider: boolean;
}

/** An inline script: a `<script>` with or without attributes (e.g. `data-fonts`), but without `src`. */
const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 source of each inline `<script>` of a page, as the browser hashes its text. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '', 'utf8').digest('base64')}'`,
  );
}

/**
 * The page's policy: scripts only from the app's origin, its own inline scripts by hash, and the configured third
 * parties; calls only to the app's origin, the backend and those third parties; no plugins, no <base> elsewhere.
 * Styles, pictures, fonts and frames are left open: owners' forms bring their own (see docs/security.md).
 */
export function contentSecurityPolicy(sources: PolicySources, scriptHashes: readonly string[]): string {
  const thirdPartyScripts = [
    ...(sources.sessionRecording ? sessionRecorder.scriptHosts : []),
    ...(sources.identityProvider ? identityProvider.hosts : []),
  ];
  const thirdPartyCalls = [
    ...(sources.sessionRecording ? sessionRecorder.connectHosts : []),
    ...(sources.identityProvider ? identityProvider.hosts : []),
  ];
  const api = sources.apiUrl ? [new URL(sources.apiUrl).origin] : [];
  return [
    `script-src 'self' ${[...scriptHashes, ...thirdPartyScripts].join(' ')}`.trim(),
    `connect-src 'self' ${[...api, ...thirdPartyCalls].join(' ')}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

const policyMeta = /[ \t]*<meta http-equiv="Content-Security-Policy"[^>]*>\n?/;

/**
 * The page with its policy as the first thing of its head after the character set (a policy given by a meta tag
 * covers only what comes after it), allowing the inline scripts the page has now. Run again after the page's
 * inline scripts change (the prerendered login page has its own): the old policy is replaced.
 */
export function withContentSecurityPolicy(html: string, sources: PolicySources): string {
  const page = html.replace(policyMeta, '');
  const charset = /<meta charset="[^"]*"\s*\/?>\n?/i.exec(page);
  if (!charset) throw new Error('content-security-policy: the page has no <meta charset>');
  const meta = `    <meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(sources, inlineScriptHashes(page))}" />\n`;
  const at = charset.index + charset[0].length;
  return `${page.slice(0, at)}${charset[0].endsWith('\n') ? '' : '\n'}${meta}${page.slice(at)}`;
}
