import { randomBytes } from 'node:crypto';
import { pictureEndpoint, removePictureEndpoint, uploadPictureEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { commonErrors } from '../../lib/api-error.ts';
import { encodePicture } from './pictures.image.ts';
import { erasePictures, findPicture } from './pictures.repository.ts';
import { createPictureService } from './pictures.usecases.ts';
import { readPictureUpload } from './pictures.upload.ts';

/** Every upload gets a new URL, so browsers and shared caches may keep a picture for a year. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Profile pictures: upload (re-encoded on the server), removal, and the public, immutable picture URLs. */
export const picturesModule = defineModule({
  name: 'pictures',
  config: ['account', 'issuer', 'segment'],
  setup({ db, config, clock, services }) {
    const pictures = createPictureService({ db, clock, customers: services.customers });
    /** The absolute URL of a picture: under the API's public origin (the OAuth issuer). */
    const urlOf = (id: string) => `${config.issuer}/api/v1/${config.segment}/pictures/${id}`;
    return {
      contributes: { erasers: [{ name: 'pictures', erase: erasePictures }] },
      routes(table) {
        table.add(uploadPictureEndpoint, async ({ customer, request }) => {
          const picture = await encodePicture(await readPictureUpload(request, config.account.pictureMaxBytes));
          const id = randomBytes(16).toString('base64url');
          await pictures.replace(customer.id, { id, ...picture }, urlOf(id));
          return { data: { picture: urlOf(id) }, message: request.t('api.picture_saved') };
        });

        table.add(removePictureEndpoint, async ({ customer, request }) => {
          await pictures.remove(customer.id);
          return { data: { picture: null }, message: request.t('api.picture_removed') };
        });

        table.add(pictureEndpoint, async ({ params, reply }) => {
          const picture = await findPicture(db, params.id);
          if (!picture) throw commonErrors.notFound();
          reply
            .header('content-type', picture.contentType)
            .header('cache-control', PICTURE_CACHE_CONTROL)
            // Shown by the web app, which may live on another origin than the API.
            .header('cross-origin-resource-policy', 'cross-origin');
          return picture.content;
        });
      },
    };
  },
});
