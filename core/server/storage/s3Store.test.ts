// The S3 store against a local S3-compatible server (s3rver on loopback): the file store contract.
// The app on S3 (uploads, activity resources, /cdn/, private files) is tests/api/fileKeys.test.ts,
// which runs every case on the local folder and on a bucket.
import { describeFileStore } from './fileStoreContract';
import { startLocalS3 } from './localS3';
import { S3FileStore } from './s3Store';

describeFileStore('S3 (s3rver)', async () => {
  const s3 = await startLocalS3();
  const store = await S3FileStore.open(s3.settings);
  return {
    store,
    close: async () => {
      store.close();
      await s3.close();
    },
  };
});

describeFileStore('S3 (s3rver) under a prefix', async () => {
  const s3 = await startLocalS3();
  const store = await S3FileStore.open({ ...s3.settings, prefix: 'console/' });
  return {
    store,
    close: async () => {
      store.close();
      await s3.close();
    },
  };
});
