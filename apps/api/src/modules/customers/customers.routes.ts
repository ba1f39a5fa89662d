import { apiErrorSchema, meResponseSchema, type MeResponse } from '@yolla/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/authenticate.ts';
import type { CustomerRow } from './customers.table.ts';

export function toUserSummary(customer: CustomerRow): MeResponse['data'] {
  return {
    code: customer.code,
    name: customer.name,
    completed_profile: customer.profileCompletedAt !== null,
    completed_address: customer.addressCompletedAt !== null,
    picture: customer.pictureUrl,
  };
}

export async function customerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer: suite code, name, picture and what is left to complete',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: toUserSummary(requireAuth(request).customer) }),
  );
}
