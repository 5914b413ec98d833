import type { Config } from "#server/config.ts";
import { resolveImageDirs } from "#server/images/variants.ts";
import { createDiskFiles } from "./disk.ts";
import { createS3Files } from "./s3.ts";
import type { FilesAdapter } from "./types.ts";

type FilesConfig = Pick<
  Config,
  | "DATA_DIR"
  | "UPLOADS_DIR"
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
>;

/** The configured store: S3 when S3_BUCKET is set, otherwise the uploads folder on disk. */
export function createFilesAdapter(config: FilesConfig): FilesAdapter {
  if (config.S3_BUCKET) {
    return createS3Files({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskFiles(resolveImageDirs(config).uploadsDir);
}

const adapters = new WeakMap<object, FilesAdapter>();

/** One adapter per configuration object, shared by every request that carries it. */
export function filesFor(config: FilesConfig): FilesAdapter {
  let adapter = adapters.get(config);
  if (!adapter) {
    adapter = createFilesAdapter(config);
    adapters.set(config, adapter);
  }
  return adapter;
}
