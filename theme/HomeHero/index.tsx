import type { ReactNode } from 'react';
import { Link, usePageData, useSite, withBase, type Frontmatter } from 'quire/client';
import { heroTextLines } from './heroTextLines';
import './HomeHero.css';

type Hero = NonNullable<Frontmatter['hero']>;
type HeroImage = NonNullable<Hero['image']>;

/** A root-absolute image path gets the site base; URLs and relative paths stay as they are. */
const imageUrl = (src: string) => (src.startsWith('/') && !src.startsWith('//') ? withBase(src) : src);
const joinList = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The hero image at 375 x 375. With `{ light, dark }` both images are in the HTML and CSS shows
 * the one of the colour scheme (`html.dark`), so the right one is there from the first paint.
 */
function HeroImageView({ image }: { image: HeroImage }) {
  const variants =
    typeof image.src === 'string' || image.src.light === image.src.dark
      ? [{ src: typeof image.src === 'string' ? image.src : image.src.light, scheme: undefined }]
      : [
          { src: image.src.light, scheme: 'light' as const },
          { src: image.src.dark, scheme: 'dark' as const },
        ];
  return (
    <div className="quire-home-hero__image">
      <div className="quire-home-hero__image-glow" aria-hidden="true" />
      {variants.map(({ src, scheme }) => (
        <img
          key={src}
          className={`quire-home-hero__img${scheme ? ` quire-home-hero__img--${scheme}` : ''}`}
          src={imageUrl(src)}
          srcSet={joinList(image.srcset)}
          sizes={joinList(image.sizes)}
          alt={image.alt ?? ''}
          width={375}
          height={375}
          decoding="async"
        />
      ))}
    </div>
  );
}

/** What the home layout puts in the hero around its actions (its `beforeHeroActions` and `afterHeroActions` slots). */
export interface HomeHeroProps {
  beforeActions?: ReactNode;
  afterActions?: ReactNode;
}

/** The home page's hero (frontmatter `hero`): badge, name, text lines, tagline, actions, image. */
export default function HomeHero({ beforeActions, afterActions }: HomeHeroProps = {}) {
  const { frontmatter } = usePageData();
  const site = useSite();
  const hero = frontmatter.hero;
  if (!hero) return null;
  const lines = heroTextLines(hero.text);
  const actions = hero.actions ?? [];
  return (
    <section className={`quire-home-hero${hero.image ? '' : ' quire-home-hero--no-image'}`}>
      <div className="quire-home-hero__container">
        <div className="quire-home-hero__main">
          {hero.badge ? <p className="quire-home-hero__badge">{hero.badge}</p> : null}
          <h1 className="quire-home-hero__name">
            <span className="quire-home-hero__name-clip">{hero.name ?? site.title}</span>
          </h1>
          {lines.map((line, index) => (
            <p key={index} className="quire-home-hero__text">
              {line}
            </p>
          ))}
          {hero.tagline ? <p className="quire-home-hero__tagline">{hero.tagline}</p> : null}
          {beforeActions}
          {actions.length > 0 ? (
            <div className="quire-home-hero__actions">
              {actions.map((action) => (
                <Link
                  key={`${action.text}-${action.link}`}
                  href={action.link}
                  className={`quire-home-hero__action quire-home-hero__action--${action.theme === 'alt' ? 'alt' : 'brand'}`}
                >
                  {action.text}
                </Link>
              ))}
            </div>
          ) : null}
          {afterActions}
        </div>
        {hero.image ? <HeroImageView image={hero.image} /> : null}
      </div>
    </section>
  );
}
