// Fonts come from npm (@fontsource) and are served by the app itself, never from a third-party host,
// so every machine renders (and screenshots) the same glyphs. Each file covers latin and cyrillic (ru).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/montserrat/600.css';
import '@fontsource/montserrat/700.css';
import './fontFallbacks.css';
// The code font only in the scripts the app's languages use (its smaller subsets would be inlined into the CSS).
import '@fontsource/jetbrains-mono/latin-400.css';
import '@fontsource/jetbrains-mono/cyrillic-400.css';
