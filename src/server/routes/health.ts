import type { FastifyInstance } from "fastify";

/**
 * GET /healthz: 200 while the process can serve players: its database is migrated and answers,
 * and in cluster mode Redis answers too. 503 otherwise: while it starts, while it stops, and for
 * as long as a service it needs is unreachable (`down` names which), so a load balancer only
 * sends players to a node that can serve them.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    const { database, closing, dependencies } = app.services;
    if (closing) return reply.code(503).send({ status: "stopping" });
    if (!database) return reply.code(503).send({ status: "starting" });
    const down = dependencies.down();
    if (down.length > 0) return reply.code(503).send({ status: "unavailable", down });
    return reply.send({ status: "ok", database: database.driver });
  });
}
