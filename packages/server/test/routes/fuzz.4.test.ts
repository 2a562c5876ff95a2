/** Contract-driven fuzzing, shard 4 of 4 (see fuzzRoutes.ts). */
import { describeFuzzShard } from './fuzzRoutes';

describeFuzzShard(4, 4);
