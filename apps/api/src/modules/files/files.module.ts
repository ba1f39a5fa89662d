import { defineModule } from '../../http/module.ts';
import { createFileService } from './files.service.ts';

/**
 * The file store (decision 0031): customer files kept on disk or in an S3 bucket, their rows in `stored_files`. No
 * routes of its own: the modules whose screens show files (parcels) save and open them through `services.files`
 * and answer downloads with `sendFileDownload` (`lib/file-download.ts`). An account's deletion erases its files.
 */
export const filesModule = defineModule({
  name: 'files',
  config: ['files'],
  provides: { files: createFileService },
  setup({ services }) {
    return {
      contributes: {
        erasers: [{ name: 'files', erase: (tx, customerId) => services.files.removeOf(tx, customerId) }],
      },
    };
  },
});
