// DocSearch's variables and modal styles, then the site's palette over them, as text: they ship in
// the modal's chunk (never in the site's stylesheet) and are added to the page with the modal.
import variables from '!!../../cssTextLoader.cjs!@docsearch/css/dist/_variables.css';
import modal from '!!../../cssTextLoader.cjs!@docsearch/css/dist/modal.css';
import palette from '!!../../cssTextLoader.cjs!./Modal.css';

const STYLE_ID = 'quire-docsearch-styles';

/** Adds the modal's styles to the document once (again after a hot update of this module in dev). */
export function addModalStyles(): void {
  if (typeof document === 'undefined') return;
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = `${variables}\n${modal}\n${palette}`;
}
