//! The project and round an action is about, as the rules need them.

use chrono::Utc;
use matchpool_domain::ProjectId;
use matchpool_domain::identity::Organization;
use matchpool_domain::round::Round;
use matchpool_store::entities::project::Model as Project;
use matchpool_store::projects::{CreateRequest, ProjectFields};
use matchpool_store::{StoreError, Unique};
use sha2::{Digest, Sha256};

use crate::{App, AppError, AppResult};

fn not_found() -> AppError {
    AppError::not_found("project.not_found", "Project not found.")
}

/// A public project (people vote for and donate to these only) and its round.
pub async fn public_with_round(app: &App, id: ProjectId) -> AppResult<(Project, Round)> {
    let project = matchpool_store::projects::find(&app.db, id.uuid()).await?.ok_or_else(not_found)?;
    if !project.status().is_public() {
        return Err(not_found());
    }
    let round = matchpool_store::rounds::find(&app.db, project.round_id).await?.ok_or_else(not_found)?;
    Ok((project, round))
}

/// The idempotency record of a create request: its key and the fingerprint of its body.
pub fn create_request(key: String, body: &[u8]) -> CreateRequest {
    CreateRequest { key, hash: hex::encode(Sha256::digest(body)) }
}

/// Creates an organization's project in `round` (the caller checked who may). With an
/// idempotency key, a retry (or a second click racing the first) gets the project the key made;
/// the same key with another body is 422 `idempotency.key_reused`.
pub async fn create(
    app: &App,
    organization: &Organization,
    round: &Round,
    fields: ProjectFields,
    request: Option<CreateRequest>,
) -> AppResult<Project> {
    if let Some(made) = made_by(app, organization, request.as_ref()).await? {
        return Ok(made);
    }
    let txn = matchpool_store::write_txn(&app.db).await?;
    let inserted = matchpool_store::projects::insert(
        &txn,
        round.id,
        organization.id,
        &organization.name,
        fields,
        request.clone(),
        Utc::now(),
    )
    .await;
    match inserted.map_err(|err| StoreError::classify(err, &[("idempotency", Unique::IdempotencyKey)])) {
        Ok(project) => {
            txn.commit().await?;
            tracing::info!(project = %project.id, organization = %organization.id, round = round.number, "project created");
            Ok(project)
        }
        Err(StoreError::Duplicate(Unique::IdempotencyKey)) => {
            drop(txn);
            made_by(app, organization, request.as_ref())
                .await?
                .ok_or_else(|| AppError::Internal(anyhow::anyhow!("the project of a duplicate key is gone")))
        }
        Err(other) => Err(other.into()),
    }
}

/// The project an earlier request with the same key made, if that request was the same.
async fn made_by(
    app: &App,
    organization: &Organization,
    request: Option<&CreateRequest>,
) -> AppResult<Option<Project>> {
    let Some(request) = request else {
        return Ok(None);
    };
    let Some(made) = matchpool_store::projects::find_by_key(&app.db, organization.id, &request.key).await? else {
        return Ok(None);
    };
    if made.request_hash.as_deref() != Some(request.hash.as_str()) {
        return Err(AppError::unprocessable(
            "idempotency.key_reused",
            "This Idempotency-Key was already used for another project. Use a new key for a new project.",
        ));
    }
    Ok(Some(made))
}
