import OriginalLayout from '@theme-original/Layout';

/** The site wraps the theme's layout: @theme/Layout is this file, @theme-original/Layout the one below. */
export default function Layout() {
  return (
    <div className="site-wrapper">
      <OriginalLayout />
    </div>
  );
}
