import type { Messages } from '../../types.ts';
import api from './api.ts';
import errors from './errors.ts';
import validation from './validation.ts';

export default { api, errors, validation } satisfies Messages;
