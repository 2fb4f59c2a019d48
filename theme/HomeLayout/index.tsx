import { Content } from 'quire/client';
import HomeHero from '@theme/HomeHero';
import HomeFeatures from '@theme/HomeFeatures';
import './HomeLayout.css';

/**
 * The home page (`pageType: home`): hero, the page's own Markdown (a create command, say),
 * and the feature cards, over a soft brand-coloured glow (the Layout puts the footer after `<main>`).
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
    </div>
  );
}
