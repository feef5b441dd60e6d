/** The /404 route's screen; the panel itself is shared with the catch-all and the error boundary. */
import { NotFoundPanel } from '../../ui/NotFoundPanel';

export default function NotFoundScreen() {
  return <NotFoundPanel />;
}
