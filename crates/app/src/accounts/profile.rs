//! A person's profile: name, username and interface language changed together in one
//! transaction (a taken username changes nothing), and the avatar, one of their own public
//! pictures.

use chrono::Utc;
use matchpool_domain::identity::User;
use matchpool_domain::text::Username;
use matchpool_domain::{FieldError, MediaId};
use matchpool_store::StoreError;
use matchpool_store::users::ProfileChange;

use crate::{App, AppError, AppResult};

/// Changes the profile: `username` when it differs, then the other fields given.
pub async fn update_profile(
    app: &App,
    user: User,
    username: Option<Username>,
    change: ProfileChange,
) -> AppResult<User> {
    let now = Utc::now();
    let txn = matchpool_store::write_txn(&app.db).await?;
    let mut user = user;
    if let Some(username) = username.filter(|u| u.as_str() != user.username) {
        user =
            matchpool_store::accounts::set_username(&txn, user, username.into_inner(), now).await.map_err(|err| {
                match err {
                    StoreError::Duplicate(_) => AppError::conflict("auth.username_taken", "This username is taken."),
                    other => other.into(),
                }
            })?;
    }
    let user = matchpool_store::users::update_profile(&txn, user, change, now).await?;
    txn.commit().await?;
    Ok(user)
}

/// Sets the avatar to `picture`, an upload of the person made as themselves (not for an
/// organization) and public, whose address `url_of` gives from its storage key; `None` removes it.
pub async fn set_avatar(
    app: &App,
    user: User,
    picture: Option<MediaId>,
    url_of: impl FnOnce(&str) -> String,
) -> AppResult<User> {
    let url = match picture {
        None => None,
        Some(id) => {
            let invalid = || AppError::field("media_id", FieldError::Invalid);
            let media = matchpool_store::media::find(&app.db, id).await?.ok_or_else(invalid)?;
            if media.user_id != user.id || media.identity_id != user.id || media.is_private() {
                return Err(invalid());
            }
            Some(url_of(&media.storage_key))
        }
    };
    Ok(matchpool_store::accounts::set_avatar(&app.db, user, url, Utc::now()).await?)
}
