/**
 * Hands the list of common passwords to the vocabulary's `newPassword` format (see
 * learnCommonPasswords in vocabulary.ts). A module of its own because the list is large: the
 * server's validators import it with themselves (generated/validators.ts), the browser loads it as
 * a chunk of its own when a form that sets a password is first focused.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { learnCommonPasswords } from './vocabulary';

learnCommonPasswords(dictionary['passwords-common']);
