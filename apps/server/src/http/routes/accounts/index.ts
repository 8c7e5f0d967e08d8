import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { changePasswordRoute } from './change-password.ts';
import { designerRoute } from './designer.ts';
import { imagenConfigRoutes } from './deisnger-imagen-configs.ts';
import { forgetPasswordRoute } from './forget-password.ts';
import { infoDuplicateCheckRoute } from './info-duplicate-check.ts';
import { infoFileRoute } from './info-file.ts';
import { loginRoute } from './login.ts';
import { loginLinkRoutes } from './login-link.ts';
import { personalInfoRoutes } from './personal-info.ts';
import { registerRoute } from './register.ts';
import { resetPasswordRoute } from './reset-password.ts';
import { sessionRoutes } from './sessions.ts';

/** The account API of spec §7, paths verbatim, and beside it the sign-in links, logout and the sessions list. */
export const accountRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, opts) => {
  for (const routes of [
    loginRoute,
    loginLinkRoutes,
    registerRoute,
    infoDuplicateCheckRoute,
    designerRoute,
    personalInfoRoutes,
    infoFileRoute,
    changePasswordRoute,
    sessionRoutes,
    forgetPasswordRoute,
    resetPasswordRoute,
    imagenConfigRoutes,
  ]) {
    await app.register(routes, opts);
  }
};
