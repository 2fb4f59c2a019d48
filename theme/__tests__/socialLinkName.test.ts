import { socialLinkName } from '../SocialLinks/socialLinkName';

describe('socialLinkName', () => {
  test('built-in icons name their service', () => {
    expect(socialLinkName({ icon: 'github', mode: 'link', content: 'https://github.com/x' })).toBe('GitHub');
    expect(socialLinkName({ icon: 'npm', mode: 'link', content: 'https://npmjs.com/x' })).toBe('npm');
    expect(socialLinkName({ icon: 'discord', mode: 'link', content: 'https://discord.gg/x' })).toBe('Discord');
    expect(socialLinkName({ icon: 'x', mode: 'link', content: 'https://x.com/x' })).toBe('X');
  });

  test('custom icons are named by what they show', () => {
    const svg = { svg: '<svg/>' };
    expect(socialLinkName({ icon: svg, mode: 'link', content: 'https://www.example.com/blog' })).toBe('example.com');
    expect(socialLinkName({ icon: svg, mode: 'text', content: 'WeChat: quire-docs' })).toBe('WeChat: quire-docs');
    expect(socialLinkName({ icon: svg, mode: 'img', content: '/images/wechat-qr.png?v=2' })).toBe('wechat-qr');
    expect(socialLinkName({ icon: svg, mode: 'dom', content: '<b>Group</b> <i>12345</i>' })).toBe('Group 12345');
  });
});
