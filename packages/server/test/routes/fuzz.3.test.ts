/** Contract-driven fuzzing, shard 3 of 4 (see fuzzRoutes.ts). */
import { describeFuzzShard } from './fuzzRoutes';

describeFuzzShard(3, 4);
