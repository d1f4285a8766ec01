import type { TFunction } from 'i18next';
import type { ApiErrorDetail } from './api-client';

/** Translates the stable error codes the screens care about; anything else keeps the API text. */
export function apiErrorMessage(t: TFunction, error: ApiErrorDetail): string {
  switch (error.code) {
    case 'auth.invalid_credentials':
      return t('errors.invalidCredentials');
    case 'auth.rate_limited':
      return t('errors.rateLimited');
    case 'auth.registration_closed':
      return t('errors.registrationClosed');
    case 'auth.reset_token_invalid':
      return t('errors.resetTokenInvalid');
    case 'network.unreachable':
      return t('errors.network');
    default:
      return error.message || t('errors.generic');
  }
}
