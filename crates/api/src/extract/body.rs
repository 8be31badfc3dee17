use axum::extract::FromRequest;

use crate::error::ApiError;

/// A JSON body whose rejections use our error shape: malformed JSON is 400 `bad_request`, JSON of
/// the wrong shape is 422 `validation`. Unknown keys are ignored (api-contract §0).
#[derive(FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct ApiJson<T>(pub T);
