/**
 * A content page (routes with screen "content"): bundle.content[route.params.page] under the
 * route's title. A page the brand does not have is a not-found page, not an empty one.
 */
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import type { ScreenProps } from '../../routing/routeEntry';
import { NotFoundPanel } from '../../ui/NotFoundPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ContentBlockView } from './ContentBlockView';

export default function ContentScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const { content } = useBundle();
  const pageId = route.meta.params?.page;
  const page = pageId ? content[pageId] : undefined;
  if (!page) return <NotFoundPanel />;
  return (
    <article className="screen content" data-content-page={pageId}>
      <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
      {page.blocks.map((block, index) => (
        <ContentBlockView key={index} block={block} />
      ))}
    </article>
  );
}
