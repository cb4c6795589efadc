import { describe, expect, it } from 'vitest';
import type { WidgetModel } from '../domain/widgetModel';
import { themeCss } from './theme';

const model = (over: Record<string, unknown>) => ({ fields: { aiFields: [] }, ...over }) as unknown as WidgetModel;
const rules = (over: Record<string, unknown>) => themeCss(model(over)).split('\n')[0];

describe("the widget's theme", () => {
  it("draws the owner's colours, with text that reads on their background", () => {
    expect(rules({ preferences: { primaryColor: { hex: '#ff0000' }, bgColor: { hex: '#1d2624' } } })).toBe('.w{--p:#ff0000;--bg:#1d2624;--fg:#ffffff;--fd:#ffffff}');
    expect(rules({ preferences: { bgColor: { hex: '#ffffff' } } })).toBe('.w{--bg:#ffffff;--fg:#1f2937;--fd:#4b5563}');
  });

  it('drops a colour it cannot read, and the background when the form is transparent', () => {
    expect(rules({ preferences: { primaryColor: { hex: 'red;}:host{x:y' }, bgColor: { hex: 'url(x)' } } })).toBe('.w{}');
    expect(rules({ transparent_background: true, preferences: { bgColor: { hex: '#000000' } } })).toBe('.w{}');
  });

  it('takes sizes in pixels or with a unit, fonts by their plain name, and the three alignments only', () => {
    expect(rules({ width: 480, height: '50vh', header_font: 'Lora";}', body_font: 'Inter', alignment: 'center' })).toBe(
      '.w{--fh:"Lora";--fb:"Inter";max-width:480px;min-height:50vh;text-align:center}',
    );
    expect(rules({ width: '600', height: '1e9; color:red', alignment: 'justify;color:red' })).toBe('.w{max-width:600px}');
  });

  it("confines the owner's CSS after the widget's rules", () => {
    const css = themeCss(model({ custom_css: '@import url(https://evil.example/x.css); .w h2 { color: red }' }));
    expect(css).toContain('color: red');
    expect(css).not.toContain('@import');
    expect(css).not.toContain('evil.example');
  });
});
