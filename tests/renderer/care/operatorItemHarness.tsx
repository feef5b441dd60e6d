/**
 * The operator's item screen (/operator/care/7) drawn against the care API fake, for the console
 * and claim tests: the recorded calls, the page, and the rendering to unmount after the test.
 */
import { baseBundle } from '../helpers/baseBundle';
import { renderPortal } from '../helpers/renderPortal';
import { careApiFake, type Call, type Handler } from './careApiFake';

const { default: OperatorItemScreen } = await import('../../../renderer/screens/operator/OperatorItemScreen');

export async function renderOperatorItem(handlers: Record<string, Handler>) {
  const bundle = baseBundle();
  const calls: Call[] = [];
  const path = '/operator/care/:id';
  const route = { path, meta: bundle.routes[path]! };
  const rendered = await renderPortal({ bundle, url: '/operator/care/7', path, element: <OperatorItemScreen route={route} />, fetchImpl: careApiFake(bundle, handlers, calls) });
  return { calls, container: rendered.container, bundle, rendered };
}
