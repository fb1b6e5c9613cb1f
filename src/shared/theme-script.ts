/**
 * The colour theme before the first paint (decision 0159). The user's choice ("system",
 * "light", "dark") is kept in localStorage under THEME_STORAGE_KEY; this script, inline at
 * the top of every page's <head>, puts `dark` or `light` on <html> before anything is drawn,
 * so no page flashes light on a dark system. Without JavaScript the style sheet follows the
 * system setting by itself (`prefers-color-scheme`, styles.css). The server allows exactly this
 * script by its hash in the Content-Security-Policy (src/server/app.ts computes it at start).
 */
export const THEME_STORAGE_KEY = "kurswerk.theme";

export const THEME_SCRIPT =
  "(()=>{let p;try{p=localStorage.getItem(" +
  JSON.stringify(THEME_STORAGE_KEY) +
  ')}catch(e){}const d=p==="dark"||(p!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);' +
  'document.documentElement.classList.add(d?"dark":"light")})()';

/** Puts the script at the start of a page's <head>. */
export const withThemeScript = (html: string) =>
  html.replace("<head>", `<head>\n    <script>${THEME_SCRIPT}</script>`);
