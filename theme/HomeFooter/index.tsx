import { useSite } from 'quire/client';
import './HomeFooter.css';

/** The home page's footer: `themeConfig.footer.message` (nothing when the site sets none). */
export default function HomeFooter() {
  const message = useSite().themeConfig.footer?.message;
  if (!message) return null;
  return (
    <footer className="quire-home-footer">
      <p className="quire-home-footer__message">{message}</p>
    </footer>
  );
}
