/** The shared helper (test/render-with-user.tsx), under the name this feature's tests import. */
export { renderWithUser } from '../../../test/render-with-user';
