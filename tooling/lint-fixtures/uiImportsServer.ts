// Planted violation: the ui layer imports the server package.
import { propertyResponseSchema } from '@rei/server/contract';

export const schema = propertyResponseSchema;
