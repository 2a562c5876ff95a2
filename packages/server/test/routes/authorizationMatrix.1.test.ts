/** The authorization matrix, shard 1 of 3 (see authorizationMatrixRoutes.ts). */
import { describeAuthorizationMatrix } from './authorizationMatrixRoutes';

describeAuthorizationMatrix(1, 3);
