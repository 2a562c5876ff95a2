/** Browser hardening shared with the `rei` CLI, which serves the web app beside the API. */
export { API_CONTENT_SECURITY_POLICY, WEB_APP_CONTENT_SECURITY_POLICY, webAppContentSecurityPolicy } from './securityHeaders';
export { APP_REQUEST_HEADER } from './csrf';
