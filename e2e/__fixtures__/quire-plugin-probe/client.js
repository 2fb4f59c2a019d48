// The plugin's browser module: Quire calls these on the first load and after every client navigation.
function probe() {
  window.__probe = window.__probe || { updates: [], didUpdates: [] };
  return window.__probe;
}

export function onRouteUpdate({ location, previousLocation }) {
  probe().updates.push({ to: location.pathname, from: previousLocation ? previousLocation.pathname : null });
}

export function onRouteDidUpdate({ location }) {
  const heading = document.querySelector('h1');
  probe().didUpdates.push({ to: location.pathname, h1: heading ? heading.textContent : null });
}
