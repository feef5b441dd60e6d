/**
 * The brand's Config (spec section 3). The app asks GET /api/config at boot (RTK Query) and uses
 * its answer; until it arrives — or if it fails — the copy inlined in the bundle stands in, so no
 * screen waits on the request.
 */
import type { ConfigResponse } from '../../generated/config-types';
import { useGetConfigQuery } from '../api/configApi';
import { useBundle } from './bundle';

export function useConfig(): ConfigResponse {
  const bundle = useBundle();
  const { data } = useGetConfigQuery();
  return data ?? bundle.config;
}
