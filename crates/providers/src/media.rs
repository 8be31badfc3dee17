//! Where uploaded files live: a directory on local disk by default, or an S3-compatible bucket.

use std::path::Path;
use std::sync::Arc;

use bytes::Bytes;
use object_store::aws::AmazonS3Builder;
use object_store::local::LocalFileSystem;
use object_store::path::Path as ObjectPath;
use object_store::{ObjectStore, PutPayload};
use serde::{Deserialize, Serialize};

/// Settings of an S3-compatible bucket.
#[derive(Clone, Deserialize, Serialize, Default)]
pub struct S3Settings {
    pub bucket: String,
    pub region: String,
    /// For S3-compatible services other than AWS (MinIO, R2, ...).
    pub endpoint: Option<String>,
    pub access_key_id: String,
    pub secret_access_key: String,
    /// The public address files are read from, e.g. `https://cdn.example.org/media`.
    pub public_url: String,
}

impl std::fmt::Debug for S3Settings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("S3Settings")
            .field("bucket", &self.bucket)
            .field("region", &self.region)
            .field("endpoint", &self.endpoint)
            .field("public_url", &self.public_url)
            .finish_non_exhaustive()
    }
}

/// Stores files and says where the public can read them.
#[derive(Clone)]
pub struct MediaStore {
    store: Arc<dyn ObjectStore>,
    public_base: String,
}

impl MediaStore {
    /// Files under `dir`, served by the platform itself under `{public_url}/media/`; an empty
    /// `public_url` gives relative addresses (`/media/...`).
    pub fn local(dir: &Path, public_url: &str) -> anyhow::Result<Self> {
        std::fs::create_dir_all(dir)?;
        Ok(Self {
            store: Arc::new(LocalFileSystem::new_with_prefix(dir)?),
            public_base: format!("{}/media", public_url.trim_end_matches('/')),
        })
    }

    pub fn s3(settings: &S3Settings) -> anyhow::Result<Self> {
        let mut builder = AmazonS3Builder::new()
            .with_bucket_name(&settings.bucket)
            .with_region(&settings.region)
            .with_access_key_id(&settings.access_key_id)
            .with_secret_access_key(&settings.secret_access_key);
        if let Some(endpoint) = &settings.endpoint {
            builder = builder.with_endpoint(endpoint).with_allow_http(endpoint.starts_with("http://"));
        }
        Ok(Self {
            store: Arc::new(builder.build()?),
            public_base: settings.public_url.trim_end_matches('/').to_owned(),
        })
    }

    /// Stores `bytes` under `key` and returns the public address.
    pub async fn put(&self, key: &str, bytes: Vec<u8>) -> anyhow::Result<String> {
        self.store.put(&ObjectPath::from(key), PutPayload::from(bytes)).await?;
        Ok(format!("{}/{key}", self.public_base))
    }

    /// The public address of the file stored under `key`, from the current settings.
    pub fn url(&self, key: &str) -> String {
        format!("{}/{key}", self.public_base)
    }

    /// Removes a stored file; one that is not there is already removed.
    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        let path = ObjectPath::parse(key).map_err(|e| anyhow::anyhow!(e))?;
        match self.store.delete(&path).await {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(err) => Err(err.into()),
        }
    }

    /// Reads a stored file, `None` when there is none (used to serve local files).
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<Bytes>> {
        let path = ObjectPath::parse(key).map_err(|e| anyhow::anyhow!(e))?;
        match self.store.get(&path).await {
            Ok(found) => Ok(Some(found.bytes().await?)),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(err.into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn local_files_round_trip_and_get_public_addresses() {
        let dir = std::env::temp_dir().join(format!("mp-media-{}", std::process::id()));
        let store = MediaStore::local(&dir, "http://localhost:8080/").unwrap();
        let url = store.put("2026/ab/cover.png", b"bytes".to_vec()).await.unwrap();
        assert_eq!(url, "http://localhost:8080/media/2026/ab/cover.png");
        assert_eq!(store.get("2026/ab/cover.png").await.unwrap().as_deref(), Some(&b"bytes"[..]));
        assert!(store.get("2026/ab/missing.png").await.unwrap().is_none());
        assert!(store.get("../etc/passwd").await.is_err() || store.get("../etc/passwd").await.unwrap().is_none());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn local_files_without_a_public_url_get_relative_addresses() {
        let dir = std::env::temp_dir().join(format!("mp-media-relative-{}", std::process::id()));
        let store = MediaStore::local(&dir, "").unwrap();
        assert_eq!(store.url("2026/ab/cover.png"), "/media/2026/ab/cover.png");
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn s3_secrets_stay_out_of_debug_output() {
        let settings = S3Settings { secret_access_key: "hunter22".into(), ..Default::default() };
        assert!(!format!("{settings:?}").contains("hunter22"));
    }
}
