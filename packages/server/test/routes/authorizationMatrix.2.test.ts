/** The authorization matrix, shard 2 of 3 (see authorizationMatrixRoutes.ts). */
import { describeAuthorizationMatrix } from './authorizationMatrixRoutes';

describeAuthorizationMatrix(2, 3);
