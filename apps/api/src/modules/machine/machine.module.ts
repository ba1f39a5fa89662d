import { machineSignatureCheckEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';

/**
 * What every partner system can call whatever it reports (decision 0028): the signature check, which a partner
 * setting up its signer calls to see the API accept its key and read back the digest of the body it sent.
 */
export const machineModule = defineModule({
  name: 'machine',
  setup: () => ({
    routes(table) {
      table.add(machineSignatureCheckEndpoint, ({ machine }) => ({
        data: { partner: machine.partner, key_id: machine.keyId, body_sha256: machine.bodySha256 },
      }));
    },
  }),
});
