import type { FastifyInstance } from "fastify";

/**
 * GET /healthz: 200 once the database is open and migrated, 503 before (and while shutting
 * down), so a load balancer only sends players to a node that can serve them.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async (_request, reply) => {
    const database = app.services.database;
    if (!database || app.services.closing) {
      return reply.code(503).header("cache-control", "no-store").send({ status: "starting" });
    }
    return reply.header("cache-control", "no-store").send({ status: "ok", database: database.driver });
  });
}
