/**
 * The widget's styles, inside each root's shadow root: `:host { all: initial }` first so host-page CSS cannot
 * reach in, then the widget's own rules, then the owner's overrides. `contain: layout paint` keeps anything the
 * owner positions (even `position: fixed`) inside the widget's box; it is `!important` like `all`, which would
 * otherwise reset it. The checkbox, the select's arrow and the
 * text box's resize grip are drawn here (appearance: none), not by the browser, so they look the same in every one.
 * The fallback fonts (Inter, Montserrat) are the defaults of src/domain/widgetFonts.ts (a test holds them equal), written
 * out because an import would put that module in a chunk of its own; ./fontSheets loads them.
 */
export const BASE_CSS = `:host{all:initial!important;display:block!important;contain:layout paint!important}
*{box-sizing:border-box}
.w{--p:#0f766e;--bg:#fff;--fg:#1f2937;--e:#b42318;font:16px/1.5 var(--fb,Inter),system-ui,sans-serif;color:var(--fg);background:var(--bg);padding:24px;border-radius:12px;max-width:700px;margin:0 auto;overflow-wrap:anywhere}
.w.mini{max-width:1200px;display:flex;flex-wrap:wrap;gap:24px 3%}.mini>.cta{flex:1 1 300px;max-width:44%}.mini>.main{flex:1 1 380px}
@media (max-width:720px){.mini>.cta{max-width:none}}
.w.clear{background:transparent}
h1,h2,h3,h4,h5,h6{font-family:var(--fh,Montserrat),system-ui,sans-serif;margin:.6em 0 .3em;line-height:1.25}
p{margin:.4em 0}
form{display:grid;gap:16px;margin:0}
label,legend{font-weight:600;display:block;margin-bottom:4px;padding:0}
fieldset{border:0;margin:0;padding:0}
.d{font-size:14px;color:var(--fd,#4b5563);margin:0 0 6px}
input,textarea,select{font:inherit;color:#1f2937;width:100%;padding:10px 12px;border:1px solid #6b7280;border-radius:8px;background:#fff;display:block}
textarea{min-height:64px;resize:vertical}
input[type=checkbox]{appearance:none;flex:none;width:18px;height:18px;padding:0;margin:0 8px 0 0;border:2px solid #6b7280;border-radius:4px;background:#fff center/100% no-repeat}
input[type=checkbox]:checked{border-color:var(--p);background-color:var(--p);background-image:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-6.5' fill='none' stroke='%23fff' stroke-width='2.25' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")}
select{appearance:none;padding-right:36px;background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%234b5563' stroke-width='1.5'/%3E%3C/svg%3E") right 12px center/12px no-repeat}
textarea::-webkit-resizer{background:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='10' height='10' fill='%236b7280'%3E%3Cpath d='M8 2h2v2H8zM5 5h2v2H5zM8 5h2v2H8zM2 8h2v2H2zM5 8h2v2H5zM8 8h2v2H8z'/%3E%3C/svg%3E") right 3px bottom 3px no-repeat}
.o{display:flex;align-items:center;font-weight:400;margin:4px 0}
[aria-invalid=true]{border-color:var(--e);border-width:2px}
.err{color:var(--e);font-size:14px;margin:4px 0 0}
:focus-visible{outline:3px solid var(--p);outline-offset:2px}
button{font:inherit;font-weight:600;cursor:pointer;border-radius:8px;padding:10px 18px;border:2px solid var(--p);background:var(--p);color:#fff}
button.s{background:#fff;color:var(--p)}
button:disabled{opacity:.6;cursor:default}
.row{display:flex;flex-wrap:wrap;gap:8px;margin-top:12px}
.ans{margin-top:20px;padding:16px;border-radius:8px;background:#f3f4f6;color:#111827}
.ans:empty{display:none}
.note{padding:12px 16px;border-radius:8px;background:#eef6f5;color:#1f2937;margin:12px 0}
.note.bad{background:#fef3f2;color:#912018}
.logo{max-height:64px;max-width:200px;display:block;margin-bottom:12px}
img{max-width:100%}
.img{display:flex}.img.left{justify-content:flex-start}.img.center{justify-content:center}.img.right{justify-content:flex-end}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
a{color:var(--p)}
.brand{display:block;flex:1 0 100%;margin-top:16px;font-size:14px;color:var(--fd,#4b5563)}`;

/**
 * The owner's CSS, confined: nothing that loads remote resources (`@import`, `url()`, `image-set()`),
 * nothing that targets the host element (`:host`, so the owner cannot restyle the embedding page's box), and
 * no `<`, which a style element never needs. It is set as text of a style element inside the shadow root.
 */
export function confineOwnerCss(css: string): string {
  return css
    .replace(/\\|</g, '')
    // A space, not nothing: removing a token must not join the text around it into a new one (`@imp@import;ort`).
    .replace(/@import[^;]*;?|@font-face/gi, ' ')
    .replace(/(url|image-set|image|src)\s*\(/gi, 'invalid(')
    .replace(/:host(-context)?/gi, ':not(*)');
}

/** `formCssOverrides`: a property (`border-radius`) applies to the widget's box; a selector gets its rules. */
export function overridesCss(overrides: Record<string, string>): string {
  return Object.entries(overrides)
    .map(([key, value]) => (/^[a-z-]+$/i.test(key) ? `.w{${key}:${value}}` : `${key}{${value}}`))
    .join('\n');
}

/** A font family name from the form, reduced to letters, digits, spaces and dashes. */
export const fontName = (name: string | null) => (name ?? '').replace(/[^\w -]/g, '').trim();
