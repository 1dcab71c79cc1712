import { Field, ID, Int } from 'type-graphql';
import type { Image } from './image.entity.js';
import { ViewType } from '../core/paging/view-type.js';

/** Where a photo's bytes are served (to those photoVisible lets see it). */
export const photoUrl = (image: Pick<Image, 'id'>): string => `/images/${image.id}`;

@ViewType('Photo', {
  description: 'A photo attached to a report or an alert; its bytes are served at `url` to officers of the area only.',
})
export class PhotoView {
  @Field(() => ID, { description: "The photo's id." }) id!: string;
  @Field(() => String, {
    description: "Where to fetch it (`/images/{id}`: officers of the area, and a contribution's own volunteer).",
  })
  url!: string;
  @Field(() => String, { description: 'Read from the bytes: image/jpeg, image/png, image/webp or image/gif.' })
  mimeType!: string;
  @Field(() => Int, { description: 'Size in bytes.' }) byteSize!: number;

  /** The one presentation of a photo. */
  static from(image: Image): PhotoView {
    return Object.assign(new PhotoView(), {
      id: image.id,
      url: photoUrl(image),
      mimeType: image.mimeType,
      byteSize: image.byteSize,
    });
  }
}
