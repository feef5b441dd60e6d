/**
 * One block of a content page (content.schema.json): heading (h2/h3; h1 is the page title),
 * paragraph, list, link, image, call to action, or a policy document's version line. Texts are
 * translation keys. Portal paths use PortalLink (embed flag kept); external addresses are plain links.
 */
import { useTranslation } from 'react-i18next';
import type { ContentBlock } from '../../../generated/config-types';
import { useBundle } from '../../app/bundle';
import { resolveContactHref } from '../../app/contactLinks';
import { isExternalHref } from '../../domain/brand/keepEmbed';
import { PortalLink } from '../../routing/PortalLink';
import { PolicyVersionLine } from './PolicyVersionLine';

function BlockLink({ href: named, text, className }: { href: string; text: string; className?: string }) {
  const href = resolveContactHref(named, useBundle().brand.contact);
  if (isExternalHref(href)) {
    const web = /^https:/i.test(href);
    return (
      <a className={className} href={href} {...(web ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
        {text}
      </a>
    );
  }
  return (
    <PortalLink className={className} to={href}>
      {text}
    </PortalLink>
  );
}

export function ContentBlockView({ block }: { block: ContentBlock }) {
  const { t } = useTranslation();
  const text = block.text ? t(block.text) : '';
  switch (block.type) {
    case 'heading':
      return block.level === 3 ? <h3>{text}</h3> : <h2>{text}</h2>;
    case 'paragraph':
      return <p>{text}</p>;
    case 'list':
      return (
        <ul className="content__list">
          {(block.items ?? []).map((item) => (
            <li key={item}>{t(item)}</li>
          ))}
        </ul>
      );
    case 'link':
      return <p>{block.href ? <BlockLink className="standalone-link" href={block.href} text={text} /> : text}</p>;
    case 'cta':
      return <p className="content__cta">{block.href ? <BlockLink className="link-button" href={block.href} text={text} /> : null}</p>;
    case 'policy':
      return block.policy && block.text ? <PolicyVersionLine policy={block.policy} text={block.text} /> : null;
    case 'image':
      return block.src ? <img className="content__image" src={block.src} alt={block.alt ? t(block.alt) : ''} /> : null;
    default:
      return null;
  }
}
