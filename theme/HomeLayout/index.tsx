import { Content } from 'quire/client';
import HomeHero from '@theme/HomeHero';
import HomeFeatures from '@theme/HomeFeatures';
import { useLayoutSlots, type HomeLayoutProps } from '../layoutSlots';
import './HomeLayout.css';

/**
 * The home page (`pageType: home`): hero, the page's own Markdown (a create command, say),
 * and the feature cards, over a soft brand-coloured glow (the Layout puts the footer after `<main>`).
 * The hero's and the features' slots come from its props, else from the `Layout`'s.
 */
export default function HomeLayout(props: HomeLayoutProps) {
  const slots = { ...useLayoutSlots(), ...props };
  return (
    <div className="quire-home">
      <div className="quire-home__glow" aria-hidden="true" />
      {slots.beforeHero}
      <HomeHero beforeActions={slots.beforeHeroActions} afterActions={slots.afterHeroActions} />
      {slots.afterHero}
      <div className="quire-home__content">
        <div className="quire-doc">
          <Content />
        </div>
      </div>
      {slots.beforeFeatures}
      <HomeFeatures />
      {slots.afterFeatures}
    </div>
  );
}
