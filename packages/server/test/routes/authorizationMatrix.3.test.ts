/** The authorization matrix, shard 3 of 3 (see authorizationMatrixRoutes.ts). */
import { describeAuthorizationMatrix } from './authorizationMatrixRoutes';

describeAuthorizationMatrix(3, 3);
