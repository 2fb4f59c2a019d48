/**
 * Page tabs keep their index in the query string (CONTRACT §5): `?page=2`, or `?<id>=2`. Index 0
 * is the page's natural state and has no parameter, so the plain URL stays the canonical one.
 */

export const DEFAULT_PAGE_TABS_ID = 'page';

/** The index the query names, 0 when it names none, or one the page does not have. */
export function readPageTabIndex({ search, id, count }: { search: string; id: string; count: number }): number {
  const value = new URLSearchParams(search).get(id);
  if (value === null || !/^\d+$/.test(value)) return 0;
  const index = Number(value);
  return index < count ? index : 0;
}

/** The query string (`''` or `?...`) with the index set, other parameters kept in their order. */
export function withPageTabIndex({ search, id, index }: { search: string; id: string; index: number }): string {
  const params = new URLSearchParams(search);
  if (index === 0) params.delete(id);
  else params.set(id, String(index));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * An inline script placed right after the panels: it shows the panel the URL names before the
 * first paint, so a shared `?page=2` link never flashes the first tab. It repeats, in plain ES5,
 * what `readPageTabIndex` decides; React takes over the same attributes after hydration.
 */
export function pageTabsScript({ id }: { id: string }): string {
  // JSON.stringify quotes the id; escaping `<` keeps `</script>` in an id from ending the script.
  const name = JSON.stringify(id).replace(/</g, '\\u003c');
  return (
    '(function(){try{' +
    'var root=document.currentScript&&document.currentScript.parentNode;if(!root)return;' +
    `var v=new URLSearchParams(location.search).get(${name});` +
    'if(!v||!/^\\d+$/.test(v))return;var i=+v;' +
    'var panels=[],tabs=[],c=root.children,k;' +
    'for(k=0;k<c.length;k++){if(c[k].getAttribute("role")==="tabpanel")panels.push(c[k]);' +
    'else if(c[k].getAttribute("role")==="tablist")tabs=c[k].querySelectorAll("[role=tab]");}' +
    'if(i<=0||i>=panels.length)return;' +
    'for(k=0;k<panels.length;k++){var on=k===i;panels[k].hidden=!on;' +
    'if(tabs[k]){tabs[k].setAttribute("aria-selected",String(on));tabs[k].tabIndex=on?0:-1;}}' +
    '}catch(e){}})();'
  );
}
