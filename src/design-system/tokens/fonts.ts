// Fonts come from npm (@fontsource) and are served by the app itself, never from a third-party host,
// so every machine renders (and screenshots) the same glyphs. Each file covers latin and cyrillic (ru).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import './fontFallbacks.css';
import '@fontsource/jetbrains-mono/400.css';
