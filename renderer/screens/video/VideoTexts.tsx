/** The video consultation's screens read the `video` texts, which travel as a part of their own (texts/video/<lng>). */
import type { ReactNode } from 'react';
import { VIDEO_NAMESPACE } from '../../domain/brand/bundleParts';
import { NamespaceTexts } from '../../ui/NamespaceTexts';

export function VideoTexts({ children }: { children: ReactNode }) {
  return <NamespaceTexts namespace={VIDEO_NAMESPACE}>{children}</NamespaceTexts>;
}
