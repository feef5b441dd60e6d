/**
 * Two-factor sign-in (issue 34): the sign-in step after the password (a code, or a passkey), a
 * passkey alone, and the account's own factors: the authenticator app, recovery codes and passkeys.
 * Silent: each screen says in place what failed.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { RecoveryCodeList, SecondFactorStatus, TotpSetup } from '../../generated/config-types';
import type { TokenPair } from './accountsApi';
import { baseApi } from './baseApi';

export interface PasskeyCeremony<O> {
  challengeId: string;
  options: O;
}

const silent = { silent: true } as const;

export const secondFactorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signInWithCode: build.mutation<TokenPair, { ticket: string; code: string }>({
      query: (body) => ({ url: '/api/login/second-factor', method: 'POST', body }),
      extraOptions: silent,
    }),
    passkeySignInOptions: build.mutation<PasskeyCeremony<PublicKeyCredentialRequestOptionsJSON>, { ticket?: string }>({
      query: (body) => ({ url: '/api/login/passkey/options', method: 'POST', body }),
      extraOptions: silent,
    }),
    signInWithPasskey: build.mutation<TokenPair, { challengeId: string; credential: unknown }>({
      query: (body) => ({ url: '/api/login/passkey', method: 'POST', body }),
      extraOptions: silent,
    }),
    secondFactorStatus: build.query<SecondFactorStatus, void>({
      query: () => '/api/me/second-factor',
      keepUnusedDataFor: 0,
      extraOptions: silent,
    }),
    startTotp: build.mutation<TotpSetup, void>({
      query: () => ({ url: '/api/me/totp', method: 'POST' }),
      extraOptions: silent,
    }),
    confirmTotp: build.mutation<RecoveryCodeList, string>({
      query: (code) => ({ url: '/api/me/totp/confirm', method: 'POST', body: { code } }),
      extraOptions: silent,
    }),
    removeTotp: build.mutation<SecondFactorStatus, string>({
      query: (password) => ({ url: '/api/me/totp', method: 'DELETE', body: { password } }),
      extraOptions: silent,
    }),
    newRecoveryCodes: build.mutation<RecoveryCodeList, string>({
      query: (password) => ({ url: '/api/me/recovery-codes', method: 'POST', body: { password } }),
      extraOptions: silent,
    }),
    passkeyRegistrationOptions: build.mutation<PasskeyCeremony<PublicKeyCredentialCreationOptionsJSON>, void>({
      query: () => ({ url: '/api/me/passkeys/options', method: 'POST' }),
      extraOptions: silent,
    }),
    addPasskey: build.mutation<SecondFactorStatus, { challengeId: string; credential: unknown; name?: string }>({
      query: (body) => ({ url: '/api/me/passkeys', method: 'POST', body }),
      extraOptions: silent,
    }),
    removePasskey: build.mutation<SecondFactorStatus, { id: number; password: string }>({
      query: ({ id, password }) => ({ url: `/api/me/passkeys/${id}`, method: 'DELETE', body: { password } }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useSignInWithCodeMutation, usePasskeySignInOptionsMutation, useSignInWithPasskeyMutation, useSecondFactorStatusQuery, useStartTotpMutation,
  useConfirmTotpMutation, useRemoveTotpMutation, useNewRecoveryCodesMutation, usePasskeyRegistrationOptionsMutation, useAddPasskeyMutation, useRemovePasskeyMutation,
} = secondFactorApi;
