import { Content } from 'quire/client';
import HomeHero from '@theme/HomeHero';
import HomeFeatures from '@theme/HomeFeatures';
import HomeFooter from '@theme/HomeFooter';
import './HomeLayout.css';

/**
 * The home page (`pageType: home`): hero, the page's own Markdown (a create command, say),
 * the feature cards and the footer message, over a soft brand-coloured glow.
 */
export default function HomeLayout() {
  return (
    <div className="quire-home">
      <div className="quire-home__glow" aria-hidden="true" />
      <HomeHero />
      <div className="quire-home__content">
        <div className="quire-doc">
          <Content />
        </div>
      </div>
      <HomeFeatures />
      <HomeFooter />
    </div>
  );
}
