/** The clinic's photos from the brand's providerPhotosDir; a photo that fails to load is left out rather than shown broken. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBundle } from '../../app/bundle';
import { photoUrl } from '../../providerDetails/photoUrl';

export function ProviderPhotos({ name, photos }: { name: string; photos: string[] }) {
  const { t } = useTranslation();
  const { config } = useBundle();
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = photos.filter((file) => !failed.has(file));
  if (shown.length === 0) return null;
  return (
    <ul className="details__photos" aria-label={t('providers.details.photos')}>
      {shown.map((file, i) => (
        <li key={file}>
          <img
            src={photoUrl(config.providerPhotosDir, file)}
            alt={t('providers.details.photoAlt', { name, number: i + 1 })}
            width={480}
            height={320}
            loading="lazy"
            onError={() => setFailed((previous) => new Set(previous).add(file))}
          />
        </li>
      ))}
    </ul>
  );
}
