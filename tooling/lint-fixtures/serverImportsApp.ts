// Planted violation: the server imports the web app.
import { AppRoutes } from '@rei/app';

export const routes = AppRoutes;
