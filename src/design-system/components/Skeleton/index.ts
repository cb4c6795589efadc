export { Skeleton, SkeletonGroup, skeletonVariants, type SkeletonGroupProps, type SkeletonProps, type SkeletonVariant } from './Skeleton';
