/**
 * A content page (routes with screen "content", and the insurance terms, a legal document like
 * the terms and conditions): the bundle part of route.params.page in the visitor's language, under
 * the route's title. A page the brand does not have is a not-found page, not an empty one.
 */
import { useTranslation } from 'react-i18next';
import { contentPartKey } from '../../domain/brand/bundleParts';
import { useAppSelector } from '../../app/hooks';
import { BundlePartGate } from '../../ui/BundlePartGate';
import type { ScreenProps } from '../../routing/routeEntry';
import { NotFoundPanel } from '../../ui/NotFoundPanel';
import { ScreenHeading } from '../../ui/ScreenHeading';
import { ContentBlockView } from './ContentBlockView';

export default function ContentScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const locale = useAppSelector((state) => state.ui.locale);
  const pageId = route.meta.params?.page;
  return (
    <BundlePartGate kind="content" partKey={pageId ? contentPartKey(pageId, locale) : undefined} missing={() => <NotFoundPanel />}>
      {({ page }) => (
        <article className="screen content" data-content-page={pageId}>
          <ScreenHeading>{t(route.meta.title)}</ScreenHeading>
          {page.blocks.map((block, index) => (
            <ContentBlockView key={index} block={block} />
          ))}
        </article>
      )}
    </BundlePartGate>
  );
}
