// The listing images' entry point for the rest of the listings module: the upload and its processing.
export { ListingImageUpload, uploadedListingImage, type UploadedListingImage } from './image-upload.interceptor';
export {
  LISTING_IMAGE_SIDE_MESSAGE,
  LISTING_IMAGE_SIZES,
  listingImagePaths,
  listingImageUrls,
  ListingImageProcessorService,
  type ListingImageSource,
} from './listing-image-processor.service';
