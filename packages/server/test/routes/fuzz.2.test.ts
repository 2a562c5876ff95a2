/** Contract-driven fuzzing, shard 2 of 4 (see fuzzRoutes.ts). */
import { describeFuzzShard } from './fuzzRoutes';

describeFuzzShard(2, 4);
