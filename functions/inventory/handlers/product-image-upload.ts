import { imageUploaded, uploadImageSchema } from '../../../shared/inventory/images.ts';
import { inventoryRoutes } from '../../../shared/inventory/routes.ts';
import { createHandler } from '../../lib/http.ts';
import { setProductImage } from '../services/catalogue.ts';

export const handler = createHandler(inventoryRoutes.productImageUpload, { body: uploadImageSchema }, async ({ body, audit }) => {
  const { img_url } = await setProductImage(audit, body);
  return { message: imageUploaded, img_url };
});
