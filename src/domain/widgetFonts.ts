/**
 * The fonts a form may choose for its headings and its text (the editor's lists). The widget loads only these,
 * from the app's own host (scripts/widgetFonts.ts builds their style sheets from the bundled @fontsource files): an
 * owner's font name never becomes an address. A form without a choice gets the defaults.
 */
export const widgetFonts = ['Montserrat', 'Inter', 'Roboto', 'Open Sans', 'Lora', 'Playfair Display'] as const;
export type WidgetFont = (typeof widgetFonts)[number];

export const DEFAULT_HEADER_FONT: WidgetFont = 'Montserrat';
export const DEFAULT_BODY_FONT: WidgetFont = 'Inter';

/** A known font's style sheet, relative to the widget script: `widget-fonts/open-sans.css`. */
export const widgetFontSheet = (font: WidgetFont) => `widget-fonts/${font.toLowerCase().replace(/ /g, '-')}.css`;
