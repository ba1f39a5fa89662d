import {
  apiErrorSchema,
  meResponseSchema,
  meV2ResponseSchema,
  parseCountry,
  type MeResponse,
  type Profile,
} from '@yolla/contract';
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

export function toProfile(customer: CustomerRow): Profile {
  return {
    ...toUserSummary(customer),
    email: customer.email,
    phone: customer.phone,
    country: parseCountry(customer.country),
    created_at: customer.createdAt.toISOString(),
  };
}

/** Version 2: the summary plus contact details and country (`/api/v2/{segment}/me`). */
export async function customerRoutesV2(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/me',
    {
      schema: {
        tags: ['customer'],
        summary: 'The signed-in customer with contact details and country (version 2)',
        security: [{ bearer: [] }],
        response: { 200: meV2ResponseSchema, 401: apiErrorSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ data: toProfile(requireAuth(request).customer) }),
  );
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
