//! Leaving the platform (issue 13): what the person's data export reads, and the writes that
//! anonymise a deleted account. Every amount, count and ledger row stays under the same person
//! id (now nameless), so totals, audit packs and matching do not move.

use chrono::{DateTime, Utc};
use matchpool_domain::UserId;
use sea_orm::sea_query::Expr;
use sea_orm::{ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder, Set};
use uuid::Uuid;

use crate::entities::{
    account_token, auth_session, comment, donation, donation_intent, impact_point, media, org_invitation, org_member,
    referral_reward, verification, vote,
};
use crate::error::StoreResult;

/// Everything the export holds about a person besides their profile.
pub struct Export {
    pub organizations: Vec<(crate::organizations::Organization, matchpool_domain::Role)>,
    pub donations: Vec<matchpool_domain::donation::Donation>,
    pub votes: Vec<matchpool_domain::vote::Vote>,
    pub comments: Vec<crate::comments::Comment>,
    pub rewards: Vec<crate::referrals::Reward>,
    pub impact_points: Vec<crate::impact::Grant>,
}

/// The person's own records, oldest first: their donations, votes, comments (as any identity),
/// THANK rewards (their personal ones) and impact-point grants.
pub async fn export(db: &impl ConnectionTrait, person: UserId) -> StoreResult<Export> {
    Ok(Export {
        organizations: crate::organizations::of_user(db, person).await?,
        donations: crate::donations::records(
            donation::Entity::find()
                .filter(donation::Column::UserId.eq(person))
                .order_by_asc(donation::Column::CreatedAt)
                .all(db)
                .await?,
        )?,
        votes: vote::Entity::find()
            .filter(vote::Column::UserId.eq(person))
            .order_by_asc(vote::Column::CreatedAt)
            .all(db)
            .await?
            .into_iter()
            .map(crate::votes::record)
            .collect(),
        comments: crate::comments::records(
            comment::Entity::find()
                .filter(comment::Column::UserId.eq(person))
                .order_by_asc(comment::Column::CreatedAt)
                .all(db)
                .await?,
        ),
        rewards: crate::referrals::records(
            referral_reward::Entity::find()
                .filter(referral_reward::Column::IdentityId.eq(person))
                .order_by_asc(referral_reward::Column::CreatedAt)
                .all(db)
                .await?,
        ),
        impact_points: crate::impact::grants(
            impact_point::Entity::find()
                .filter(impact_point::Column::UserId.eq(person))
                .order_by_asc(impact_point::Column::CreatedAt)
                .order_by_asc(impact_point::Column::Id)
                .all(db)
                .await?,
        ),
    })
}

/// The organizations the person owns alone while others belong to them: ownership must be handed
/// over first. An organization the person is the only member of stays, with its projects, without
/// members.
pub async fn solely_owned(
    db: &impl ConnectionTrait,
    person: UserId,
) -> StoreResult<Vec<crate::organizations::Organization>> {
    let owner = matchpool_domain::Role::Owner.as_str();
    let mut alone = Vec::new();
    for (org, role) in crate::organizations::of_user(db, person).await? {
        if role != matchpool_domain::Role::Owner {
            continue;
        }
        let members = org_member::Entity::find().filter(org_member::Column::OrganizationId.eq(org.id)).all(db).await?;
        let other_owner = members.iter().any(|m| UserId::from(m.user_id) != person && m.role == owner);
        let others = members.iter().any(|m| UserId::from(m.user_id) != person);
        if others && !other_owner {
            alone.push(org);
        }
    }
    Ok(alone)
}

/// Erases the person: the row stays (same id, KYC state and referral links, so matching and
/// every ledger are unchanged) but without name, email, username, avatar, usable password or
/// operator rights, and stamped `deleted_at`.
pub async fn anonymise_user(
    db: &impl ConnectionTrait,
    person: crate::users::User,
    now: DateTime<Utc>,
) -> StoreResult<crate::users::User> {
    // Random, not derived from the public id: nobody can name the old account in a referral link.
    // `~` is in no username or referral code, and the whole fits the 30-character columns.
    let tag = format!("~deleted-{}", &Uuid::new_v4().simple().to_string()[..20]);
    let mut active = crate::users::changing(&person);
    // Unique, and `.invalid` can never be delivered to (RFC 2606).
    active.email = Set(format!("{}@deleted.invalid", &tag[1..]));
    active.username = Set(String::new());
    active.username_key = Set(tag.clone());
    active.first_name = Set(String::new());
    active.last_name = Set(String::new());
    // Not a PHC string: no password ever verifies against it.
    active.password_hash = Set("!deleted".to_owned());
    active.avatar_url = Set(None);
    active.email_verified_at = Set(None);
    active.is_operator = Set(false);
    active.referral_code = Set(tag);
    active.deleted_at = Set(Some(now));
    active.updated_at = Set(now);
    Ok(crate::users::record(active.update(db).await?)?)
}

