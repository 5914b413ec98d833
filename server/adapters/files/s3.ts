import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertUploadName, type FilesAdapter } from "./types.ts";

export type S3FilesOptions = {
  bucket: string;
  /** Any S3-compatible service's address; AWS itself when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Folder inside the bucket. */
  prefix?: string;
};

function isNotFound(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** Uploads as objects in an S3-compatible bucket (S3_BUCKET and the S3_* variables). */
export function createS3Files(options: S3FilesOptions): FilesAdapter {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const prefix = options.prefix ?? "uploads/";
  const key = (name: string) => {
    assertUploadName(name);
    return `${prefix}${name}`;
  };
  return {
    kind: "s3",
    async put(name, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: data,
          ContentType: contentType,
          // Names never change content, so caches may keep them.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
  };
}
