/** Entry: the stack's libraries and one RJSF form with the CSP-safe precompiled-validator path, as form routes use it. */
import Form from '@rjsf/core';
import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import { mountStack } from './stack';

const schema: RJSFSchema = { type: 'object', required: ['email'], properties: { email: { type: 'string', title: 'E-mail' } } };
const validate = Object.assign((data: unknown) => typeof data === 'object', { errors: null });
const validator = createPrecompiledValidator({ [hashForSchema(schema)]: validate }, schema);

mountStack(<Form schema={schema} validator={validator} noHtml5Validate />);
