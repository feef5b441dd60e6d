/**
 * The element of every portal route: runs the guards for this visit and either redirects
 * (replace, so Back does not bounce) or shows the screen.
 */
import { useLocation, useParams } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { selectRestoring } from '../app/sessionSlice';
import { LoadingPanel } from '../ui/LoadingPanel';
import { PortalNavigate } from './PortalLink';
import type { ScreenProps } from './routeEntry';
import { RouteScreen } from './RouteScreen';
import { guardLocation } from '../domain/guards/guardLocation';
import { useGuardEvaluator } from './useGuards';

export function GuardedRoute({ route }: ScreenProps) {
  const evaluate = useGuardEvaluator();
  const { pathname, search } = useLocation();
  const params = useParams();
  const restoring = useAppSelector(selectRestoring);
  // A persisted session is being restored: judge the visit once the user is known.
  if (restoring) return <LoadingPanel />;
  const outcome = evaluate(route, { pathname, search: new URLSearchParams(search), params });
  if (!outcome.allow) return <PortalNavigate to={guardLocation(outcome, pathname, search)} replace />;
  return <RouteScreen route={route} />;
}
