import type { Messages } from '../../types.ts';
import api from './api.ts';
import auth from './auth.ts';
import cabinet from './cabinet.ts';
import common from './common.ts';
import errorPage from './error-page.ts';
import errors from './errors.ts';
import home from './home.ts';
import multiselect from './multiselect.ts';
import validation from './validation.ts';

export default { api, auth, cabinet, common, errorPage, errors, home, multiselect, validation } satisfies Messages;
