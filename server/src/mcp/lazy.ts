/** The use cases, loaded on the first tool call (see services.ts). */
export const services = () => import('./services.js');
