import { Link, useSite, withBase } from 'quire/client';
import HoverMenu from '../HoverMenu';
import { useI18n } from '../i18n';
import { MoreIcon, SocialIcon } from './icons';
import { socialLinkName, type SocialLink } from './socialLinkName';
import './SocialLinks.css';

/** How many links show as icons before the rest go into the "more" group (CONTRACT §7). */
export const VISIBLE_SOCIAL_LINKS = 5;

/** One link: an icon link (`link` mode), or an icon whose hover shows text, an image or HTML. */
function SocialLinkItem({ link, className }: { link: SocialLink; className?: string }) {
  const name = socialLinkName(link);
  const icon = <SocialIcon icon={link.icon} />;
  const linkClass = ['quire-social__link', className].filter(Boolean).join(' ');
  if (link.mode === 'link') {
    return (
      <Link href={link.content} className={linkClass} aria-label={name} title={name}>
        {icon}
      </Link>
    );
  }
  return (
    <HoverMenu ariaLabel={name} label={icon} align="end" className={className} triggerClassName="quire-social__link" panelClassName="quire-social__panel">
      {link.mode === 'text' && <p className="quire-social__text">{link.content}</p>}
      {link.mode === 'img' && <img className="quire-social__image" src={withBase(link.content)} alt={name} />}
      {link.mode === 'dom' && <div className="quire-social__dom" dangerouslySetInnerHTML={{ __html: link.content }} />}
    </HoverMenu>
  );
}

/**
 * The site's social links (`themeConfig.socialLinks`): the first five as icons, the rest in a
 * hover group behind a "more" button. The group holds every link, the first five hidden by CSS,
 * so that where the navbar is short of room (between the phone and the wide layout) it can show
 * the group alone, with all the links in it.
 */
export default function SocialLinks() {
  const t = useI18n();
  const links = useSite().themeConfig.socialLinks ?? [];
  if (links.length === 0) return null;
  const primary = (index: number) => (index < VISIBLE_SOCIAL_LINKS ? 'quire-social__primary' : undefined);
  return (
    <div className={`quire-social${links.length > VISIBLE_SOCIAL_LINKS ? ' quire-social--overflow' : ''}`}>
      {links.slice(0, VISIBLE_SOCIAL_LINKS).map((link, index) => (
        <SocialLinkItem key={index} link={link} className="quire-social__primary" />
      ))}
      <HoverMenu
        ariaLabel={t('moreLinks')}
        label={<MoreIcon />}
        align="end"
        className="quire-social__more"
        triggerClassName="quire-social__link"
        panelClassName="quire-social__more-panel"
      >
        {links.map((link, index) => (
          <SocialLinkItem key={index} link={link} className={primary(index)} />
        ))}
      </HoverMenu>
    </div>
  );
}
