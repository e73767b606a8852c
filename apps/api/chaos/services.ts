/**
 * The chaos test's dependencies: the throwaway PostgreSQL and Redis servers the fault tests
 * use too (src/test/throwaway-services.ts), under the chaos test's names.
 */
export {
  freePort,
  hasRedisServer,
  portOpen,
  postgresBin,
  sleep,
  startThrowawayPostgres as startPostgres,
  startThrowawayRedis as startRedis,
  waitFor,
  type ThrowawayPostgres,
  type ThrowawayRedis,
} from '../src/test/throwaway-services.ts';
