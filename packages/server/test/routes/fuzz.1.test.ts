/** Contract-driven fuzzing, shard 1 of 4 (see fuzzRoutes.ts). */
import { describeFuzzShard } from './fuzzRoutes';

describeFuzzShard(1, 4);
