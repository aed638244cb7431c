/** The size an avatar is stored at: the server takes at most 64 KB (docs/accounts.md#profile). */
export const AVATAR_PIXELS = 256;

/**
 * The picture the shopper chose, cropped to a square from its middle and scaled down to
 * 256 × 256, as a JPEG data: URL (well under the server's limit). Rejects when the browser
 * cannot read the file as a picture.
 */
export async function scaleDown(file: Blob): Promise<string> {
    const bitmap = await createImageBitmap(file);
    const side = Math.min(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = AVATAR_PIXELS;
    canvas.height = AVATAR_PIXELS;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, AVATAR_PIXELS, AVATAR_PIXELS);
    bitmap.close();
    return canvas.toDataURL('image/jpeg', 0.85);
}
