//! Sign-in with OpenID Connect providers (issue 13): the provider identities linked to people,
//! the sign-ins under way (state, nonce and PKCE verifier, kept here, single use, expiring), and
//! the links waiting for the person to prove they own the account with the same address.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

fn to_users(table: &'static str, col: &'static str) -> ForeignKeyCreateStatement {
    ForeignKey::create().from(table, col).to("users", "id").on_delete(ForeignKeyAction::Cascade).to_owned()
}

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("oidc_identities", false)
                    .col(pk_uuid("id"))
                    .col(string_len("provider", 64))
                    .col(string_len("subject", 255))
                    .col(uuid("user_id"))
                    .col(string_len_null("email", 254))
                    .foreign_key(&mut to_users("oidc_identities", "user_id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                index("oidc_identities", "oidc_identities_subject", &["provider", "subject"]).unique().to_owned(),
            )
            .await?;
        manager.create_index(index("oidc_identities", "oidc_identities_user", &["user_id"])).await?;
        manager
            .create_table(
                table("oidc_attempts", false)
                    .col(pk_uuid("id"))
                    .col(string_len_uniq("state_hash", 64))
                    .col(string_len("provider", 64))
                    .col(string_len("nonce", 128))
                    .col(string_len("pkce_verifier", 128))
                    .col(uuid_null("auth_session_id"))
                    .col(string_len_null("return_to", 2048))
                    .col(uuid_null("link_user_id"))
                    .col(at("expires_at"))
                    .col(at_null("used_at"))
                    .foreign_key(&mut to_users("oidc_attempts", "link_user_id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("oidc_links", false)
                    .col(pk_uuid("id"))
                    .col(string_len_uniq("token_hash", 64))
                    .col(string_len_null("email_token_hash", 64))
                    .col(string_len("provider", 64))
                    .col(string_len("subject", 255))
                    .col(string_len("email", 254))
                    .col(uuid("user_id"))
                    .col(uuid_null("auth_session_id"))
                    .col(string_len_null("return_to", 2048))
                    .col(at("expires_at"))
                    .col(at_null("used_at"))
                    .foreign_key(&mut to_users("oidc_links", "user_id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(index("oidc_links", "oidc_links_email_token", &["email_token_hash"]).unique().to_owned())
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("oidc_links").to_owned()).await?;
        manager.drop_table(Table::drop().table("oidc_attempts").to_owned()).await?;
        manager.drop_table(Table::drop().table("oidc_identities").to_owned()).await
    }
}
