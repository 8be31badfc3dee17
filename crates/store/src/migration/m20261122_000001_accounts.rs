use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at, at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("users", true)
                    .col(pk_uuid("id"))
                    .col(string_len("username", 30))
                    .col(string_len_uniq("username_key", 30))
                    .col(string_len_uniq("email", 254))
                    .col(string_len("first_name", 100))
                    .col(string_len("last_name", 100))
                    .col(string("password_hash"))
                    .col(string_len("language", 8))
                    .col(boolean("is_operator").default(false))
                    .col(string_len("kyc_status", 16))
                    .col(at_null("identity_verified_at"))
                    .col(string_null("avatar_url"))
                    .col(string_len_uniq("referral_code", 32))
                    .col(uuid_null("referred_by"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("organizations", true)
                    .col(pk_uuid("id"))
                    .col(string_len_uniq("shortname", 30))
                    .col(string_len("name", 200))
                    .col(string_len("email", 254))
                    .col(string_null("website"))
                    .col(text_null("description"))
                    .col(string_null("logo_url"))
                    .col(string_len("kyb_status", 16))
                    .col(text_null("kyb_reason"))
                    .col(at_null("verified_at"))
                    .col(uuid("created_by"))
                    .col(string_len_uniq("referral_code", 32))
                    .foreign_key(ForeignKey::create().from("organizations", "created_by").to("users", "id"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("org_members", false)
                    .col(uuid("organization_id"))
                    .col(uuid("user_id"))
                    .col(string_len("role", 16))
                    .primary_key(Index::create().col("organization_id").col("user_id"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("org_members", "organization_id")
                            .to("organizations", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .foreign_key(
                        ForeignKey::create()
                            .from("org_members", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("org_members", "org_members_user", &["user_id"])).await?;
        manager
            .create_table(
                table("refresh_tokens", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("family_id"))
                    .col(string_len_uniq("token_hash", 64))
                    .col(at("expires_at"))
                    .col(at_null("rotated_at"))
                    .col(at_null("revoked_at"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("refresh_tokens", "user_id")
                            .to("users", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("refresh_tokens", "refresh_tokens_family", &["family_id"])).await?;
        manager
            .create_table(
                table("auth_sessions", false)
                    .col(pk_uuid("id"))
                    .col(text("redirect_url"))
                    .col(at("expires_at"))
                    .col(string_len_null("code_hash", 64).unique_key())
                    .col(uuid_null("user_id"))
                    .col(uuid_null("identity_id"))
                    .col(at_null("code_expires_at"))
                    .col(at_null("used_at"))
                    .to_owned(),
            )
            .await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        for name in ["auth_sessions", "refresh_tokens", "org_members", "organizations", "users"] {
            manager.drop_table(Table::drop().table(name).to_owned()).await?;
        }
        Ok(())
    }
}