/// Ends every sign-in and makes every emailed link and hosted sign-in code of the person unusable.
pub async fn end_access(db: &impl ConnectionTrait, person: UserId, now: DateTime<Utc>) -> StoreResult<()> {
    crate::tokens::revoke_all(db, person, None, now).await?;
    account_token::Entity::update_many()
        .col_expr(account_token::Column::UsedAt, Expr::value(now))
        .filter(account_token::Column::UserId.eq(person))
        .filter(account_token::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    auth_session::Entity::update_many()
        .col_expr(auth_session::Column::UsedAt, Expr::value(now))
        .filter(auth_session::Column::UserId.eq(person))
        .filter(auth_session::Column::UsedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

/// Leaves every organization (the caller checked none is left without an owner). The pending
/// invitations of an organization left with no member stop working: nobody is there to welcome
/// whoever would accept one, and an abandoned organization must not be joined by a link.
pub async fn leave_organizations(db: &impl ConnectionTrait, person: UserId, now: DateTime<Utc>) -> StoreResult<()> {
    let left: Vec<Uuid> = org_member::Entity::find()
        .filter(org_member::Column::UserId.eq(person))
        .all(db)
        .await?
        .into_iter()
        .map(|m| m.organization_id)
        .collect();
    org_member::Entity::delete_many().filter(org_member::Column::UserId.eq(person)).exec(db).await?;
    let still_staffed: Vec<Uuid> = org_member::Entity::find()
        .filter(org_member::Column::OrganizationId.is_in(left.clone()))
        .all(db)
        .await?
        .into_iter()
        .map(|m| m.organization_id)
        .collect();
    let empty: Vec<Uuid> = left.into_iter().filter(|org| !still_staffed.contains(org)).collect();
    if !empty.is_empty() {
        org_invitation::Entity::update_many()
            .col_expr(org_invitation::Column::RevokedAt, Expr::value(now))
            .filter(org_invitation::Column::OrganizationId.is_in(empty))
            .filter(org_invitation::Column::AcceptedAt.is_null())
            .filter(org_invitation::Column::RevokedAt.is_null())
            .exec(db)
            .await?;
    }
    Ok(())
}

/// The person's donations (and ADA intents still waiting) show no donor to anyone from now on;
/// amounts, states and ledgers are untouched.
pub async fn anonymise_donations(db: &impl ConnectionTrait, person: UserId) -> StoreResult<()> {
    donation::Entity::update_many()
        .col_expr(donation::Column::Anonymous, Expr::value(true))
        .filter(donation::Column::UserId.eq(person))
        .exec(db)
        .await?;
    donation_intent::Entity::update_many()
        .col_expr(donation_intent::Column::Anonymous, Expr::value(true))
        .filter(donation_intent::Column::UserId.eq(person))
        .exec(db)
        .await?;
    Ok(())
}

/// Empties the text and attachment of every comment the person wrote; the comments stay, so
/// replies by others keep their thread, and read as written by a deleted account.
pub async fn erase_comments(db: &impl ConnectionTrait, person: UserId, now: DateTime<Utc>) -> StoreResult<()> {
    comment::Entity::update_many()
        .col_expr(comment::Column::Content, Expr::value(""))
        .col_expr(comment::Column::MediaId, Expr::value(Option::<Uuid>::None))
        .col_expr(comment::Column::UpdatedAt, Expr::value(now))
        .filter(comment::Column::UserId.eq(person))
        .exec(db)
        .await?;
    Ok(())
}

/// Clears the legal name, number and documents of the person's own KYC submissions; their
/// states stay (a verified person's matching weight does not change).
pub async fn erase_verifications(db: &impl ConnectionTrait, person: UserId, now: DateTime<Utc>) -> StoreResult<()> {
    verification::Entity::update_many()
        .col_expr(verification::Column::LegalName, Expr::value(""))
        .col_expr(verification::Column::Country, Expr::value(""))
        .col_expr(verification::Column::RegistrationNumber, Expr::value(Option::<String>::None))
        .col_expr(verification::Column::Documents, Expr::value(serde_json::json!([])))
        .col_expr(verification::Column::UpdatedAt, Expr::value(now))
        // Ids are unique across people and organizations: this is the person's own KYC.
        .filter(verification::Column::SubjectId.eq(person))
        .exec(db)
        .await?;
    Ok(())
}

/// Deletes the files the person uploaded as themselves (avatar, KYC documents, comment
/// pictures) from the database and returns their storage keys, to remove the files after the
/// commit.
pub async fn remove_media(db: &impl ConnectionTrait, person: UserId) -> StoreResult<Vec<String>> {
    let rows = media::Entity::find().filter(media::Column::IdentityId.eq(person)).all(db).await?;
    let mut keys = Vec::new();
    for row in rows.into_iter().map(crate::media::record) {
        keys.push(row.storage_key.clone());
        keys.extend(crate::media::variants_of(&row).into_iter().map(|v| v.key));
    }
    media::Entity::delete_many().filter(media::Column::IdentityId.eq(person)).exec(db).await?;
    Ok(keys)
}
