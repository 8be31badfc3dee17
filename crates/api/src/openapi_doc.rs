//! The OpenAPI document on its own, for `matchpool openapi` and the web app's generated types.

use matchpool_providers::media::MediaStore;
use sea_orm::DatabaseConnection;

use crate::{ApiConfig, AppState};

/// The document `/api/openapi.json` serves. Describing the routes touches no database: the state
/// behind them is a disconnected pool and a scratch media directory.
pub fn document() -> utoipa::openapi::OpenApi {
    let media_dir = std::env::temp_dir().join("matchpool-openapi-media");
    let media = MediaStore::local(&media_dir, "http://localhost").expect("the temporary directory is writable");
    let state = AppState::new(DatabaseConnection::default(), ApiConfig::for_development("http://localhost"), media);
    let (_, document) = crate::api(&state);
    document
}

/// The document as the committed `web/openapi.json` holds it: pretty JSON ending with a newline.
pub fn document_json() -> String {
    let mut json = document().to_pretty_json().expect("the OpenAPI document serializes");
    json.push('\n');
    json
}
