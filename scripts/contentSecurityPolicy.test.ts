import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IDENTITY_SCRIPT_URL } from '../src/features/auth/identityProvider.ts';
import { identityProvider, sessionRecorder } from '../src/domain/thirdParty.ts';
import { contentSecurityPolicy, inlineScriptHashes, withContentSecurityPolicy } from './contentSecurityPolicy.ts';

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Lead Forms</title>
    <script type="module" crossorigin src="/app/assets/index.js"></script>
    <script>early()</script>
    <script data-fonts>fonts()</script>
  </head>
  <body><div id="root"></div><script>(function(){guard()})()</script></body>
</html>`;

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

describe('content security policy', () => {
  it('hashes each inline script as written, and no script with a source', () => {
    expect(inlineScriptHashes(page)).toEqual([sha('early()'), sha('fonts()'), sha('(function(){guard()})()')]);
  });

  it('comes first after the character set and allows exactly the inline scripts the page has', () => {
    const html = withContentSecurityPolicy(page, { apiUrl: 'https://api.example.test/base', sessionRecording: false, identityProvider: false });
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(html.indexOf('<meta charset'));
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(policyOf(html)).toBe(
      `script-src 'self' ${sha('early()')} ${sha('fonts()')} ${sha('(function(){guard()})()')}; connect-src 'self' https://api.example.test; ` +
        "worker-src 'self'; object-src 'none'; base-uri 'self'",
    );
    // Run again after the page changed (the prerendered login page): one policy, with the new hashes.
    const again = withContentSecurityPolicy(html.replace('early()', 'changed()'), { apiUrl: '', sessionRecording: false, identityProvider: false });
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(policyOf(again)).toContain(sha('changed()'));
    expect(policyOf(again)).not.toContain(sha('early()'));
    expect(policyOf(again)).toContain("connect-src 'self';");
  });

  it('names the recorder and the third-party sign-in only when they are configured', () => {
    const bare = contentSecurityPolicy({ apiUrl: 'https://api.example.test', sessionRecording: false, identityProvider: false }, []);
    expect(bare).not.toMatch(/clarity|google/);
    const both = contentSecurityPolicy({ apiUrl: 'https://api.example.test', sessionRecording: true, identityProvider: true }, []);
    expect(both).toContain("script-src 'self' https://www.clarity.ms https://scripts.clarity.ms https://accounts.google.com;");
    expect(both).toContain("connect-src 'self' https://api.example.test https://*.clarity.ms https://accounts.google.com;");
  });

  it("allows the hosts the app's third-party scripts really come from", () => {
    expect(identityProvider.hosts).toContain(new URL(IDENTITY_SCRIPT_URL).origin);
    expect(sessionRecorder.scriptHosts).toContain(new URL(sessionRecorder.tagUrl).origin);
  });
});
