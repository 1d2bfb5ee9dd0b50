import sharp from 'sharp';

/** A multipart form holding a logo (a PNG of `width` × `height`) in the field `file`, as the web sends it. */
export async function logoForm(width = 300, height = 120): Promise<FormData> {
  const png = await sharp({ create: { width, height, channels: 4, background: '#0f5e63' } })
    .png()
    .toBuffer();
  return fileForm(png, 'logo.png');
}

/** Any bytes as the form's file. */
export function fileForm(data: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return form;
}
